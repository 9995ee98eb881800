// Payments through the local KG Mobilians emulator, over HTTP as the browser and KG's server
// would: success, decline, a forged signature, a changed amount, repeated and concurrent
// notifications, the window closed, refunds through the gateway's cancel.
import { asAdminRole, startHarness, type Harness } from './harness';
import { formOf, kgSteps, KOREAN_REGISTRATION as INPUT } from './kgSteps';

describe('payments (KG Mobilians emulator)', () => {
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

  const failures = (payId: string) =>
    h.knex('registration_failures').where({ pay_id: payId }).pluck('reason');

  it('pays 250,000 KRW: the browser lands on /success and the notification marks it paid once', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const page = await fetch(payment.pay_url);
    expect(await page.text()).toContain('250,000 KRW');
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve')).text());
    expect(action).toMatch(/\/payments\/kg\/result$/);
    expect(fields).toMatchObject({ code: '0000', amount: '250000', tid: payment.tid });
    expect(fields.hmac).toHaveLength(44);
    const landing = await postForm(action, fields);
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toMatch(new RegExp(`/success\\?payId=${payment.id}$`));
    await eventually(async () => (await statuses(payment.id)).pay === 'PAID');
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
    // A replayed notification and the ok_url again: SUCCESS, nothing changes twice.
    const replay = await postForm(`${h.url}/payments/kg/noti`, fields);
    expect(await replay.text()).toBe('SUCCESS');
    expect(await failures(payment.id)).toEqual([]);
    // The member sees it; another member may not.
    const mine = await h.gql(`{ pay(id: ${payment.id}) { pay_status total } }`, {}, member.token);
    expect(mine.data).toEqual({ pay: { pay_status: 'PAID', total: 250000 } });
    const other = await h.createUser();
    expect(
      (await h.gql(`{ pay(id: ${payment.id}) { id } }`, {}, other.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
  });

  it('concurrent duplicate notifications leave exactly one paid state', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const { fields } = formOf(await (await decide(payment.tid, 'approve', 'noNoti')).text());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postForm(`${h.url}/payments/kg/noti`, fields).then((r) => r.text())),
    );
    expect(answers).toEqual(Array(6).fill('SUCCESS'));
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
    const pay = await h.knex('pays').where({ id: payment.id }).first('paid_at', 'pay_token');
    expect(pay.pay_token).toBe(fields.pay_token);
  });

  it('the emulator sends duplicate notifications and one before the browser: still paid once', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve', 'duplicateNoti')).text());
    await eventually(async () => (await statuses(payment.id)).pay === 'PAID');
    expect((await postForm(action, fields)).headers.get('location')).toMatch(/\/success/);
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
  });

  it('refuses a forged signature and logs it; the registration stays unpaid', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve', 'tamperHmac')).text());
    const landing = await postForm(action, fields);
    expect(landing.headers.get('location')).toMatch(/\/failed\?payId=/);
    expect(await (await postForm(`${h.url}/payments/kg/noti`, fields)).text()).toBe('FAIL');
    expect(await statuses(payment.id)).toEqual({ pay: 'REQUESTED', registration: 'UNPAID' });
    expect(await failures(payment.id)).toContain('BAD_SIGNATURE');
    // A correct signature over a changed amount (someone with the key but the wrong amount) is also refused.
    const forged = { ...fields, amount: '1000' };
    expect(await (await postForm(`${h.url}/payments/kg/noti`, forged)).text()).toBe('FAIL');
    expect((await statuses(payment.id)).registration).toBe('UNPAID');
  });

  it('refuses an amount that differs from the stored one', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve', 'amountMismatch')).text());
    expect(fields.amount).toBe('249000');
    expect((await postForm(action, fields)).headers.get('location')).toMatch(/\/failed/);
    await eventually(async () => (await failures(payment.id)).includes('AMOUNT_MISMATCH'));
    expect(await statuses(payment.id)).toEqual({ pay: 'ERROR', registration: 'UNPAID' });
  });

  it('logs a declined payment and a closed window', async () => {
    const member = await registeredMember();
    const declined = await payRequest(member);
    const { action, fields } = formOf(await (await decide(declined.tid, 'decline')).text());
    expect(action).toMatch(/\/payments\/kg\/fail$/);
    expect((await postForm(action, fields)).headers.get('location')).toMatch(/\/failed/);
    expect(await failures(declined.id)).toEqual(['DECLINED']);
    expect(await statuses(declined.id)).toEqual({ pay: 'ERROR', registration: 'UNPAID' });

    const closed = await payRequest(member);
    const res = await decide(closed.tid, 'close');
    expect(res.status).toBe(303);
    const back = await fetch(res.headers.get('location') as string, { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(new RegExp(`/windowClose\\?payId=${closed.id}$`));
    expect(await failures(closed.id)).toEqual(['WINDOW_CLOSED']);
    const check = await h.gql<{ validateCheckPayUrl: { valid: boolean } }>(
      'query($u: String!) { validateCheckPayUrl(pay_url: $u) { valid urlExpired } }',
      { u: closed.pay_url },
    );
    expect(check.data?.validateCheckPayUrl).toEqual({ valid: false, urlExpired: true });
  });

  it('refunds in part, then in full, through the gateway; the registration becomes refunded', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve')).text());
    await postForm(action, fields);
    const cancel = (body: object, token = admin.token) =>
      fetch(`${h.url}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await cancel({ payId: payment.id }, member.token)).status).toBe(403);
    const part = await cancel({ payId: payment.id, amount: 50_000, reason: 'companion cancelled' });
    expect(await part.json()).toMatchObject({ ok: true, code: '0000', pay_status: 'PAID' });
    expect((await cancel({ payId: payment.id, amount: 250_000 })).status).toBe(400);
    const rest = await cancel({ payId: payment.id });
    expect(await rest.json()).toMatchObject({ ok: true, pay_status: 'CANCELLED' });
    expect(await statuses(payment.id)).toEqual({ pay: 'CANCELLED', registration: 'REFUNDED' });
    expect(
      await h.knex('pay_cancellations').where({ pay_id: payment.id }).orderBy('id').pluck('amount'),
    ).toEqual([50_000, 200_000]);
  });

  it('charges a USD registration in KRW at the configured rate', async () => {
    const member = await h.createUser({ country: 'US' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      { input: { ...INPUT, category: 'ON_TIER1', dinnerAttendance: false, accompanyingPerson: 0 } },
      member.token,
    );
    const payment = await payRequest({
      ...member,
      registrationId: created.data?.createRegistrationList.id as string,
    });
    expect((await h.knex('pays').where({ id: payment.id }).first()).total).toBe(200 * 1350);
  });
});
