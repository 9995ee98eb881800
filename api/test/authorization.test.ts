// Every GraphQL operation × every kind of caller → allowed or refused. An operation without a
// row fails the test, so a new operation cannot ship without deciding who may call it. For the
// guarded operations, "allowed" means the call did its work (its effect is checked), not merely
// that it was not refused; a refused call leaves no effect.
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../src/graphql/schema';
import { REGISTRATION_CASES } from './authorization/registrations.cases';
import { memberProfile } from './fixtures';
import { asAdminRole, startHarness, type GraphQLResult, type Harness } from './harness';

type Caller = 'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin';
/**
 * public: anyone, the same answer; member: any logged-in caller (for themself); self: the owner
 * or an organiser; owner: the owner only (paying their registration); admin: organisers.
 */
type Rule = 'public' | 'member' | 'self' | 'owner' | 'admin';

interface Ids {
  ownerId: number;
  groupId: number;
  unique: () => string;
}
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  /**
   * The call's effect: `allowed` true after an allowed call (data present, work done), false after
   * a refused one (nothing changed). Guarded operations must have one.
   */
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: Ids, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

/** Set by beforeAll; the cases read it when they run. */
let tokens: Record<Caller, string | undefined>;

const CASES: Record<string, Case[]> = {
  ...REGISTRATION_CASES,
  health: [{ rule: 'public', doc: () => ({ query: '{ health }' }) }],
  // Public: null for a visitor, the user for a login.
  me: [{ rule: 'public', doc: () => ({ query: '{ me { id } }' }) }],
  countries: [{ rule: 'public', doc: () => ({ query: '{ countries { code } }' }) }],
  duplicateUserName: [
    { rule: 'public', doc: () => ({ query: '{ duplicateUserName(username: "x@example.org") { check } }' }) },
  ],
  users: [
    {
      rule: 'admin',
      doc: ({ ownerId }) => ({
        query: `{ users(filter: { id: ${ownerId} }) { count rows { id } } }`,
        effect: (result, allowed) =>
          expect(result.data).toEqual(
            allowed ? { users: { count: 1, rows: [{ id: String(ownerId) }] } } : null,
          ),
      }),
    },
  ],
  user: [
    {
      rule: 'self',
      doc: ({ ownerId }) => ({
        query: `{ user(id: ${ownerId}) { id } }`,
        effect: (result, allowed) =>
          expect(result.data).toEqual({ user: allowed ? { id: String(ownerId) } : null }),
      }),
    },
  ],
  dormantUsers: [
    {
      rule: 'admin',
      // beforeAll made one dormant account (last login in 2020).
      doc: () => ({
        query: '{ dormantUsers(filter: { email_contains: "matrix-sleeper" }) { count } }',
        effect: (result, allowed) =>
          expect(result.data).toEqual(allowed ? { dormantUsers: { count: 1 } } : null),
      }),
    },
  ],
  groups: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ groups(filter: { type: "MATRIX-LIST" }) { count rows { title } } }',
        effect: (result, allowed) =>
          expect(result.data).toEqual(
            allowed ? { groups: { count: 1, rows: [{ title: 'Matrix list' }] } } : null,
          ),
      }),
    },
  ],
  sendEmails: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ sendEmails(filter: { usermail: "matrix-log@" }) { count rows { title } } }',
        effect: (result, allowed) =>
          expect(result.data).toEqual(
            allowed ? { sendEmails: { count: 1, rows: [{ title: 'Matrix log' }] } } : null,
          ),
      }),
    },
  ],
  group: [
    {
      rule: 'admin',
      doc: ({ groupId }) => ({
        query: `{ group(id: ${groupId}) { id } }`,
        effect: (result, allowed) =>
          expect(result.data).toEqual({ group: allowed ? { id: String(groupId) } : null }),
      }),
    },
  ],
  register: [
    {
      rule: 'public',
      // Invalid on purpose: every caller gets the same validation answer and nothing is written.
      doc: () => ({
        query: 'mutation ($i: RegisterInput!) { register(input: $i) { jwt } }',
        variables: {
          i: {
            username: 'x',
            email: 'x',
            password: 'x',
            title: 'DR',
            degree: 'PHD',
            givenName: 'A',
            familyName: 'B',
            affiliation: 'C',
            department: 'D',
            mobilePhone: '1',
            country: 'NL',
          },
        },
      }),
    },
  ],
  login: [
    {
      rule: 'public',
      doc: () => ({
        query: 'mutation { login(identifier: "nobody@example.org", password: "wrong-pass1") { jwt } }',
      }),
    },
  ],
  createSendEmail: [
    {
      rule: 'public',
      doc: ({ unique }) => ({
        query: `mutation { createSendEmail(input: { type: FIND_PASSWORD, usermail: "${unique()}@example.org" }) { ok } }`,
      }),
    },
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const to = `${unique()}@example.org`;
        return {
          query: `mutation { createSendEmail(input: { type: MANUAL, usermail: "${to}", title: "Hello", content: "<p>Hi</p>" }) { ok } }`,
          effect: async (_result, allowed) =>
            expect(
              await h.knex('send_emails').where({ usermail: to, type: 'MANUAL' }).pluck('title'),
            ).toEqual(allowed ? ['Hello'] : []),
        };
      },
    },
  ],
  changeUserPasswordInFind: [
    {
      rule: 'public',
      doc: () => ({
        query:
          'mutation { changeUserPasswordInFind(email: "nobody@example.org", password: "Another2024", resetToken: "x") { ok } }',
      }),
    },
  ],
  confirmEmail: [
    {
      rule: 'public',
      doc: () => ({ query: 'mutation { confirmEmail(token: "no-such-token-0123456789") { ok } }' }),
    },
  ],
  resendConfirmation: [
    {
      rule: 'public',
      doc: ({ unique }) => ({
        query: `mutation { resendConfirmation(email: "${unique()}@example.org") { ok } }`,
      }),
    },
  ],
  updateUser: [
    {
      rule: 'self',
      doc: async ({ ownerId, unique }, h) => {
        const department = `Dept ${unique().replace(/[^a-z0-9]/gi, ' ')}`;
        return {
          query: `mutation { updateUser(id: ${ownerId}, input: { department: "${department}" }) { department } }`,
          effect: async (result, allowed) => {
            const row = await h.knex('users').where({ id: ownerId }).first('department');
            expect(row.department === department).toBe(allowed);
            if (allowed) expect(result.data).toEqual({ updateUser: { department } });
          },
        };
      },
    },
  ],
  changePassword: [
    {
      rule: 'member',
      // Each caller changes their own password once; the answered token replaces theirs.
      doc: ({ unique }, h, caller) => {
        const password = `New${unique().replace(/[^a-z0-9]/gi, '')}`;
        return {
          query: `mutation { changePassword(currentPassword: "Password2024", password: "${password}") { jwt } }`,
          effect: async (result, allowed) => {
            if (!allowed) return expect(result.data).toBeNull();
            const jwt = (result.data as unknown as { changePassword: { jwt: string } }).changePassword.jwt;
            expect((await h.gql('{ me { id } }', {}, jwt)).data?.me).toBeTruthy();
            tokens[caller] = jwt;
          },
        };
      },
    },
  ],
  createGroup: [
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const title = unique();
        return {
          query: `mutation { createGroup(input: { title: "${title}", type: "MATRIX-NEW", free: false }) { id } }`,
          effect: async (_result, allowed) =>
            expect(
              await h.knex('groups').where({ title }).count<{ count: number }[]>({ count: '*' }),
            ).toEqual([{ count: allowed ? 1 : 0 }]),
        };
      },
    },
  ],
  updateGroup: [
    {
      rule: 'admin',
      doc: ({ groupId, unique }, h) => {
        const title = unique();
        return {
          query: `mutation { updateGroup(id: ${groupId}, input: { title: "${title}", type: "MATRIX", free: true }) { id } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('groups').where({ id: groupId }).first('title')).title === title).toBe(
              allowed,
            ),
        };
      },
    },
  ],
  deleteMultipleGroups: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const [group] = await h
          .knex('groups')
          .insert({ title: unique(), type: 'MATRIX-DEL', free: false })
          .returning('id');
        return {
          query: `mutation { deleteMultipleGroups(ids: ["${group.id}"]) { ok affected } }`,
          effect: async (result, allowed) => {
            expect((await h.knex('groups').where({ id: group.id }).first('delete')).delete).toBe(allowed);
            if (allowed) expect(result.data).toEqual({ deleteMultipleGroups: { ok: true, affected: 1 } });
          },
        };
      },
    },
  ],
  changeUserGroup: [
    {
      rule: 'admin',
      doc: async ({ ownerId, groupId }, h) => {
        await h.knex('group_users').where({ user_id: ownerId }).delete();
        return {
          query: `mutation { changeUserGroup(ids: [${ownerId}], type: "MATRIX") { ok affected } }`,
          effect: async (_result, allowed) =>
            expect(await h.knex('group_users').where({ user_id: ownerId }).pluck('group_id')).toEqual(
              allowed ? [groupId] : [],
            ),
        };
      },
    },
  ],
};

const CALLERS: Caller[] = ['anonymous', 'owner', 'otherMember', 'invitedSpeaker', 'admin'];
const REFUSALS = ['LOGIN_REQUIRED', 'NOT_PERMITTED'];

function allowed(rule: Rule, caller: Caller): boolean {
  switch (rule) {
    case 'public':
      return true;
    case 'member':
      return caller !== 'anonymous';
    case 'self':
      return caller === 'owner' || caller === 'admin';
    case 'owner':
      return caller === 'owner';
    case 'admin':
      return caller === 'admin';
  }
}

describe('authorisation matrix', () => {
  let h: Harness;
  let ids: Ids;
  beforeAll(async () => {
    h = await startHarness();
    // A complete profile, so the owner's own edits pass validation and take effect.
    const owner = await h.createUser(memberProfile);
    tokens = {
      anonymous: undefined,
      owner: owner.token,
      otherMember: (await h.createUser()).token,
      invitedSpeaker: (await h.createUser({ invited: true })).token,
      admin: (await h.createUser({}, asAdminRole)).token,
    };
    const [group] = await h
      .knex('groups')
      .insert({ title: 'Matrix', type: 'MATRIX', free: false })
      .returning('id');
    // What the list cases must find.
    await h.knex('groups').insert({ title: 'Matrix list', type: 'MATRIX-LIST', free: false });
    await h.createUser({ email: 'matrix-sleeper@example.org', last_login_at: new Date('2020-01-01') });
    await h
      .knex('send_emails')
      .insert({ type: 'MANUAL', title: 'Matrix log', usermail: 'matrix-log@example.org', content: 'x' });
    let n = 0;
    ids = { ownerId: owner.id, groupId: group.id, unique: () => `matrix-${Date.now()}-${(n += 1)}` };
  });
  afterAll(() => h.close());

  it('has a row for every operation of the schema', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const operations = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(operations.filter((op) => !CASES[op]).sort()).toEqual([]);
    expect(Object.keys(CASES).filter((op) => !operations.includes(op))).toEqual([]);
  });

  const rows = Object.entries(CASES).flatMap(([op, cases]) => cases.map((c, i) => ({ op, i, c })));
  it.each(rows)('$op (case $i)', async ({ c }) => {
    const codes: Record<string, string | undefined> = {};
    for (const caller of CALLERS) {
      const { query, variables, effect } = await c.doc(ids, h, caller);
      const result = await h.gql(query, variables ?? {}, tokens[caller]);
      const code = result.errors?.[0]?.extensions?.code;
      codes[caller] = code;
      // A public operation may still say no for its own reasons (an unverified code), but the
      // same to everyone; the others must refuse exactly the callers the rule excludes, and do
      // their work for the others: no error at all, and the effect.
      if (c.rule === 'public') {
        expect(code).not.toBe('LOGIN_REQUIRED');
        continue;
      }
      const permitted = allowed(c.rule, caller);
      expect({ caller, code }).toEqual({
        caller,
        code: permitted ? undefined : expect.stringMatching(new RegExp(`^(${REFUSALS.join('|')})$`)),
      });
      expect(effect).toBeDefined();
      await effect?.(result as GraphQLResult<never>, permitted);
    }
    if (c.rule === 'public') expect(new Set(Object.values(codes)).size).toBe(1);
  });
});
