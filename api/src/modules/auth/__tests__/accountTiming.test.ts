// Unknown accounts must cost the same work as known ones, so response times do not tell who is a
// member: login verifies a dummy argon2 hash, the find-password request queues the mail and rolls
// it back. Deterministic checks of the code paths, not timings.
import type { Knex } from 'knex';
import { systemClock } from '../../../clock';
import type { AppDeps, RequestContext } from '../../../context';
import { queueTemplatedMail } from '../../mail/mail.service';
import { findMemberByEmail, type MemberRow } from '../../members/members.service';
import { login, requestFindPasswordCode } from '../auth.service';
import { verifyPassword } from '../password';
import { createRateLimits } from '../rateLimits';

jest.mock('../password', () => ({
  ...jest.requireActual('../password'),
  verifyPassword: jest.fn(async () => false),
}));
jest.mock('../../members/members.service', () => ({
  findMemberByEmail: jest.fn(),
  findMemberById: jest.fn(),
}));
jest.mock('../../mail/mail.service', () => ({ queueTemplatedMail: jest.fn(async () => 1) }));

const member = {
  id: 7,
  email: 'member@example.org',
  password: '$argon2id$v=19$m=19456,t=2,p=1$real',
} as MemberRow;

function depsWith(transactions: { outcome: string }[]): AppDeps {
  const knex = {
    transaction: jest.fn(async (work: (trx: unknown) => Promise<unknown>) => {
      try {
        const result = await work({});
        transactions.push({ outcome: 'committed' });
        return result;
      } catch (error) {
        transactions.push({ outcome: 'rolled back' });
        throw error;
      }
    }),
  } as unknown as Knex;
  return { knex, limits: createRateLimits(), clock: systemClock } as unknown as AppDeps;
}

/** The request's side of the context login reads: the client address. */
const withAddress = (deps: AppDeps) =>
  ({ ...deps, ip: '10.0.0.1', userAgent: '' }) as unknown as RequestContext;

beforeEach(() => jest.clearAllMocks());

describe('login for an unknown account', () => {
  it('verifies the password against a dummy argon2 hash, like a known account', async () => {
    jest.mocked(findMemberByEmail).mockResolvedValue(undefined);
    await expect(login(withAddress(depsWith([])), 'nobody@example.org', 'Guess2024')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    const [hash, password] = jest.mocked(verifyPassword).mock.calls[0] as [string, string];
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(password).toBe('Guess2024');

    jest.mocked(findMemberByEmail).mockResolvedValue(member);
    await expect(login(withAddress(depsWith([])), member.email, 'Guess2024')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(verifyPassword).toHaveBeenCalledTimes(2);
    expect(jest.mocked(verifyPassword).mock.calls[1]).toEqual([member.password, 'Guess2024']);
  });
});

describe('find-password request', () => {
  it('renders, records and queues the mail for an unknown address too, then rolls it back', async () => {
    const unknown: { outcome: string }[] = [];
    jest.mocked(findMemberByEmail).mockResolvedValue(undefined);
    await requestFindPasswordCode(depsWith(unknown), 'nobody@example.org', 'en', '10.0.0.1');
    expect(queueTemplatedMail).toHaveBeenCalledTimes(1);
    expect(jest.mocked(queueTemplatedMail).mock.calls[0]?.[2]).toMatchObject({
      type: 'FIND_PASSWORD',
      to: 'nobody@example.org',
    });
    expect(unknown).toEqual([{ outcome: 'rolled back' }]);

    const known: { outcome: string }[] = [];
    jest.mocked(findMemberByEmail).mockResolvedValue(member);
    await requestFindPasswordCode(depsWith(known), member.email, 'en', '10.0.0.1');
    expect(queueTemplatedMail).toHaveBeenCalledTimes(2);
    expect(known).toEqual([{ outcome: 'committed' }]);
  });

  it('treats a deleted account as unknown', async () => {
    const outcomes: { outcome: string }[] = [];
    jest.mocked(findMemberByEmail).mockResolvedValue({ ...member, delete: true });
    await requestFindPasswordCode(depsWith(outcomes), member.email, 'en', '10.0.0.1');
    expect(queueTemplatedMail).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ outcome: 'rolled back' }]);
  });
});
