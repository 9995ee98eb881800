// Receipts (영수증, issue 27 §3; docs/decisions.md "Confirmed address before paying, receipts"):
// every payment taken and every successful cancellation gets one, numbered without gaps, issued
// inside the transaction that takes the payment or records the cancellation, and mailed to the
// payer (a link to My registration, where the PDF downloads). What a receipt states is written
// once, on its row: the PDF is drawn from the row whenever it is downloaded.
import { memberLocale } from '../../locale';
import type { Knex } from 'knex';
import { tierName } from '@congress/domain';
import { usdKrwRateSetting } from '../settings/settings.lookup';
import type { AppDeps, RequestContext } from '../../context';
import type { PayRow } from '../../db/rows';
import { AppError } from '../../errors';
import { siteUrl } from '../auth/confirmation';
import { lockMailRecipient, queueTemplatedMail } from '../mail/mail.service';
import { findMemberById, type MemberRow } from '../members/members.lookup';
import { findRegistration } from '../registrations/registrations.lookup';
import {
  findReceiptById,
  insertReceipt,
  nextReceiptNumber,
  paymentReceiptOf,
  type ReceiptRow,
} from './receipts.repository';
import { receiptMailValues, receiptReference } from './receipts.lookup';
import { renderReceiptPdf } from './receipts.pdf';

export type { ReceiptRow } from './receipts.repository';

export { receiptReference };

export const receiptPathOf = (row: Pick<ReceiptRow, 'id'>) => `/receipts/${row.id}.pdf`;

/** Where the payer finds the receipts (the mail links there). */
export const MY_REGISTRATION_PATH = '/mypage/my_registration';

/** The registration category's name in both languages (the fee tables' names); never the code. */
export function categoryName(code: string | null | undefined): { en: string; ko: string } {
  const key = String(code ?? '');
  return tierName(key) ?? { en: key || '—', ko: key || '—' };
}

/** The payer's mail language: Korean for members from Korea (the Korean track), else English. */
/**
 * Issues the receipt of a payment taken (`cancellation` absent) or of a successful cancellation,
 * in the caller's transaction, and queues the payer's mail. The recipient's mail lock is taken
 * before the counter (queueTemplatedMail takes it too), so two transactions never wait on each
 * other in opposite order. A payment receipt already issued is returned as it is.
 */
export async function issueReceipt(
  trx: Knex.Transaction,
  deps: AppDeps,
  pay: PayRow,
  cancellation?: { id: number; amount: number },
  /** A walk-in's payment at the desk: mailed to the address given there (TemplatedMail.givenAtDesk). */
  options: { givenAtDesk?: boolean } = {},
): Promise<ReceiptRow> {
  const kind: ReceiptRow['kind'] = cancellation ? 'CANCELLATION' : 'PAYMENT';
  const paid = await paymentReceiptOf(trx, pay.id);
  if (!cancellation && paid) return paid;
  const registration = pay.registration_list_id
    ? await findRegistration(trx, pay.registration_list_id)
    : undefined;
  const feeCurrency = registration?.currency ?? 'KRW';
  // The rate of the payment (its receipt, or the site settings' when it was taken): KRW is 1.
  const rate = feeCurrency === 'KRW' ? 1 : (paid?.krw_rate ?? (await usdKrwRateSetting(deps, trx)));
  const amountKrw = cancellation ? cancellation.amount : pay.total;
  const feeAmount =
    !cancellation && registration && feeCurrency !== 'KRW'
      ? Number(registration.price)
      : Math.round((amountKrw / rate) * 100) / 100;
  await lockMailRecipient(trx, pay.user_email);
  const number = await nextReceiptNumber(trx);
  const receipt = await insertReceipt(trx, {
    number,
    kind,
    pay_id: pay.id,
    cancellation_id: cancellation?.id ?? null,
    user_id: pay.user_id,
    amount_krw: amountKrw,
    fee_currency: feeCurrency,
    // NUMERIC: read and written as text, so no binary rounding reaches the receipt.
    fee_amount: feeAmount.toFixed(2),
    krw_rate: rate,
    payer_name: (pay.user_name || pay.user_email).slice(0, 200),
    payer_email: pay.user_email,
    category: registration?.category ?? pay.grade,
    cash_code: pay.cash_code,
    approval_no: pay.cn_appr_no,
    tid: pay.tid ?? pay.trade_id,
    issued_at: deps.clock.now(),
  });
  const member = await findMemberById(trx, pay.user_id);
  const locale = memberLocale(member ?? {});
  await queueTemplatedMail(trx, deps, {
    type: 'PAYMENT_RECEIPT',
    to: pay.user_email,
    locale,
    values: {
      ...(member ?? {}),
      // {kind} by its name in the mail's language (mail.names.ts).
      ...receiptMailValues(receipt),
      myRegistrationUrl: `${siteUrl(deps)}${MY_REGISTRATION_PATH}`,
    },
    trusted: ['myRegistrationUrl'],
    givenAtDesk: options.givenAtDesk,
  });
  return receipt;
}

/** The receipt as a PDF, for the payer or an organiser. */
export async function receiptPdf(
  ctx: RequestContext,
  viewer: { user: MemberRow; isOrganiser: boolean },
  id: number,
): Promise<{ row: ReceiptRow; pdf: Buffer }> {
  const row = await findReceiptById(ctx.knex, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.user_id !== viewer.user.id && !viewer.isOrganiser) throw new AppError('NOT_PERMITTED');
  const original = row.kind === 'CANCELLATION' ? await paymentReceiptOf(ctx.knex, row.pay_id) : undefined;
  const pdf = await renderReceiptPdf({
    receipt: row,
    reference: receiptReference(row.number),
    originalReference: original ? receiptReference(original.number) : null,
    category: categoryName(row.category),
  });
  return { row, pdf };
}
