import type { Page } from '@playwright/test';

/**
 * Every visible character of `text` can be drawn by a loaded face of `family` (its unicode-range
 * covers it). `document.fonts.check` is stricter than what is drawn: it is false while any face
 * whose range covers the text is unloaded, even one the browser will never use because another
 * face already draws those characters.
 */
export function drawnInFont(page: Page, family: string, text: string): Promise<boolean> {
  return page.evaluate(
    ([name, sample]) => {
      const faces = [...document.fonts].filter(
        (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
      );
      const covers = (range: string, codepoint: number) =>
        range.split(',').some((part) => {
          const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
          return codepoint >= parseInt(from!, 16) && codepoint <= parseInt(to ?? from!, 16);
        });
      return [...sample]
        .filter((char) => char.trim())
        .every((char) => faces.some((face) => covers(face.unicodeRange, char.codePointAt(0)!)));
    },
    [family, text] as const,
  );
}
