// A receipt as a PDF (pdfkit): A4 with the society's letterhead, every label in Korean and
// English on one page (a receipt may be shown to a Korean employer or a foreign one, whatever the
// payer's language), in Noto Sans KR, embedded (subset) from @embedpdf/fonts-kr: the standard PDF
// fonts print Latin text only.
import { CONGRESS, TIME_ZONE, type PayCashCode } from '@congress/domain';
import { CASH_CODE_LABELS } from '@congress/domain/lists';
import { DateTime } from 'luxon';
import { PDF_COLOURS, PDF_MARGIN as MARGIN, societyPdf } from '../../pdf/letterhead';
import { registerKoreanFonts } from '../../pdf/koreanFonts';
import { keepWordsWhole } from '../../pdf/keepWordsWhole';
import type { ReceiptRow } from './receipts.repository';

/** The society's Korean name, as the Korean pages and mails write it. */
export const SOCIETY_NAME_KO = '대한병리학회';

export interface ReceiptContent {
  receipt: ReceiptRow;
  reference: string;
  /** A cancellation names the receipt of the payment it returns. */
  originalReference: string | null;
  category: { en: string; ko: string };
  /** Test-only: uncompressed content streams. */
  compress?: boolean;
}

const { ink: INK, grey: GREY, pink: PINK } = PDF_COLOURS;

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The receipt's bytes. */
export function renderReceiptPdf({
  receipt,
  reference,
  originalReference,
  category,
  compress = true,
}: ReceiptContent): Promise<Buffer> {
  const cancellation = receipt.kind === 'CANCELLATION';
  const amountKrw = receipt.amount_krw;
  const usd = receipt.fee_currency !== 'KRW';
  const issued = DateTime.fromJSDate(new Date(receipt.issued_at), { zone: TIME_ZONE });
  const method = CASH_CODE_LABELS[receipt.cash_code as PayCashCode] ?? {
    en: receipt.cash_code ?? '—',
    ko: receipt.cash_code ?? '—',
  };

  const { doc, bytes, width } = societyPdf(
    {
      Title: `${cancellation ? 'Cancellation receipt' : 'Receipt'} ${reference}`,
      Subject: `${CONGRESS.shortName} registration receipt for ${receipt.payer_name}`,
      CreationDate: new Date(receipt.issued_at),
    },
    compress,
  );
  registerKoreanFonts(doc);

  // Title and number.
  const titleY = doc.y;
  doc
    .font('kr-bold')
    .fontSize(22)
    .fillColor(INK)
    .text(cancellation ? '취소 영수증' : '영수증', MARGIN, titleY, { width, continued: false });
  doc
    .font('kr')
    .fontSize(12)
    .fillColor(GREY)
    .text(cancellation ? 'CANCELLATION RECEIPT' : 'RECEIPT', { width });
  doc
    .font('kr-bold')
    .fontSize(11)
    .fillColor(INK)
    .text(`No. ${reference}`, MARGIN, titleY + 8, { width, align: 'right' });
  doc
    .font('kr')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(`${issued.toFormat('yyyy-MM-dd HH:mm')} (KST)`, { width, align: 'right' });
  doc.y = titleY + 64;

  // The amount, boxed.
  const boxY = doc.y;
  doc.rect(MARGIN, boxY, width, 58).fillColor('#fbeef4').fill();
  doc.rect(MARGIN, boxY, 4, 58).fillColor(PINK).fill();
  doc
    .font('kr')
    .fontSize(10)
    .fillColor(GREY)
    .text(cancellation ? '환불 금액 / Amount refunded' : '결제 금액 / Amount paid', MARGIN + 18, boxY + 10, {
      width: width - 36,
    });
  doc
    .font('kr-bold')
    .fontSize(20)
    .fillColor(INK)
    .text(`${cancellation ? '− ' : ''}${number(amountKrw)} KRW`, MARGIN + 18, boxY + 26, {
      width: width - 36,
    });
  if (usd) {
    doc
      .font('kr')
      .fontSize(9.5)
      .fillColor(GREY)
      .text(
        `${number(Number(receipt.fee_amount), 2)} ${receipt.fee_currency} × ${number(receipt.krw_rate)} KRW`,
        MARGIN + 18,
        boxY + 32,
        { width: width - 36, align: 'right' },
      );
  }
  doc.y = boxY + 58 + 22;

  // The details: Korean label, English label, value.
  const rows: [string, string, string][] = [
    ['영수증 번호', 'Receipt no.', reference],
    ['발행일 (한국 시간)', 'Date (Korea time)', `${issued.toFormat('yyyy-MM-dd HH:mm')} KST`],
    ['납부자', 'Received from', `${receipt.payer_name}\n${receipt.payer_email}`],
    [
      '내역',
      'For',
      cancellation
        ? `${CONGRESS.shortName} 등록비 환불 / refund of the registration fee`
        : `${CONGRESS.shortName} 등록비 / registration fee`,
    ],
    ['등록 구분', 'Registration category', `${category.ko} / ${category.en}`],
    // A cancellation states what was refunded, never "Fee" (a partial refund is part of the fee).
    usd
      ? [
          cancellation ? '등록비 환불' : '등록비',
          cancellation ? 'Refund of the fee' : 'Fee',
          `${number(Number(receipt.fee_amount), 2)} ${receipt.fee_currency}\n${
            cancellation ? '원화 환불 / refunded in KRW' : '원화 청구 / charged in KRW'
          }: ${number(amountKrw)} KRW (1 ${receipt.fee_currency} = ${number(receipt.krw_rate)} KRW)`,
        ]
      : [
          cancellation ? '환불 금액' : '금액',
          cancellation ? 'Amount refunded' : 'Amount',
          `${number(amountKrw)} KRW`,
        ],
    ['결제 수단', 'Payment method', `${method.ko} / ${method.en}`],
    ['승인 번호', 'Approval no.', receipt.approval_no ?? '—'],
    ['거래 번호', 'Transaction id', receipt.tid ?? '—'],
  ];
  if (cancellation) rows.push(['원 영수증', 'Original receipt', originalReference ?? '—']);

  const labelWidth = 150;
  const valueX = MARGIN + labelWidth + 12;
  const valueWidth = width - labelWidth - 12;
  for (const [ko, en, value] of rows) {
    const y = doc.y;
    doc.font('kr-bold').fontSize(9.5).fillColor(INK).text(ko, MARGIN, y, { width: labelWidth });
    doc.font('kr').fontSize(8.5).fillColor(GREY).text(en, MARGIN, doc.y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('kr').fontSize(10).fillColor(INK);
    doc.text(keepWordsWhole(doc, value, valueWidth), valueX, y + 1, { width: valueWidth });
    const bottom = Math.max(labelBottom, doc.y) + 7;
    doc
      .moveTo(MARGIN, bottom - 3)
      .lineTo(MARGIN + width, bottom - 3)
      .lineWidth(0.4)
      .strokeColor('#d9dbe1')
      .stroke();
    doc.y = bottom + 3;
  }

  // The statement and the issuer.
  doc.moveDown(1.2);
  doc
    .font('kr')
    .fontSize(10.5)
    .fillColor(INK)
    .text(
      cancellation ? '위 금액을 원래의 결제 수단으로 환불하였음을 확인합니다.' : '위 금액을 정히 영수합니다.',
      MARGIN,
      doc.y,
      { width },
    );
  doc
    .fontSize(9.5)
    .fillColor(GREY)
    .text(
      cancellation
        ? 'We confirm that the amount above has been refunded to the original payment method.'
        : 'Received with thanks the amount stated above.',
      { width },
    );
  doc.moveDown(1.6);
  doc.font('kr-bold').fontSize(12).fillColor(INK).text(`${SOCIETY_NAME_KO}`, { width });
  doc.font('kr').fontSize(10).text(CONGRESS.society, { width });
  doc.fontSize(9.5).fillColor(GREY).text(`${CONGRESS.secretariat} · ${CONGRESS.venue}, Busan`, { width });

  // Footer, inside the bottom margin (lifted so pdfkit does not start a page for it).
  doc.page.margins.bottom = 0;
  doc
    .font('kr')
    .fontSize(8)
    .fillColor(GREY)
    .text(`${SOCIETY_NAME_KO} · ${CONGRESS.society} · ${reference}`, MARGIN, doc.page.height - MARGIN + 20, {
      width,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return bytes;
}
