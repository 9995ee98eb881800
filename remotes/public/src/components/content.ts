import type { ComponentType } from 'react';

/**
 * A text page declared as data: the message ids of its title, meta description and blocks, in
 * reading order. The texts themselves are in the feature's messages.ts (English and Korean), so an
 * organiser changes a sentence there and a page's shape here (docs/decisions.md, "Public content").
 */
export type ContentBlock =
  /** A section heading (h2). */
  | { h: string }
  /** A sub-heading (h3). */
  | { h3: string }
  | { p: string }
  /** A paragraph set off as a notice (deadlines, what to bring). */
  | { note: string }
  | { ul: string[] }
  | { ol: string[] }
  | { table: ContentTable }
  /** A link inside the site (its text is a message). */
  | { link: string; to: string }
  /** A drawing or other component (a map), with the space it takes reserved by the component. */
  | { figure: ComponentType };

export interface ContentTable {
  /** Message id of the caption: what the table lists. */
  caption: string;
  /** Message ids of the column headings. */
  head: string[];
  /** Message ids of the cells, row by row; the first cell of a row is its heading. */
  rows: string[][];
  /** Indexes of the columns holding amounts or figures (right-aligned). */
  numeric?: number[];
}

export interface PageContent {
  titleId: string;
  descriptionId: string;
  blocks: ContentBlock[];
}

/** `${prefix}.1` … `${prefix}.n`: the items of a list. */
export const items = (prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

/**
 * A table whose texts are `${prefix}.${column}` (headings) and `${prefix}.${row}.${column}` (cells):
 * table('visa.rules', ['who', 'what'], ['kEta', 'visa']) reads visa.rules.who, visa.rules.kEta.who …
 */
export function table(
  prefix: string,
  columns: string[],
  rows: string[],
  numeric: number[] = [],
): { table: ContentTable } {
  return {
    table: {
      caption: `${prefix}.caption`,
      head: columns.map((column) => `${prefix}.${column}`),
      rows: rows.map((row) => columns.map((column) => `${prefix}.${row}.${column}`)),
      numeric,
    },
  };
}

/** Every message id a page uses (a test checks that each one has English and Korean texts). */
export function contentMessageIds(content: PageContent): string[] {
  const ids = [content.titleId, content.descriptionId];
  for (const block of content.blocks) {
    if ('h' in block) ids.push(block.h);
    else if ('h3' in block) ids.push(block.h3);
    else if ('p' in block) ids.push(block.p);
    else if ('note' in block) ids.push(block.note);
    else if ('ul' in block) ids.push(...block.ul);
    else if ('ol' in block) ids.push(...block.ol);
    else if ('table' in block) ids.push(block.table.caption, ...block.table.head, ...block.table.rows.flat());
    else if ('link' in block) ids.push(block.link);
  }
  return ids;
}
