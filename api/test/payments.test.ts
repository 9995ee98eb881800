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

  /** The pay row and its registration row, whole: a replay must leave every column as it was. */
  const rows = async (payId: string) => {
    const pay = await h.knex('pays').where({ id: payId }).first();
    const registration = await h.knex('registration_lists').where({ id: pay.registration_list_id }).first();
    const mails = await h.knex('send_emails').where({ usermail: pay.user_email }).count();
    return { pay, registration, mails };
  };

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
    const before = await rows(payment.id);
    const replay = await postForm(`${h.url}/payments/kg/noti`, fields);
    expect(await replay.text()).toBe('SUCCESS');
    expect((await postForm(action, fields)).headers.get('location')).toMatch(/\/success/);
    expect(await rows(payment.id)).toEqual(before);
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
    expect(pay.paid_at).not.toBeNull();
    expect(await failures(payment.id)).toEqual([]);
    // Applied once: a seventh changes nothing.
    const once = await rows(payment.id);
    expect(await (await postForm(`${h.url}/payments/kg/noti`, fields)).text()).toBe('SUCCESS');
    expect(await rows(payment.id)).toEqual(once);
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
    // Nothing of the forged result was stored: no token to cancel with, no payment time.
    expect(
      await h.knex('pays').where({ id: payment.id }).first('pay_token', 'paid_at', 'cn_appr_no'),
    ).toEqual({
      pay_token: null,
      paid_at: null,
      cn_appr_no: null,
    });
  });

  it('refuses an amount that differs from the stored one', async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve', 'amountMismatch')).text());
    expect(fields.amount).toBe('249000');
    expect((await postForm(action, fields)).headers.get('location')).toMatch(/\/failed/);
    await eventually(async () => (await failures(payment.id)).includes('AMOUNT_MISMATCH'));
    expect(await statuses(payment.id)).toEqual({ pay: 'ERROR', registration: 'UNPAID' });
    expect(await h.knex('pays').where({ id: payment.id }).first('total', 'paid_at')).toEqual({
      total: 250_000,
      paid_at: null,
    });
    // The member may ask again, and the right amount then pays it.
    const again = await payRequest(member);
    const retry = formOf(await (await decide(again.tid, 'approve')).text());
    await postForm(retry.action, retry.fields);
    await eventually(async () => (await statuses(again.id)).pay === 'PAID');
    expect(await statuses(again.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
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

  it('a member sees nothing of another member’s payment or registration, through any query', async () => {
    // A has paid; A also has an open request (a second registration cannot exist, so a request
    // made before paying is kept open by a failed attempt: A asks again after a decline).
    const a = await registeredMember();
    const paid = await payRequest(a);
    const { action, fields } = formOf(await (await decide(paid.tid, 'approve')).text());
    await postForm(action, fields);
    await eventually(async () => (await statuses(paid.id)).pay === 'PAID');
    const other = await registeredMember();
    const open = await payRequest(other);
    const b = await h.createUser({ country: 'KR' });
    const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
    const asB = (query: string, variables: object = {}) => h.gql(query, variables, b.token);

    // Reads by id: refused (not an empty answer that would confirm the id exists).
    expect(code(await asB(`{ pay(id: ${paid.id}) { id total } }`))).toBe('NOT_PERMITTED');
    expect(code(await asB(`{ pay(id: ${open.id}) { id pay_url } }`))).toBe('NOT_PERMITTED');
    expect(code(await asB(`{ registrationList(id: ${a.registrationId}) { id pay { id } } }`))).toBe(
      'NOT_PERMITTED',
    );
    expect(code(await asB(`{ checkDuplicateRegister(id: ${a.id}) { check registrationId } }`))).toBe(
      'NOT_PERMITTED',
    );
    const user = await asB(`{ user(id: ${a.id}) { id registration_list { id pay { id total } } } }`);
    expect(user.data?.user ?? null).toBeNull();
    expect(code(user)).toBe('NOT_PERMITTED');
    // The organisers' lists and their exports.
    for (const list of [
      '{ pays { count rows { id user_email } } }',
      '{ payCancellations { count rows { id user_email } } }',
      '{ registrationFailures { count rows { id user_email } } }',
      '{ registrationLists { count rows { id pay { id } } } }',
    ])
      expect(code(await asB(list))).toBe('NOT_PERMITTED');
    for (const list of ['payLog', 'refundData', 'registerLog', 'registrations']) {
      const res = await fetch(`${h.url}/export/${list}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${b.token}`,
          'x-download-reason': 'test',
        },
        body: '{}',
      });
      expect(res.status).toBe(403);
    }
    // B's own view holds only B.
    expect((await asB('{ me { id registration_list { id } } }')).data).toEqual({
      me: { id: String(b.id), registration_list: null },
    });
    // Acting on them is refused and changes nothing.
    expect(
      code(
        await asB('mutation($id: ID!) { createPayment(input: { registrationId: $id }) { id pay_url } }', {
          id: other.registrationId,
        }),
      ),
    ).toBe('NOT_PERMITTED');
    expect(
      code(await asB('mutation($e: String!) { forcePaymentCheck(email: $e) { outcome } }', { e: a.email })),
    ).toBe('NOT_PERMITTED');
    const close = (email: string, token?: string) =>
      fetch(`${h.url}/close_trade_id?user_email=${encodeURIComponent(email)}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await close(other.email, b.token)).status).toBe(403);
    expect((await close(other.email)).status).toBe(401);
    expect(await h.knex('pays').where({ id: open.id }).first('pay_status', 'urlExpired')).toEqual({
      pay_status: 'REQUESTED',
      urlExpired: false,
    });
    expect(await h.knex('pays').where({ user_id: b.id }).count()).toEqual([{ count: 0 }]);
    // The owner may: their own open window is voided.
    expect(await (await close(other.email, other.token)).json()).toEqual({ ok: true, affected: 1 });
    expect((await h.knex('pays').where({ id: open.id }).first('urlExpired')).urlExpired).toBe(true);
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
    // What the member is shown before paying: the USD fee and the KRW charged, at which rate.
    const shown = await h.gql(
      `{ me { registration_list { price currency fee { total currency } charge { total krwPerUnit } } } }`,
      {},
      member.token,
    );
    expect(shown.data).toEqual({
      me: {
        registration_list: {
          price: '200',
          currency: 'USD',
          fee: { total: 200, currency: 'USD' },
          charge: { total: 270_000, krwPerUnit: 1350 },
        },
      },
    });
  });

  it('a double click on Pay leaves one open payment request', async () => {
    const member = await registeredMember();
    const requests = await Promise.all([payRequest(member), payRequest(member)]);
    expect(new Set(requests.map((r) => r.tid)).size).toBe(2);
    const pays = await h.knex('pays').where({ registration_list_id: member.registrationId });
    expect(pays).toHaveLength(2);
    expect(pays.filter((p) => !p.urlExpired)).toHaveLength(1);
    const check = await h.gql<{ validateCheckPayUrl: { valid: boolean } }>(
      'query($u: String!) { validateCheckPayUrl(pay_url: $u) { valid } }',
      { u: pays.find((p) => p.urlExpired).pay_url },
    );
    expect(check.data?.validateCheckPayUrl.valid).toBe(false);
  });
});
