// Every GraphQL operation × every kind of caller → allowed or refused. An operation without a
// row fails the test, so a new operation cannot ship without deciding who may call it. For the
// guarded operations, "allowed" means the call did its work (its effect is checked), not merely
// that it was not refused; a refused call leaves no effect.
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../src/graphql/schema';
import { NEWS_POPUP_CASES } from './authorization/newsPopups.cases';
import { SETTINGS_CASES } from './authorization/settings.cases';
import { MAIL_CASES } from './authorization/mail.cases';
import { REGISTRATION_CASES } from './authorization/registrations.cases';
import { SPEAKER_CASES } from './authorization/speakers.cases';
import { STATISTICS_CASES } from './authorization/statistics.cases';
import { SPONSOR_CASES } from './authorization/sponsors.cases';
import { VISA_LETTER_CASES } from './authorization/visaLetters.cases';
import { PROGRAMME_CASES } from './authorization/programme.cases';
import { REVIEW_CASES } from './authorization/review.cases';
import { ATTENDANCE_CASES } from './authorization/attendance.cases';
import { WALK_IN_CASES } from './authorization/walkIn.cases';
import { DESK_ROSTER_CASES } from './authorization/deskRoster.cases';
import { CREDITS_CASES } from './authorization/credits.cases';
import { ACCESS_RECORD_CASES } from './authorization/accessRecord.cases';
import { RETENTION_CASES } from './authorization/retention.cases';
import { CONSENTS_CASES } from './authorization/consents.cases';
import { SECOND_FACTOR_CASES } from './authorization/secondFactor.cases';
import { asFrontDesk } from './attendanceSteps';
import { memberProfile } from './fixtures';
import { asAdminRole, startIsolatedHarness, type GraphQLResult, type Harness } from './harness';

// offListOrganiser: has the organiser role but is not on ADMIN_ALLOWLIST, so the back office
// treats them as a member.
type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
/**
 * public: anyone, the same answer; member: any login; owner: the owner only; self: the owner or
 * an organiser; invited: invited speakers and organisers; admin: organisers; desk: the front-desk
 * role (check-in, nothing else) and organisers.
 */
type Rule = 'public' | 'member' | 'owner' | 'self' | 'invited' | 'admin' | 'desk';

interface Ids {
  ownerId: number;
  groupId: number;
  /** The matrix group's type (GROUP_TYPES; other test files create groups on the same database). */
  groupType: string;
  /** The owner's abstracts: one to read and edit, one to withdraw, one for organisers to decide. */
  abstractId: number;
  withdrawId: number;
  decideId: number;
  /** The owner's accepted abstract and a presentation file the owner uploaded for it. */
  acceptedId: number;
  presentationFileId: number;
  /** The invited speaker's speaker record. */
  speakerId: number;
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
const abstractMutation = (field: string, args: string, changes: Partial<typeof ABSTRACT_INPUT> = {}) => ({
  query: `mutation ($i: AbstractInput!) { ${field}(${args}input: $i) { id } }`,
  variables: { i: { ...ABSTRACT_INPUT, ...changes } },
});

const CASES: Record<string, Case[]> = {
  ...REGISTRATION_CASES,
  ...STATISTICS_CASES,
  ...SPEAKER_CASES,
  ...NEWS_POPUP_CASES,
  ...SETTINGS_CASES,
  ...SPONSOR_CASES,
  ...MAIL_CASES,
  ...VISA_LETTER_CASES,
  ...PROGRAMME_CASES,
  ...REVIEW_CASES,
  ...ATTENDANCE_CASES,
  ...WALK_IN_CASES,
  ...DESK_ROSTER_CASES,
  ...CREDITS_CASES,
  ...ACCESS_RECORD_CASES,
  ...RETENTION_CASES,
  ...CONSENTS_CASES,
  ...SECOND_FACTOR_CASES,
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
        query: '{ groups(filter: { type: "VOLUNTEER", title: "Matrix list" }) { count rows { title } } }',
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
            consents: [{ kind: 'COLLECTION', version: 1, given: true }],
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
  changeUnconfirmedEmail: [
    {
      // Any logged-in member whose address is unconfirmed, for their own account: each caller is
      // made unconfirmed and "changes" to its own address (the link is sent again), then restored.
      rule: 'member',
      doc: async ({ unique }, h, caller) => {
        const token = tokens[caller];
        const me = token
          ? (await h.gql<{ me: { id: string; email: string } }>('{ me { id email } }', {}, token)).data?.me
          : undefined;
        if (me) await h.knex('users').where({ id: me.id }).update({ confirmed: false });
        const email = me?.email ?? `${unique()}@example.org`;
        return {
          query: `mutation { changeUnconfirmedEmail(email: "${email}") { ok } }`,
          effect: async (result, allowed) => {
            if (me) await h.knex('users').where({ id: me.id }).update({ confirmed: true });
            if (!allowed) return expect(result.data).toBeNull();
            expect(result.data).toEqual({ changeUnconfirmedEmail: { ok: true } });
            const row = await h.knex('users').where({ id: me?.id }).first('email');
            expect(row.email).toBe(email);
          },
        };
      },
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
          query: `mutation { createGroup(input: { title: "${title}", type: "SPONSOR_STAFF", free: false }) { id } }`,
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
      doc: ({ groupId, groupType, unique }, h) => {
        const title = unique();
        return {
          query: `mutation { updateGroup(id: ${groupId}, input: { title: "${title}", type: "${groupType}", free: true }) { id } }`,
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
          .insert({ title: unique(), type: 'OTHER', free: false })
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
      doc: async ({ ownerId, groupId, groupType }, h) => {
        await h.knex('group_users').where({ user_id: ownerId }).delete();
        return {
          query: `mutation { changeUserGroup(ids: [${ownerId}], type: "${groupType}") { ok affected } }`,
          // Other files may hold live groups of the same type: the owner joins them all, so
          // assert membership of the matrix group (and of nothing when refused).
          effect: async (_result, allowed) => {
            const joined = await h.knex('group_users').where({ user_id: ownerId }).pluck('group_id');
            if (allowed) expect(joined).toContain(groupId);
            else expect(joined).toEqual([]);
          },
        };
      },
    },
  ],
  my_abstract: [
    {
      rule: 'member',
      doc: ({ abstractId }, _h, caller) => ({
        query: '{ my_abstract { id } }',
        // Each caller sees their own abstracts only: the owner's appear for the owner alone.
        effect: (result, allowed) => {
          const own = (result.data as { my_abstract?: { id: string }[] } | null)?.my_abstract;
          if (!allowed) return expect(own).toBeUndefined();
          expect(own?.some((a) => a.id === String(abstractId))).toBe(caller === 'owner');
        },
      }),
    },
  ],
  abstract: [
    {
      rule: 'self',
      doc: ({ abstractId }) => ({
        query: `{ abstract(id: ${abstractId}) { id } }`,
        effect: (result, allowed) =>
          expect((result.data as { abstract?: unknown } | null)?.abstract ?? null).toEqual(
            allowed ? { id: String(abstractId) } : null,
          ),
      }),
    },
  ],
  permittedAbstract: [
    {
      rule: 'self',
      doc: ({ abstractId, ownerId }) => ({
        query: `{ permittedAbstract(id: ${abstractId}, userId: ${ownerId}) { response } }`,
        effect: (result, allowed) =>
          expect(result.data).toEqual(allowed ? { permittedAbstract: { response: true } } : null),
      }),
    },
  ],
  abstractTypeCount: [
    {
      rule: 'self',
      doc: ({ ownerId }) => ({
        query: `{ abstractTypeCount(userId: ${ownerId}) { response { total } } }`,
        effect: (result, allowed) => {
          const total = (result.data as { abstractTypeCount?: { response: { total: number } } } | null)
            ?.abstractTypeCount?.response.total;
          if (allowed) expect(total).toBeGreaterThanOrEqual(2);
          else expect(result.data).toBeNull();
        },
      }),
    },
  ],
  abstractSubmissionPeriod: [
    { rule: 'public', doc: () => ({ query: '{ abstractSubmissionPeriod { open } }' }) },
  ],
  abstracts: [
    {
      rule: 'admin',
      doc: ({ abstractId }) => ({
        query: '{ abstracts(limit: 500) { id } }',
        effect: (result, allowed) => {
          const rows = (result.data as { abstracts?: { id: string }[] } | null)?.abstracts;
          if (allowed) expect(rows?.some((a) => a.id === String(abstractId))).toBe(true);
          else expect(result.data).toBeNull();
        },
      }),
    },
  ],
  abstractsConnection: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ abstractsConnection { count } }',
        effect: (result, allowed) => {
          const count = (result.data as { abstractsConnection?: { count: number } } | null)
            ?.abstractsConnection?.count;
          if (allowed) expect(count).toBeGreaterThanOrEqual(3);
          else expect(result.data).toBeNull();
        },
      }),
    },
  ],
  createAbstract: [
    {
      rule: 'member',
      doc: async ({ unique }, h) => {
        const title = unique();
        return {
          ...abstractMutation('createAbstract', '', { title }),
          effect: async (_result, allowed) =>
            expect(await h.knex('abstracts').where({ title }).count({ n: '*' })).toEqual([
              { n: allowed ? 1 : 0 },
            ]),
        };
      },
    },
  ],
  updateAbstract: [
    {
      rule: 'self',
      doc: async ({ abstractId, unique }, h) => {
        const title = unique();
        return {
          ...abstractMutation('updateAbstract', `id: ${abstractId}, `, { title }),
          effect: async (_result, allowed) =>
            expect((await h.knex('abstracts').where({ id: abstractId }).first('title')).title === title).toBe(
              allowed,
            ),
        };
      },
    },
  ],
  // Only the owner withdraws; organisers decide through changeAbstractStatus.
  withdrawAbstract: [
    {
      rule: 'owner',
      doc: async ({ withdrawId }, h) => {
        const status = async () =>
          (await h.knex('abstracts').where({ id: withdrawId }).first('status')).status;
        const before = await status();
        return {
          query: `mutation { withdrawAbstract(id: ${withdrawId}) { id } }`,
          effect: async (_result, allowed) => expect(await status()).toBe(allowed ? 'WITHDRAWN' : before),
        };
      },
    },
  ],
  changeAbstractStatus: [
    {
      rule: 'admin',
      doc: async ({ decideId }, h) => {
        await h.knex('abstracts').where({ id: decideId }).update({ status: 'SUBMITTED' });
        return {
          query: `mutation { changeAbstractStatus(ids: [${decideId}], status: PENDING) { ok } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('abstracts').where({ id: decideId }).first('status')).status).toBe(
              allowed ? 'PENDING' : 'SUBMITTED',
            ),
        };
      },
    },
  ],
  presentationUploadDeadline: [{ rule: 'public', doc: () => ({ query: '{ presentationUploadDeadline }' }) }],
  // The submitter of an accepted abstract, or an organiser; each call starts from no presentation.
  updateAbstractPresentation: [
    {
      rule: 'self',
      doc: async ({ acceptedId, presentationFileId }, h) => {
        await h.knex('abstracts').where({ id: acceptedId }).update({ file_presentation: null });
        return {
          query: `mutation { updateAbstractPresentation(id: ${acceptedId}, file: ${presentationFileId}) { id } }`,
          effect: async (_result, allowed) =>
            expect(
              (await h.knex('abstracts').where({ id: acceptedId }).first('file_presentation'))
                .file_presentation,
            ).toBe(allowed ? presentationFileId : null),
        };
      },
    },
  ],
  speakers: [
    {
      rule: 'invited',
      doc: ({ speakerId }) => ({
        query: '{ speakers { id } }',
        // The invited speaker sees their record; organisers see every record.
        effect: (result, allowed) => {
          const rows = (result.data as { speakers?: { id: string }[] } | null)?.speakers;
          if (allowed) expect(rows?.some((r) => r.id === String(speakerId))).toBe(true);
          else expect(result.data).toBeNull();
        },
      }),
    },
  ],
  speakerUploadDeadline: [{ rule: 'public', doc: () => ({ query: '{ speakerUploadDeadline }' }) }],
  createSpeaker: [
    {
      rule: 'invited',
      doc: async ({ speakerId }, h, caller) => {
        // One record per member: the invited speaker's own is set aside while it creates one.
        if (caller === 'invitedSpeaker') await h.knex('speakers').where({ id: speakerId }).delete();
        const before = Number((await h.knex('speakers').count({ n: '*' }))[0]?.n);
        return {
          query: 'mutation { createSpeaker(input: {}) { id } }',
          effect: async (result, allowed) => {
            const id = Number((result.data as { createSpeaker?: { id: string } } | null)?.createSpeaker?.id);
            if (!allowed) {
              expect(Number((await h.knex('speakers').count({ n: '*' }))[0]?.n)).toBe(before);
              return;
            }
            expect(await h.knex('speakers').where({ id }).first('id')).toEqual({ id });
            // Back under the id the other rows use.
            if (caller === 'invitedSpeaker') await h.knex('speakers').where({ id }).update({ id: speakerId });
          },
        };
      },
    },
  ],
  updateSpeaker: [
    {
      rule: 'invited',
      doc: ({ speakerId }) => ({
        query: `mutation { updateSpeaker(id: ${speakerId}, input: {}) { id } }`,
        effect: (result, allowed) =>
          expect(result.data).toEqual(allowed ? { updateSpeaker: { id: String(speakerId) } } : null),
      }),
    },
  ],
  deleteMultipleSpeaker: [
    {
      rule: 'admin',
      doc: async ({ ownerId }, h) => {
        // The same record for every caller until an organiser deletes it.
        const [row] = await h
          .knex('speakers')
          .insert({ user_id: ownerId })
          .onConflict('user_id')
          .merge({ user_id: ownerId })
          .returning('id');
        return {
          query: `mutation { deleteMultipleSpeaker(ids: ["${row.id}"]) { ok } }`,
          effect: async (_result, allowed) =>
            expect(await h.knex('speakers').where({ id: row.id }).first('id')).toEqual(
              allowed ? undefined : { id: row.id },
            ),
        };
      },
    },
  ],
  inviteSpeakers: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const guest = await h.createUser();
        return {
          query: `mutation { inviteSpeakers(ids: ["${guest.id}"]) { ok } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('users').where({ id: guest.id }).first('invited')).invited).toBe(allowed),
        };
      },
    },
  ],
  deleteMultipleInvitedUser: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const guest = await h.createUser({ invited: true });
        return {
          query: `mutation { deleteMultipleInvitedUser(ids: ["${guest.id}"]) { ok } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('users').where({ id: guest.id }).first('invited')).invited).toBe(!allowed),
        };
      },
    },
  ],
  deleteMultipleAbstract: [
    {
      rule: 'admin',
      doc: async ({ ownerId }, h) => {
        const [row] = await h
          .knex('abstracts')
          .insert({
            ...ABSTRACT_INPUT,
            author: JSON.stringify(ABSTRACT_INPUT.author),
            including: '["Somewhere"]',
            terms: '{}',
            user_id: ownerId,
          })
          .returning('id');
        return {
          query: `mutation { deleteMultipleAbstract(ids: ["${row.id}"]) { ok } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('abstracts').where({ id: row.id }).first('delete')).delete).toBe(allowed),
        };
      },
    },
  ],
};

const CALLERS: Caller[] = [
  'anonymous',
  'owner',
  'otherMember',
  'invitedSpeaker',
  'admin',
  'offListOrganiser',
  'frontDesk',
];
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
    case 'desk':
      return caller === 'admin' || caller === 'frontDesk';
  }
}

describe('authorisation matrix', () => {
  let h: Harness;
  let ids: Ids;
  beforeAll(async () => {
    // Only the matrix's organiser (and the seeded one) are on the allowlist.
    h = await startIsolatedHarness({
      ADMIN_ALLOWLIST: 'matrix-organiser@example.org,admin@congress.local',
      // Six callers apply once each for the createSponsor row, all from 127.0.0.1.
      RATE_LIMIT_SPONSOR_APPLY_PER_ADDRESS: '100',
    });
    // A complete profile, so the owner's own edits pass validation and take effect.
    const owner = await h.createUser(memberProfile);
    const invited = await h.createUser({ invited: true });
    const [speaker] = await h.knex('speakers').insert({ user_id: invited.id }).returning('id');
    tokens = {
      anonymous: undefined,
      owner: owner.token,
      otherMember: (await h.createUser()).token,
      invitedSpeaker: invited.token,
      admin: (await h.createUser({ email: 'matrix-organiser@example.org' }, asAdminRole)).token,
      offListOrganiser: (await h.createUser({}, asAdminRole)).token,
      frontDesk: (await h.createUser({}, asFrontDesk)).token,
    };
    const groupType = 'REVIEWER';
    const [group] = await h
      .knex('groups')
      .insert({ title: 'Matrix', type: groupType, free: false })
      .returning('id');
    // What the list cases must find.
    await h.knex('groups').insert({ title: 'Matrix list', type: 'VOLUNTEER', free: false });
    await h.createUser({ email: 'matrix-sleeper@example.org', last_login_at: new Date('2020-01-01') });
    await h
      .knex('send_emails')
      .insert({ type: 'MANUAL', title: 'Matrix log', usermail: 'matrix-log@example.org', content: 'x' });
    const abstract = (status = 'SUBMITTED') =>
      h
        .knex('abstracts')
        .insert({
          ...ABSTRACT_INPUT,
          status,
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
      groupType,
      abstractId: await abstract(),
      withdrawId: await abstract(),
      decideId: await abstract(),
      acceptedId: await abstract('ACCEPTED'),
      presentationFileId: (
        await h
          .knex('upload_files')
          .insert({
            name: 'matrix.pdf',
            url: '/uploads/matrix.pdf',
            path: 'matrix.pdf',
            mime: 'application/pdf',
            size: 10,
            use: 'abstractPresentation',
            uploaded_by: owner.id,
          })
          .returning('id')
      )[0].id as number,
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
