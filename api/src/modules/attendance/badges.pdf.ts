// Badges as PDF (pdfkit, issue 26 §1; sizes in docs/decisions.md "Badges and check-in"):
// - A4: eight badges of 90 × 65 mm per sheet (2 × 4), with cut marks, for an office printer;
// - LABEL: one badge per 4 × 3 inch (101.6 × 76.2 mm) page, the common badge-label printer roll.
// Names and affiliations in Noto Sans KR, embedded (subset): Korean names print on any reader.
import { CONGRESS, type BadgeLayout } from '@congress/domain';
import { PDF_COLOURS } from '../../pdf/letterhead';
import { registerKoreanFonts } from '../../pdf/koreanFonts';
import { collectedPdf } from '../../pdf/pdfDocument';
import { qrModules, type BadgeView } from './badges';

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
const A4_BADGE = { width: 90 * MM, height: 65 * MM };
const A4_GRID = { columns: 2, rows: 4 };
const LABEL = { width: 101.6 * MM, height: 76.2 * MM };

const { ink: INK, grey: GREY, pink: PINK } = PDF_COLOURS;

/** Draws the QR code as squares: sharp at any zoom and any printer. */
function drawQr(doc: PDFKit.PDFDocument, code: string, x: number, y: number, side: number) {
  const { size, dark } = qrModules(code);
  const cell = side / size;
  doc.fillColor('#000000');
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (dark(column, row)) doc.rect(x + column * cell, y + row * cell, cell + 0.05, cell + 0.05);
  doc.fill();
}

/** Shrinks the font until `text` fits `width` on one line (long names), down to `min`. */
function fitFont(doc: PDFKit.PDFDocument, text: string, width: number, start: number, min: number): number {
  let size = start;
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  return size;
}

function drawBadge(doc: PDFKit.PDFDocument, badge: BadgeView, x: number, y: number, w: number, h: number) {
  const pad = 5 * MM;
  doc.save();
  doc.rect(x, y, w, 9 * MM).fill(PINK);
  doc
    .font('kr-bold')
    .fontSize(9)
    .fillColor('#ffffff')
    .text(`${CONGRESS.shortName} · Busan`, x + pad, y + 2.6 * MM, { width: w - 2 * pad, lineBreak: false });
  const qrSide = Math.min(24 * MM, h - 9 * MM - 2 * pad);
  const textWidth = w - 2 * pad;
  const nameY = y + 9 * MM + pad;
  doc.font('kr-bold');
  // Long names shrink to 13 pt, then take a second line.
  const nameSize = fitFont(doc, badge.name, textWidth, badge.korean ? 24 : 20, 13);
  doc
    .fontSize(nameSize)
    .fillColor(INK)
    .text(badge.name, x + pad, nameY, { width: textWidth, lineGap: -2 });
  doc.font('kr');
  const affiliationY = doc.y + 1;
  doc
    .fontSize(fitFont(doc, badge.affiliation, textWidth, 10.5, 7))
    .fillColor(GREY)
    .text(badge.affiliation || ' ', x + pad, affiliationY, { width: textWidth, lineBreak: false });
  // Category (bottom left), QR code (bottom right), the registration number under the category.
  const bottom = y + h - pad;
  const category = badge.korean ? badge.category.ko : badge.category.en;
  const categoryWidth = w - 2 * pad - qrSide - 3 * MM;
  doc.font('kr-bold');
  doc
    .fontSize(fitFont(doc, category, categoryWidth, 11, 7))
    .fillColor(PINK)
    .text(category, x + pad, bottom - 11 * MM, { width: categoryWidth, lineBreak: false });
  doc
    .font('kr')
    .fontSize(7.5)
    .fillColor(GREY)
    .text(`No. ${badge.source.id}`, x + pad, bottom - 5 * MM, { width: categoryWidth, lineBreak: false });
  drawQr(doc, badge.code, x + w - pad - qrSide, bottom - qrSide, qrSide);
  doc.restore();
}

/** Thin cut marks around an A4 sheet's badge grid. */
function cutMarks(doc: PDFKit.PDFDocument, left: number, top: number) {
  doc.save().lineWidth(0.3).strokeColor('#9aa0ad');
  for (let c = 0; c <= A4_GRID.columns; c += 1) {
    const x = left + c * A4_BADGE.width;
    doc.moveTo(x, top - 6 * MM).lineTo(x, top - 2 * MM);
    const yEnd = top + A4_GRID.rows * A4_BADGE.height;
    doc.moveTo(x, yEnd + 2 * MM).lineTo(x, yEnd + 6 * MM);
  }
  for (let r = 0; r <= A4_GRID.rows; r += 1) {
    const y = top + r * A4_BADGE.height;
    doc.moveTo(left - 6 * MM, y).lineTo(left - 2 * MM, y);
    const xEnd = left + A4_GRID.columns * A4_BADGE.width;
    doc.moveTo(xEnd + 2 * MM, y).lineTo(xEnd + 6 * MM, y);
  }
  doc.stroke().restore();
}

/** The badges' bytes: one per registration, in the given order. */
export function renderBadgesPdf(
  badges: readonly BadgeView[],
  layout: BadgeLayout,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const page = layout === 'A4' ? A4 : LABEL;
  const { doc, bytes } = collectedPdf({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: `${CONGRESS.shortName} badges`, Author: CONGRESS.society },
  });
  registerKoreanFonts(doc);
  if (layout === 'LABEL') {
    for (const badge of badges) {
      doc.addPage({ size: [page.width, page.height], margin: 0 });
      drawBadge(doc, badge, 0, 0, page.width, page.height);
    }
  } else {
    const perPage = A4_GRID.columns * A4_GRID.rows;
    const left = (A4.width - A4_GRID.columns * A4_BADGE.width) / 2;
    const top = (A4.height - A4_GRID.rows * A4_BADGE.height) / 2;
    badges.forEach((badge, index) => {
      const slot = index % perPage;
      if (slot === 0) {
        doc.addPage({ size: 'A4', margin: 0 });
        cutMarks(doc, left, top);
      }
      const column = slot % A4_GRID.columns;
      const row = Math.floor(slot / A4_GRID.columns);
      drawBadge(
        doc,
        badge,
        left + column * A4_BADGE.width,
        top + row * A4_BADGE.height,
        A4_BADGE.width,
        A4_BADGE.height,
      );
    });
  }
  // An empty selection still answers a valid PDF (one blank page saying so).
  if (badges.length === 0) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    doc.font('kr').fontSize(11).fillColor(GREY).text('No badges / 출력할 명찰이 없습니다', 20, 20);
  }
  doc.end();
  return bytes;
}
