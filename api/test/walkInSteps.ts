// Steps the walk-in suites share (issue 26 §2): the mutation, a new member's fields, the rows a
// walk-in writes, and the concurrency check run on PostgreSQL and embedded.
import { randomUUID } from 'node:crypto';
import { asAdminRole, type GraphQLResult, type Harness } from './harness';
import { expectGaplessNumbers } from './receiptSteps';

export const W = {
  register: `mutation ($i: WalkInInput!, $k: String!) { registerWalkIn(input: $i, idempotencyKey: $k) {
    registration { id category price currency price_status attend badgeGivenName badgeFamilyName }
    member { id email givenName familyName country confirmed }
    pay { id pay_status cash_code total }
    receiptReference amountKrw newAccount replayed } }`,
  members: '($t: String!) { walkInMembers(text: $t) { id email registration_list { id } } }',
};

export interface WalkInAnswer {
  registration: {
    id: string;
    category: string;
    price: string;
    currency: string;
    price_status: string;
    attend: string;
    badgeGivenName: string;
    badgeFamilyName: string;
  };
  member: {
    id: string;
    email: string;
    givenName: string;
    familyName: string;
    country: string;
    confirmed: boolean;
  };
  pay: { id: string; pay_status: string; cash_code: string; total: number } | null;
  receiptReference: string | null;
  amountKrw: number;
  newAccount: boolean;
  replayed: boolean;
}

/** A new overseas member's fields (the sign-up rules of overseas mode). */
export const newMember = (overrides: Record<string, unknown> = {}) => ({
  email: `walkin-${randomUUID()}@example.org`,
  givenName: 'Anna',
  familyName: 'de Vries',
  affiliation: 'Erasmus MC',
  country: 'NL',
  medi_license: '123456',
  ...overrides,
});

/** An overseas specialist paying 200 USD in cash (charged in KRW at the settings' rate). */
export const paidInput = (member: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  member,
  category: 'ON_TIER1',
  occupation: 'PROFESSOR',
  fee: 200,
  method: 'CASH',
  memo: 'Cash, desk 1, Kim',
  ...overrides,
});

export const registerWalkIn = (h: Harness, token: string, input: object, key: string = randomUUID()) =>
  h.gql<{ registerWalkIn: WalkInAnswer }>(W.register, { i: input, k: key }, token);

export function answerOf(result: GraphQLResult<{ registerWalkIn: WalkInAnswer }>): WalkInAnswer {
  if (!result.data?.registerWalkIn) throw new Error(JSON.stringify(result.errors));
  return result.data.registerWalkIn;
}

/** What walk-ins wrote for these e-mails: accounts, registrations, payments, receipts. */
export async function writtenFor(h: Harness, email: string) {
  const users = await h.knex('users').whereRaw('lower(email) = lower(?)', [email]).pluck('id');
  const registrations = users.length
    ? await h.knex('registration_lists').whereIn('user_id', users).pluck('id')
    : [];
  const pays = registrations.length
    ? await h.knex('pays').whereIn('registration_list_id', registrations).pluck('id')
    : [];
  const receipts = pays.length ? await h.knex('receipts').whereIn('pay_id', pays).pluck('number') : [];
  return { users: users.length, registrations: registrations.length, pays: pays.length, receipts };
}

/**
 * The same walk-in sent `copies` times at once (a double click, the page's retry) records one
 * member, one registration, one payment and one receipt; every answer names the same
 * registration. Then the same member sent at once under `copies` different keys (two desks)
 * still ends with one registration: the others are told the member is already registered.
 */
export async function expectConcurrentWalkIns(h: Harness, copies: number): Promise<void> {
  h.clock.setNow('2024-03-21T09:00:00+09:00');
  const organiser = await h.createUser({}, asAdminRole);
  const member = newMember();
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: copies }, () => registerWalkIn(h, organiser.token, paidInput(member), key)),
  );
  const ids = new Set(answers.map((a) => answerOf(a).registration.id));
  expect(ids.size).toBe(1);
  expect(answers.filter((a) => answerOf(a).replayed)).toHaveLength(copies - 1);
  const written = await writtenFor(h, member.email);
  expect({ ...written, receipts: written.receipts.length }).toEqual({
    users: 1,
    registrations: 1,
    pays: 1,
    receipts: 1,
  });
  // One existing member, several keys at once.
  const existing = await h.createUser({ country: 'NL', givenName: 'Joost', familyName: 'Bakker' });
  const results = await Promise.all(
    Array.from({ length: copies }, () =>
      registerWalkIn(h, organiser.token, { ...paidInput(member), member: undefined, memberId: existing.id }),
    ),
  );
  const ok = results.filter((r) => r.data?.registerWalkIn);
  expect(ok).toHaveLength(1);
  for (const refused of results.filter((r) => !r.data?.registerWalkIn))
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'memberId', code: 'walkIn.alreadyRegistered' },
    ]);
  expect(await h.knex('registration_lists').where({ user_id: existing.id }).pluck('id')).toHaveLength(1);
  expect(await h.knex('pays').where({ user_id: existing.id }).pluck('id')).toHaveLength(1);
  await expectGaplessNumbers(h);
}
