// What other modules may ask of receipts (the mail preview): straight from the repository, so
// the mail module can ask without importing receipts.service, which queues mails (no import cycle).
import type { ReceiptRow } from './receipts.repository';

export { latestReceiptOfMember } from './receipts.repository';

/** KSP2024-R-00001: what the receipt, its mail and the pay log call it. */
export const receiptReference = (number: number): string => `KSP2024-R-${String(number).padStart(5, '0')}`;

/** An amount of KRW as receipts and their mails write it: 250,000 KRW. */
export const krwText = (amount: number) => `${amount.toLocaleString('en-US')} KRW`;

/** What a receipt mail shows of a receipt: {reference}, {kind} (the code; named by the mail), {amount}. */
export const receiptMailValues = (
  receipt: Pick<ReceiptRow, 'number' | 'kind' | 'amount_krw' | 'issued_at'>,
) => ({
  reference: receiptReference(receipt.number),
  kind: receipt.kind,
  amount: krwText(receipt.amount_krw),
  issued_at: receipt.issued_at,
});
