// The owner of a back-office account is mailed each time its second factor changes (docs/decisions.md
// "A second factor for the back office (issue 39)"): an authenticator app confirmed, a passkey
// registered, a factor removed, recovery codes made anew, a recovery code used to log in. One mail
// per change, to the account's address, in the owner's language, saying what changed and when
// (Korea time); a refused change mails nothing.
import { generateSync } from 'otplib';
import { asFrontDesk } from './attendanceSteps';
import { asAdminRole, startHarness, type GraphQLResult, type Harness } from './harness';
import { readMail } from './mailReader';
import { relyingPartyOf, SoftPasskey } from './passkeySteps';

const BEGIN = `mutation ($identifier: String!) {
  beginLogin(identifier: $identifier, password: "Password2024") { jwt pendingToken }
}`;
const COMPLETE = `mutation ($p: String!, $t: String, $r: String) {
  completeLogin(pendingToken: $p, totpCode: $t, recoveryCode: $r) { jwt }
}`;
const START_TOTP = 'mutation { startTotpEnrolment { secret } }';
const CONFIRM_TOTP = 'mutation ($c: String!) { confirmTotpEnrolment(code: $c) { recoveryCodes } }';
const BEGIN_PASSKEY = 'mutation { beginPasskeyRegistration }';
const FINISH_PASSKEY =
  'mutation ($r: String!, $n: String) { finishPasskeyRegistration(response: $r, name: $n) { recoveryCodes } }';
const STATUS = '{ secondFactorStatus { passkeys { id name } } }';
const REMOVE =
  'mutation ($pw: String!, $id: ID) { removeSecondFactor(currentPassword: $pw, passkeyId: $id) { ok } }';
const REGENERATE =
  'mutation ($pw: String!) { regenerateRecoveryCodes(currentPassword: $pw) { recoveryCodes } }';

const EN_SUBJECT = 'KSP 2024 Congress: security notice about the second factor of your account';
const KO_SUBJECT = '대한병리학회 2024 학술대회: 계정의 2단계 인증 보안 알림';

type Step = { beginLogin: { jwt: string | null; pendingToken: string | null } };

describe('a mail to the owner when the second factor changes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  // 10:05 in Seoul: the mails say "2024-03-21 10:05 (Korea time)".
  beforeEach(() => h.clock.setNow('2024-03-21T10:05:00+09:00'));
  afterAll(() => h.close());

  const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;
  const totpAt = (secret: string, offsetSteps = 0) =>
    generateSync({ secret, epoch: Math.floor(h.clock.now().getTime() / 1000) + offsetSteps * 30 });
  /** The owner's second-factor mails, oldest first, as logged (the outbox). */
  const mailsTo = (email: string) =>
    h
      .knex('send_emails')
      .where({ usermail: email, type: 'SECOND_FACTOR_CHANGED' })
      .orderBy('id')
      .select('title', 'content');
  /** A mail's body as its reader sees it: no tags, entities resolved, no zero-width marks. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&#8203;/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();

  /** The owner's only second-factor mail so far: its subject checked, its body as read. */
  async function theOnlyMail(email: string, subject: string) {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.title).toBe(subject);
    return textOf(mails[0]!.content);
  }

  async function sessionOf(email: string) {
    const step = await h.gql<Step>(BEGIN, { identifier: email });
    expect(step.errors).toBeUndefined();
    return step.data!.beginLogin;
  }

  async function addTotp(jwt: string) {
    const start = await h.gql<{ startTotpEnrolment: { secret: string } }>(START_TOTP, {}, jwt);
    const secret = start.data!.startTotpEnrolment.secret;
    const confirmed = await h.gql<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(
      CONFIRM_TOTP,
      { c: totpAt(secret) },
      jwt,
    );
    expect(confirmed.errors).toBeUndefined();
    return { secret, recoveryCodes: confirmed.data!.confirmTotpEnrolment.recoveryCodes };
  }

  async function addPasskey(jwt: string, name: string) {
    const { rpID, origin } = relyingPartyOf(h.config.PUBLIC_URL ?? h.url);
    const passkey = new SoftPasskey(rpID, origin);
    const options = await h.gql<{ beginPasskeyRegistration: string }>(BEGIN_PASSKEY, {}, jwt);
    const { challenge } = JSON.parse(options.data!.beginPasskeyRegistration) as { challenge: string };
    const finished = await h.gql(FINISH_PASSKEY, { r: passkey.register(challenge), n: name }, jwt);
    expect(finished.errors).toBeUndefined();
    const status = await h.gql<{ secondFactorStatus: { passkeys: { id: string; name: string }[] } }>(
      STATUS,
      {},
      jwt,
    );
    return status.data!.secondFactorStatus.passkeys.find((p) => p.name === name)!.id;
  }

  it('an authenticator app confirmed: one mail in English, what and when; a wrong code mails nothing', async () => {
    const { email } = await h.createUser({ givenName: 'Anne', familyName: 'de Vries' }, asAdminRole);
    const { jwt } = await sessionOf(email);
    const start = await h.gql<{ startTotpEnrolment: { secret: string } }>(START_TOTP, {}, jwt!);
    const secret = start.data!.startTotpEnrolment.secret;
    // Refused: nothing changed, nothing mailed (nor does starting a set-up mail anything).
    expect(codeOf(await h.gql(CONFIRM_TOTP, { c: totpAt(secret, 10) }, jwt!))).toBe('VALIDATION_FAILED');
    expect(await mailsTo(email)).toEqual([]);

    expect((await h.gql(CONFIRM_TOTP, { c: totpAt(secret) }, jwt!)).errors).toBeUndefined();
    const text = await theOnlyMail(email, EN_SUBJECT);
    expect(text).toContain('Dear Anne de Vries,');
    expect(text).toContain('At 2024-03-21 10:05 (Korea time), this happened on your account');
    expect(text).toContain('An authenticator app was added as a second factor.');
    expect(text).toContain('contact the congress secretariat at once and change your password');
    expect(text).not.toMatch(/TOTP|SECOND_FACTOR/);

    // Delivered through the queue and SMTP as written.
    const delivered = readMail(await h.smtp.waitFor(email));
    expect(delivered.subject).toBe(EN_SUBJECT);
    expect(delivered.text).toContain('An authenticator app was added as a second factor.');
  });

  it('no change without its mail: when the mail cannot be queued, the app is not set up', async () => {
    const { email } = await h.createUser({}, asAdminRole);
    const { jwt } = await sessionOf(email);
    const start = await h.gql<{ startTotpEnrolment: { secret: string } }>(START_TOTP, {}, jwt!);
    const secret = start.data!.startTotpEnrolment.secret;
    const enqueue = jest.spyOn(h.mail, 'enqueue').mockRejectedValueOnce(new Error('the queue is down'));
    try {
      const failed = await h.gql(CONFIRM_TOTP, { c: totpAt(secret) }, jwt!);
      expect(failed.errors).toBeDefined();
      expect(enqueue).toHaveBeenCalledTimes(1);
    } finally {
      enqueue.mockRestore();
    }
    expect(await mailsTo(email)).toEqual([]);
    const status = await h.gql<{ secondFactorStatus: { totp: boolean } }>(
      '{ secondFactorStatus { totp } }',
      {},
      jwt!,
    );
    expect(status.data!.secondFactorStatus.totp).toBe(false);
    // Rolled back whole: the same code confirms it now, with its mail.
    expect((await h.gql(CONFIRM_TOTP, { c: totpAt(secret) }, jwt!)).errors).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a passkey registered: one mail in Korean naming it (a front-desk account); a stale answer mails nothing', async () => {
    const { email } = await h.createUser({ country: 'KR', name_kr: '박민지' }, asFrontDesk);
    const { jwt } = await sessionOf(email);
    const { rpID, origin } = relyingPartyOf(h.config.PUBLIC_URL ?? h.url);
    const passkey = new SoftPasskey(rpID, origin);
    await h.gql(BEGIN_PASSKEY, {}, jwt!);
    expect(
      codeOf(
        await h.gql(
          FINISH_PASSKEY,
          { r: passkey.register('bm90LXRoZS1jaGFsbGVuZ2U'), n: '안내데스크 노트북' },
          jwt!,
        ),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(await mailsTo(email)).toEqual([]);

    await addPasskey(jwt!, '안내데스크 노트북');
    const text = await theOnlyMail(email, KO_SUBJECT);
    expect(text).toContain('박민지님, 안녕하십니까.');
    expect(text).toContain('2024-03-21 10:05 (한국 시간)에 회원님의 계정');
    expect(text).toContain('“안내데스크 노트북” 패스키가 2단계 인증 수단으로 추가되었습니다.');
    expect(text).toContain('즉시 사무국에 연락하시고 비밀번호를 바꿔 주십시오');
    expect(text).not.toContain('Korea time');
  });

  it('a factor removed: one mail per removal, the last one saying none is left; a wrong password mails nothing', async () => {
    const { email } = await h.createUser({}, asAdminRole);
    const { jwt } = await sessionOf(email);
    await addTotp(jwt!);
    const passkeyId = await addPasskey(jwt!, 'Office laptop');
    const before = (await mailsTo(email)).length;
    expect(before).toBe(2);

    expect(codeOf(await h.gql(REMOVE, { pw: 'Wrong2024pass', id: passkeyId }, jwt!))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await mailsTo(email)).toHaveLength(before);

    expect((await h.gql(REMOVE, { pw: 'Password2024', id: passkeyId }, jwt!)).errors).toBeUndefined();
    let mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(textOf(mails.at(-1)!.content)).toContain('The passkey named “Office laptop” was removed.');
    expect(textOf(mails.at(-1)!.content)).not.toContain('No second factor is left');

    // The authenticator app, the last factor: the recovery codes go with it, and the mail says so.
    expect((await h.gql(REMOVE, { pw: 'Password2024' }, jwt!)).errors).toBeUndefined();
    mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 2);
    expect(textOf(mails.at(-1)!.content)).toContain(
      'The authenticator app was removed. No second factor is left, so the recovery codes were removed too',
    );
    // Nothing left to remove: refused, nothing mailed.
    expect(codeOf(await h.gql(REMOVE, { pw: 'Password2024' }, jwt!))).toBe('NOT_FOUND');
    expect(await mailsTo(email)).toHaveLength(before + 2);
  });

  it('recovery codes made anew: one mail; a wrong password mails nothing', async () => {
    const { email } = await h.createUser({ country: 'KR' }, asAdminRole);
    const { jwt } = await sessionOf(email);
    await addTotp(jwt!);
    expect(codeOf(await h.gql(REGENERATE, { pw: 'Wrong2024pass' }, jwt!))).toBe('VALIDATION_FAILED');
    expect(await mailsTo(email)).toHaveLength(1);

    expect((await h.gql(REGENERATE, { pw: 'Password2024' }, jwt!)).errors).toBeUndefined();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    // No Korean name: greeted by the English one, in Korean.
    expect(textOf(mails[1]!.content)).toContain('Test User님, 안녕하십니까.');
    expect(textOf(mails[1]!.content)).toContain(
      '복구 코드가 새로 발급되었습니다. 이전 복구 코드는 더 이상 사용할 수 없습니다.',
    );
  });

  it('a login with a recovery code: one mail with the codes left; a wrong code or a login with the app mails nothing', async () => {
    const { email } = await h.createUser({}, asAdminRole);
    const { jwt } = await sessionOf(email);
    const { secret, recoveryCodes } = await addTotp(jwt!);
    expect(await mailsTo(email)).toHaveLength(1);

    // The app's code: an ordinary login, no mail.
    const byApp = await sessionOf(email);
    expect((await h.gql(COMPLETE, { p: byApp.pendingToken, t: totpAt(secret, 1) })).errors).toBeUndefined();
    // A wrong recovery code: refused, no mail.
    const step = await sessionOf(email);
    expect(codeOf(await h.gql(COMPLETE, { p: step.pendingToken, r: 'aaaaa-aaaaa' }))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await mailsTo(email)).toHaveLength(1);

    expect((await h.gql(COMPLETE, { p: step.pendingToken, r: recoveryCodes[0] })).errors).toBeUndefined();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(textOf(mails[1]!.content)).toContain(
      'A recovery code was used to log in; 9 recovery codes are left.',
    );
  });
});
