import { startHarness, type Harness } from './harness';

const SEND = `mutation ($email: String!) {
  createSendEmail(input: { type: FIND_PASSWORD, usermail: $email }) { ok }
}`;
const CHANGE = `mutation ($email: String!, $password: String!) {
  changeUserPasswordInFind(email: $email, password: $password) { ok }
}`;

const codeFrom = (raw: string) => /verification code: (\d{6})/i.exec(raw)?.[1] as string;

describe('find password', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const checkAuth = (email: string, code: string) =>
    fetch(`${h.url}/checkAuth?email=${encodeURIComponent(email)}&authCode=${code}`);

  it('mails a code, accepts it once, and sets a new password that ends old sessions', async () => {
    const member = await h.createUser({ password_changed_at: new Date(Date.now() - 60_000) });
    expect((await h.gql(SEND, { email: member.email })).data).toEqual({ createSendEmail: { ok: true } });
    const mail = await h.smtp.waitFor(member.email, /verification code/i);
    const code = codeFrom(mail.raw);
    expect(code).toMatch(/^\d{6}$/);
    const logged = await h
      .knex('send_emails')
      .where({ usermail: member.email, type: 'FIND_PASSWORD' })
      .first();
    expect(logged.authcode).not.toBe(code); // stored hashed
    expect(logged.sent_at).not.toBeNull();

    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'NewSecret2024' })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await checkAuth(member.email, wrong)).status).toBe(400);
    expect((await checkAuth(member.email, code)).status).toBe(200);

    const same = await h.gql(CHANGE, { email: member.email, password: 'Password2024' });
    expect(same.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'password', code: 'validation.passwordMustDiffer' },
    ]);
    expect((await h.gql(CHANGE, { email: member.email, password: 'NewSecret2024' })).data).toEqual({
      changeUserPasswordInFind: { ok: true },
    });
    // Single use: the same code cannot set a password again.
    expect(
      (await h.gql(CHANGE, { email: member.email, password: 'Another2024' })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    expect((await h.gql('{ me { id } }', {}, member.token)).errors?.[0]?.extensions?.code).toBe(
      'LOGIN_EXPIRED',
    );
    const login = await h.gql<{ login: { jwt: string } }>(
      'mutation { login(identifier: "' + member.email + '", password: "NewSecret2024") { jwt } }',
    );
    expect(login.data?.login.jwt).toBeTruthy();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect((await h.gql(SEND, { email: 'nobody-here@example.org' })).data).toEqual({
      createSendEmail: { ok: true },
    });
    expect(
      await h.knex('send_emails').where({ usermail: 'nobody-here@example.org' }).first(),
    ).toBeUndefined();
  });

  it('expires codes and invalidates them after five wrong tries', async () => {
    const member = await h.createUser();
    await h.gql(SEND, { email: member.email });
    const code = codeFrom((await h.smtp.waitFor(member.email, /verification code/i)).raw);
    for (let i = 0; i < 5; i += 1) await checkAuth(member.email, code === '000000' ? '000001' : '000000');
    expect((await checkAuth(member.email, code)).status).toBe(400);

    const other = await h.createUser();
    await h.gql(SEND, { email: other.email });
    const otherCode = codeFrom((await h.smtp.waitFor(other.email, /verification code/i)).raw);
    await h
      .knex('send_emails')
      .where({ usermail: other.email })
      .update({ authcode_expires_at: new Date(Date.now() - 1000) });
    expect((await checkAuth(other.email, otherCode)).status).toBe(400);
  });

  it('limits code mails per address', async () => {
    const member = await h.createUser();
    for (let i = 0; i < 3; i += 1) await h.gql(SEND, { email: member.email });
    expect((await h.gql(SEND, { email: member.email })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
