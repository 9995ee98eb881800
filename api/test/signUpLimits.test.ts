// Issue 36: sign-ups (an account and a mail each) are limited per client address and per e-mail
// domain, like the other anonymous writes, with the budgets as settings; a refused sign-up
// writes and mails nothing.
import { randomUUID } from 'node:crypto';
import { CONFIRMATION_MAIL_TYPE } from '../src/modules/mail/mail.service';
import { overseasSignUp } from './fixtures';
import { startHarness, type GraphQLResult, type Harness } from './harness';

const REGISTER = `mutation ($input: RegisterInput!, $locale: String) {
  register(input: $input, locale: $locale) { jwt }
}`;

/** A valid Korean-mode sign-up (the other form of the page). */
const koreanSignUp = (email: string) => ({
  ...overseasSignUp(email),
  country: 'KR',
  name_kr: '박민지',
  affiliation_kr: '부산대학교',
  mobilePhone: '010-1234-5678',
});

describe('sign-up limits', () => {
  let h: Harness;
  beforeAll(async () => {
    // X-Forwarded-For from the loopback proxy names each request's client address.
    h = await startHarness({
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_SIGN_UP_PER_ADDRESS: '4',
      RATE_LIMIT_SIGN_UP_PER_DOMAIN: '6',
    });
  });
  afterAll(() => h.close());

  const signUp = async (address: string, input: Record<string, unknown>) => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: REGISTER, variables: { input, locale: 'en' } }),
    });
    const body = (await res.json()) as GraphQLResult<{ register: { jwt: string } }>;
    return { code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message, data: body.data };
  };
  const stored = async (email: string) => ({
    account: Boolean(await h.knex('users').where({ email }).first()),
    mails: Number(
      (
        await h.knex('send_emails').where({ usermail: email, type: CONFIRMATION_MAIL_TYPE }).count({ n: '*' })
      )[0]?.n,
    ),
  });

  it('one address: its budget of sign-ups in both modes, then a clear refusal that writes and mails nothing', async () => {
    const address = '203.0.113.40';
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const email = `burst-${randomUUID()}@mail${i}.example`;
      codes.push((await signUp(address, i % 2 ? koreanSignUp(email) : overseasSignUp(email))).code);
    }
    expect(codes).toEqual([undefined, undefined, undefined, undefined]);
    const email = `burst-${randomUUID()}@other.example`;
    for (const input of [overseasSignUp(email), koreanSignUp(email)]) {
      const refused = await signUp(address, input);
      expect(refused.code).toBe('RATE_LIMITED');
      expect(refused.message).toMatch(/Too many accounts were created from your network/);
      expect(refused.data).toBeNull();
    }
    expect(await stored(email)).toEqual({ account: false, mails: 0 });
    // Another address signs up as before.
    const other = `burst-${randomUUID()}@other.example`;
    expect((await signUp('203.0.113.41', overseasSignUp(other))).code).toBeUndefined();
    expect(await stored(other)).toEqual({ account: true, mails: 1 });
  });

  it('an input the form refuses costs nothing', async () => {
    const address = '203.0.113.42';
    for (let i = 0; i < 6; i += 1)
      expect((await signUp(address, { ...overseasSignUp(), mobilePhone: 'x' })).code).toBe(
        'VALIDATION_FAILED',
      );
    expect((await signUp(address, overseasSignUp(`ok-${randomUUID()}@valid.example`))).code).toBeUndefined();
  });

  it('one domain: past its budget an address that signed someone up there is refused, a new one is not', async () => {
    const domain = `victim-${randomUUID().slice(0, 8)}.example`;
    const at = () => overseasSignUp(`mailbomb-${randomUUID()}@${domain.toUpperCase()}`);
    // Three addresses spend the domain's six (two each, under their own budget of four).
    for (const address of ['198.51.100.50', '198.51.100.51', '198.51.100.52'])
      for (let i = 0; i < 2; i += 1) expect((await signUp(address, at())).code).toBeUndefined();
    const refused = at();
    expect((await signUp('198.51.100.50', refused)).code).toBe('RATE_LIMITED');
    expect(await stored(refused.email)).toEqual({ account: false, mails: 0 });
    // The same address may still sign up someone elsewhere.
    expect(
      (await signUp('198.51.100.50', overseasSignUp(`x-${randomUUID()}@elsewhere.example`))).code,
    ).toBeUndefined();
    // A colleague at that domain from an address of their own passes, once.
    expect((await signUp('192.0.2.60', at())).code).toBeUndefined();
    expect((await signUp('192.0.2.60', at())).code).toBe('RATE_LIMITED');
    expect(await h.knex('users').whereILike('email', `%@${domain}`).count({ n: '*' })).toEqual([{ n: 7 }]);
  });
});
