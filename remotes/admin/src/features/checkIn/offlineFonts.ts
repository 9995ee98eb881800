// The desk's fonts without the network (issue 36): the Korean face (@fontsource/noto-sans-kr,
// loaded by the host) comes in many small files by character range, each fetched when a character
// of its range is first drawn. A desk that goes offline before a message in Korean, or a Korean
// name, was shown would draw boxes; the page therefore asks for the files of every character it
// may show — its messages in both languages, the roster's names — while it is online.

const FACES = ['400', '700'].map((weight) => `${weight} 16px 'Noto Sans KR'`);
/** Characters per request: one font load per slice keeps each request's text short. */
const SLICE = 400;

/** The distinct characters of the texts (letters outside Latin only: Roboto covers the rest). */
export function charactersOf(texts: Iterable<string>): string {
  const set = new Set<string>();
  for (const text of texts) for (const ch of text) if (ch.codePointAt(0)! > 0x2ff) set.add(ch);
  return [...set].join('');
}

/** Loads the Korean face's files for `texts` (a no-op where the browser has no FontFaceSet). */
export async function preloadFonts(texts: Iterable<string>): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const chars = [...charactersOf(texts)];
  const loads: Promise<unknown>[] = [];
  for (let i = 0; i < chars.length; i += SLICE) {
    const text = chars.slice(i, i + SLICE).join('');
    for (const face of FACES) loads.push(document.fonts.load(face, text).catch(() => []));
  }
  await Promise.all(loads);
}
