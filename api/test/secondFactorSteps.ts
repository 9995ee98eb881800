// Concurrency of the second factor and sessions (issue 39 §5), on PostgreSQL and embedded PGlite:
// one TOTP code or one recovery code sent on several pending logins at once lets exactly one in
// (and the recovery code's mail to the owner goes once), and one session ended several times at
// once is ended once.
import { generateSync } from 'otplib';
import { asAdminRole, type GraphQLResult, type Harness } from './harness';

const BEGIN = `mutation ($i: String!) { beginLogin(identifier: $i, password: "Password2024") { jwt pendingToken } }`;
const COMPLETE = `mutation ($p: String!, $t: String, $r: String) {
  completeLogin(pendingToken: $p, totpCode: $t, recoveryCode: $r) { jwt }
}`;

type Step = { beginLogin: { jwt: string | null; pendingToken: string | null } };

async function organiserWithTotp(h: Harness) {
  const { email } = await h.createUser({}, asAdminRole);
  const jwt = (await h.gql<Step>(BEGIN, { i: email })).data!.beginLogin.jwt!;
  const start = await h.gql<{ startTotpEnrolment: { secret: string } }>(
    'mutation { startTotpEnrolment { secret } }',
    {},
    jwt,
  );
  const secret = start.data!.startTotpEnrolment.secret;
  const epoch = Math.floor(h.clock.now().getTime() / 1000);
  const confirmed = await h.gql<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(
    'mutation ($c: String!) { confirmTotpEnrolment(code: $c) { recoveryCodes } }',
    { c: generateSync({ secret, epoch }) },
    jwt,
  );
  return { email, secret, jwt, recoveryCodes: confirmed.data!.confirmTotpEnrolment.recoveryCodes };
}

const outcomes = (results: GraphQLResult<unknown>[]) =>
  results.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort();

export async function expectConcurrentSecondFactor(h: Harness, n: number) {
  // One TOTP code on n pending logins at once: one session, the others refused (replay).
  const totp = await organiserWithTotp(h);
  const pendings = await Promise.all(
    Array.from(
      { length: n },
      async () => (await h.gql<Step>(BEGIN, { i: totp.email })).data!.beginLogin.pendingToken!,
    ),
  );
  const code = generateSync({ secret: totp.secret, epoch: Math.floor(h.clock.now().getTime() / 1000) + 30 });
  const byCode = await Promise.all(pendings.map((p) => h.gql(COMPLETE, { p, t: code })));
  expect(outcomes(byCode)).toEqual(['OK', ...Array(n - 1).fill('INVALID_CREDENTIALS')].sort());

  // One recovery code at once: used once.
  const recovery = await organiserWithTotp(h);
  const more = await Promise.all(
    Array.from(
      { length: n },
      async () => (await h.gql<Step>(BEGIN, { i: recovery.email })).data!.beginLogin.pendingToken!,
    ),
  );
  const byRecovery = await Promise.all(more.map((p) => h.gql(COMPLETE, { p, r: recovery.recoveryCodes[0] })));
  expect(outcomes(byRecovery)).toEqual(['OK', ...Array(n - 1).fill('INVALID_CREDENTIALS')].sort());
  // One mail for the code used (after the one for the app set up): none for the refused logins.
  const mails = await h
    .knex('send_emails')
    .where({ usermail: recovery.email, type: 'SECOND_FACTOR_CHANGED' })
    .orderBy('id')
    .pluck('content');
  expect(mails).toHaveLength(2);
  expect(mails[1]).toContain('A recovery code was used to log in; 9 recovery codes are left.');

  // One session ended n times at once, while its owner lists them: ended once, listed or not.
  const { email } = await h.createUser({}, asAdminRole);
  const here = (await h.gql<Step>(BEGIN, { i: email })).data!.beginLogin.jwt!;
  await h.gql<Step>(BEGIN, { i: email });
  const listed = await h.gql<{ loginSessions: { id: string; current: boolean }[] }>(
    '{ loginSessions { id current } }',
    {},
    here,
  );
  const other = listed.data!.loginSessions.find((s) => !s.current)!;
  const ends = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      i % 2
        ? h.gql('{ loginSessions { id } }', {}, here)
        : h.gql('mutation ($id: ID!) { endLoginSession(id: $id) { ok } }', { id: other.id }, here),
    ),
  );
  const endCodes = ends.filter((_, i) => i % 2 === 0).map((r) => r.errors?.[0]?.extensions?.code ?? 'OK');
  expect(endCodes.filter((c) => c === 'OK')).toHaveLength(1);
  expect(endCodes.filter((c) => c !== 'OK').every((c) => c === 'NOT_FOUND')).toBe(true);
  expect(ends.filter((_, i) => i % 2 === 1).every((r) => !r.errors)).toBe(true);
}
