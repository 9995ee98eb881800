// A second factor for the back office and sessions as rows (issue 39 §5), through GraphQL on
// PostgreSQL. Codes are computed here from the secret the enrolment shows, as an app would.
import { generateSync } from 'otplib';
import { hashPassword } from '../src/modules/auth/password';
import { asFrontDesk } from './attendanceSteps';
import { asAdminRole, startIsolatedHarness, type GraphQLResult, type Harness } from './harness';
import { relyingPartyOf, SoftPasskey } from './passkeySteps';

const BEGIN = `mutation ($identifier: String!, $password: String!) {
  beginLogin(identifier: $identifier, password: $password) {
    jwt pendingToken methods enrolRequired enrolSuggested user { id }
  }
}`;
const COMPLETE = `mutation ($p: String!, $t: String, $r: String) {
  completeLogin(pendingToken: $p, totpCode: $t, recoveryCode: $r) { jwt user { id } }
}`;
const LOGIN = `mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { jwt } }`;
const START_TOTP = 'mutation { startTotpEnrolment { secret uri qrCode } }';
const CONFIRM_TOTP = 'mutation ($c: String!) { confirmTotpEnrolment(code: $c) { recoveryCodes } }';
const STATUS = '{ secondFactorStatus { totp recoveryCodesLeft required mustEnrol passkeys { id } } }';
const SESSIONS = '{ loginSessions { id ip userAgent createdAt lastSeenAt current } }';

interface Step {
  jwt: string | null;
  pendingToken: string | null;
  methods: string[];
  enrolRequired: boolean;
  enrolSuggested: boolean;
}

// Isolated: the society's setting, which this suite turns on, is read by every login.
describe('a second factor for the back office', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIsolatedHarness();
  });
  afterAll(() => h.close());

  const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;
  const totpAt = (secret: string, offsetSteps = 0) =>
    generateSync({ secret, epoch: Math.floor(h.clock.now().getTime() / 1000) + offsetSteps * 30 });

  async function gqlAs(query: string, variables: object, headers: Record<string, string>) {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphQLResult<Record<string, never>>;
  }

  async function begin(email: string, userAgent = 'jest') {
    const result = await gqlAs(
      BEGIN,
      { identifier: email, password: 'Password2024' },
      { 'user-agent': userAgent },
    );
    expect(result.errors).toBeUndefined();
    return (result.data as unknown as { beginLogin: Step }).beginLogin;
  }

  /** An organiser with an authenticator app: their e-mail, the secret, a session token and the recovery codes. */
  async function organiserWithTotp() {
    const { email } = await h.createUser({}, asAdminRole);
    const step = await begin(email);
    const jwt = step.jwt!;
    const enrol = await h.gql<{ startTotpEnrolment: { secret: string } }>(START_TOTP, {}, jwt);
    const secret = enrol.data!.startTotpEnrolment.secret;
    const confirmed = await h.gql<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(
      CONFIRM_TOTP,
      { c: totpAt(secret) },
      jwt,
    );
    expect(confirmed.errors).toBeUndefined();
    return { email, secret, jwt, recoveryCodes: confirmed.data!.confirmTotpEnrolment.recoveryCodes };
  }

  it('enrols an authenticator app with a code from its secret, stored encrypted and never shown again', async () => {
    const { email, id } = await h.createUser({}, asAdminRole);
    const step = await begin(email);
    // No factor: a session (the suggestion is the printed organiser's: see below).
    expect(step).toMatchObject({ jwt: expect.any(String), pendingToken: null, enrolSuggested: false });
    const jwt = step.jwt!;
    const enrol = await h.gql<{ startTotpEnrolment: { secret: string; uri: string; qrCode: string } }>(
      START_TOTP,
      {},
      jwt,
    );
    const { secret, uri, qrCode } = enrol.data!.startTotpEnrolment;
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // A wrong code confirms nothing.
    const wrong = await h.gql(CONFIRM_TOTP, { c: totpAt(secret, 10) }, jwt);
    expect(codeOf(wrong)).toBe('VALIDATION_FAILED');
    expect(
      (await h.gql<{ secondFactorStatus: { totp: boolean } }>(STATUS, {}, jwt)).data?.secondFactorStatus.totp,
    ).toBe(false);
    const confirmed = await h.gql<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(
      CONFIRM_TOTP,
      { c: totpAt(secret) },
      jwt,
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmTotpEnrolment.recoveryCodes).toHaveLength(10);
    expect((await h.gql(STATUS, {}, jwt)).data).toEqual({
      secondFactorStatus: {
        totp: true,
        recoveryCodesLeft: 10,
        required: false,
        mustEnrol: false,
        passkeys: [],
      },
    });
    // The table holds neither the secret nor a recovery code in clear.
    const row = await h.knex('second_factor_totp').where({ user_id: id }).first();
    expect(row.secret_encrypted).not.toContain(secret);
    const codes = await h.knex('second_factor_recovery_codes').where({ user_id: id }).pluck('code_hash');
    expect(codes).toHaveLength(10);
    for (const code of confirmed.data!.confirmTotpEnrolment.recoveryCodes) {
      expect(codes).not.toContain(code);
      expect(codes).not.toContain(code.replace('-', ''));
    }
    // Once confirmed, the secret is never returned: a new enrolment is refused.
    expect(codeOf(await h.gql(START_TOTP, {}, jwt))).toBe('CONFLICT');
  });

  it('asks the organiser printed at start to set up a factor at login, until they have one', async () => {
    // The seeded organiser, with a password of this test's (the database is this suite's own).
    await h
      .knex('users')
      .where({ email: h.config.ADMIN_EMAIL })
      .update({ password: await hashPassword('Password2024') });
    const step = await begin(h.config.ADMIN_EMAIL);
    expect(step).toMatchObject({ jwt: expect.any(String), enrolSuggested: true, enrolRequired: false });
    const enrol = await h.gql<{ startTotpEnrolment: { secret: string } }>(START_TOTP, {}, step.jwt!);
    const secret = enrol.data!.startTotpEnrolment.secret;
    expect((await h.gql(CONFIRM_TOTP, { c: totpAt(secret) }, step.jwt!)).errors).toBeUndefined();
    expect(await begin(h.config.ADMIN_EMAIL)).toMatchObject({ jwt: null, enrolSuggested: false });
  });

  it('asks the code at login: wrong codes refused and counted, the right one once (no replay)', async () => {
    const { email, secret } = await organiserWithTotp();
    // The one-step login refuses an account with a second factor.
    expect(codeOf(await h.gql(LOGIN, { identifier: email, password: 'Password2024' }))).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
    const step = await begin(email);
    expect(step).toMatchObject({
      jwt: null,
      pendingToken: expect.any(String),
      methods: ['TOTP', 'RECOVERY_CODE'],
    });
    const pending = step.pendingToken!;
    const wrong = await h.gql(COMPLETE, { p: pending, t: totpAt(secret, 20) });
    expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
    expect(wrong.data).toBeNull();
    const [challenge] = await h
      .knex('second_factor_challenges')
      .where({ kind: 'login' })
      .orderBy('id', 'desc');
    expect(challenge.attempts).toBe(1);
    // The code of the next step: within the window, and later than the step enrolment used.
    const code = totpAt(secret, 1);
    const done = await h.gql<{ completeLogin: { jwt: string } }>(COMPLETE, { p: pending, t: code });
    expect(done.errors).toBeUndefined();
    const jwt = done.data!.completeLogin.jwt;
    expect((await h.gql(STATUS, {}, jwt)).data).toMatchObject({ secondFactorStatus: { totp: true } });
    // The pending token is used up, and the same code is refused on a new pending login.
    expect(codeOf(await h.gql(COMPLETE, { p: pending, t: code }))).toBe('LOGIN_EXPIRED');
    const again = await begin(email);
    expect(codeOf(await h.gql(COMPLETE, { p: again.pendingToken, t: code }))).toBe('INVALID_CREDENTIALS');
  });

  it('takes a recovery code once, in place of the app', async () => {
    const { email, recoveryCodes } = await organiserWithTotp();
    const code = recoveryCodes[3]!;
    const first = await begin(email);
    // As typed from paper: upper case, spaces.
    const done = await h.gql<{ completeLogin: { jwt: string } }>(COMPLETE, {
      p: first.pendingToken,
      r: ` ${code.toUpperCase().replace('-', ' ')} `,
    });
    expect(done.errors).toBeUndefined();
    expect((await h.gql(STATUS, {}, done.data!.completeLogin.jwt)).data).toMatchObject({
      secondFactorStatus: { recoveryCodesLeft: 9 },
    });
    const second = await begin(email);
    expect(codeOf(await h.gql(COMPLETE, { p: second.pendingToken, r: code }))).toBe('INVALID_CREDENTIALS');
  });

  it('limits guessing: a pending login dies after 5 wrong codes, the account refuses more from the address', async () => {
    const { email, secret } = await organiserWithTotp();
    const wrongCode = totpAt(secret, 40);
    const first = await begin(email);
    for (let i = 0; i < 5; i += 1)
      expect(codeOf(await h.gql(COMPLETE, { p: first.pendingToken, t: wrongCode }))).toBe(
        'INVALID_CREDENTIALS',
      );
    expect(codeOf(await h.gql(COMPLETE, { p: first.pendingToken, t: totpAt(secret, 1) }))).toBe(
      'LOGIN_EXPIRED',
    );
    const second = await begin(email);
    for (let i = 0; i < 5; i += 1)
      expect(codeOf(await h.gql(COMPLETE, { p: second.pendingToken, t: wrongCode }))).toBe(
        'INVALID_CREDENTIALS',
      );
    // Ten wrong answers from this address: the right code is refused too (per account and address).
    const third = await begin(email);
    expect(codeOf(await h.gql(COMPLETE, { p: third.pendingToken, t: totpAt(secret, 1) }))).toBe(
      'RATE_LIMITED',
    );
  });

  it('the setting requires enrolment: an organiser without a factor may do nothing else until enrolled', async () => {
    const bare = await h.createUser({}, asAdminRole);
    const bareStep = await begin(bare.email);
    // An organiser without a factor cannot require one of everyone.
    const refused = await h.gql(
      'mutation { setSecondFactorRequired(required: true) { requiredForOrganisers } }',
      {},
      bareStep.jwt!,
    );
    expect(codeOf(refused)).toBe('CONFLICT');
    const { jwt } = await organiserWithTotp();
    const set = await h.gql(
      'mutation { setSecondFactorRequired(required: true) { requiredForOrganisers } }',
      {},
      jwt,
    );
    expect(set.data).toEqual({ setSecondFactorRequired: { requiredForOrganisers: true } });
    try {
      const step = await begin(bare.email);
      expect(step).toMatchObject({ jwt: expect.any(String), enrolRequired: true, enrolSuggested: false });
      const restricted = step.jwt!;
      expect(codeOf(await h.gql('{ siteSettings { version } }', {}, restricted))).toBe('NOT_PERMITTED');
      expect((await h.gql(STATUS, {}, restricted)).data).toMatchObject({
        secondFactorStatus: { required: true, mustEnrol: true, totp: false },
      });
      const enrol = await h.gql<{ startTotpEnrolment: { secret: string } }>(START_TOTP, {}, restricted);
      const secret = enrol.data!.startTotpEnrolment.secret;
      expect((await h.gql(CONFIRM_TOTP, { c: totpAt(secret) }, restricted)).errors).toBeUndefined();
      // Enrolled: the same session reaches the back office.
      expect((await h.gql('{ siteSettings { version } }', {}, restricted)).errors).toBeUndefined();
      // The last factor of an organiser who must have one stays.
      const remove = await h.gql(
        'mutation { removeSecondFactor(currentPassword: "Password2024") { ok } }',
        {},
        restricted,
      );
      expect(codeOf(remove)).toBe('CONFLICT');
      expect((await h.gql(STATUS, {}, restricted)).data).toMatchObject({
        secondFactorStatus: { totp: true },
      });
    } finally {
      await h.gql('mutation { setSecondFactorRequired(required: false) { requiredForOrganisers } }', {}, jwt);
    }
  });

  it('registers a passkey and logs in with it (the front desk too); a stale answer is refused', async () => {
    const { email } = await h.createUser({}, asFrontDesk);
    const jwt = (await begin(email)).jwt!;
    const { rpID, origin } = relyingPartyOf(h.config.PUBLIC_URL ?? h.url);
    const passkey = new SoftPasskey(rpID, origin);
    const options = await h.gql<{ beginPasskeyRegistration: string }>(
      'mutation { beginPasskeyRegistration }',
      {},
      jwt,
    );
    const creation = JSON.parse(options.data!.beginPasskeyRegistration) as {
      challenge: string;
      rp: { id: string };
    };
    expect(creation.rp.id).toBe(rpID);
    const FINISH =
      'mutation ($r: String!, $n: String) { finishPasskeyRegistration(response: $r, name: $n) { recoveryCodes } }';
    // An answer to another challenge is refused.
    expect(
      codeOf(await h.gql(FINISH, { r: passkey.register('bm90LXRoZS1jaGFsbGVuZ2U'), n: 'Desk laptop' }, jwt)),
    ).toBe('VALIDATION_FAILED');
    const again = await h.gql<{ beginPasskeyRegistration: string }>(
      'mutation { beginPasskeyRegistration }',
      {},
      jwt,
    );
    const { challenge } = JSON.parse(again.data!.beginPasskeyRegistration) as { challenge: string };
    const finished = await h.gql<{ finishPasskeyRegistration: { recoveryCodes: string[] } }>(
      FINISH,
      { r: passkey.register(challenge), n: 'Desk laptop' },
      jwt,
    );
    expect(finished.errors).toBeUndefined();
    expect(finished.data!.finishPasskeyRegistration.recoveryCodes).toHaveLength(10);

    const step = await begin(email);
    expect(step.methods).toEqual(['PASSKEY', 'RECOVERY_CODE']);
    const login = await h.gql<{ beginPasskeyLogin: string }>(
      'mutation ($p: String!) { beginPasskeyLogin(pendingToken: $p) }',
      {
        p: step.pendingToken,
      },
    );
    const request = JSON.parse(login.data!.beginPasskeyLogin) as {
      challenge: string;
      allowCredentials: { id: string }[];
    };
    expect(request.allowCredentials.map((c) => c.id)).toEqual([passkey.credentialId.toString('base64url')]);
    const PASSKEY =
      'mutation ($p: String!, $r: String!) { completeLogin(pendingToken: $p, passkeyResponse: $r) { jwt } }';
    // Signed over another challenge: refused and counted.
    expect(codeOf(await h.gql(PASSKEY, { p: step.pendingToken, r: passkey.authenticate('b3RoZXI') }))).toBe(
      'INVALID_CREDENTIALS',
    );
    const done = await h.gql<{ completeLogin: { jwt: string } }>(PASSKEY, {
      p: step.pendingToken,
      r: passkey.authenticate(request.challenge),
    });
    expect(done.errors).toBeUndefined();
    expect((await h.gql(STATUS, {}, done.data!.completeLogin.jwt)).data).toMatchObject({
      secondFactorStatus: { passkeys: [{ id: expect.any(String) }] },
    });
  });

  it('lists the sessions with browser and address, and ends one', async () => {
    const { email } = await h.createUser({}, asAdminRole);
    const laptop = (await begin(email, 'Laptop Firefox')).jwt!;
    const phone = (await begin(email, 'Phone Safari')).jwt!;
    const listed = await h.gql<{
      loginSessions: { id: string; userAgent: string; ip: string; current: boolean }[];
    }>(SESSIONS, {}, laptop);
    const sessions = listed.data!.loginSessions;
    expect(sessions.map((s) => [s.userAgent, s.current]).sort()).toEqual([
      ['Laptop Firefox', true],
      ['Phone Safari', false],
    ]);
    expect(sessions[0]!.ip).toEqual(expect.any(String));
    const phoneSession = sessions.find((s) => !s.current)!;
    expect(
      (
        await h.gql(
          'mutation ($id: ID!) { endLoginSession(id: $id) { ok } }',
          { id: phoneSession.id },
          laptop,
        )
      ).errors,
    ).toBeUndefined();
    expect(codeOf(await h.gql(SESSIONS, {}, phone))).toBe('LOGIN_EXPIRED');
    expect((await h.gql(SESSIONS, {}, laptop)).data).toMatchObject({ loginSessions: [{ current: true }] });
    // Another user's session is not one to end.
    const other = await h.createUser({}, asAdminRole);
    const otherJwt = (await begin(other.email)).jwt!;
    expect(
      codeOf(
        await h.gql(
          'mutation ($id: ID!) { endLoginSession(id: $id) { ok } }',
          { id: sessions.find((s) => s.current)!.id },
          otherJwt,
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('a password change ends the other sessions and keeps the changer logged in', async () => {
    const { email } = await h.createUser({}, asAdminRole);
    const here = (await begin(email, 'Here')).jwt!;
    const elsewhere = (await begin(email, 'Elsewhere')).jwt!;
    const changed = await h.gql<{ changePassword: { jwt: string } }>(
      'mutation { changePassword(currentPassword: "Password2024", password: "Another2024pass") { jwt } }',
      {},
      here,
    );
    expect(changed.errors).toBeUndefined();
    const fresh = changed.data!.changePassword.jwt;
    expect(codeOf(await h.gql(SESSIONS, {}, elsewhere))).toBe('LOGIN_EXPIRED');
    const left = await h.gql<{ loginSessions: { userAgent: string; current: boolean }[] }>(
      SESSIONS,
      {},
      fresh,
    );
    expect(left.data!.loginSessions).toEqual([expect.objectContaining({ current: true })]);
    expect(
      await h.knex('login_sessions').whereIn('user_agent', ['Here', 'Elsewhere']).whereNull('ended_at'),
    ).toEqual([]);
  });
});
