// Consents kept as records (issue 39 §1; docs/decisions.md "Consent at sign-up, kept as records"):
// each sign-up consent recorded with the version of its text, a refused required consent refusing
// the sign-up with nothing written, withdrawals in the member area, versioned texts, the passport
// consent of a visa letter request, and mails about future congresses skipping those without consent.
import { readContentVersion } from '../src/modules/publicPages/contentVersion.repository';
import { overseasSignUp, signUpConsents } from './fixtures';
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';

jest.setTimeout(60_000);

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt user { id } } }`;
const MY_CONSENTS = `{ myConsents { kind given version changeable text { version } } myConsentHistory { kind given version source } }`;
const SET = `mutation ($kind: ConsentKind!, $version: Int!, $given: Boolean!) {
  setMyConsent(kind: $kind, version: $version, given: $given) { kind given version }
}`;
const PUBLISH = `mutation ($i: ConsentTextInput!) { publishConsentText(input: $i) { kind version body_en required created_by { email } } }`;
const SUMMARY = `query ($r: MailRecipientsInput!) { mailRecipientsSummary(recipients: $r) { count leftOut } }`;
const SEND = `mutation ($i: CreateSendEmailInput!) { createSendEmail(input: $i) { ok affected leftOut } }`;

describe('consents', () => {
  let h: Harness;
  let organiser: { id: number; email: string; token: string };
  beforeAll(async () => {
    // A database of its own: publishing a new version of a sign-up text here would make every other
    // file's sign-up (answering version 1) stale.
    h = await startIsolatedHarness();
    organiser = await h.createUser({ givenName: 'Mina', familyName: 'Kim' }, asAdminRole);
  });
  afterAll(() => h.close());

  const signUp = async (consents: unknown) => {
    const input = { ...overseasSignUp(), consents };
    return {
      input,
      result: await h.gql<{ register: { jwt: string; user: { id: string } } }>(REGISTER, { input }),
    };
  };
  const currentVersion = async (kind: string) =>
    (await h.knex('consent_texts').where({ kind }).max('version as v').first())?.v as number;

  it('records each sign-up consent with the version of its text, given or refused', async () => {
    const { result } = await signUp(signUpConsents({ kma: true, futureMails: false }));
    expect(result.errors).toBeUndefined();
    const rows = await h
      .knex('member_consents')
      .where({ user_id: Number(result.data!.register.user.id) })
      .orderBy('kind')
      .select('kind', 'version', 'given', 'source');
    expect(rows).toEqual([
      { kind: 'COLLECTION', version: 1, given: true, source: 'SIGN_UP' },
      { kind: 'FUTURE_MAILS', version: 1, given: false, source: 'SIGN_UP' },
      { kind: 'KMA_PROVISION', version: 1, given: true, source: 'SIGN_UP' },
    ]);
    const mine = await h.gql<{ myConsents: { kind: string; given: boolean; changeable: boolean }[] }>(
      MY_CONSENTS,
      {},
      result.data!.register.jwt,
    );
    expect(mine.data!.myConsents.map(({ kind, given, changeable }) => [kind, given, changeable])).toEqual([
      ['COLLECTION', true, false],
      ['KMA_PROVISION', true, true],
      ['FUTURE_MAILS', false, true],
    ]);
  });

  it('refuses a sign-up whose required consent is refused, missing or stale, and writes nothing', async () => {
    const cases: [unknown, { field: string; code: string }[]][] = [
      [
        [{ kind: 'COLLECTION', version: 1, given: false }, ...signUpConsents().slice(1)],
        [{ field: 'consents.COLLECTION', code: 'consent.requiredRefused' }],
      ],
      [
        null,
        ['COLLECTION', 'KMA_PROVISION', 'FUTURE_MAILS'].map((k) => ({
          field: `consents.${k}`,
          code: 'consent.missing',
        })),
      ],
      [
        [{ kind: 'COLLECTION', version: 99, given: true }, ...signUpConsents().slice(1)],
        [{ field: 'consents.COLLECTION', code: 'consent.stale' }],
      ],
      [
        [...signUpConsents(), { kind: 'COLLECTION', version: 1, given: true }],
        [{ field: 'consents.COLLECTION', code: 'validation.invalid' }],
      ],
    ];
    const [users, consents, mails] = await Promise.all([
      h.knex('users').count('* as n').first(),
      h.knex('member_consents').count('* as n').first(),
      h.knex('send_emails').count('* as n').first(),
    ]);
    for (const [answers, fields] of cases) {
      const { input, result } = await signUp(answers);
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'VALIDATION_FAILED', fields });
      expect(await h.knex('users').where({ email: input.email }).first()).toBeUndefined();
    }
    expect(await h.knex('users').count('* as n').first()).toEqual(users);
    expect(await h.knex('member_consents').count('* as n').first()).toEqual(consents);
    expect(await h.knex('send_emails').count('* as n').first()).toEqual(mails);
  });

  it('asks the passport consent at sign-up when passport details are given', async () => {
    const passport = {
      visa: true,
      visaGivenName: 'Anne',
      visaFamilyName: 'De Vries',
      visaCountry: 'Netherlands',
      visaPassportNumber: 'NX1234567',
      visaBirth: '1980-01-01',
      visaIssue: '2020-01-01',
      visaExpire: '2030-01-01',
    };
    const refused = await h.gql(REGISTER, { input: { ...overseasSignUp(), ...passport } });
    expect(refused.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'consents.PASSPORT', code: 'consent.missing' }],
    });
    const input = {
      ...overseasSignUp(),
      ...passport,
      consents: [...signUpConsents(), { kind: 'PASSPORT', version: 1, given: true }],
    };
    const given = await h.gql<{ register: { user: { id: string } } }>(REGISTER, { input });
    expect(given.errors).toBeUndefined();
    expect(
      await h
        .knex('member_consents')
        .where({ user_id: Number(given.data!.register.user.id), kind: 'PASSPORT' })
        .first(),
    ).toMatchObject({ given: true, version: 1, source: 'SIGN_UP' });
  });

  it('lets a member withdraw an optional consent, appending a row; the required one stays', async () => {
    const { result } = await signUp(signUpConsents());
    const jwt = result.data!.register.jwt;
    const userId = Number(result.data!.register.user.id);
    const withdrawn = await h.gql(SET, { kind: 'FUTURE_MAILS', version: 1, given: false }, jwt);
    expect(withdrawn.data).toEqual({ setMyConsent: { kind: 'FUTURE_MAILS', given: false, version: 1 } });
    // The same answer again records nothing new.
    await h.gql(SET, { kind: 'FUTURE_MAILS', version: 1, given: false }, jwt);
    const refusedRequired = await h.gql(SET, { kind: 'COLLECTION', version: 1, given: false }, jwt);
    expect(refusedRequired.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'kind', code: 'consent.notChangeable' }],
    });
    const stale = await h.gql(SET, { kind: 'KMA_PROVISION', version: 7, given: false }, jwt);
    expect(stale.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'consents.KMA_PROVISION', code: 'consent.stale' },
    ]);
    const history = await h.gql<{ myConsentHistory: { kind: string; given: boolean; source: string }[] }>(
      MY_CONSENTS,
      {},
      jwt,
    );
    expect(history.data!.myConsentHistory.filter((r) => r.kind === 'FUTURE_MAILS')).toEqual([
      { kind: 'FUTURE_MAILS', given: false, version: 1, source: 'MY_PAGE' },
      { kind: 'FUTURE_MAILS', given: true, version: 1, source: 'SIGN_UP' },
    ]);
    // Append-only: the database itself refuses to change or delete an answer.
    await expect(
      h.knex('member_consents').where({ user_id: userId }).update({ given: true }),
    ).rejects.toThrow(/append-only/);
    await expect(h.knex('member_consents').where({ user_id: userId }).delete()).rejects.toThrow(
      /append-only/,
    );
    // Organisers read a member's history; a member cannot read another's.
    const seen = await h.gql<{ memberConsentHistory: unknown[] }>(
      'query ($id: ID!) { memberConsentHistory(userId: $id) { kind given } }',
      { id: String(userId) },
      organiser.token,
    );
    expect(seen.data!.memberConsentHistory).toHaveLength(4);
    const other = await h.createUser();
    const refused = await h.gql(
      'query ($id: ID!) { memberConsentHistory(userId: $id) { kind } }',
      { id: String(userId) },
      other.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
  });

  it('publishes new versions of a text (the old kept), raising the public content version; answers name theirs', async () => {
    const before = BigInt(await readContentVersion(h.knex));
    const published = await h.gql<{ publishConsentText: { version: number } }>(
      PUBLISH,
      { i: { kind: 'PRIVACY_POLICY', body_en: 'Policy, second edition.', body_ko: '처리방침 제2판.' } },
      organiser.token,
    );
    expect(published.data!.publishConsentText).toEqual({
      kind: 'PRIVACY_POLICY',
      version: 2,
      body_en: 'Policy, second edition.',
      required: false,
      created_by: { email: organiser.email },
    });
    expect(BigInt(await readContentVersion(h.knex))).toBeGreaterThan(before);
    const policy = await h.gql<{ privacyPolicy: { version: number; body_ko: string; created_by: unknown } }>(
      '{ privacyPolicy { version body_ko created_by { id } } }',
    );
    expect(policy.data!.privacyPolicy).toEqual({ version: 2, body_ko: '처리방침 제2판.', created_by: null });
    const empty = await h.gql(
      PUBLISH,
      { i: { kind: 'COLLECTION', body_en: '  ', body_ko: 'x' } },
      organiser.token,
    );
    expect(empty.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'body_en', code: 'validation.required' }],
    });
    // A new COLLECTION text: a sign-up that read version 1 is told to reload; version 2 is recorded.
    const v2 = await h.gql<{ publishConsentText: { version: number } }>(
      PUBLISH,
      { i: { kind: 'COLLECTION', body_en: 'Collection, v2.', body_ko: '수집·이용 제2판.' } },
      organiser.token,
    );
    expect(v2.data!.publishConsentText.version).toBe(2);
    const stale = await signUp(signUpConsents());
    expect(stale.result.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'consents.COLLECTION', code: 'consent.stale' },
    ]);
    const fresh = await signUp([
      { kind: 'COLLECTION', version: 2, given: true },
      ...signUpConsents().slice(1),
    ]);
    expect(fresh.result.errors).toBeUndefined();
    const versions = await h.gql<{ consentTextVersions: { version: number }[] }>(
      '{ consentTextVersions(kind: COLLECTION) { version } }',
      {},
      organiser.token,
    );
    expect(versions.data!.consentTextVersions).toEqual([{ version: 2 }, { version: 1 }]);
    expect(await currentVersion('COLLECTION')).toBe(2);
  });

  it('sends a mail about future congresses only to consenting members and says how many were left out', async () => {
    const yes = await signUp([
      { kind: 'COLLECTION', version: await currentVersion('COLLECTION'), given: true },
      ...signUpConsents().slice(1),
    ]);
    const no = await signUp([
      { kind: 'COLLECTION', version: await currentVersion('COLLECTION'), given: true },
      { kind: 'KMA_PROVISION', version: 1, given: true },
      { kind: 'FUTURE_MAILS', version: 1, given: false },
    ]);
    const withdrew = await signUp([
      { kind: 'COLLECTION', version: await currentVersion('COLLECTION'), given: true },
      ...signUpConsents().slice(1),
    ]);
    await h.gql(SET, { kind: 'FUTURE_MAILS', version: 1, given: false }, withdrew.result.data!.register.jwt);
    // A member made before consents were asked (no answer at all) is left out too.
    const silent = await h.createUser();
    const ids = [yes, no, withdrew].map((s) => Number(s.result.data!.register.user.id)).concat(silent.id);
    const [group] = await h
      .knex('groups')
      .insert({ title: 'Future congress list', type: 'OTHER', free: false })
      .returning('id');
    await h.knex('group_users').insert(ids.map((id) => ({ group_id: group.id, user_id: id })));

    const recipients = { groupId: String(group.id), futureCongresses: true };
    expect((await h.gql(SUMMARY, { r: recipients }, organiser.token)).data).toEqual({
      mailRecipientsSummary: { count: 1, leftOut: 3 },
    });
    // The same group without the flag: every member (an event mail about this congress).
    expect((await h.gql(SUMMARY, { r: { groupId: String(group.id) } }, organiser.token)).data).toEqual({
      mailRecipientsSummary: { count: 4, leftOut: 0 },
    });
    const sent = await h.gql(
      SEND,
      { i: { type: 'MANUAL', recipients, title: 'KSP 2025 in Seoul', content: '<p>Save the date.</p>' } },
      organiser.token,
    );
    expect(sent.data).toEqual({ createSendEmail: { ok: true, affected: 1, leftOut: 3 } });
    const logged = await h
      .knex('send_emails')
      .where({ title: 'KSP 2025 in Seoul' })
      .select('usermail', 'future_congresses');
    expect(logged).toEqual([{ usermail: yes.input.email, future_congresses: true }]);
    await h.smtp.waitFor(yes.input.email, /KSP 2025 in Seoul/);
    // The unpaid audience and chosen members follow the same rule.
    const chosen = await h.gql(
      SEND,
      {
        i: {
          type: 'MANUAL',
          recipients: { userIds: ids.map(String), futureCongresses: true },
          title: 'KSP 2025 call for abstracts',
          content: '<p>Open soon.</p>',
        },
      },
      organiser.token,
    );
    expect(chosen.data).toEqual({ createSendEmail: { ok: true, affected: 1, leftOut: 3 } });
    // Nobody consenting: nothing is sent, and the organiser is told there is no recipient.
    const none = await h.gql(
      SEND,
      {
        i: {
          type: 'MANUAL',
          recipients: { userIds: [String(silent.id)], futureCongresses: true },
          title: 'Nobody',
          content: '<p>x</p>',
        },
      },
      organiser.token,
    );
    expect(none.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'recipients', code: 'validation.mailNoRecipients' },
    ]);
    expect(await h.knex('send_emails').where({ title: 'Nobody' }).first()).toBeUndefined();
  });
});
