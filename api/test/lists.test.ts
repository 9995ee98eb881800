// The list kit (api/src/lists): every filter kind, both sort directions, the page-size limit and
// refused input, through the real GraphQL lists (members, dormant, groups, mail log) and, for
// kinds no current list uses (date range), through a test definition over the members table.
import { MEMBERS_LIST, type ListDeclaration } from '@congress/domain/lists';
import type { RequestContext } from '../src/context';
import { defineList } from '../src/lists/definition';
import { runList } from '../src/lists/query';
import { LIST_DEFINITIONS } from '../src/lists/registry';
import { en } from '../../shared/i18n/src/messages/en';
import { ko } from '../../shared/i18n/src/messages/ko';
import { asAdminRole, startHarness, type GraphQLResult, type Harness } from './harness';

interface Row {
  id: string;
  email: string;
  usermail: string;
}
type ListResult = { count: number; rows: Row[] };

const USERS = `query ($filter: UsersFilter, $sort: [SortCondition!], $start: Int, $limit: Int) {
  users(filter: $filter, sort_conditions: $sort, start: $start, limit: $limit) { count rows { id email } }
}`;
const DORMANT = `query ($filter: DormantUsersFilter, $sort: [SortCondition!], $limit: Int) {
  dormantUsers(filter: $filter, sort_conditions: $sort, limit: $limit) { count rows { id email last_active_at } }
}`;
const GROUPS = `query ($filter: GroupsFilter, $sort: [SortCondition!]) {
  groups(filter: $filter, sort_conditions: $sort) { count rows { title memberCount } }
}`;
const MAIL_LOG = `query ($filter: SendEmailsFilter, $sort: [SortCondition!]) {
  sendEmails(filter: $filter, sort_conditions: $sort) { count rows { id usermail } }
}`;

const DAY = 86_400_000;

describe('list kit', () => {
  let h: Harness;
  let admin: { token: string };
  const tag = `lk${Date.now()}`;
  const email = (name: string) => `${tag}-${name}@example.org`;
  const ids = {} as Record<'ann' | 'bob' | 'cho' | 'dan' | 'eve', number>;

  const users = async (filter: Record<string, unknown>, more: Record<string, unknown> = {}) => {
    const result = await h.gql<{ users: ListResult }>(
      USERS,
      { filter: { email_contains: tag, ...filter }, limit: 100, ...more },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.users;
  };
  const names = (list: ListResult) => list.rows.map((row) => row.email.slice(tag.length + 1).split('@')[0]);

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
    const make = async (name: keyof typeof ids, values: Record<string, unknown>) => {
      const user = await h.createUser({ email: email(name), username: email(name), ...values });
      ids[name] = user.id;
    };
    // created_at spaced a day apart: ann oldest … eve newest.
    const base = Date.now() - 10 * DAY;
    await make('ann', {
      givenName: 'Ann',
      familyName: 'Archer',
      name_kr: '김안나',
      country: 'KR',
      affiliation: 'Seoul Clinic',
      created_at: new Date(base),
    });
    await make('bob', {
      givenName: 'Bob',
      familyName: 'Brown',
      country: 'US',
      affiliation: 'Mayo Clinic',
      invited: true,
      created_at: new Date(base + DAY),
    });
    await make('cho', {
      givenName: 'Cho',
      familyName: 'Choi',
      name_kr: '최초',
      country: 'KR',
      blocked: true,
      created_at: new Date(base + 2 * DAY),
    });
    await make('dan', {
      givenName: 'Dan',
      familyName: 'Dale',
      country: 'NL',
      created_at: new Date(base + 3 * DAY),
    });
    await make('eve', {
      givenName: 'Eve',
      familyName: 'Evans',
      country: 'US',
      delete: true,
      created_at: new Date(base + 4 * DAY),
    });
    // ann holds a live registration; dan only a deleted one (so he counts as not registered).
    const registration = { category: 'KM_TIER1', price: '0', currency: 'KRW' };
    await h.knex('registration_lists').insert({ ...registration, user_id: ids.ann });
    await h.knex('registration_lists').insert({ ...registration, user_id: ids.dan, delete: true });
  });
  afterAll(() => h.close());

  it('checks every list definition against its shared declaration', () => {
    expect(LIST_DEFINITIONS.map((d) => d.declaration.name).sort()).toEqual([
      'abstracts',
      'accessRecord',
      'dormant',
      'groups',
      'invitedSpeakers',
      'mailLog',
      'mailTemplates',
      'members',
      'newsAndNotices',
      'payLog',
      'popups',
      'refundData',
      'registerLog',
      'registrations',
      'sponsors',
      'visaLetters',
    ]);
    const declaration: ListDeclaration = {
      ...MEMBERS_LIST,
      filters: [...MEMBERS_LIST.filters, { key: 'extra', label: { en: 'x', ko: 'x' }, kind: 'contains' }],
    };
    const members = LIST_DEFINITIONS.find((d) => d.declaration.name === 'members')!;
    expect(() => defineList({ ...members, declaration })).toThrow('filter extra is declared but not defined');
    expect(() =>
      defineList({ ...members, filters: { ...members.filters, blocked: { kind: 'contains', column: 'x' } } }),
    ).toThrow('filter blocked is contains, declared flag');
  });

  it('has a trigram index for every contains filter of every list', async () => {
    const { rows } = await h.knex.raw<{ rows: { indexdef: string }[] }>(
      "SELECT indexdef FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%'",
    );
    const indexed = rows.map((row) => row.indexdef.replace(/"/g, ''));
    for (const definition of LIST_DEFINITIONS) {
      for (const spec of Object.values(definition.filters)) {
        if (spec.kind !== 'contains' || typeof spec.column !== 'string') continue;
        const [table, column] = spec.column.split('.');
        expect({
          filter: spec.column,
          indexed: indexed.some((d) =>
            d.includes(`ON public.${table} USING gin (lower((${column})::text) gin_trgm_ops)`),
          ),
        }).toEqual({
          filter: spec.column,
          indexed: true,
        });
      }
    }
  });

  it('filters members by contains (any case, any position), equals, oneOf and flag filters', async () => {
    expect(names(await users({}))).toHaveLength(5);
    expect(names(await users({ email_contains: `${tag}-BO` }))).toEqual(['bob']);
    expect(names(await users({ givenName: 'nn' }))).toEqual(['ann']);
    expect(names(await users({ familyName: 'CHO' }))).toEqual(['cho']);
    expect(names(await users({ name_kr_contains: '안나' }))).toEqual(['ann']);
    expect(
      names(await users({ affiliation: 'clinic' }, { sort: [{ field: 'id', direction: 'ASC' }] })),
    ).toEqual(['ann', 'bob']);
    // % and _ are text, not wildcards.
    expect((await users({ affiliation: '%' })).count).toBe(0);
    expect(names(await users({ id: String(ids.dan) }))).toEqual(['dan']);
    expect(names(await users({ country: 'KR' }, { sort: [{ field: 'id' }] }))).toEqual(['ann', 'cho']);
    expect(names(await users({ invited: true }))).toEqual(['bob']);
    expect(names(await users({ blocked: true }))).toEqual(['cho']);
    expect(names(await users({ delete: true }))).toEqual(['eve']);
    expect(names(await users({ delete: false }))).not.toContain('eve');
    expect((await users({ blocked: false })).count).toBe(4);
  });

  it('filters members by a live registration (registration_list_null), both ways', async () => {
    const sort = { sort: [{ field: 'id', direction: 'ASC' }] };
    // dan's only registration is deleted: he is not registered.
    expect(names(await users({ registration_list_null: true }, sort))).toEqual(['bob', 'cho', 'dan', 'eve']);
    expect(names(await users({ registration_list_null: false }, sort))).toEqual(['ann']);
  });

  it('sorts by every sortable column in both directions, id breaking ties', async () => {
    const byCreated = async (direction: string) =>
      names(await users({}, { sort: [{ field: 'created_at', direction }] }));
    expect(await byCreated('ASC')).toEqual(['ann', 'bob', 'cho', 'dan', 'eve']);
    expect(await byCreated('DESC')).toEqual(['eve', 'dan', 'cho', 'bob', 'ann']);
    // Default: newest first (the declaration's default sort).
    expect(names(await users({}))).toEqual(['eve', 'dan', 'cho', 'bob', 'ann']);
    for (const field of ['id', 'email', 'givenName', 'familyName', 'created_at']) {
      expect(names(await users({}, { sort: [{ field, direction: 'ASC' }] }))).toEqual([
        'ann',
        'bob',
        'cho',
        'dan',
        'eve',
      ]);
      expect(names(await users({}, { sort: [{ field, direction: 'DESC' }] }))).toEqual([
        'eve',
        'dan',
        'cho',
        'bob',
        'ann',
      ]);
    }
    // Country: KR (ann, cho), NL (dan), US (bob, eve); ties by id in the same direction.
    expect(names(await users({}, { sort: [{ field: 'country', direction: 'ASC' }] }))).toEqual([
      'ann',
      'cho',
      'dan',
      'bob',
      'eve',
    ]);
    expect(names(await users({}, { sort: [{ field: 'country', direction: 'DESC' }] }))).toEqual([
      'eve',
      'bob',
      'dan',
      'cho',
      'ann',
    ]);
    // Two conditions: country descending, then given name ascending.
    expect(
      names(
        await users(
          {},
          {
            sort: [
              { field: 'country', direction: 'DESC' },
              { field: 'givenName', direction: 'ASC' },
            ],
          },
        ),
      ),
    ).toEqual(['bob', 'eve', 'dan', 'ann', 'cho']);
  });

  it('pages with a total count and a page-size limit', async () => {
    const page = await users({}, { sort: [{ field: 'id' }], start: 2, limit: 2 });
    expect(page.count).toBe(5);
    expect(names(page)).toEqual(['cho', 'dan']);
    const max = MEMBERS_LIST_MAX();
    expect((await h.gql(USERS, { limit: max }, admin.token)).errors).toBeUndefined();
    const tooBig = await h.gql(USERS, { limit: max + 1 }, admin.token);
    expect(tooBig.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'limit', code: 'validation.invalid' }],
    });
    const zero = await h.gql(USERS, { limit: 0 }, admin.token);
    expect(zero.errors?.[0]?.extensions?.fields).toEqual([{ field: 'limit', code: 'validation.invalid' }]);
    const negative = await h.gql(USERS, { start: -1 }, admin.token);
    expect(negative.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'start', code: 'validation.invalid' },
    ]);
  });

  it('counts exactly up to the cap, and estimates above it', async () => {
    const members = LIST_DEFINITIONS.find((d) => d.declaration.name === 'members')!;
    const ctx = { knex: h.knex, clock: h.clock, auth: {} } as unknown as RequestContext;
    const run = (countCap: number) =>
      runList(defineList({ ...members, guard: () => undefined, countCap }), ctx, {
        filter: { email_contains: tag },
        limit: 2,
      });
    expect(await run(5)).toMatchObject({ count: 5, countEstimated: false });
    const estimated = await run(3);
    expect(estimated.countEstimated).toBe(true);
    // The planner's estimate, never below the cap + 1.
    expect(estimated.count).toBeGreaterThanOrEqual(4);
    expect(estimated.rows).toHaveLength(2);
    const page = await h.gql<{ users: { count: number; countEstimated: boolean } }>(
      'query ($f: UsersFilter) { users(filter: $f) { count countEstimated } }',
      { f: { email_contains: tag } },
      admin.token,
    );
    expect(page.data?.users).toEqual({ count: 5, countEstimated: false });
  });

  it('refuses invalid filters and sorts with a translated field error', async () => {
    const refused = async (variables: Record<string, unknown>) => {
      const result: GraphQLResult = await h.gql(USERS, variables, admin.token);
      expect(result.data).toBeNull();
      const extensions = result.errors?.[0]?.extensions as { code: string; fields: { code: string }[] };
      expect(extensions.code).toBe('VALIDATION_FAILED');
      // The browser shows the field code's message, in both languages.
      for (const field of extensions.fields) {
        expect(en).toHaveProperty([field.code]);
        expect(ko).toHaveProperty([field.code]);
      }
      return extensions.fields;
    };
    expect(await refused({ filter: { id: 'abc' } })).toEqual([
      { field: 'filter.id', code: 'validation.invalid' },
    ]);
    expect(await refused({ filter: { email_contains: 'x'.repeat(201) } })).toEqual([
      { field: 'filter.email_contains', code: 'validation.tooLong' },
    ]);
    expect(await refused({ sort: [{ field: 'password' }] })).toEqual([
      { field: 'sort_conditions.0.field', code: 'validation.invalid' },
    ]);
    expect(await refused({ sort: [{ field: 'department' }] })).toEqual([
      { field: 'sort_conditions.0.field', code: 'validation.invalid' },
    ]);
    const sendEmails = await h.gql(MAIL_LOG, { sort: [{ field: '__proto__' }] }, admin.token);
    expect(sendEmails.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'sort_conditions.0.field', code: 'validation.invalid' },
    ]);
  });

  it('finds a page of several text filters among the first rows, or searches the whole table, with the same answer', async () => {
    const members = LIST_DEFINITIONS.find((d) => d.declaration.name === 'members')!;
    const withProbe = (rows: number) =>
      defineList({ ...members, guard: () => undefined, firstRowsProbe: { table: 'users', rows } });
    const without = defineList({ ...members, guard: () => undefined, firstRowsProbe: undefined });
    const ctx = { knex: h.knex, clock: h.clock } as unknown as RequestContext;
    const probes: string[] = [];
    const listen = (query: { sql: string }) => {
      if (query.sql.includes('from (select * from "users" order by')) probes.push(query.sql);
    };
    h.knex.on('query', listen);
    try {
      const page = (definition: ReturnType<typeof defineList>, args: Parameters<typeof runList>[2]) =>
        runList<{ email: string }>(definition, ctx, args).then((list) => ({
          count: list.count,
          rows: list.rows.map((row) => row.email.slice(tag.length + 1).split('@')[0]),
        }));
      // Two text filters (ann and bob work at a clinic), newest first, one row a page, both pages;
      // one text filter (no probe) and every sortable order.
      const cases: Parameters<typeof runList>[2][] = [];
      for (const start of [0, 1, 2])
        for (const field of ['created_at', 'email', 'familyName', 'id'])
          for (const direction of ['ASC', 'DESC'] as const)
            cases.push({
              filter: { email_contains: tag, affiliation: 'clinic' },
              sort_conditions: [{ field, direction }],
              start,
              limit: 1,
            });
      cases.push({ filter: { email_contains: tag }, limit: 2 });
      for (const args of cases) {
        const expected = await page(without, args);
        // The whole table is the prefix (the probe answers) and a prefix too short (the whole table is searched).
        expect(await page(withProbe(1_000_000), args)).toEqual(expected);
        expect(await page(withProbe(1), args)).toEqual(expected);
      }
      expect(await page(without, cases[0]!)).toEqual({ count: 2, rows: ['ann'] });
      expect(await page(without, cases[1]!)).toEqual({ count: 2, rows: ['bob'] });
      // The probe ran for the two-filter cases only.
      expect(probes.length).toBeGreaterThanOrEqual(cases.length - 1);
      expect(probes.every((sql) => sql.includes('lower('))).toBe(true);
    } finally {
      h.knex.off('query', listen);
    }
  });

  it('filters by a date range in Seoul days, both ends included, and refuses bad dates', async () => {
    // A test definition: the kit's date-range filter over the members' sign-up time.
    const declaration: ListDeclaration = {
      ...MEMBERS_LIST,
      name: 'test-signups',
      filters: [
        { key: 'email_contains', label: { en: 'E-mail', ko: '이메일' }, kind: 'contains' },
        { key: 'created', label: { en: 'Signed up', ko: '가입일' }, kind: 'dateRange' },
      ],
    };
    const members = LIST_DEFINITIONS.find((d) => d.declaration.name === 'members')!;
    const definition = defineList({
      ...members,
      declaration,
      guard: () => undefined,
      filters: {
        email_contains: { kind: 'contains', column: 'users.email' },
        created: { kind: 'dateRange', column: 'users.created_at' },
      },
    });
    const before = await h
      .knex('users')
      .whereIn('id', [ids.ann, ids.bob, ids.cho])
      .select('id', 'created_at');
    await h
      .knex('users')
      .where({ id: ids.ann })
      .update({ created_at: new Date('2024-03-01T14:59:59Z') }); // 23:59:59 KST 1 Mar
    await h
      .knex('users')
      .where({ id: ids.bob })
      .update({ created_at: new Date('2024-03-01T15:00:00Z') }); // 00:00 KST 2 Mar
    await h
      .knex('users')
      .where({ id: ids.cho })
      .update({ created_at: new Date('2024-03-03T14:59:00Z') }); // 23:59 KST 3 Mar
    const ctx = { knex: h.knex, clock: h.clock } as unknown as RequestContext;
    const run = async (filter: Record<string, unknown>) =>
      (
        await runList<{ email: string }>(definition, ctx, {
          filter: { email_contains: tag, ...filter },
          sort_conditions: [{ field: 'id', direction: 'ASC' }],
        })
      ).rows.map((row) => row.email.slice(tag.length + 1).split('@')[0]);
    expect(await run({ created_from: '2024-03-02', created_to: '2024-03-03' })).toEqual(['bob', 'cho']);
    expect(await run({ created_to: '2024-03-01' })).toEqual(['ann']);
    expect(await run({ created_from: '2024-03-02' })).toEqual(['bob', 'cho', 'dan', 'eve']);
    await expect(run({ created_from: '2024-02-30' })).rejects.toMatchObject({
      fields: [{ field: 'filter.created_from', code: 'validation.date' }],
    });
    await expect(run({ created: '2024-03-01' })).rejects.toMatchObject({
      fields: [{ field: 'filter.created', code: 'validation.invalid' }],
    });
    for (const row of before)
      await h.knex('users').where({ id: row.id }).update({ created_at: row.created_at });
  });

  it('lists dormant accounts by the clock, never deleted ones, filtered and sorted', async () => {
    const dormant = async (variables: Record<string, unknown> = {}) => {
      const result = await h.gql<{ dormantUsers: ListResult }>(
        DORMANT,
        { limit: 500, ...variables, filter: { email_contains: tag, ...(variables.filter as object) } },
        admin.token,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.dormantUsers;
    };
    await h.knex('users').whereIn('id', [ids.ann, ids.bob]).update({ last_login_at: new Date() });
    expect((await dormant()).count).toBe(0);
    // A year and a day later, everyone of the tag is dormant except the deleted eve.
    h.clock.advanceDays(366);
    try {
      expect(names(await dormant({ sort: [{ field: 'id', direction: 'ASC' }] }))).toEqual([
        'ann',
        'bob',
        'cho',
        'dan',
      ]);
      // Default: longest asleep first (cho and dan never logged in; ann and bob did, later).
      const byActivity = names(await dormant());
      expect(byActivity.slice(2).sort()).toEqual(['ann', 'bob']);
      expect(
        names(await dormant({ sort: [{ field: 'last_active_at', direction: 'DESC' }] }))
          .slice(0, 2)
          .sort(),
      ).toEqual(['ann', 'bob']);
      expect(names(await dormant({ filter: { blocked: true } }))).toEqual(['cho']);
      expect(names(await dormant({ filter: { email_contains: `${tag}-da` } }))).toEqual(['dan']);
    } finally {
      h.clock.reset();
    }
  });

  it('lists groups with member counts, filtered and sorted by the count', async () => {
    // Group types are a fixed list; the tag in the titles keeps other files' GRANT groups out.
    const type = 'GRANT';
    const [big] = await h
      .knex('groups')
      .insert({ title: `${tag} big`, type, free: true })
      .returning('id');
    const [small] = await h
      .knex('groups')
      .insert({ title: `${tag} small`, type, free: false })
      .returning('id');
    await h.knex('groups').insert({ title: `${tag} gone`, type, delete: true });
    await h.knex('group_users').insert([
      { group_id: big.id, user_id: ids.ann },
      { group_id: big.id, user_id: ids.bob },
      { group_id: small.id, user_id: ids.cho },
    ]);
    const groups = async (filter: Record<string, unknown>, direction = 'ASC') => {
      const result = await h.gql<{
        groups: { count: number; rows: { title: string; memberCount: number }[] };
      }>(
        GROUPS,
        { filter: { type, title: tag, ...filter }, sort: [{ field: 'memberCount', direction }] },
        admin.token,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.groups;
    };
    expect((await groups({}, 'ASC')).rows).toEqual([
      { title: `${tag} small`, memberCount: 1 },
      { title: `${tag} big`, memberCount: 2 },
    ]);
    expect((await groups({}, 'DESC')).rows.map((r) => r.memberCount)).toEqual([2, 1]);
    expect((await groups({ free: true })).rows.map((r) => r.title)).toEqual([`${tag} big`]);
    expect((await groups({ title: 'SMA' })).rows.map((r) => r.title)).toEqual([`${tag} small`]);
    expect((await groups({ type: 'VOLUNTEER' })).count).toBe(0);
    // The type filter takes a listed type only: "grant" no longer silently finds nothing.
    const offList = await h.gql(GROUPS, { filter: { type: 'grant' } }, admin.token);
    expect(offList.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(offList.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'filter.type', code: 'validation.invalid' },
    ]);
  });

  it('lists the mail log filtered by type, subject and recipient, sorted both ways', async () => {
    const rows = ['b', 'a', 'c'].map((name) => ({
      type: 'MANUAL',
      title: `${tag} note ${name}`,
      usermail: email(`mail-${name}`),
      content: '<p>x</p>',
    }));
    await h.knex('send_emails').insert(rows);
    await h.knex('send_emails').insert({ ...rows[0], type: 'SIGN_UP', title: `${tag} welcome` });
    const log = async (filter: Record<string, unknown>, sort?: unknown) => {
      const result = await h.gql<{ sendEmails: ListResult }>(MAIL_LOG, { filter, sort }, admin.token);
      expect(result.errors).toBeUndefined();
      return result.data!.sendEmails.rows.map((row) => row.usermail.slice(tag.length + 1).split('@')[0]);
    };
    expect(
      await log({ title: `${tag} NOTE`, type: 'MANUAL' }, [{ field: 'usermail', direction: 'ASC' }]),
    ).toEqual(['mail-a', 'mail-b', 'mail-c']);
    expect(await log({ title: `${tag} note` }, [{ field: 'usermail', direction: 'DESC' }])).toEqual([
      'mail-c',
      'mail-b',
      'mail-a',
    ]);
    expect(await log({ usermail: `${tag}-mail-b`, type: 'SIGN_UP' })).toEqual(['mail-b']);
    // Default: newest first.
    expect(await log({ title: tag })).toEqual(['mail-b', 'mail-c', 'mail-a', 'mail-b']);
  });

  it('refuses the lists to everyone but organisers', async () => {
    const member = await h.createUser();
    for (const query of [USERS, DORMANT, GROUPS, MAIL_LOG]) {
      expect((await h.gql(query, {}, member.token)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
      expect((await h.gql(query, {})).errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    }
  });
});

function MEMBERS_LIST_MAX(): number {
  return LIST_DEFINITIONS.find((d) => d.declaration.name === 'members')!.maxPageSize;
}
