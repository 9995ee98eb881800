// Concurrent virtual-account deposits, refund requests and address changes (shared by the
// PostgreSQL and embedded-mode suites): KG's deposit notification sent many times at once marks each
// payment paid once with one receipt; a refund asked twice at once is recorded once; two members
// taking one address at once: one gets it, the other a translated refusal.
import type { Harness } from './harness';
import { formOf, kgSteps } from './kgSteps';
import { expectGaplessNumbers } from './receiptSteps';

export async function expectConcurrentVirtualAccounts(h: Harness, accounts: number) {
  const kg = kgSteps(() => h);
  const members = [];
  for (let i = 0; i < accounts; i += 1) members.push(await kg.registeredMember());
  const pays = [];
  for (const member of members) {
    const request = await kg.payRequest(member, 'VA');
    const { action, fields } = formOf(await (await kg.decide(request.tid, 'approve')).text());
    await kg.postForm(action, fields);
    pays.push(await h.knex('pays').where({ id: request.id }).first());
  }
  const deposit = (pay: Record<string, unknown>) => ({
    Resultcd: '0000',
    Svcid: String(pay.sid),
    Tradeid: String(pay.trade_id),
    Mobilid: String(pay.pay_token),
    Prdtprice: String(pay.total),
    // KG names the account the money went into: the one issued for this payment.
    Bankcode: String(pay.va_bank_code),
    Accountno: String(pay.va_account_no),
    Rcptresultdt: '20240601101500',
  });
  const answers = await Promise.all(
    pays.flatMap((pay) =>
      [1, 2, 3].map(() => kg.postForm(`${h.url}/payments/kg/noti`, deposit(pay)).then((r) => r.text())),
    ),
  );
  expect(answers.every((answer) => answer === 'SUCCESS')).toBe(true);
  const ids = pays.map((p) => p.id);
  expect(
    Number((await h.knex('pays').whereIn('id', ids).where({ pay_status: 'PAID' }).count())[0]?.count),
  ).toBe(accounts);
  expect(Number((await h.knex('receipts').whereIn('pay_id', ids).count())[0]?.count)).toBe(accounts);
  await expectGaplessNumbers(h);

  // Each member asks for the refund twice at once: one is recorded, the other refused.
  const ask = (member: { token: string; registrationId: string }) =>
    h.gql(
      'mutation($input: RequestRefundInput!) { requestRefund(input: $input) { price_status } }',
      {
        input: {
          registrationId: member.registrationId,
          refund_account: { bank_code: '004', account_no: '1234567890', account_name: 'Kim Minji' },
        },
      },
      member.token,
    );
  const refunds = await Promise.all(members.flatMap((member) => [ask(member), ask(member)]));
  expect(refunds.filter((r) => !r.errors)).toHaveLength(accounts);
  expect(refunds.filter((r) => r.errors?.[0]?.extensions?.code === 'VALIDATION_FAILED')).toHaveLength(
    accounts,
  );

  // Two unconfirmed members take one address at once.
  const a = await h.createUser({ confirmed: false });
  const b = await h.createUser({ confirmed: false });
  const wanted = `taken-${Date.now()}@example.org`;
  const change = (token: string) =>
    h.gql('mutation($e: String!) { changeUnconfirmedEmail(email: $e) { ok } }', { e: wanted }, token);
  const results = await Promise.all([change(a.token), change(b.token)]);
  expect(results.filter((r) => r.data?.changeUnconfirmedEmail)).toHaveLength(1);
  const refused = results.find((r) => r.errors);
  expect(refused?.errors?.[0]?.extensions?.fields).toEqual([
    { field: 'email', code: 'validation.usernameTaken' },
  ]);
  expect(
    Number((await h.knex('users').whereRaw('lower(email) = lower(?)', [wanted]).count())[0]?.count),
  ).toBe(1);
}
