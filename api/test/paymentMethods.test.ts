// Every way to pay (issue 27 §2) through the local KG Mobilians emulator, over HTTP as the browser
// and KG's server would: card, real-time transfer and phone on the Korean track, card only on the
// overseas one; a virtual account issued, its deposit notification (duplicated, forged, another
// amount), its expiry, and its refund to the bank account the member gives.
import { pdfText } from './pdfText';
import { asAdminRole, startHarness, type Harness } from './harness';
import { formOf, kgSteps, KOREAN_REGISTRATION as INPUT } from './kgSteps';

describe('ways to pay (KG Mobilians emulator)', () => {
  let h: Harness;
  let admin: { token: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  const { registeredMember, payRequest, decide, postForm, statuses } = kgSteps(() => h);

  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 50; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('condition not reached');
  }

  // The reasons in the order first logged: the emulator sends a refused notification again (as KG
  // does), and a refusal repeated across an hour boundary is a second counted row of one reason
  // (logCountedFailure counts per hour): seen as a flaky ['ACCOUNT_MISMATCH', 'ACCOUNT_MISMATCH'].
  const failures = async (payId: string): Promise<string[]> => [
    ...new Set<string>(
      await h.knex('registration_failures').where({ pay_id: payId }).orderBy('id').pluck('reason'),
    ),
  ];
  const mailsOf = (email: string, type: string) =>
    h.knex('send_emails').where({ usermail: email, type }).orderBy('id');

  async function overseasMember() {
    const member = await h.createUser({ country: 'US' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      { input: { ...INPUT, category: 'ON_TIER1', dinnerAttendance: false, accompanyingPerson: 0 } },
      member.token,
    );
    return { ...member, registrationId: created.data?.createRegistrationList.id as string };
  }

  const deposit = async (tradeId: string, extra: object = {}) =>
    (
      (await (
        await fetch(`${h.url}/mock-kg/test/va/deposit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ trade_id: tradeId, ...extra }),
        })
      ).json()) as { answer: string }
    ).answer;

  const cancel = (body: object, token = admin.token) =>
    fetch(`${h.url}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  /** A virtual account issued through the window; the browser's landing answered. */
  async function issuedAccount(fault = 'none') {
    const member = await registeredMember();
    const payment = await payRequest(member, 'VA');
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve', fault)).text());
    const landing = await postForm(action, fields);
    const pay = await h.knex('pays').where({ id: payment.id }).first();
    return { member, payment, fields, landing, pay };
  }

  it.each([
    ['CN', 'cn_appr_no'],
    ['RA', 'ra_reference_key'],
    ['MC', 'mc_user_key'],
  ])('Korean track: %s is paid through the window, with its own result fields', async (code, field) => {
    const member = await registeredMember();
    const payment = await payRequest(member, code);
    const sent = await h.knex('pays').where({ id: payment.id }).first();
    expect(sent.cash_code).toBe(code);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve')).text());
    expect(fields).toMatchObject({ code: '0000', cash_code: code });
    expect(fields[field]).toMatch(/\S/);
    await postForm(action, fields);
    await eventually(async () => (await statuses(payment.id)).pay === 'PAID');
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
    const [receipt] = await h.knex('receipts').where({ pay_id: payment.id });
    expect(receipt.cash_code).toBe(code);
  });

  it('overseas track: card only; a virtual account, transfer or phone is refused', async () => {
    for (const code of ['VA', 'RA', 'MC']) {
      const member = await overseasMember();
      const refused = await h.gql(
        'mutation($id: ID!, $code: ENUM_PAY_CASH_CODE) { createPayment(input: { registrationId: $id, cash_code: $code }) { id } }',
        { id: member.registrationId, code },
        member.token,
      );
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'cash_code', code: 'payment.method' }],
      });
      expect(Number((await h.knex('pays').where({ user_id: member.id }).count())[0]?.count)).toBe(0);
    }
    const member = await overseasMember();
    const payment = await payRequest(member, 'CN');
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve')).text());
    await postForm(action, fields);
    await eventually(async () => (await statuses(payment.id)).pay === 'PAID');
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
  });

  it('virtual account: issued with a 7-day deadline and mailed, unpaid until the deposit, then paid once with a receipt', async () => {
    const { member, payment, fields, landing, pay } = await issuedAccount();
    // KG was given a deadline 7 days ahead (Korean date); the account came back at ok_url.
    expect(pay.va_deposit_closure).toBe('20240608');
    expect(fields).toMatchObject({
      code: '0000',
      cash_code: 'VA',
      bank_code: '088',
      deposit_closure: '20240608',
    });
    expect(landing.headers.get('location')).toMatch(new RegExp(`/success\\?payId=${payment.id}$`));
    expect(pay).toMatchObject({
      pay_status: 'REQUESTED',
      va_bank_code: '088',
      va_account_no: fields.account_no,
    });
    expect(new Date(pay.va_expires_at).toISOString()).toBe('2024-06-08T14:59:59.999Z');
    expect(await statuses(payment.id)).toEqual({ pay: 'REQUESTED', registration: 'UNPAID' });
    // The member sees the account, and has it by mail (Korean member: the Korean template).
    const shown = await h.gql<{ pay: Record<string, unknown> }>(
      `{ pay(id: ${payment.id}) { va_bank_code va_account_no va_expires_at pay_status } }`,
      {},
      member.token,
    );
    expect(shown.data?.pay).toMatchObject({ va_bank_code: '088', va_account_no: fields.account_no });
    const [mail] = await mailsOf(member.email, 'VIRTUAL_ACCOUNT');
    expect(mail.content).toContain(fields.account_no);
    expect(mail.content).toContain('신한은행');
    expect(mail.content).toContain('2024-06-08 23:59');
    // The browser again (ok_url replayed): nothing changes, no second mail.
    await postForm(`${h.url}/payments/kg/result`, fields);
    expect(await mailsOf(member.email, 'VIRTUAL_ACCOUNT')).toHaveLength(1);
    // The deposit, sent twice at once by KG: one PAID, one receipt.
    expect(await deposit(String(pay.trade_id), { duplicate: true })).toBe('SUCCESS,SUCCESS');
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
    const receipts = await h.knex('receipts').where({ pay_id: payment.id });
    expect(receipts).toHaveLength(1);
    expect(receipts[0].cash_code).toBe('VA');
    expect(Number(receipts[0].amount_krw)).toBe(250_000);
    expect(await mailsOf(member.email, 'PAYMENT_RECEIPT')).toHaveLength(1);
    const pdf = await fetch(`${h.url}/receipts/${receipts[0].id}.pdf`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('250,000');
    expect(text).toMatch(/Virtual account|가상계좌/);
    expect(await failures(payment.id)).toEqual([]);
  });

  it('virtual account: a forged deposit (wrong Mobilid), another amount and an unknown trade are refused', async () => {
    const { payment, pay } = await issuedAccount();
    const forged = {
      Resultcd: '0000',
      Svcid: String(pay.sid),
      Tradeid: String(pay.trade_id),
      Mobilid: '1234567890',
      Prdtprice: String(pay.total),
    };
    const noti = (fields: Record<string, string>) =>
      postForm(`${h.url}/payments/kg/noti`, fields).then((r) => r.text());
    expect(await noti(forged)).toBe('FAIL');
    expect(await noti({ ...forged, Tradeid: 'KSP-nothing' })).toBe('FAIL');
    expect(await deposit(String(pay.trade_id), { amount: 1000 })).toBe('FAIL');
    expect(await statuses(payment.id)).toEqual({ pay: 'REQUESTED', registration: 'UNPAID' });
    expect(await failures(payment.id)).toEqual(['BAD_SIGNATURE', 'AMOUNT_MISMATCH']);
  });

  it('virtual account: a deposit notification naming another account than the one issued is refused and logged', async () => {
    const { payment, pay } = await issuedAccount();
    expect(pay.va_account_no).toMatch(/^\d{10,20}$/);
    expect(await deposit(String(pay.trade_id), { account_no: '99988877766' })).toBe('FAIL');
    expect(await statuses(payment.id)).toEqual({ pay: 'REQUESTED', registration: 'UNPAID' });
    expect(await failures(payment.id)).toEqual(['ACCOUNT_MISMATCH']);
    const [logged] = await h.knex('registration_failures').where({ pay_id: payment.id });
    expect(logged.message).toContain('99988877766');
    // The issued account itself, even written with dashes, is this payment's deposit.
    const dashed = String(pay.va_account_no).replace(/^(\d{4})(\d{4})/, '$1-$2-');
    expect(await deposit(String(pay.trade_id), { account_no: dashed })).toBe('SUCCESS');
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
  });

  it('virtual account: past the deadline the request expires; the registration stays unpaid and can be paid again', async () => {
    const { member, payment } = await issuedAccount();
    // The deadline day ends 2024-06-08 23:59:59 KST: just before, a payment check keeps it open.
    h.clock.setNow('2024-06-08T23:59:00+09:00');
    const check = () =>
      h.gql(
        `mutation($e: String!) { forcePaymentCheck(email: $e) { outcome } }`,
        { e: member.email },
        member.token,
      );
    await check();
    expect((await h.knex('pays').where({ id: payment.id }).first()).urlExpired).toBe(false);
    h.clock.setNow('2024-06-09T00:00:01+09:00');
    await check();
    const expired = await h.knex('pays').where({ id: payment.id }).first();
    expect(expired).toMatchObject({ pay_status: 'REQUESTED', urlExpired: true });
    expect(await statuses(payment.id)).toEqual({ pay: 'REQUESTED', registration: 'UNPAID' });
    expect(await failures(payment.id)).toEqual(['URL_EXPIRED']);
    // A late deposit into the expired account: money recorded, left for an organiser (STALE).
    expect(await deposit(String(expired.trade_id))).toBe('SUCCESS');
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'UNPAID' });
    expect(await failures(payment.id)).toEqual(['URL_EXPIRED', 'STALE_PAYMENT']);
  });

  it('virtual account: the sweeper expires accounts past the deadline, and one issued already past it', async () => {
    const { expireVirtualAccounts } = await import('../src/modules/pays/pays.service');
    const open = await issuedAccount();
    const late = await issuedAccount('vaPastDeadline');
    // Issued with yesterday's deadline: expired at once, and no account mail.
    expect((await h.knex('pays').where({ id: late.payment.id }).first()).urlExpired).toBe(true);
    expect(await failures(late.payment.id)).toEqual(['URL_EXPIRED']);
    expect(await mailsOf(late.member.email, 'VIRTUAL_ACCOUNT')).toHaveLength(0);
    await expireVirtualAccounts(h.knex, h.clock.now());
    expect((await h.knex('pays').where({ id: open.payment.id }).first()).urlExpired).toBe(false);
    h.clock.setNow('2024-06-10T00:00:00+09:00');
    expect(await expireVirtualAccounts(h.knex, h.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await h.knex('pays').where({ id: open.payment.id }).first()).urlExpired).toBe(true);
    expect(await failures(open.payment.id)).toEqual(['URL_EXPIRED']);
    expect(await expireVirtualAccounts(h.knex, h.clock.now())).toBe(0);
    expect(await statuses(open.payment.id)).toEqual({ pay: 'REQUESTED', registration: 'UNPAID' });
    // The member pays again, by card.
    const again = await payRequest(open.member, 'CN');
    const { action, fields } = formOf(await (await decide(again.tid, 'approve')).text());
    await postForm(action, fields);
    await eventually(async () => (await statuses(again.id)).registration === 'PAID');
  });

  it('virtual account: choosing another method voids the issued account at the gateway', async () => {
    const { member, pay } = await issuedAccount();
    await payRequest(member, 'CN');
    expect((await h.knex('pays').where({ id: pay.id }).first()).urlExpired).toBe(true);
    // KG closed it: a deposit can no longer be made into it.
    expect(await deposit(String(pay.trade_id))).toBe('NO_ACCOUNT');
  });

  it('virtual account: refunded to the bank account the member gives, never back to a card', async () => {
    const { member, payment, pay } = await issuedAccount();
    await deposit(String(pay.trade_id));
    // Without an account, the organiser's refund is refused before the gateway is asked.
    const without = await cancel({ payId: payment.id });
    expect(without.status).toBe(400);
    expect(await h.knex('pay_cancellations').where({ pay_id: payment.id })).toHaveLength(0);
    const ask = (account: object | null) =>
      h.gql<{ requestRefund: { price_status: string } }>(
        'mutation($input: RequestRefundInput!) { requestRefund(input: $input) { price_status } }',
        { input: { registrationId: member.registrationId, refund_account: account } },
        member.token,
      );
    expect((await ask(null)).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'refund_account', code: 'payment.refundAccount' },
    ]);
    expect(
      (await ask({ bank_code: '999', account_no: '12-34', account_name: ' ' })).errors?.[0]?.extensions
        ?.fields,
    ).toEqual([
      { field: 'bank_code', code: 'validation.invalid' },
      { field: 'account_no', code: 'payment.refundAccountNo' },
      { field: 'account_name', code: 'validation.required' },
    ]);
    const asked = await ask({ bank_code: '004', account_no: '123-456-7890123', account_name: '김민지' });
    expect(asked.data?.requestRefund.price_status).toBe('REFUND_REQUESTED');
    // The organiser's refund dialog reads the account the member gave; nobody else reads it.
    const given = (token: string) =>
      h.gql<{ pay: { refund_account_given: boolean; refund_account: object | null } }>(
        'query($id: ID!) { pay(id: $id) { refund_account_given refund_account { bank_code account_no account_name } } }',
        { id: payment.id },
        token,
      );
    expect((await given(admin.token)).data?.pay).toEqual({
      refund_account_given: true,
      refund_account: { bank_code: '004', account_no: '1234567890123', account_name: '김민지' },
    });
    expect((await given(member.token)).data?.pay).toEqual({
      refund_account_given: true,
      refund_account: null,
    });
    // Asking twice is refused (already requested).
    expect(
      (await ask({ bank_code: '004', account_no: '1234567890', account_name: 'x' })).errors,
    ).toBeDefined();
    const done = await cancel({ payId: payment.id, reason: 'cannot attend' });
    expect(await done.json()).toMatchObject({ ok: true, code: '0000', pay_status: 'CANCELLED' });
    expect(await statuses(payment.id)).toEqual({ pay: 'CANCELLED', registration: 'REFUNDED' });
    expect(await h.knex('pays').where({ id: payment.id }).first()).toMatchObject({
      refund_bank_code: '004',
      refund_account_no: '1234567890123',
      refund_account_name: '김민지',
    });
    expect(await h.knex('receipts').where({ pay_id: payment.id }).orderBy('id').pluck('kind')).toEqual([
      'PAYMENT',
      'CANCELLATION',
    ]);
  });

  it("virtual account: the organiser's refund account written with dashes is normalised as the member's is", async () => {
    const { payment, pay } = await issuedAccount();
    await deposit(String(pay.trade_id));
    const done = await cancel({
      payId: payment.id,
      reason: 'cannot attend',
      refund_account: { bank_code: '011', account_no: '110-123-456789', account_name: ' 김민지 ' },
    });
    expect(await done.json()).toMatchObject({ ok: true, code: '0000', pay_status: 'CANCELLED' });
    const [cancellation] = await h.knex('pay_cancellations').where({ pay_id: payment.id });
    expect(cancellation).toMatchObject({ result_code: '0000' });
    expect(await statuses(payment.id)).toEqual({ pay: 'CANCELLED', registration: 'REFUNDED' });
  });

  it('a card payment is refunded by cancel, and its member may ask without an account', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member, 'CN');
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve')).text());
    await postForm(action, fields);
    await eventually(async () => (await statuses(payment.id)).registration === 'PAID');
    const asked = await h.gql<{ requestRefund: { price_status: string } }>(
      'mutation($id: ID!) { requestRefund(input: { registrationId: $id }) { price_status } }',
      { id: member.registrationId },
      member.token,
    );
    expect(asked.data?.requestRefund.price_status).toBe('REFUND_REQUESTED');
    const other = await h.createUser();
    const foreign = await h.gql(
      'mutation($id: ID!) { requestRefund(input: { registrationId: $id }) { price_status } }',
      { id: member.registrationId },
      other.token,
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect(await (await cancel({ payId: payment.id })).json()).toMatchObject({
      ok: true,
      pay_status: 'CANCELLED',
    });
  });
});
