// Issue 23 §4: anonymous writes are limited per client address, and refusals of the gateway's
// callbacks are counted, not stored one row each. KG's own notifications are never limited away.
import { asAdminRole, startHarness, type Harness } from './harness';
import { formOf, kgSteps } from './kgSteps';

const KG_ADDRESS = '198.51.100.1';

describe('anonymous writes: gateway callbacks', () => {
  let h: Harness;
  let admin: { token: string };
  beforeAll(async () => {
    // X-Forwarded-For from the loopback proxy names each request's address; KG's is KG_ADDRESS.
    h = await startHarness({ TRUST_PROXY: 'loopback', KG_NOTI_IPS: KG_ADDRESS });
    admin = await h.createUser({}, asAdminRole);
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  const { registeredMember, payRequest, decide, statuses } = kgSteps(() => h);

  const post = (path: string, address: string, fields: Record<string, string>) =>
    fetch(`${h.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  /** `count` requests, 30 at a time (as a flood would come), answered in order. */
  async function flood(count: number, send: (i: number) => Promise<Response>) {
    const answers: { status: number; text: string }[] = [];
    for (let i = 0; i < count; i += 30) {
      const batch = Array.from({ length: Math.min(30, count - i) }, (_, j) => send(i + j));
      for (const res of await Promise.all(batch))
        answers.push({ status: res.status, text: await res.text() });
    }
    return answers;
  }
  const failuresFrom = (address: string) =>
    h.knex('registration_failures').where({ source_ip: address }).select('reason', 'count');

  it("300 forged notifications from KG's address: one counted row, and KG's next real one is applied", async () => {
    const member = await registeredMember();
    const payment = await payRequest(member);
    const forged = await flood(300, (i) =>
      post('/payments/kg/noti', KG_ADDRESS, { trade_id: `FORGED-${i}`, tid: `T${i}`, code: '0000' }),
    );
    expect(forged.every((a) => a.status === 200 && a.text === 'FAIL')).toBe(true);
    expect(await failuresFrom(KG_ADDRESS)).toEqual([{ reason: 'UNKNOWN_TRADE', count: 300 }]);
    // KG's genuine notification, after a flood far over any address's budget, still pays.
    const { fields } = formOf(await (await decide(payment.tid, 'approve')).text());
    expect(await (await post('/payments/kg/noti', KG_ADDRESS, fields)).text()).toBe('SUCCESS');
    expect(await statuses(payment.id)).toEqual({ pay: 'PAID', registration: 'PAID' });
  });

  it('300 notifications from a refused address: limited to 100, counted in one row the back office shows', async () => {
    const address = '203.0.113.77';
    const answers = await flood(300, (i) => post('/payments/kg/noti', address, { trade_id: `FORGED-${i}` }));
    // Requests of one batch arrive in any order: 100 are answered, whichever they are.
    const answered = answers.filter((a) => a.status === 200);
    expect(answered).toHaveLength(100);
    expect(answered.every((a) => a.text === 'FAIL')).toBe(true);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 429)).toBe(true);
    expect(JSON.parse(refused[0]?.text ?? '')).toEqual({ ok: false, code: 'RATE_LIMITED' });
    expect(await failuresFrom(address)).toEqual([{ reason: 'WRONG_IP', count: 100 }]);

    const list = await h.gql<{
      registrationFailures: { rows: { reason: string; count: number; source_ip: string | null }[] };
    }>(
      '{ registrationFailures(filter: { reason: "WRONG_IP" }) { rows { reason count source_ip } } }',
      {},
      admin.token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.registrationFailures.rows).toContainEqual({
      reason: 'WRONG_IP',
      count: 100,
      source_ip: address,
    });
  });

  it("limits the browser's result, fail and close addresses per client address (one budget of 100)", async () => {
    const address = '203.0.113.78';
    const answers = await flood(100, (i) =>
      i % 2
        ? post('/payments/kg/result', address, { trade_id: `NONE-${i}` })
        : post('/payments/kg/fail', address, { trade_id: `NONE-${i}` }),
    );
    expect(answers.every((a) => a.status === 303)).toBe(true);
    const closed = await fetch(`${h.url}/payments/kg/close?trade_id=NONE`, {
      headers: { 'x-forwarded-for': address },
      redirect: 'manual',
    });
    expect(closed.status).toBe(429);
    expect(await closed.json()).toEqual({ ok: false, code: 'RATE_LIMITED' });
    // Another address is answered as before.
    expect((await post('/payments/kg/result', '203.0.113.79', { trade_id: 'NONE' })).status).toBe(303);
  });
});
