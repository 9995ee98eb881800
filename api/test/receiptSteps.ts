// Receipts under concurrent payments (shared by the PostgreSQL and embedded-mode suites): every
// payment taken gets exactly one receipt, and the numbers of all receipts run 1, 2, 3… without a
// gap, even with a transaction that took a number and rolled back in between.
import { nextReceiptNumber } from '../src/modules/receipts/receipts.repository';
import type { Harness } from './harness';
import { formOf, kgSteps } from './kgSteps';

/** Every receipt number from 1 to the counter's last, once each. */
export async function expectGaplessNumbers(h: Harness) {
  const numbers: number[] = (await h.knex('receipts').orderBy('number').pluck('number')).map(Number);
  const { last_number: last } = await h.knex('receipt_counter').where({ id: 1 }).first('last_number');
  expect(numbers).toEqual(Array.from({ length: Number(last) }, (_, i) => i + 1));
}

export async function expectConcurrentReceipts(h: Harness, payments: number) {
  const kg = kgSteps(() => h);
  const members = [];
  for (let i = 0; i < payments; i += 1) members.push(await kg.registeredMember());
  const requests = [];
  for (const member of members) requests.push(await kg.payRequest(member));
  const results = [];
  for (const request of requests)
    results.push(formOf(await (await kg.decide(request.tid, 'approve', 'noNoti')).text()).fields);
  // All notifications at once, each twice, with transactions that take a number and roll back.
  const rolledBack = async () => {
    await h.knex
      .transaction(async (trx) => {
        await nextReceiptNumber(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
  };
  const answers = await Promise.all([
    ...results.flatMap((fields) => [
      kg.postForm(`${h.url}/payments/kg/noti`, fields).then((r) => r.text()),
      kg.postForm(`${h.url}/payments/kg/noti`, fields).then((r) => r.text()),
    ]),
    ...Array.from({ length: 5 }, () => rolledBack().then(() => 'SUCCESS')),
  ]);
  expect(answers.every((answer) => answer === 'SUCCESS')).toBe(true);
  const receipts = await h
    .knex('receipts')
    .whereIn(
      'pay_id',
      requests.map((r) => Number(r.id)),
    )
    .select('pay_id', 'kind', 'number');
  expect(receipts).toHaveLength(payments);
  expect(new Set(receipts.map((r) => r.pay_id)).size).toBe(payments);
  expect(receipts.every((r) => r.kind === 'PAYMENT')).toBe(true);
  await expectGaplessNumbers(h);
}
