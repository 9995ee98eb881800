// Mixed concurrent load through the real HTTP API: members reading and updating their own
// profile while other clients sign up and the mail worker delivers. Every answer must belong to
// its request. Run against PostgreSQL and against embedded PGlite (which once mixed answers up).
import type { Harness } from '../harness';
import { overseasSignUp } from '../fixtures';

const READ = `query ($id: ID!) { me { id email } user(id: $id) { id email } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) { id email department }
}`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { jwt user { id email } } }`;

/** The load's sign-ups come from one address, far over a visitor's sign-up budget (signUpLimits.test.ts). */
export const MIXED_LOAD_ENV = {
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: '100000',
  RATE_LIMIT_SIGN_UP_PER_DOMAIN: '100000',
};

export interface LoadOutcome {
  answers: number;
  mismatches: string[];
  errors: string[];
  signUps: string[];
  /** The members' addresses. */
  members: string[];
}

export async function runMixedLoad(
  h: Harness,
  sizes = { members: 6, readsEach: 40, updatesEach: 10, signUpClients: 2, signUpsEach: 15 },
): Promise<LoadOutcome> {
  const { username: _u, email: _e, password: _p, consents: _c, ...profile } = overseasSignUp('');
  const members = await Promise.all(Array.from({ length: sizes.members }, () => h.createUser(profile)));
  const outcome: LoadOutcome = {
    answers: 0,
    mismatches: [],
    errors: [],
    signUps: [],
    members: members.map((m) => m.email),
  };
  const record = (what: string, result: { errors?: { extensions?: { code?: string } }[] }) => {
    outcome.answers += 1;
    if (result.errors?.length) {
      outcome.errors.push(`${what}: ${result.errors.map((e) => e.extensions?.code).join(',')}`);
      return false;
    }
    return true;
  };

  const reads = members.flatMap((member) =>
    Array.from({ length: sizes.readsEach }, async () => {
      const result = await h.gql<{ me: { id: string; email: string }; user: { id: string; email: string } }>(
        READ,
        { id: String(member.id) },
        member.token,
      );
      if (!record(`read by ${member.id}`, result)) return;
      const { me, user } = result.data!;
      for (const [name, got] of [
        ['me', me],
        ['user', user],
      ] as const) {
        if (got?.id !== String(member.id) || got?.email !== member.email)
          outcome.mismatches.push(`${name} for ${member.id} answered ${JSON.stringify(got)}`);
      }
    }),
  );

  // Each member edits their profile one edit after another (as a person does), all members at once.
  const updates = members.map(async (member) => {
    for (let i = 0; i < sizes.updatesEach; i += 1) {
      const department = `Pathology ${member.id} ${i}`;
      const result = await h.gql<{ updateUser: { id: string; email: string; department: string } }>(
        UPDATE,
        { id: String(member.id), input: { department } },
        member.token,
      );
      if (!record(`update by ${member.id}`, result)) continue;
      const got = result.data!.updateUser;
      if (got.id !== String(member.id) || got.email !== member.email || got.department !== department)
        outcome.mismatches.push(`updateUser for ${member.id} answered ${JSON.stringify(got)}`);
    }
  });

  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const signUps = Array.from({ length: sizes.signUpClients }, async (_, client) => {
    for (let i = 0; i < sizes.signUpsEach; i += 1) {
      const email = `load-${stamp}-${client}-${i}@example.org`;
      const result = await h.gql<{ register: { user: { email: string } } }>(REGISTER, {
        input: overseasSignUp(email),
      });
      if (!record(`sign-up ${email}`, result)) continue;
      if (result.data!.register.user.email !== email)
        outcome.mismatches.push(`register ${email} answered ${result.data!.register.user.email}`);
      outcome.signUps.push(email);
    }
  });

  await Promise.all([...reads, ...updates, ...signUps]);
  return outcome;
}

/** Waits until every mail queued to these addresses is delivered (or the time is up); returns those left. */
export async function undeliveredMailsAfter(
  h: Harness,
  recipients: string[],
  seconds: number,
): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const [row] = await h
      .knex('send_emails')
      .whereIn('usermail', recipients)
      .whereNull('sent_at')
      .count<{ count: string }[]>({
        count: '*',
      });
    const left = Number(row?.count ?? 0);
    if (left === 0 || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The checks both concurrency suites make of a default-size run. */
export async function expectCleanMixedLoad(h: Harness, mailSeconds: number): Promise<void> {
  const outcome = await runMixedLoad(h);
  expect(outcome.mismatches).toEqual([]);
  expect(outcome.errors).toEqual([]);
  expect(outcome.answers).toBe(6 * 40 + 6 * 10 + 2 * 15);
  const stored = await h.knex('users').whereIn('email', outcome.signUps).count<{ count: string }[]>({
    count: '*',
  });
  expect(Number(stored[0]!.count)).toBe(30);
  expect(await undeliveredMailsAfter(h, [...outcome.members, ...outcome.signUps], mailSeconds)).toBe(0);
}
