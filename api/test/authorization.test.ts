// Every GraphQL operation × every kind of caller → allowed or refused. An operation without a
// row fails the test, so a new operation cannot ship without deciding who may call it.
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../src/graphql/schema';
import { asAdminRole, startHarness, type Harness } from './harness';

type Caller = 'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin';
/**
 * public: anyone, the same answer; member: any login; owner: the owner only; self: the owner or
 * an organiser; invited: invited speakers and organisers; admin: organisers.
 */
type Rule = 'public' | 'member' | 'owner' | 'self' | 'invited' | 'admin';

interface Ids {
  ownerId: number;
  groupId: number;
  /** The owner's abstracts: one to read and edit, one to withdraw, one for organisers to decide. */
  abstractId: number;
  withdrawId: number;
  decideId: number;
  /** The invited speaker's speaker record. */
  speakerId: number;
  unique: () => string;
}
interface Case {
  rule: Rule;
  doc: (ids: Ids) => { query: string; variables?: Record<string, unknown> };
}

const ABSTRACT_INPUT = {
  title: 'Matrix abstract',
  preference: 'POSTER',
  category: 'CASE_REPORT',
  topic: 'SKIN',
  objectives: 'o',
  methods: 'm',
  results: 'r',
  conclusions: 'c',
  keywords: 'k',
  author: [
    {
      givenName: 'A',
      familyName: 'B',
      email: 'a@example.org',
      affiliations: [1],
      presenting: true,
      corresponding: true,
    },
  ],
  including: ['Somewhere'],
  terms: true,
};
const abstractMutation = (field: string, args: string) => ({
  query: `mutation ($i: AbstractInput!) { ${field}(${args}input: $i) { id } }`,
  variables: { i: ABSTRACT_INPUT },
});

const CASES: Record<string, Case[]> = {
  health: [{ rule: 'public', doc: () => ({ query: '{ health }' }) }],
  // Public: null for a visitor, the user for a login.
  me: [{ rule: 'public', doc: () => ({ query: '{ me { id } }' }) }],
  countries: [{ rule: 'public', doc: () => ({ query: '{ countries { code } }' }) }],
  duplicateUserName: [
    { rule: 'public', doc: () => ({ query: '{ duplicateUserName(username: "x@example.org") { check } }' }) },
  ],
  users: [{ rule: 'admin', doc: () => ({ query: '{ users { count } }' }) }],
  user: [{ rule: 'self', doc: ({ ownerId }) => ({ query: `{ user(id: ${ownerId}) { id } }` }) }],
  dormantUsers: [{ rule: 'admin', doc: () => ({ query: '{ dormantUsers { count } }' }) }],
  groups: [{ rule: 'admin', doc: () => ({ query: '{ groups { count } }' }) }],
  sendEmails: [{ rule: 'admin', doc: () => ({ query: '{ sendEmails { count } }' }) }],
  group: [{ rule: 'admin', doc: ({ groupId }) => ({ query: `{ group(id: ${groupId}) { id } }` }) }],
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
      doc: ({ unique }) => ({
        query: `mutation { createSendEmail(input: { type: MANUAL, usermail: "${unique()}@example.org", title: "Hello", content: "<p>Hi</p>" }) { ok } }`,
      }),
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
      doc: ({ ownerId }) => ({
        query: `mutation { updateUser(id: ${ownerId}, input: { receiveInfo: true }) { id } }`,
      }),
    },
  ],
  createGroup: [
    {
      rule: 'admin',
      doc: () => ({
        query: 'mutation { createGroup(input: { title: "Matrix", type: "MATRIX", free: false }) { id } }',
      }),
    },
  ],
  updateGroup: [
    {
      rule: 'admin',
      doc: ({ groupId }) => ({
        query: `mutation { updateGroup(id: ${groupId}, input: { title: "Matrix", type: "MATRIX", free: true }) { id } }`,
      }),
    },
  ],
  deleteMultipleGroups: [
    { rule: 'admin', doc: () => ({ query: 'mutation { deleteMultipleGroups(ids: ["999999"]) { ok } }' }) },
  ],
  changeUserGroup: [
    {
      rule: 'admin',
      doc: ({ ownerId }) => ({
        query: `mutation { changeUserGroup(ids: [${ownerId}], type: "MATRIX") { ok } }`,
      }),
    },
  ],
  my_abstract: [{ rule: 'member', doc: () => ({ query: '{ my_abstract { id } }' }) }],
  abstract: [
    { rule: 'self', doc: ({ abstractId }) => ({ query: `{ abstract(id: ${abstractId}) { id } }` }) },
  ],
  permittedAbstract: [
    {
      rule: 'self',
      doc: ({ abstractId, ownerId }) => ({
        query: `{ permittedAbstract(id: ${abstractId}, userId: ${ownerId}) { response } }`,
      }),
    },
  ],
  abstractTypeCount: [
    {
      rule: 'self',
      doc: ({ ownerId }) => ({ query: `{ abstractTypeCount(userId: ${ownerId}) { response { total } } }` }),
    },
  ],
  abstractSubmissionPeriod: [
    { rule: 'public', doc: () => ({ query: '{ abstractSubmissionPeriod { open } }' }) },
  ],
  abstracts: [{ rule: 'admin', doc: () => ({ query: '{ abstracts { id } }' }) }],
  abstractsConnection: [{ rule: 'admin', doc: () => ({ query: '{ abstractsConnection { count } }' }) }],
  createAbstract: [{ rule: 'member', doc: () => abstractMutation('createAbstract', '') }],
  updateAbstract: [
    { rule: 'self', doc: ({ abstractId }) => abstractMutation('updateAbstract', `id: ${abstractId}, `) },
  ],
  // Only the owner withdraws; organisers decide through changeAbstractStatus.
  withdrawAbstract: [
    {
      rule: 'owner',
      doc: ({ withdrawId }) => ({ query: `mutation { withdrawAbstract(id: ${withdrawId}) { id } }` }),
    },
  ],
  changeAbstractStatus: [
    {
      rule: 'admin',
      doc: ({ decideId }) => ({
        query: `mutation { changeAbstractStatus(ids: [${decideId}], status: PENDING) { ok } }`,
      }),
    },
  ],
  speakers: [{ rule: 'invited', doc: () => ({ query: '{ speakers { id } }' }) }],
  speakerUploadDeadline: [{ rule: 'public', doc: () => ({ query: '{ speakerUploadDeadline }' }) }],
  createSpeaker: [
    { rule: 'invited', doc: () => ({ query: 'mutation { createSpeaker(input: {}) { id } }' }) },
  ],
  updateSpeaker: [
    {
      rule: 'invited',
      doc: ({ speakerId }) => ({ query: `mutation { updateSpeaker(id: ${speakerId}, input: {}) { id } }` }),
    },
  ],
  deleteMultipleSpeaker: [
    { rule: 'admin', doc: () => ({ query: 'mutation { deleteMultipleSpeaker(ids: ["999999"]) { ok } }' }) },
  ],
  inviteSpeakers: [
    { rule: 'admin', doc: () => ({ query: 'mutation { inviteSpeakers(ids: ["999999"]) { ok } }' }) },
  ],
  deleteMultipleInvitedUser: [
    {
      rule: 'admin',
      doc: () => ({ query: 'mutation { deleteMultipleInvitedUser(ids: ["999999"]) { ok } }' }),
    },
  ],
  deleteMultipleAbstract: [
    { rule: 'admin', doc: () => ({ query: 'mutation { deleteMultipleAbstract(ids: ["999999"]) { ok } }' }) },
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
    case 'owner':
      return caller === 'owner';
    case 'invited':
      return caller === 'invitedSpeaker' || caller === 'admin';
    case 'self':
      return caller === 'owner' || caller === 'admin';
    case 'admin':
      return caller === 'admin';
  }
}

describe('authorisation matrix', () => {
  let h: Harness;
  let tokens: Record<Caller, string | undefined>;
  let ids: Ids;
  beforeAll(async () => {
    h = await startHarness();
    const owner = await h.createUser();
    const invited = await h.createUser({ invited: true });
    const [speaker] = await h.knex('speakers').insert({ user_id: invited.id }).returning('id');
    tokens = {
      anonymous: undefined,
      owner: owner.token,
      otherMember: (await h.createUser()).token,
      invitedSpeaker: invited.token,
      admin: (await h.createUser({}, asAdminRole)).token,
    };
    const [group] = await h
      .knex('groups')
      .insert({ title: 'Matrix', type: 'MATRIX', free: false })
      .returning('id');
    const abstract = () =>
      h
        .knex('abstracts')
        .insert({
          ...ABSTRACT_INPUT,
          author: JSON.stringify(ABSTRACT_INPUT.author),
          including: '["Somewhere"]',
          terms: '{}',
          user_id: owner.id,
        })
        .returning('id')
        .then(([row]) => row.id as number);
    let n = 0;
    ids = {
      ownerId: owner.id,
      groupId: group.id,
      abstractId: await abstract(),
      withdrawId: await abstract(),
      decideId: await abstract(),
      speakerId: speaker.id,
      unique: () => `matrix-${Date.now()}-${(n += 1)}`,
    };
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
      const { query, variables } = c.doc(ids);
      const result = await h.gql(query, variables ?? {}, tokens[caller]);
      const code = result.errors?.[0]?.extensions?.code;
      codes[caller] = code;
      // A public operation may still say no for its own reasons (an unverified code), but the
      // same to everyone; the others must refuse exactly the callers the rule excludes.
      if (c.rule === 'public') expect(code).not.toBe('LOGIN_REQUIRED');
      else
        expect({ caller, refused: REFUSALS.includes(code ?? '') }).toEqual({
          caller,
          refused: !allowed(c.rule, caller),
        });
    }
    if (c.rule === 'public') expect(new Set(Object.values(codes)).size).toBe(1);
  });
});
