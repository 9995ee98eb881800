// Noto Sans KR for PDFs with Korean text (receipts, badges), embedded (subset) from
// @embedpdf/fonts-kr: the standard PDF fonts print Latin text only.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-kr')), '..', 'fonts');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Read once (4.5 MB each); pdfkit embeds only the glyphs a document uses. */
export const koreanFonts = () =>
  (fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, 'NotoSansKR-Regular.otf')),
    bold: readFileSync(path.join(FONT_DIR, 'NotoSansKR-Bold.otf')),
  });

/** Registers the fonts as `kr` and `kr-bold` on a document. */
export function registerKoreanFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = koreanFonts();
  doc.registerFont('kr', regular);
  doc.registerFont('kr-bold', bold);
}
