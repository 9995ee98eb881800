// Mail templates hold `{placeholder}` fields (spec §4) that are replaced by a row's values.

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.]*)\}/g;
import escapeHtml from 'escape-html';

export type TemplateValues = Record<string, unknown>;

/**
 * Mail clients turn `x.y`, `www.`, `scheme:` and `a@b` into links. A zero-width space after each
 * dot, colon and at sign (ASCII and full-width dots) keeps the text readable but unlinkable, so a
 * member's text cannot become a link in a mail sent from the congress. Only where the next
 * character could continue a link: "Fibre: revisited" or "Dr. Kim" cannot be one, and an
 * invisible character there would only reach the subject line (issue 27 §4).
 */
const LINK_PUNCTUATION = /[.:@\u3002\uFF0E\uFF61](?=\S)/g;
const ZERO_WIDTH_SPACE = '\u200B';
/** Invisible format characters (Unicode category Cf): zero-width spaces and joiners, BOM, marks. */
const INVISIBLE = /\p{Cf}/gu;
export const neutraliseLinks = (text: string, html: boolean) =>
  text.replace(LINK_PUNCTUATION, (ch) => `${ch}${html ? '&#8203;' : ZERO_WIDTH_SPACE}`);

export interface RenderOptions {
  /** HTML body (values escaped) or plain-text subject. */
  html: boolean;
  /** Placeholders whose values the server made (a confirmation link): not neutralised. */
  trusted?: readonly string[];
}

function lookup(values: TemplateValues, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    // Own properties only: `{constructor}` or `{__proto__}` are unknown placeholders, not Object's.
    if (value && typeof value === 'object' && Object.hasOwn(value, key))
      return (value as Record<string, unknown>)[key];
    return undefined;
  }, values);
}

function format(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

/** True when the offset lies inside an HTML tag (an attribute the template author wrote). */
const insideTag = (template: string, offset: number) =>
  template.lastIndexOf('<', offset) > template.lastIndexOf('>', offset);

const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

const joined = (...parts: unknown[]) =>
  parts
    .filter(present)
    .map((part) => String(part).trim())
    .join(' ');

/**
 * What a placeholder shows when the row has no value for it. A member from abroad who signs up in
 * Korean has no Korean name: the mail greets them by their English name ("Anne de Vries님").
 */
export const PLACEHOLDER_FALLBACKS: Readonly<Record<string, (values: TemplateValues) => unknown>> = {
  name_kr: (values) => joined(lookup(values, 'givenName'), lookup(values, 'familyName')),
  affiliation_kr: (values) => lookup(values, 'affiliation'),
  // A company from abroad may have no Korean name: the Korean mail names it in English.
  companyName_kr: (values) => lookup(values, 'companyName_en'),
};

function valueOf(values: TemplateValues, path: string): unknown {
  const value = lookup(values, path);
  if (present(value)) return value;
  const fallback = PLACEHOLDER_FALLBACKS[path]?.(values);
  return present(fallback) ? fallback : undefined;
}

/**
 * Replaces every `{name}` (or `{relation.name}`) by its value. Values are HTML-escaped for
 * mail bodies (HTML) and left as they are for subjects (plain text). No mail ever carries a raw
 * placeholder: a missing value takes its fallback (PLACEHOLDER_FALLBACKS) or else nothing, and an
 * unknown name (which the template editor refuses at save time, unknownPlaceholders) renders as
 * nothing too (docs/decisions.md "Mail placeholders"). Text values (what members type) are
 * also made unlinkable, in bodies and subjects, except in tag attributes (where the template
 * author placed them on purpose) and for `trusted` placeholders. The template's own text is kept.
 */
export function renderTemplate(
  template: string,
  values: TemplateValues,
  options: RenderOptions = { html: true },
): string {
  return template.replace(PLACEHOLDER, (_whole, path: string, offset: number) => {
    const found = valueOf(values, path);
    if (found === undefined) return '';
    // A member's text loses invisible characters (a pasted zero-width space reached a subject);
    // the only ones a mail carries are those that keep a link from forming, added below.
    const value = typeof found === 'string' ? found.replace(INVISIBLE, '') : found;
    const text = options.html ? escapeHtml(format(value)) : format(value);
    const keep =
      typeof value !== 'string' ||
      options.trusted?.includes(path) ||
      (options.html && insideTag(template, offset));
    return keep ? text : neutraliseLinks(text, options.html);
  });
}

/** The placeholder names a template uses, for the editor's checks. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/**
 * The placeholders of a template that are not among `known` (the names the editor offers): the
 * template editor refuses to save a template that uses one, so a misspelt `{givenname}` is caught
 * by the organiser who typed it rather than mailed as a gap.
 */
export function unknownPlaceholders(template: string, known: Iterable<string>): string[] {
  const allowed = new Set(known);
  return placeholdersOf(template).filter((name) => !allowed.has(name));
}
