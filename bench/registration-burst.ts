// Registration opening burst: MEMBERS members arrive over ARRIVAL_SECONDS (evenly, open loop: a
// member does not wait for another) and each signs up, logs in, registers, asks to pay, approves
// in the KG Mobilians emulator's window, lands on ok_url and reads their registration, paid.
// The production bundle (api/dist/server.js) on a fresh PostgreSQL database, its mail queue
// delivering to a local SMTP server, the emulator at /mock-kg sending its signed notifications.
// Everything on 127.0.0.1; bounded by count and by DEADLINE_SECONDS; stops by itself.
// Afterwards the database is checked: every member, registration and payment exactly once, all
// paid, nothing in the failed-registration log, every mail delivered once.
// Writes its section of docs/benchmarks.md (SCALE=x10 writes the ×10 lines). Then the check-in
// morning (issue 36): BADGE_OPENERS (500) of the paid members open their badge at once while 3
// front desks scan them in; its own section (CHECK_IN_ONLY=1 writes only that one).
// Run: npm run bench:registration   (TEST_PG_URL as for the tests; MEMBERS=1000 ARRIVAL_SECONDS=40)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { hash as argon2Hash } from '@node-rs/argon2';
import { SMTPServer } from 'smtp-server';
import {
  freshDatabase,
  keepAliveClient,
  machineBusySeconds,
  postgresCpuSeconds,
  threadCpu,
  writeBenchmarkSection,
} from './support';

const MEMBERS = Number(process.env.MEMBERS ?? 1000);
const ARRIVAL_SECONDS = Number(process.env.ARRIVAL_SECONDS ?? 40);
/** Nothing runs longer than this: members still unfinished count as errors. */
const DEADLINE_SECONDS = Number(process.env.DEADLINE_SECONDS ?? Math.max(180, ARRIVAL_SECONDS * 3));
/** How long mail delivery may take after the last member before it counts as lost. */
const MAIL_WAIT_SECONDS = Number(process.env.MAIL_WAIT_SECONDS ?? 180);
const SCALE = process.env.SCALE ?? 'x1';
/**
 * STEP_COST=1: instead of the burst, every member takes each step in turn, one request at a time,
 * and the API's CPU per request of each step is reported (its own section of docs/benchmarks.md).
 */
const STEP_COST = process.env.STEP_COST === '1';
/** Members already registered and paid before the burst (the database at ×10: PRESEED=9000). */
const CHECK_IN_ONLY_SET = process.env.CHECK_IN_ONLY === '1';
/** CHECK_IN_ONLY: the badge openers are seeded (registered and paid) with a real password hash. */
const PRESEED = Number(process.env.PRESEED ?? (CHECK_IN_ONLY_SET ? (process.env.BADGE_OPENERS ?? 500) : 0));
const TARGET_SECONDS = 60;
const TARGET_P95_MS = 1000;
const secret = randomBytes(32).toString('hex');
const PASSWORD = 'BurstPass2024';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
    : NaN;
};

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const STEPS = [
  'sign up',
  'confirm address (mail link)',
  'log in',
  'register',
  'ask to pay',
  'open payment window',
  'approve in window',
  'result to ok_url',
  'read my registration',
] as const;
type Step = (typeof STEPS)[number];

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt } }`;
const CONFIRM = `mutation ($token: String!) { confirmEmail(token: $token) { ok } }`;
const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt user { id } } }`;
const CREATE = `mutation ($input: RegistrationListInput!) { createRegistrationList(input: $input) { id price currency } }`;
// The sign-up's consents (docs/decisions.md, "Consent at sign-up"): the first versions' answers.
const CONSENTS = [
  { kind: 'COLLECTION', version: 1, given: true },
  { kind: 'KMA_PROVISION', version: 1, given: true },
  { kind: 'FUTURE_MAILS', version: 1, given: false },
];
const PAY = `mutation ($id: ID!) { createPayment(input: { registrationId: $id, cash_code: CN }) { id tid pay_url } }`;
const MINE = `{ me { registration_list { id price_status pay { id pay_status total } } } }`;
const MY_BADGE = `{ myBadge { registrationId name affiliation categoryEn categoryKo valid code qrSvg } }`;
const NEW_DESK = `mutation ($input: FrontDeskAccountInput!) { createFrontDeskAccount(input: $input) { id } }`;
const SCAN = `mutation ($scans: [AttendanceScanInput!]!) { recordAttendanceScans(scans: $scans) { clientScanId outcome recorded badge { registrationId } } }`;
/** The check-in morning after the burst: desks scanning while members open their badge at once. */
const DESKS = 3;
const BADGE_OPENERS = Number(process.env.BADGE_OPENERS ?? 500);
/**
 * CHECK_IN_ONLY=1: no burst; the members are seeded registered and paid (PRESEED), log in, and
 * the check-in morning runs alone and writes only its section (the burst's is left as it is).
 */
const CHECK_IN_ONLY = CHECK_IN_ONLY_SET;
const ADMIN_PASSWORD = 'BenchOrganiser2024';

/** Member i: 60 % Korean (KRW, specialist with dinner and a companion), 40 % overseas (USD). */
function memberOf(i: number) {
  const email = `burst${i}@bench.example.org`;
  const korean = i % 5 < 3;
  const signUp = korean
    ? {
        username: email,
        email,
        password: PASSWORD,
        title: 'DR',
        degree: 'PHD',
        givenName: 'Minji',
        familyName: 'Kim',
        name_kr: '김민지',
        affiliation: 'Seoul National University Hospital',
        affiliation_kr: '서울대학교병원',
        department: 'Pathology',
        mobilePhone: `010-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`,
        country: 'KR',
        consents: CONSENTS,
      }
    : {
        username: email,
        email,
        password: PASSWORD,
        title: 'DR',
        degree: 'PHD',
        givenName: 'Anne',
        familyName: 'de Vries',
        affiliation: 'Leiden University Medical Center',
        department: 'Pathology',
        mobilePhone: '31-6-1234-5678',
        country: 'NL',
        consents: CONSENTS,
      };
  const registration = korean
    ? { category: 'KM_TIER1', dinnerAttendance: true, accompanyingPerson: 1 }
    : { category: 'ON_TIER1', dinnerAttendance: false, accompanyingPerson: 0 };
  return {
    email,
    signUp,
    registration: {
      ...registration,
      occupation: 'PROFESSOR',
      attend: 'OFFLINE',
      badgeGivenName: signUp.givenName,
      badgeFamilyName: signUp.familyName,
    },
    // Each member from an address of their own (the API trusts loopback's X-Forwarded-For here),
    // as members arrive from their own networks: the per-address limits see one person each.
    address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  };
}

async function main() {
  const loadBefore = loadavg().map((l) => l.toFixed(2));
  const database = await freshDatabase(2);
  const { knex } = database;

  // The product's mails land here (counted per recipient).
  const delivered = new Map<string, number>();
  let deliveredCount = 0;
  // The link of each member's confirmation mail, as the member would click it.
  const confirmationTokens = new Map<string, string>();
  const tokenWaiters = new Map<string, (token: string) => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = (session.envelope.rcptTo[0]?.address ?? '').toLowerCase();
        // Quoted-printable: soft line breaks and "=3D" undone before looking for the link.
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        const token = /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
        if (token && !confirmationTokens.has(to)) {
          confirmationTokens.set(to, token);
          tokenWaiters.get(to)?.(token);
        }
        delivered.set(to, (delivered.get(to) ?? 0) + 1);
        deliveredCount += 1;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'congress-burst-'));
  let server: ChildProcess | undefined;
  const deadline = setTimeout(
    () => {
      console.error(`deadline of ${DEADLINE_SECONDS + MAIL_WAIT_SECONDS + 120} s reached: stopping`);
      server?.kill('SIGKILL');
      process.exit(2);
    },
    (DEADLINE_SECONDS + MAIL_WAIT_SECONDS + 120) * 1000,
  );
  try {
    execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(__dirname, '../api'), stdio: 'ignore' });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const now = Date.now();
    // BENCH_CPU_PROF=<folder>: a V8 CPU profile of the API process (argon2's native threads are not in it).
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    server = spawn(process.execPath, [...profile, path.join(__dirname, '../api/dist/server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        JWT_SECRET: secret,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        SEED_DEMO: 'false',
        // The organiser who opens the check-in desks' accounts (the check-in morning).
        ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        TRUST_PROXY: 'loopback',
        // Registration opens now.
        REGISTRATION_OPENS_AT: new Date(now - 60_000).toISOString(),
        REGISTRATION_CLOSES_AT: new Date(now + 86_400_000).toISOString(),
        KG_API_URL: '',
        PAYMENT_GATEWAY: 'emulator',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const child = server;
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      if (attempt > 1200) throw new Error('server did not start in 120 s');
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (PRESEED > 0) {
      const role = await knex('roles').where({ name: 'Member' }).first('id');
      // A hash nobody can log in with, unless the seeded members must (the check-in morning).
      const seedHash = CHECK_IN_ONLY
        ? await argon2Hash(PASSWORD)
        : '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2g$YmVuY2hiZW5jaA';
      await knex.raw(
        `INSERT INTO users (username, email, password, "givenName", "familyName", name_kr, country, affiliation,
                            affiliation_kr, department, "mobilePhone", title, degree, confirmed, role_id, password_changed_at)
         SELECT e, e, ?, 'Seed', 'Member', '김시드', 'KR', 'Seed Hospital', '시드병원',
                'Pathology', '010-1234-5678', 'DR', 'PHD', true, ?, now()
           FROM (SELECT 'seed' || i || '@bench.example.org' AS e FROM generate_series(1, ?) AS i) s`,
        [seedHash, role.id, PRESEED],
      );
      await knex.raw(
        `INSERT INTO registration_lists (user_id, category, occupation, price, currency, price_status, "dinnerAttendance", "accompanyingPerson")
         SELECT id, 'KM_TIER1', 'PROFESSOR', '250000', 'KRW', 'PAID', true, 1 FROM users WHERE email LIKE 'seed%@bench.example.org'`,
      );
      await knex.raw(
        `INSERT INTO pays (tid, trade_id, product_name, total, cash_code, country, pay_status, grade, user_id, user_name,
                           user_email, registration_list_id, noti_url, close_url, fail_url, fail_redirect,
                           success_redirect, pay_token, paid_at)
         SELECT md5(r.id::text), 'SEED' || r.id, 'KSP 2024 registration KM_TIER1', 250000, 'CN', 'KOREA', 'PAID',
                'KM_TIER1', u.id, 'Seed MEMBER', u.email, r.id, 'x', 'x', 'x', '/failed', '/success', '1234567890', now()
           FROM registration_lists r JOIN users u ON u.id = r.user_id`,
      );
      await knex.raw('ANALYZE');
    }
    // The server's rate (it reads the same environment).
    const rate = Number(process.env.PAYMENT_USD_KRW_RATE ?? 1350);
    // The members' requests: keep-alive node:http, cheap for the generator sharing the machine.
    const http = keepAliveClient();

    const timings = {} as Record<Step, number[]>;
    for (const step of STEPS) timings[step] = [];
    const errors: string[] = [];
    let finished = 0;
    const stopAt = Date.now() + DEADLINE_SECONDS * 1000;

    async function timed<T>(step: Step, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const started = performance.now();
      const remaining = Math.max(1, stopAt - Date.now());
      const result = await run(AbortSignal.timeout(Math.min(remaining, 60_000)));
      timings[step].push(performance.now() - started);
      return result;
    }

    async function gql<T>(step: Step, address: string, query: string, variables: object, token?: string) {
      return timed(step, async (signal) => {
        const res = await http.send(`${base}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': address,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
          signal,
        });
        const body = JSON.parse(res.text) as {
          data?: T;
          errors?: { message: string; extensions?: object }[];
        };
        if (body.errors || !body.data)
          throw new Error(`${step}: ${res.status} ${JSON.stringify(body.errors ?? body)}`);
        return body.data;
      });
    }

    /** The member's confirmation mail, once delivered (its wait is reported, not a request). */
    const mailWaits: number[] = [];
    async function confirmationToken(email: string) {
      const started = performance.now();
      const key = email.toLowerCase();
      const token =
        confirmationTokens.get(key) ??
        (await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error('no confirmation mail')),
            Math.max(1, stopAt - Date.now()),
          );
          tokenWaiters.set(key, (t) => {
            clearTimeout(timer);
            resolve(t);
          });
        }));
      tokenWaiters.delete(key);
      mailWaits.push(performance.now() - started);
      return token;
    }

    /** What a member has got so far on their way (each step reads the earlier ones' results). */
    interface Member {
      m: ReturnType<typeof memberOf>;
      token?: string;
      registration?: { id: string; price: string; currency: string };
      payUrl?: string;
      tid?: string;
      result?: { action: string; fields: URLSearchParams };
    }
    const need = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`${what} missing`);
      return value;
    };
    const STEP_RUN: Record<Step, (member: Member) => Promise<void>> = {
      'sign up': async ({ m }) => {
        await gql('sign up', m.address, REGISTER, { input: m.signUp });
      },
      'confirm address (mail link)': async ({ m }) => {
        const confirmToken = await confirmationToken(m.email);
        const { confirmEmail } = await gql<{ confirmEmail: { ok: boolean } }>(
          'confirm address (mail link)',
          m.address,
          CONFIRM,
          { token: confirmToken },
        );
        if (!confirmEmail.ok) throw new Error('confirm address: refused');
      },
      'log in': async (member) => {
        const { login } = await gql<{ login: { jwt: string } }>('log in', member.m.address, LOGIN, {
          identifier: member.m.email,
          password: PASSWORD,
        });
        member.token = login.jwt;
      },
      register: async (member) => {
        const { createRegistrationList } = await gql<{ createRegistrationList: Member['registration'] }>(
          'register',
          member.m.address,
          CREATE,
          { input: member.m.registration },
          member.token,
        );
        member.registration = createRegistrationList;
      },
      'ask to pay': async (member) => {
        const { createPayment: pay } = await gql<{ createPayment: { id: string; pay_url: string } }>(
          'ask to pay',
          member.m.address,
          PAY,
          { id: need(member.registration, 'registration').id },
          member.token,
        );
        member.payUrl = pay.pay_url;
      },
      'open payment window': async (member) => {
        const window = await timed(
          'open payment window',
          async (signal) => (await http.send(need(member.payUrl, 'pay_url'), { signal })).text,
        );
        if (!window.includes('Approve payment')) throw new Error('open payment window: no approve button');
        member.tid = /name="tid" value="([^"]+)"/.exec(window)?.[1] as string;
      },
      'approve in window': async (member) => {
        const form = await timed('approve in window', async (signal) => {
          const res = await http.send(`${base}/mock-kg/MUP/api/payment.mcash/decide`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              tid: need(member.tid, 'tid'),
              action: 'approve',
              fault: 'none',
              charset: 'UTF-8',
            }).toString(),
            signal,
          });
          return res.text;
        });
        const action = /<form id="result" method="post" action="([^"]+)"/
          .exec(form)?.[1]
          ?.replace(/&amp;/g, '&');
        const fields = new URLSearchParams();
        for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
          fields.append(
            name as string,
            (value as string)
              .replace(/&amp;/g, '&')
              .replace(/&quot;/g, '"')
              .replace(/&#39;/g, "'")
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>'),
          );
        if (!action) throw new Error('approve in window: no result form');
        member.result = { action, fields };
      },
      'result to ok_url': async (member) => {
        const { action, fields } = need(member.result, 'result form');
        const landing = await timed('result to ok_url', async (signal) => {
          const res = await http.send(action, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': member.m.address,
            },
            body: fields.toString(),
            signal,
          });
          return String(res.headers.location ?? '');
        });
        if (!/\/success\?payId=/.test(landing)) throw new Error(`result to ok_url: landed on ${landing}`);
      },
      'read my registration': async (member) => {
        const registration = need(member.registration, 'registration');
        const { me } = await gql<{
          me: { registration_list: { price_status: string; pay: { pay_status: string; total: number } } };
        }>('read my registration', member.m.address, MINE, {}, member.token);
        const expected =
          registration.currency === 'KRW' ? Number(registration.price) : Number(registration.price) * rate;
        if (me.registration_list.price_status !== 'PAID' || me.registration_list.pay.pay_status !== 'PAID')
          throw new Error(`read my registration: ${JSON.stringify(me.registration_list)}`);
        if (Number(me.registration_list.pay.total) !== expected)
          throw new Error(
            `read my registration: charged ${me.registration_list.pay.total}, expected ${expected}`,
          );
      },
    };

    /** Waits until every mail queued so far has arrived, and a second more for stragglers. */
    async function mailsDelivered() {
      const waitUntil = Date.now() + MAIL_WAIT_SECONDS * 1000;
      while (Date.now() < waitUntil) {
        const queued = Number((await knex('send_emails').count({ n: '*' }))[0]?.n);
        if (deliveredCount >= queued) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    const paidMembers: Member[] = [];
    async function journey(i: number) {
      const member: Member = { m: memberOf(i) };
      for (const step of STEPS) await STEP_RUN[step](member);
      finished += 1;
      paidMembers.push(member);
    }

    /** One GraphQL request outside the burst's timings: its time and its answer. */
    async function call<T>(address: string, query: string, variables: object, token?: string) {
      const started = performance.now();
      const res = await http.send(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(60_000),
      });
      const body = JSON.parse(res.text) as { data?: T; errors?: { message: string }[] };
      return { ms: performance.now() - started, body };
    }

    /**
     * The check-in morning (issue 36): BADGE_OPENERS paid members open their badge at the same
     * moment while DESKS front desks scan each badge shown to them, one scan a request. Every
     * answer must be complete: a badge with its name, category, QR text and image; a scan recorded.
     */
    async function checkInMorning() {
      const organiser = await call<{ login: { jwt: string } }>('192.0.2.250', LOGIN, {
        identifier: 'admin@congress.local',
        password: ADMIN_PASSWORD,
      });
      const organiserToken = need(
        organiser.body.data?.login.jwt,
        `organiser login ${JSON.stringify(organiser.body)}`,
      );
      const deskTokens: string[] = [];
      for (let d = 1; d <= DESKS; d += 1) {
        const email = `desk${d}@bench.example.org`;
        const created = await call(
          '192.0.2.250',
          NEW_DESK,
          { input: { email, name: `Desk ${d}`, password: ADMIN_PASSWORD } },
          organiserToken,
        );
        if (created.body.errors) throw new Error(`desk account: ${JSON.stringify(created.body.errors)}`);
        const desk = await call<{ login: { jwt: string } }>(`192.0.2.${240 + d}`, LOGIN, {
          identifier: email,
          password: ADMIN_PASSWORD,
        });
        deskTokens.push(need(desk.body.data?.login.jwt, 'desk login'));
      }
      const openers = paidMembers.slice(0, BADGE_OPENERS);
      const shown: string[] = [];
      const badgeMs: number[] = [];
      const scanMs: number[] = [];
      const problems: string[] = [];
      const outcomes: Record<string, number> = {};
      let opened = 0;
      const started = performance.now();
      const members = openers.map(async (member) => {
        const { ms, body } = await call<{ myBadge: Record<string, string | boolean> | null }>(
          member.m.address,
          MY_BADGE,
          {},
          member.token,
        );
        badgeMs.push(ms);
        const badge = body.data?.myBadge;
        const complete =
          !body.errors &&
          badge &&
          badge.valid === true &&
          ['registrationId', 'name', 'affiliation', 'categoryEn', 'categoryKo', 'code', 'qrSvg'].every(
            (field) => typeof badge[field] === 'string' && badge[field] !== '',
          );
        if (!complete) problems.push(`badge: ${JSON.stringify(body.errors ?? badge)}`);
        else shown.push(badge.code as string);
        opened += 1;
      });
      const desks = deskTokens.map(async (token, d) => {
        for (;;) {
          const code = shown.shift();
          if (code === undefined) {
            if (opened === openers.length) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
            continue;
          }
          const { ms, body } = await call<{
            recordAttendanceScans: { outcome: string; recorded: boolean; badge: object | null }[];
          }>(
            `192.0.2.${241 + d}`,
            SCAN,
            {
              scans: [
                {
                  clientScanId: randomUUID(),
                  code,
                  kind: 'ENTRY',
                  method: 'QR',
                  scannedAt: new Date().toISOString(),
                },
              ],
            },
            token,
          );
          scanMs.push(ms);
          const result = body.data?.recordAttendanceScans[0];
          if (body.errors || !result?.badge) problems.push(`scan: ${JSON.stringify(body.errors ?? result)}`);
          else outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
        }
      });
      await Promise.all([...members, ...desks]);
      const seconds = (performance.now() - started) / 1000;
      const scansStored = Number((await knex('attendance_scans').count({ n: '*' }))[0]?.n);
      return { openers: openers.length, seconds, badgeMs, scanMs, problems, outcomes, scansStored };
    }

    /** The check-in morning's section of docs/benchmarks.md. */
    function morningReport(morning: Awaited<ReturnType<typeof checkInMorning>>, before: string) {
      const ok = (pass: boolean) => (pass ? 'met' : '**missed**');
      const recorded = morning.outcomes.RECORDED ?? 0;
      const badgesComplete =
        morning.badgeMs.length - morning.problems.filter((p) => p.startsWith('badge')).length;
      const lines = [
        `### Check-in morning: ${morning.openers} members open their badge at once while ${DESKS} desks scan (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
        '',
        `After ${before}, ${morning.openers} members open their badge at the same moment while ${DESKS} front desks scan each badge as it is shown, one scan a request. The API's default pool (DATABASE_POOL_MAX 10; a request waits up to DATABASE_ACQUIRE_TIMEOUT_MS, 20 s, for a busy pool). ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, the production bundle, PostgreSQL on loopback. Load average (1/5/15 min) at the start **${loadBefore.join(' / ')}**, after the morning ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' / ')}.`,
        '',
        '| figure | value | target |',
        '|---|---|---|',
        `| badges answered completely (name, category, QR text and image) | **${badgesComplete} of ${morning.openers}** | all: ${ok(morning.problems.length === 0 && badgesComplete === morning.openers)} |`,
        `| badge answer time | p50 ${percentile(morning.badgeMs, 50).toFixed(0)} ms, p95 ${percentile(morning.badgeMs, 95).toFixed(0)} ms, max ${Math.max(...morning.badgeMs).toFixed(0)} ms | |`,
        `| desk scans answered | **${morning.scanMs.length}** (${Object.entries(morning.outcomes)
          .map(([k, v]) => `${k} ${v}`)
          .join(
            ', ',
          )}); ${morning.scansStored} scans stored | every badge scanned and recorded once: ${ok(recorded === morning.openers && morning.scansStored === recorded)} |`,
        `| scan answer time | p50 ${percentile(morning.scanMs, 50).toFixed(0)} ms, p95 ${percentile(morning.scanMs, 95).toFixed(0)} ms, max ${Math.max(...morning.scanMs).toFixed(0)} ms; the morning took ${morning.seconds.toFixed(1)} s | |`,
      ];
      if (morning.problems.length)
        lines.push('', `First check-in problems: ${morning.problems.slice(0, 3).join('; ')}`);
      return lines;
    }

    if (CHECK_IN_ONLY) {
      // The seeded members log in (20 at a time), each from an address of their own.
      const seeded = Array.from({ length: PRESEED }, (_, i) => ({
        ...memberOf(i),
        email: `seed${i + 1}@bench.example.org`,
        address: `10.200.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`,
      }));
      for (let i = 0; i < seeded.length; i += 20) {
        await Promise.all(
          seeded.slice(i, i + 20).map(async (m) => {
            const { body } = await call<{ login: { jwt: string } }>(m.address, LOGIN, {
              identifier: m.email,
              password: PASSWORD,
            });
            paidMembers.push({
              m,
              token: need(body.data?.login.jwt, `login ${JSON.stringify(body.errors)}`),
            });
          }),
        );
      }
      const morning = await checkInMorning();
      const lines = morningReport(morning, `${PRESEED} members seeded registered and paid, each logged in`);
      console.log(lines.join('\n'));
      writeBenchmarkSection('registration-burst-check-in', lines.join('\n'));
      if (morning.problems.length || morning.openers < BADGE_OPENERS) process.exitCode = 1;
      return;
    }
    console.log(
      `${MEMBERS} members arriving over ${ARRIVAL_SECONDS} s (load average before: ${loadBefore.join(' / ')})`,
    );
    const serverCpuBefore = threadCpu(child.pid as number);
    const machineBefore = machineBusySeconds();
    const postgresBefore = postgresCpuSeconds();
    const ownCpuBefore = process.cpuUsage();
    const started = Date.now();
    const gap = (ARRIVAL_SECONDS * 1000) / MEMBERS;
    const progress = setInterval(
      () =>
        console.log(
          `  ${((Date.now() - started) / 1000).toFixed(0)} s: ${finished} paid, ${errors.length} errors, load ${loadavg()[0]!.toFixed(2)}`,
        ),
      10_000,
    );
    /** STEP_COST: the API's CPU per request of each step (the mails it queues included). */
    const stepCpu: { step: Step; main: number; others: number; postgres: number }[] = [];
    if (STEP_COST) {
      // Every member takes a step, one request at a time, before anyone takes the next; the
      // API's thread CPU over the step (until its mails are delivered) is divided by the members.
      let members = Array.from({ length: MEMBERS }, (_, i): Member & { i: number } => ({
        i,
        m: memberOf(i),
      }));
      for (const step of STEPS) {
        const before = threadCpu(child.pid as number);
        const postgresAtStart = postgresCpuSeconds();
        const failed = new Set<number>();
        for (const member of members)
          await STEP_RUN[step](member).catch((error: Error) => {
            failed.add(member.i);
            errors.push(`member ${member.i}: ${error.message}`);
          });
        await mailsDelivered();
        const after = threadCpu(child.pid as number);
        stepCpu.push({
          step,
          main: ((after.main - before.main) * 1000) / members.length,
          others: ((after.others - before.others) * 1000) / members.length,
          postgres: ((postgresCpuSeconds() - postgresAtStart) * 1000) / members.length,
        });
        members = members.filter((member) => !failed.has(member.i));
      }
      finished = members.length;
    } else {
      const journeys: Promise<void>[] = [];
      for (let i = 0; i < MEMBERS; i += 1) {
        const wait = started + i * gap - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (Date.now() > stopAt) break;
        journeys.push(journey(i).catch((error: Error) => void errors.push(`member ${i}: ${error.message}`)));
      }
      await Promise.all(journeys);
    }
    clearInterval(progress);
    http.close();
    const seconds = (Date.now() - started) / 1000;
    const loadAfter = loadavg().map((l) => l.toFixed(2));
    const serverCpuAfter = threadCpu(child.pid as number);
    const serverMain = serverCpuAfter.main - serverCpuBefore.main;
    const serverOthers = serverCpuAfter.others - serverCpuBefore.others;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const clientCpu = (ownCpu.user + ownCpu.system) / 1e6;
    const postgresCpu = postgresCpuSeconds() - postgresBefore;
    // Everything else busy meanwhile: the kernel's share, and any other job on the machine.
    const restCpu =
      machineBusySeconds() - machineBefore - serverMain - serverOthers - clientCpu - postgresCpu;
    const unfinished = MEMBERS - finished - errors.length;
    if (unfinished > 0) errors.push(`${unfinished} members not finished by the deadline`);

    // Mails: everything the product queued, delivered once.
    const mailStarted = Date.now();
    let queued = 0;
    for (;;) {
      queued = Number((await knex('send_emails').count({ n: '*' }))[0]?.n);
      if (deliveredCount >= queued && queued > 0) break;
      if (Date.now() - mailStarted > MAIL_WAIT_SECONDS * 1000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const mailSeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // a late duplicate would show now

    // The database afterwards: exactly once each, all paid, nothing failed.
    const count = async (sql: string) => Number((await knex.raw(sql)).rows[0].n);
    // Rows of the burst's members (not of the PRESEED ones).
    const BURST = `JOIN users bu ON bu.id = r.user_id WHERE bu.email LIKE 'burst%@bench.example.org'`;
    const checks = {
      members: await count(`SELECT count(*) n FROM users WHERE email LIKE 'burst%@bench.example.org'`),
      registrations: await count(`SELECT count(*) n FROM registration_lists r ${BURST}`),
      paidRegistrations: await count(
        `SELECT count(*) n FROM registration_lists r ${BURST} AND r.price_status = 'PAID'`,
      ),
      membersWithTwoRegistrations: await count(
        `SELECT count(*) n FROM (SELECT user_id FROM registration_lists GROUP BY user_id HAVING count(*) > 1) d`,
      ),
      pays: await count(`SELECT count(*) n FROM pays r ${BURST}`),
      paidPays: await count(
        `SELECT count(*) n FROM pays r ${BURST} AND r.pay_status = 'PAID' AND r.paid_at IS NOT NULL`,
      ),
      paysNotMatchingPrice: await count(
        `SELECT count(*) n FROM pays p JOIN registration_lists r ON r.id = p.registration_list_id
          WHERE p.total <> CASE WHEN r.currency = 'KRW' THEN r.price::bigint ELSE r.price::bigint * ${rate} END`,
      ),
      failures: await count(`SELECT count(*) n FROM registration_failures`),
      mailsQueued: queued,
      mailsDelivered: deliveredCount,
      recipientsWithDuplicates: 0,
    };
    const perType = (
      await knex('send_emails').select('type').count({ n: '*' }).groupBy('type').orderBy('type')
    ).map((r) => `${String(r.type)} ${String(r.n)}`);
    // How long each kind of mail waited: queued (row written) to sent, and the pg-boss job's wait
    // for a worker (created to started), per type.
    const mailLatency = (
      await knex.raw(`
        SELECT e.type,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.sent_at - e.created_at)) AS sent_p50,
               percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM e.sent_at - e.created_at)) AS sent_p95,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM j.started_on - j.created_on)) AS wait_p50
          FROM send_emails e LEFT JOIN pgboss.job j ON j.id::text = e.job_id::text
         GROUP BY e.type ORDER BY e.type`)
    ).rows.map(
      (r: { type: string; sent_p50: number; sent_p95: number; wait_p50: number | null }) =>
        `${r.type} p50 ${Number(r.sent_p50).toFixed(1)} s, p95 ${Number(r.sent_p95).toFixed(1)} s (job waited p50 ${r.wait_p50 === null ? '–' : Number(r.wait_p50).toFixed(1)} s)`,
    );
    const queuedPerRecipient = new Map<string, number>(
      (await knex('send_emails').select('usermail').count({ n: '*' }).groupBy('usermail')).map((r) => [
        String(r.usermail).toLowerCase(),
        Number(r.n),
      ]),
    );
    for (const [to, n] of delivered)
      if (n !== queuedPerRecipient.get(to.toLowerCase())) checks.recipientsWithDuplicates += 1;
    const argonParams = /\$argon2id\$v=\d+\$(m=\d+,t=\d+,p=\d+)/.exec(
      ((await knex('users').where('email', 'like', 'burst%').first('password')) as { password: string })
        .password,
    )?.[1];

    const intact =
      checks.members === MEMBERS &&
      checks.registrations === MEMBERS &&
      checks.paidRegistrations === MEMBERS &&
      checks.membersWithTwoRegistrations === 0 &&
      checks.pays === MEMBERS &&
      checks.paidPays === MEMBERS &&
      checks.paysNotMatchingPrice === 0 &&
      checks.failures === 0 &&
      checks.mailsDelivered === checks.mailsQueued &&
      checks.recipientsWithDuplicates === 0;
    const morning = STEP_COST ? null : await checkInMorning();
    const all = STEPS.flatMap((s) => timings[s]);
    const p95 = percentile(all, 95);
    const ok = (pass: boolean) => (pass ? 'met' : '**missed**');
    const m = Number(/m=(\d+)/.exec(argonParams ?? '')?.[1]);
    const t = Number(/t=(\d+)/.exec(argonParams ?? '')?.[1]);
    const p = Number(/p=(\d+)/.exec(argonParams ?? '')?.[1]);

    const lines = [
      `### ${SCALE === 'x1' ? 'The burst' : `Growth (${SCALE})`}: ${MEMBERS.toLocaleString('en-US')} members arriving over ${ARRIVAL_SECONDS} s${PRESEED ? `, ${PRESEED.toLocaleString('en-US')} members already registered and paid` : ''} (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
      '',
      `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on loopback (fresh database), the production bundle. Load average (1/5/15 min) before **${loadBefore.join(' / ')}**, after ${loadAfter.join(' / ')}. argon2id **${argonParams}** (OWASP minimum m=19456 KiB, t=2, p=1: ${m >= 19456 && t >= 2 && p >= 1 ? 'at or above' : '**below**'}).`,
      '',
      '| figure | value | target |',
      '|---|---|---|',
      `| all ${MEMBERS.toLocaleString('en-US')} members paid after | **${seconds.toFixed(1)} s** | ≤ ${TARGET_SECONDS} s: ${ok(seconds <= TARGET_SECONDS)} |`,
      `| errors | **${errors.length}** | 0: ${ok(errors.length === 0)} |`,
      `| p95 of every request (${all.length.toLocaleString('en-US')}) | **${p95.toFixed(0)} ms** (p50 ${percentile(all, 50).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms) | ≤ ${TARGET_P95_MS} ms: ${ok(p95 <= TARGET_P95_MS)} |`,
      `| rows afterwards | ${checks.members} members, ${checks.registrations} registrations (${checks.paidRegistrations} paid, ${checks.membersWithTwoRegistrations} members with two), ${checks.pays} payments (${checks.paidPays} paid, ${checks.paysNotMatchingPrice} with a wrong amount), ${checks.failures} in the failed-registration log | each exactly ${MEMBERS}, none twice: ${ok(intact)} |`,
      `| mails | ${checks.mailsDelivered} delivered for ${checks.mailsQueued} queued (${perType.join(', ')}); ${checks.recipientsWithDuplicates} addresses got a mail twice or not at all; the last ${mailSeconds.toFixed(1)} s after the first arrival | all, once |`,
      `| mail queued → sent, by type | ${mailLatency.join('; ')} | |`,
      `| confirmation mail in the member's mailbox after sign-up (not a request) | p50 ${percentile(mailWaits, 50).toFixed(0)} ms, p95 ${percentile(mailWaits, 95).toFixed(0)} ms | |`,
      `| CPU used (core-seconds) | API main thread ${serverMain.toFixed(1)} s, its other threads (argon2, V8's GC and compiler) ${serverOthers.toFixed(1)} s; load generator and SMTP server ${clientCpu.toFixed(1)} s; PostgreSQL ${postgresCpu.toFixed(1)} s; the rest of the machine (kernel, other jobs) ${restCpu.toFixed(1)} s: ${(serverMain + serverOthers + clientCpu + postgresCpu + restCpu).toFixed(0)} of ${(seconds * cpus().length).toFixed(0)} available | |`,
      '',
      '| step | requests | p50 ms | p95 ms | max ms |',
      '|---|---:|---:|---:|---:|',
      ...STEPS.map((s) =>
        timings[s].length
          ? `| ${s} | ${timings[s].length} | ${percentile(timings[s], 50).toFixed(0)} | ${percentile(timings[s], 95).toFixed(0)} | ${Math.max(...timings[s]).toFixed(0)} |`
          : `| ${s} | 0 | – | – | – |`,
      ),
    ];
    if (errors.length) lines.push('', `First errors: ${errors.slice(0, 3).join('; ')}`);
    const morningLines = morning
      ? morningReport(
          morning,
          `a burst of ${MEMBERS.toLocaleString('en-US')} members (above: how they signed up, registered and paid)`,
        )
      : [];
    if (STEP_COST) {
      const stepLines = [
        `### CPU per request, step by step: ${MEMBERS.toLocaleString('en-US')} members one request at a time (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
        '',
        `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, the production bundle, load average before ${loadBefore.join(' / ')}. The API's CPU over each step until its mails were delivered, per request; errors ${errors.length}, rows and mails afterwards ${intact ? 'each exactly once' : '**not intact**'}. Other jobs on the machine meanwhile (kernel included): ${restCpu.toFixed(1)} core-seconds over ${seconds.toFixed(0)} s (near 0: a quiet machine).`,
        '',
        '| step | API main thread ms | API other threads ms (argon2, GC) | PostgreSQL ms |',
        '|---|---:|---:|---:|',
        ...stepCpu.map(
          (c) => `| ${c.step} | ${c.main.toFixed(1)} | ${c.others.toFixed(1)} | ${c.postgres.toFixed(1)} |`,
        ),
        `| **whole journey** | **${stepCpu.reduce((a, c) => a + c.main, 0).toFixed(1)}** | **${stepCpu.reduce((a, c) => a + c.others, 0).toFixed(1)}** | **${stepCpu.reduce((a, c) => a + c.postgres, 0).toFixed(1)}** |`,
      ];
      if (errors.length) stepLines.push('', `First errors: ${errors.slice(0, 3).join('; ')}`);
      console.log(stepLines.join('\n'));
      writeBenchmarkSection('registration-burst-steps', stepLines.join('\n'));
      if (!intact || errors.length) process.exitCode = 1;
      return;
    }
    const report = lines.join('\n');
    console.log(report);
    writeBenchmarkSection(`registration-burst-${SCALE}`, report);
    if (morningLines.length) {
      console.log(morningLines.join('\n'));
      writeBenchmarkSection('registration-burst-check-in', morningLines.join('\n'));
    }
    if (!intact || errors.length || seconds > TARGET_SECONDS || p95 > TARGET_P95_MS) process.exitCode = 1;
    if (morning && (morning.problems.length || morning.badgeMs.length !== morning.openers))
      process.exitCode = 1;
  } finally {
    clearTimeout(deadline);
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
