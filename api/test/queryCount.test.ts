// SQL statements per request, counted with Knex's 'query' event, for each back-office list with
// every relation its rows offer. DataLoaders batch each relation into one statement, so the
// count stays the same for 5 rows or 40 and below a small bound; an N+1 fails here.
import type { Knex } from 'knex';
import pg from 'pg';
import { asAdminRole, startHarness, type Harness } from './harness';

const LISTS: Record<string, { query: string; variables: (tag: string) => Record<string, unknown> }> = {
  members: {
    query: `query ($f: UsersFilter, $limit: Int) { users(filter: $f, limit: $limit) { count rows {
      id email role { name } organiser last_active_at
      registration_list { id pay { id } user { id } }
      speaker { id user { id } file_cv { id } file_photo { id } }
      groups { id title memberCount group_user_id }
    } } }`,
    variables: (tag) => ({ f: { email_contains: tag } }),
  },
  dormant: {
    query: `query ($f: DormantUsersFilter, $limit: Int) { dormantUsers(filter: $f, limit: $limit) { count rows {
      id email last_active_at role { name } registration_list { id } speaker { id } groups { id }
    } } }`,
    variables: (tag) => ({ f: { email_contains: tag } }),
  },
  groups: {
    query: `query ($f: GroupsFilter, $limit: Int) { groups(filter: $f, limit: $limit) { count rows {
      id title memberCount group_user_id
    } } }`,
    variables: (tag) => ({ f: { title: tag } }),
  },
  mailLog: {
    query: `query ($f: SendEmailsFilter, $limit: Int) { sendEmails(filter: $f, limit: $limit) { count rows {
      id type title usermail sent_at
    } } }`,
    variables: (tag) => ({ f: { usermail: tag } }),
  },
};

/**
 * Most statements one request may take: authentication (1) + count and page (2) + one per
 * relation the rows load. Members: registration, payment, member (users of registrations and
 * speakers, one batch), speaker, file, groups, member counts, member ids = 8, so 11; dormant 6,
 * groups 5 (member counts, member ids), mail log 3. One spare each for the request pipeline.
 */
const BOUND: Record<keyof typeof LISTS, number> = { members: 12, dormant: 7, groups: 6, mailLog: 4 };

describe('SQL statements per list request', () => {
  let h: Harness;
  let admin: { token: string };
  let statements = 0;
  const count = () => {
    statements += 1;
  };

  /** n members with a registration, a speaker record with a file and two groups each. */
  async function seed(tag: string, n: number) {
    const [fileRow] = await h
      .knex('upload_files')
      .insert({ name: 'cv.pdf', url: `/uploads/${tag}-cv.pdf`, path: `${tag}-cv.pdf` })
      .returning('id');
    const groups: { id: number }[] = await h
      .knex('groups')
      .insert([
        { title: `${tag} one`, type: 'OTHER', free: false },
        { title: `${tag} two`, type: 'OTHER', free: true },
      ])
      .returning('id');
    for (let i = 0; i < n; i += 1) {
      const email = `${tag}-${i}@example.org`;
      const user = await h.createUser({ email, username: email, last_login_at: new Date('2020-01-01') });
      await h
        .knex('registration_lists')
        .insert({ user_id: user.id, category: 'KM_TIER1', price: '0', currency: 'KRW' });
      await h.knex('speakers').insert({ user_id: user.id, file_cv: fileRow.id });
      await h.knex('group_users').insert(groups.map((g) => ({ group_id: g.id, user_id: user.id })));
      await h.knex('send_emails').insert({ type: 'MANUAL', title: 'x', usermail: email, content: 'x' });
    }
  }

  async function statementsFor(list: keyof typeof LISTS, tag: string, expectedRows: number) {
    const { query, variables } = LISTS[list]!;
    statements = 0;
    const result = await h.gql<Record<string, { count: number }>>(
      query,
      { ...variables(tag), limit: 100 },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(Object.values(result.data!)[0]!.count).toBe(expectedRows);
    return statements;
  }

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
    await seed('qcsmall', 5);
    await seed('qclarge', 40);
    (h.knex as Knex).on('query', count);
  });
  afterAll(async () => {
    (h.knex as Knex).off('query', count);
    await h.close();
  });

  it.each([
    ['members', 5, 40],
    ['dormant', 5, 40],
    ['groups', 2, 2],
    ['mailLog', 5, 40],
  ] as const)('%s: the same few statements for few rows or many', async (list, small, large) => {
    const few = await statementsFor(list, 'qcsmall', small);
    const many = await statementsFor(list, 'qclarge', large);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(BOUND[list] ?? 0);
  });

  it('counts members of a group in the database, not by fetching ids', async () => {
    const queries: string[] = [];
    const record = (q: { sql: string }) => queries.push(q.sql);
    (h.knex as Knex).on('query', record);
    try {
      await h.gql('query { groups(filter: { title: "qclarge" }) { rows { memberCount } } }', {}, admin.token);
    } finally {
      (h.knex as Knex).off('query', record);
    }
    const counting = queries.filter((sql) => sql.includes('group_users'));
    expect(counting).toHaveLength(1);
    expect(counting[0]).toMatch(/count\(\*\)/);
  });
});

/**
 * Every SQL statement this process sends to PostgreSQL while `run` works, counted where the pg
 * driver sends them (knex's queries, a raw pg client's, the rate limiter's alike); the mail
 * queue's own polling (its pgboss_* schema) is not the request's.
 */
async function statementsSentDuring(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (!/pgboss_/.test(text)) sent.push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = counting as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

describe('SQL statements of an authenticated me (the request path, issue 36)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  // The floor (bench/request-path-floor.ts) runs this one statement; a second (a session table,
  // a last-seen update, a role lookup, a rate-limit counter for a query) fails here.
  it('runs one statement: the token’s member joined to its role', async () => {
    const member = await h.createUser();
    const query = '{ me { id email username role { id name } organiser frontDesk } }';
    await h.gql(query, {}, member.token); // warm: nothing cached may hide a statement
    let answer: Awaited<ReturnType<typeof h.gql>> | undefined;
    const sent = await statementsSentDuring(async () => {
      answer = await h.gql(query, {}, member.token);
    });
    expect(answer?.errors).toBeUndefined();
    expect((answer?.data as { me: { email: string } }).me.email).toBe(member.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/from "users" inner join "roles"/i);
  });

  it('an expired or revoked token is refused after that one statement, without a second', async () => {
    const member = await h.createUser();
    // A password change revokes every token issued before it (tokens.ts): the same one lookup tells.
    await h
      .knex('users')
      .where({ id: member.id })
      .update({ password_changed_at: new Date(Date.now() + 1000) });
    let answer: Awaited<ReturnType<typeof h.gql>> | undefined;
    const sent = await statementsSentDuring(async () => {
      answer = await h.gql('{ me { id } }', {}, member.token);
    });
    expect(answer?.errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
    expect(sent).toHaveLength(1);
  });
});
