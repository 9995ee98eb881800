/**
 * Text with its line ends put between words, for pdfkit: its line breaker follows Unicode's rules
 * (UAX #14), which allow a break between any two Hangul syllables, so a Korean word was split at a
 * line end ("학 / 술대회장"); Korean, like English, is broken at spaces. Call it with the font and
 * size the text is drawn in: each line is as long as fits in `width`. A single word wider than the
 * line is left to pdfkit (it breaks it where it must).
 */
export function keepWordsWhole(doc: PDFKit.PDFDocument, text: string, width: number): string {
  // pdfkit measures the same glyphs; a hair of margin keeps a line that just fits from being
  // broken again by a rounding difference.
  const room = width - 0.5;
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(' ')) {
        const longer = line ? `${line} ${word}` : word;
        if (line && doc.widthOfString(longer) > room) {
          lines.push(line);
          line = word;
        } else line = longer;
      }
      lines.push(line);
      return lines.join('\n');
    })
    .join('\n');
}
