// The society's documents as PDF (pdfkit): A4 with the letterhead — the society, the congress and
// a rule in the congress colour. Used by the visa invitation letter, the demo downloads and the
// certificates of attendance (one page each, the letterhead on every page).
// The standard fonts (WinAnsi) print Latin text only: callers check their texts first.
import { CONGRESS } from '@congress/domain';
import { collectedPdf, type CollectedPdf } from './pdfDocument';

export const PDF_COLOURS = { pink: '#d6246e', ink: '#1f2430', grey: '#5d6475' } as const;
export const PDF_MARGIN = 64;

export interface SocietyPdf extends CollectedPdf {
  /** The text width between the margins. */
  width: number;
}

/** A new A4 document with the letterhead drawn; the cursor stands under its rule. */
export function societyPdf(info: PDFKit.DocumentInfo, compress = true): SocietyPdf {
  const { doc, bytes } = collectedPdf({
    size: 'A4',
    margins: { top: PDF_MARGIN, bottom: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN },
    compress,
    info: { Author: CONGRESS.society, ...info },
  });

  const width = drawLetterhead(doc);
  return { doc, bytes, width };
}

/**
 * Draws the letterhead on the current page (a document of several letters draws it on each) and
 * puts the cursor under its rule; returns the text width.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument): number {
  const width = doc.page.width - 2 * PDF_MARGIN;
  doc.rect(0, 0, doc.page.width, 10).fill(PDF_COLOURS.pink);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(CONGRESS.society.toUpperCase(), PDF_MARGIN, 40, { width, characterSpacing: 0.5 });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(PDF_COLOURS.grey)
    .text(CONGRESS.officialName, { width })
    .text(`${CONGRESS.datesText} · ${CONGRESS.venue}, Busan`, { width });
  const ruleY = doc.y + 8;
  doc
    .moveTo(PDF_MARGIN, ruleY)
    .lineTo(PDF_MARGIN + width, ruleY)
    .lineWidth(1.2)
    .strokeColor(PDF_COLOURS.pink)
    .stroke();
  doc.x = PDF_MARGIN;
  doc.y = ruleY + 18;
  return width;
}
