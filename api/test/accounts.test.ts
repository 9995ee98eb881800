import { startHarness, type Harness } from './harness';
import { overseasSignUp } from './fixtures';

const REGISTER = `mutation ($input: RegisterInput!, $locale: String) {
  register(input: $input, locale: $locale) { jwt user { id email role { name } } }
}`;
const LOGIN = `mutation ($identifier: String!, $password: String!) {
  login(identifier: $identifier, password: $password) { jwt user { id role { name } } }
}`;

const overseas = () => overseasSignUp();

describe('sign-up and login', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('registers a member, mails the address confirmation in their language and lets them log in', async () => {
    const input = { ...overseas(), givenName: 'Anne' };
    const result = await h.gql<{
      register: { jwt: string; user: { email: string; role: { name: string } } };
    }>(REGISTER, { input, locale: 'en' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.register.user).toMatchObject({ email: input.email, role: { name: 'Member' } });
    const row = await h.knex('users').where({ email: input.email }).first();
    expect(row).toMatchObject({ delete: false, blocked: false });
    expect(row.password).toMatch(/^\$argon2id\$/);
    const mail = await h.smtp.waitFor(input.email, /Confirm your e-mail address for the KSP 2024 Congress/);
    expect(mail.raw).toContain('Anne');
    const logged = await h.gql<{ login: { jwt: string } }>(LOGIN, {
      identifier: input.email.toUpperCase(),
      password: 'secret2024',
    });
    expect(logged.data?.login.jwt).toEqual(expect.any(String));
    const me = await h.gql<{ me: { email: string } }>('{ me { email } }', {}, logged.data?.login.jwt);
    expect(me.data?.me.email).toBe(input.email);
  });

  it('refuses invalid Korean-mode input field by field and writes nothing', async () => {
    const input = {
      ...overseas(),
      country: 'KR',
      mobilePhone: '02-123-4567',
      name_kr: 'Kim',
      affiliation_kr: '',
    };
    const result = await h.gql(REGISTER, { input });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [
        { field: 'name_kr', code: 'validation.koreanName' },
        { field: 'affiliation_kr', code: 'validation.required' },
        { field: 'mobilePhone', code: 'validation.koreanMobile' },
      ],
    });
    expect(await h.knex('users').where({ email: input.email }).first()).toBeUndefined();
    expect(await h.knex('send_emails').where({ usermail: input.email }).first()).toBeUndefined();
  });

  it('keeps the dial code of the mobile phone: chosen overseas, the country one when blank, +82 in Korea', async () => {
    const dialCodeOf = async (email: string) =>
      (await h.knex('users').where({ email }).first('dialCode'))?.dialCode;
    const chosen = { ...overseas(), dialCode: '+1' };
    expect((await h.gql(REGISTER, { input: chosen })).errors).toBeUndefined();
    expect(await dialCodeOf(chosen.email)).toBe('+1');

    const blank = overseas();
    expect((await h.gql(REGISTER, { input: blank })).errors).toBeUndefined();
    expect(await dialCodeOf(blank.email)).toBe('+31');

    const korean = {
      ...overseas(),
      country: 'KR',
      name_kr: '김민지',
      affiliation_kr: '서울대학교',
      mobilePhone: '010-1234-5678',
      dialCode: '+44',
    };
    expect((await h.gql(REGISTER, { input: korean })).errors).toBeUndefined();
    expect(await dialCodeOf(korean.email)).toBe('+82');

    for (const dialCode of ['33', '+3a', '+9999']) {
      const bad = { ...overseas(), dialCode };
      const result = await h.gql(REGISTER, { input: bad });
      expect(result.errors?.[0]?.extensions?.fields).toEqual([
        { field: 'dialCode', code: 'validation.dialCode' },
      ]);
      expect(await h.knex('users').where({ email: bad.email }).first()).toBeUndefined();
    }

    // A new country brings its code; a member's own choice stays with the number.
    const { data } = await h.gql<{ register: { jwt: string; user: { id: string } } }>(REGISTER, {
      input: overseas(),
    });
    const { jwt, user } = data!.register;
    const update = (input: Record<string, unknown>) =>
      h.gql<{ updateUser: { dialCode: string } }>(
        'mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { dialCode } }',
        { id: user.id, input },
        jwt,
      );
    expect((await update({ country: 'FR' })).data?.updateUser.dialCode).toBe('+33');
    expect((await update({ dialCode: '+262' })).data?.updateUser.dialCode).toBe('+262');
    expect((await update({ dialCode: '+0' })).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'dialCode', code: 'validation.dialCode' },
    ]);
  });

  it('refuses a taken username, which the duplicate check reports', async () => {
    const input = overseas();
    await h.gql(REGISTER, { input });
    const check = await h.gql<{ duplicateUserName: { check: boolean; delete: boolean } }>(
      'query ($u: String!) { duplicateUserName(username: $u) { check delete } }',
      { u: input.username.toUpperCase() },
    );
    expect(check.data?.duplicateUserName).toEqual({ check: true, delete: false });
    const again = await h.gql(REGISTER, { input });
    expect(again.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'username', code: 'validation.usernameTaken' },
    ]);
    const free = await h.gql<{ duplicateUserName: { check: boolean } }>(
      'query { duplicateUserName(username: "nobody@example.org") { check delete } }',
    );
    expect(free.data?.duplicateUserName).toEqual({ check: false, delete: false });
  });

  it('refuses wrong passwords, deleted and blocked accounts with their codes', async () => {
    const member = await h.createUser();
    expect(
      (await h.gql(LOGIN, { identifier: member.email, password: 'wrong-1' })).errors?.[0]?.extensions?.code,
    ).toBe('INVALID_CREDENTIALS');
    const deleted = await h.createUser({ delete: true });
    const blocked = await h.createUser({ blocked: true });
    expect(
      (await h.gql(LOGIN, { identifier: deleted.email, password: 'Password2024' })).errors?.[0],
    ).toMatchObject({
      message: 'This Account has deleted.',
      extensions: { code: 'ACCOUNT_DELETED' },
    });
    expect(
      (await h.gql(LOGIN, { identifier: blocked.email, password: 'Password2024' })).errors?.[0]?.extensions
        ?.code,
    ).toBe('ACCOUNT_BLOCKED');
  });

  it('stops guessing after ten failed logins, even with the right password', async () => {
    const member = await h.createUser();
    for (let i = 0; i < 10; i += 1) await h.gql(LOGIN, { identifier: member.email, password: `wrong-${i}` });
    const result = await h.gql(LOGIN, { identifier: member.email, password: 'Password2024' });
    expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
