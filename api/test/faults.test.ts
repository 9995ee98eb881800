// Faults (issue 8): the network between the API and PostgreSQL is cut for 10 s under load. Every
// answer meanwhile is quick and clear — 503 UNAVAILABLE (translated), never a hang, never
// INTERNAL — what needs no database keeps working, and the API recovers on its own when
// PostgreSQL is reachable again: no restart, no lost or half-written sign-up.
import { CONNECT_TIMEOUT_MS, UNREACHABLE_ANSWER_MS } from '../src/db/unavailable';
import { CONFIRMATION_MAIL_TYPE } from '../src/modules/mail/mail.service';
import { overseasSignUp } from './fixtures';
import { asAdminRole, startHarness, type Harness } from './harness';
import { startTcpRelay, type TcpRelay } from './tcpRelay';

jest.setTimeout(120_000);

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt } }`;

interface Outcome {
  op: string;
  started: number;
  ended: number;
  status: number;
  code: string | undefined;
  email?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL unreachable for 10 s under load', () => {
  let relay: TcpRelay;
  let h: Harness;
  let member: string;
  let organiser: string;

  beforeAll(async () => {
    const direct = new URL(process.env.DATABASE_URL as string);
    relay = await startTcpRelay(direct.hostname, Number(direct.port || 5432));
    h = await startHarness({
      DATABASE_URL: relay.url(direct.toString()),
      RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
      RATE_LIMIT_SIGN_UP_PER_ADDRESS: '100000',
      RATE_LIMIT_SIGN_UP_PER_DOMAIN: '100000',
    });
    member = (await h.createUser()).token;
    organiser = (await h.createUser({}, asAdminRole)).token;
  });
  afterAll(async () => {
    await h.close();
    await relay.close();
    // The mail queue's worker may still be finishing a fetch cut off by the relay; pg-boss polls
    // each second until it has, and a poll after jest tears this file down fails the next file
    // run in the same worker (seen in CI). Let that last poll happen here.
    await sleep(2_500);
  }, 30_000);

  it('answers 503 UNAVAILABLE quickly while cut, keeps serving what needs no database, and recovers by itself', async () => {
    const post = async (op: string, query: string, variables: object = {}, token?: string) => {
      const res = await fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      return { op, status: res.status, code: body.errors?.[0]?.extensions?.code };
    };
    const operations: (() => Promise<Omit<Outcome, 'started' | 'ended'>>)[] = [
      () => post('me', '{ me { id email } }', {}, member),
      () => post('users', '{ users(limit: 5) { count rows { id } } }', {}, organiser),
      () => post('health', '{ health }'),
      async () => {
        const email = `fault-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
        return { ...(await post('register', REGISTER, { input: overseasSignUp(email) })), email };
      },
      async () => {
        const res = await fetch(`${h.url}/healthz`);
        return { op: 'healthz', status: res.status, code: res.ok ? undefined : 'UNAVAILABLE' };
      },
    ];

    const outcomes: Outcome[] = [];
    let running = true;
    const clients = Array.from({ length: 5 }, async (_, c) => {
      for (let i = c; running; i += 1) {
        const started = Date.now();
        const result = await (operations[i % operations.length] as () => Promise<Outcome>)();
        outcomes.push({ ...result, started, ended: Date.now() });
        await sleep(50);
      }
    });

    // Before the cut: enough answers to know all was well (2 s gave only 5 on a loaded machine).
    const warmUntil = Date.now() + 30_000;
    while ((outcomes.length < 12 || Date.now() < warmUntil - 28_000) && Date.now() < warmUntil)
      await sleep(100);
    const cutAt = Date.now();
    relay.cut();
    await sleep(10_000);
    const restoredAt = Date.now();
    relay.restore();
    await sleep(8_000);
    running = false;
    await Promise.all(clients);

    const before = outcomes.filter((o) => o.ended < cutAt);
    const during = outcomes.filter((o) => o.started > cutAt + 100 && o.ended < restoredAt);
    const needsDb = (o: Outcome) => o.op !== 'health';
    const firstOk = outcomes.find((o) => o.started > restoredAt && needsDb(o) && o.status === 200);
    const recovery = (firstOk?.ended ?? Infinity) - restoredAt;
    const after = outcomes.filter((o) => o.started > restoredAt + recovery);
    const summary = {
      requests: outcomes.length,
      during: during.length,
      slowest: Math.max(...outcomes.map((o) => o.ended - o.started)),
      recoveryMs: recovery,
    };
    console.log(`faults: database cut 10 s under load: ${JSON.stringify(summary)}`);

    // Nothing hangs and nothing is an unexplained failure. A rate-limited operation (sign-up) waits
    // for the database twice: its rate limiter (which falls back to memory when PostgreSQL fails)
    // and then the operation, each wait bounded by the acquire and connect timeouts.
    expect(summary.slowest).toBeLessThan(2 * (UNREACHABLE_ANSWER_MS + CONNECT_TIMEOUT_MS));
    expect(outcomes.filter((o) => o.status >= 500 && o.code !== 'UNAVAILABLE')).toEqual([]);
    expect(outcomes.filter((o) => o.code === 'INTERNAL')).toEqual([]);
    // Before: all well.
    expect(before.length).toBeGreaterThan(5);
    expect(before.filter((o) => o.status !== 200 || o.code)).toEqual([]);
    // During: each answer needing the database is 503 UNAVAILABLE; the rest still works.
    // Each such answer takes the connect timeout (~5 s) on 5 clients: a handful fall inside the cut.
    expect(during.filter(needsDb).length).toBeGreaterThanOrEqual(3);
    expect(during.filter((o) => needsDb(o) && (o.status !== 503 || o.code !== 'UNAVAILABLE'))).toEqual([]);
    expect(during.filter((o) => !needsDb(o) && (o.status !== 200 || o.code))).toEqual([]);
    // After: back within seconds, without a restart, and all well from then on.
    expect(recovery).toBeLessThan(5_000);
    expect(after.length).toBeGreaterThan(5);
    expect(after.filter((o) => o.status !== 200 || o.code)).toEqual([]);

    // Every acknowledged sign-up is there; every sign-up there has its confirmation mail (none is
    // half-written). One cut between COMMIT and its answer may leave a sign-up that was not acknowledged.
    const acknowledged = outcomes.filter((o) => o.op === 'register' && o.status === 200 && !o.code);
    const emails = outcomes.filter((o) => o.op === 'register').map((o) => o.email as string);
    const stored = (await h.knex('users').whereIn('email', emails).pluck('email')) as string[];
    expect(acknowledged.length).toBeGreaterThan(2);
    expect(acknowledged.filter((o) => !stored.includes(o.email as string))).toEqual([]);
    const mailed = (await h
      .knex('send_emails')
      .whereIn('usermail', stored)
      .where({ type: CONFIRMATION_MAIL_TYPE })
      .pluck('usermail')) as string[];
    expect([...new Set(mailed)].sort()).toEqual([...stored].sort());
  });
});
