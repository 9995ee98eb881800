// Consents under concurrent requests (shared by the PostgreSQL and embedded-mode concurrency
// suites): organisers publishing one text at once get consecutive versions, none refused; a member
// giving and withdrawing a consent many times at once ends with a history of changes only (no two
// equal answers in a row) whose newest row is the answer the member area shows.
import { overseasSignUp } from './fixtures';
import { asAdminRole, type Harness } from './harness';

const PUBLISH = `mutation ($i: ConsentTextInput!) { publishConsentText(input: $i) { version } }`;
const SET = `mutation ($v: Int!, $g: Boolean!) { setMyConsent(kind: FUTURE_MAILS, version: $v, given: $g) { given } }`;

export async function expectConcurrentConsents(h: Harness, n: number) {
  const admins: { token: string }[] = [];
  for (let i = 0; i < Math.min(n, 4); i += 1) admins.push(await h.createUser({}, asAdminRole));
  // The privacy policy: not asked at sign-up, so other suites' sign-ups are not made stale.
  const before = (await h.knex('consent_texts').where({ kind: 'PRIVACY_POLICY' }).max('version as v').first())
    ?.v;
  const published = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      h.gql<{ publishConsentText: { version: number } }>(
        PUBLISH,
        { i: { kind: 'PRIVACY_POLICY', body_en: `Policy ${i}`, body_ko: `처리방침 ${i}` } },
        admins[i % admins.length]!.token,
      ),
    ),
  );
  expect(published.flatMap((r) => r.errors ?? [])).toEqual([]);
  expect(published.map((r) => r.data!.publishConsentText.version).sort((a, b) => a - b)).toEqual(
    Array.from({ length: n }, (_, i) => before + i + 1),
  );

  const signUp = await h.gql<{ register: { jwt: string; user: { id: string } } }>(
    'mutation ($input: RegisterInput!) { register(input: $input) { jwt user { id } } }',
    { input: overseasSignUp() },
  );
  expect(signUp.errors).toBeUndefined();
  const { jwt, user } = signUp.data!.register;
  const version = (await h.knex('consent_texts').where({ kind: 'FUTURE_MAILS' }).max('version as v').first())
    ?.v;
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) => h.gql(SET, { v: version, g: i % 2 === 1 }, jwt)),
  );
  expect(answers.flatMap((r) => r.errors ?? [])).toEqual([]);
  const history: { given: boolean }[] = await h
    .knex('member_consents')
    .where({ user_id: Number(user.id), kind: 'FUTURE_MAILS' })
    .orderBy('id')
    .select('given');
  for (let i = 1; i < history.length; i += 1) expect(history[i]!.given).not.toBe(history[i - 1]!.given);
  const shown = await h.gql<{ myConsents: { kind: string; given: boolean }[] }>(
    '{ myConsents { kind given } }',
    {},
    jwt,
  );
  expect(shown.data!.myConsents.find((c) => c.kind === 'FUTURE_MAILS')?.given).toBe(history.at(-1)!.given);
}
