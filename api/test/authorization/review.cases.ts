// Rows of the authorisation matrix (../authorization.test.ts) for the abstract review: organisers
// configure, assign and decide; a reviewer (here the matrix's owner, made a reviewer of SKIN
// abstracts on first use) reads and writes only their own reviews, bids and conflicts; reading the
// form is for reviewers and organisers.
import type { GraphQLResult, Harness } from '../harness';

type Caller = 'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser';
type Rule = 'public' | 'member' | 'owner' | 'self' | 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Ids {
  ownerId: number;
  unique: () => string;
}
interface Case {
  rule: Rule;
  doc: (ids: Ids, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

/** The owner as a reviewer of SKIN (made once). */
async function ownerReviewer(h: Harness, ownerId: number): Promise<number> {
  const existing = await h.knex('reviewers').where({ user_id: ownerId }).first('id');
  if (existing) return existing.id as number;
  const owner = await h.knex('users').where({ id: ownerId }).first('email');
  const [row] = await h
    .knex('reviewers')
    .insert({ user_id: ownerId, email: owner.email, topics: JSON.stringify(['SKIN']) })
    .returning('id');
  return row.id as number;
}

let counter = 0;
/** A SKIN abstract in review by a fresh member (never the owner's). */
async function skinAbstract(h: Harness): Promise<number> {
  counter += 1;
  const email = `matrix-review-${Date.now()}-${counter}@example.org`;
  const user = await h.createUser({ email });
  const [row] = await h
    .knex('abstracts')
    .insert({
      user_id: user.id,
      title: `Matrix review ${counter}`,
      preference: 'POSTER',
      category: 'ORIGINAL',
      topic: 'SKIN',
      status: 'SUBMITTED',
      author: JSON.stringify([{ givenName: 'M', familyName: 'R', email, affiliations: [1] }]),
      including: JSON.stringify(['Matrix Hospital']),
      terms: '{}',
      history: '[]',
    })
    .returning('id');
  return row.id as number;
}

async function assignmentOfOwner(h: Harness, ownerId: number): Promise<number> {
  const reviewer = await ownerReviewer(h, ownerId);
  const abstractId = await skinAbstract(h);
  const [row] = await h
    .knex('review_assignments')
    .insert({ reviewer_id: reviewer, abstract_id: abstractId, source: 'MANUAL' })
    .returning('id');
  return row.id as number;
}

async function invitedReviewer(h: Harness, unique: () => string): Promise<number> {
  const [row] = await h
    .knex('reviewers')
    .insert({ email: `${unique()}@example.org`, topics: '[]' })
    .returning('id');
  return row.id as number;
}

const has = async (h: Harness, table: string, where: Record<string, unknown>) =>
  Boolean(await h.knex(table).where(where).first());

/** Open review periods (the settings case may have changed them). */
const openPeriods = (h: Harness) =>
  h.knex('review_settings').where({ id: 1 }).update({
    bidding_start: null,
    bidding_end: null,
    review_start: null,
    review_end: null,
  });

const dataOrNull = (name: string) => (result: GraphQLResult<never>, allowed: boolean) => {
  const data = result.data as Record<string, unknown> | null | undefined;
  if (allowed) expect(data?.[name]).toBeDefined();
  else expect(data ?? null).toBeNull();
};

export const REVIEW_CASES: Record<string, Case[]> = {
  reviewSettings: [
    {
      rule: 'self',
      doc: async ({ ownerId }, h) => {
        await ownerReviewer(h, ownerId);
        return { query: '{ reviewSettings { blind perAbstract } }', effect: dataOrNull('reviewSettings') };
      },
    },
  ],
  myReviewer: [
    {
      rule: 'member',
      doc: () => ({
        query: '{ myReviewer { id } }',
        effect: (result, allowed) => {
          const data = result.data as { myReviewer?: unknown } | null | undefined;
          if (!allowed) expect(data?.myReviewer ?? null).toBeNull();
          else expect(data).toHaveProperty('myReviewer');
        },
      }),
    },
  ],
  myReviewAssignments: [
    {
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        await ownerReviewer(h, ownerId);
        return { query: '{ myReviewAssignments { id } }', effect: dataOrNull('myReviewAssignments') };
      },
    },
  ],
  myReviewAssignment: [
    {
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        const id = await assignmentOfOwner(h, ownerId);
        return {
          query: `{ myReviewAssignment(id: ${id}) { id abstract { title } } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(
              allowed ? { myReviewAssignment: expect.objectContaining({ id: String(id) }) } : null,
            ),
        };
      },
    },
  ],
  myBiddableAbstracts: [
    {
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        await ownerReviewer(h, ownerId);
        return { query: '{ myBiddableAbstracts { bid } }', effect: dataOrNull('myBiddableAbstracts') };
      },
    },
  ],
  reviewers: [
    { rule: 'admin', doc: () => ({ query: '{ reviewers { id } }', effect: dataOrNull('reviewers') }) },
  ],
  reviewerCandidates: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ reviewerCandidates(search: "example.org") { id confirmed reviewer } }',
        effect: dataOrNull('reviewerCandidates'),
      }),
    },
  ],
  reviewAssignments: [
    {
      rule: 'admin',
      doc: () => ({ query: '{ reviewAssignments { id } }', effect: dataOrNull('reviewAssignments') }),
    },
  ],
  abstractReviews: [
    {
      rule: 'admin',
      doc: async (_ids, h) => ({
        query: `{ abstractReviews(abstractId: ${await skinAbstract(h)}) { done } }`,
        effect: dataOrNull('abstractReviews'),
      }),
    },
  ],
  reviewAssignmentProposal: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ reviewAssignmentProposal { hash } }',
        effect: dataOrNull('reviewAssignmentProposal'),
      }),
    },
  ],
  saveReviewSettings: [
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const label = unique();
        return {
          query: 'mutation ($i: ReviewSettingsInput!) { saveReviewSettings(input: $i) { blind } }',
          variables: {
            i: {
              criteria: [{ key: 'quality', label_en: label, label_ko: '품질', weight: 1 }],
              blind: true,
              perAbstract: 2,
              biddingStart: '',
              biddingEnd: '',
              reviewStart: '',
              reviewEnd: '',
            },
          },
          effect: async (_result, allowed) => {
            const row = await h.knex('review_settings').where({ id: 1 }).first('criteria');
            expect((row.criteria as { label_en: string }[])[0]?.label_en === label).toBe(allowed);
          },
        };
      },
    },
  ],
  addReviewer: [
    {
      rule: 'admin',
      doc: ({ unique }, h) => {
        const email = `${unique()}@example.org`;
        return {
          query: `mutation { addReviewer(email: "${email}", topics: ["GI"]) { id } }`,
          effect: async (_result, allowed) => expect(await has(h, 'reviewers', { email })).toBe(allowed),
        };
      },
    },
  ],
  updateReviewerTopics: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await invitedReviewer(h, unique);
        return {
          query: `mutation { updateReviewerTopics(id: ${id}, topics: ["SKIN"]) { topics } }`,
          effect: async (_result, allowed) => {
            const row = await h.knex('reviewers').where({ id }).first('topics');
            expect(row.topics).toEqual(allowed ? ['SKIN'] : []);
          },
        };
      },
    },
  ],
  removeReviewer: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await invitedReviewer(h, unique);
        return {
          query: `mutation { removeReviewer(id: ${id}) { ok } }`,
          effect: async (_result, allowed) => expect(await has(h, 'reviewers', { id })).toBe(!allowed),
        };
      },
    },
  ],
  applyReviewAssignment: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const admin = await h.knex('users').where({ email: 'matrix-organiser@example.org' }).first('id');
        const token = await h.tokens.sign(
          await h.knex('users').where({ id: admin.id }).first('id', 'email', 'password_changed_at'),
        );
        const proposal = await h.gql<{ reviewAssignmentProposal: { hash: string } }>(
          '{ reviewAssignmentProposal { hash } }',
          {},
          token,
        );
        return {
          query: `mutation { applyReviewAssignment(hash: "${proposal.data!.reviewAssignmentProposal.hash}") { ok } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(allowed ? { applyReviewAssignment: { ok: true } } : null),
        };
      },
    },
  ],
  addReviewAssignment: [
    {
      rule: 'admin',
      doc: async ({ ownerId }, h) => {
        const reviewer = await ownerReviewer(h, ownerId);
        const abstractId = await skinAbstract(h);
        return {
          query: `mutation { addReviewAssignment(abstractId: ${abstractId}, reviewerId: ${reviewer}) { id } }`,
          effect: async (_result, allowed) =>
            expect(await has(h, 'review_assignments', { abstract_id: abstractId })).toBe(allowed),
        };
      },
    },
  ],
  removeReviewAssignment: [
    {
      rule: 'admin',
      doc: async ({ ownerId }, h) => {
        const id = await assignmentOfOwner(h, ownerId);
        return {
          query: `mutation { removeReviewAssignment(id: ${id}) { ok } }`,
          effect: async (_result, allowed) =>
            expect(await has(h, 'review_assignments', { id })).toBe(!allowed),
        };
      },
    },
  ],
  setReviewBid: [
    {
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        await ownerReviewer(h, ownerId);
        await openPeriods(h);
        const abstractId = await skinAbstract(h);
        return {
          query: `mutation { setReviewBid(abstractId: ${abstractId}, bid: EAGER) { bid } }`,
          effect: async (_result, allowed) =>
            expect(await has(h, 'review_bids', { abstract_id: abstractId })).toBe(allowed),
        };
      },
    },
  ],
  declareReviewConflict: [
    {
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        await ownerReviewer(h, ownerId);
        const abstractId = await skinAbstract(h);
        return {
          query: `mutation { declareReviewConflict(abstractId: ${abstractId}, conflict: true) { conflict } }`,
          effect: async (_result, allowed) =>
            expect(await has(h, 'review_conflicts', { abstract_id: abstractId })).toBe(allowed),
        };
      },
    },
  ],
  submitReview: [
    {
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        const id = await assignmentOfOwner(h, ownerId);
        await openPeriods(h);
        const settings = await h.knex('review_settings').where({ id: 1 }).first('criteria');
        const scores = (settings.criteria as { key: string }[]).map((c) => ({ key: c.key, score: 3 }));
        return {
          query: 'mutation ($a: ID!, $i: ReviewInput!) { submitReview(assignmentId: $a, input: $i) { id } }',
          variables: { a: String(id), i: { scores, recommendation: 'REJECT' } },
          effect: async (_result, allowed) =>
            expect(await has(h, 'reviews', { assignment_id: id })).toBe(allowed),
        };
      },
    },
  ],
  saveReviewDraft: [
    {
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        const id = await assignmentOfOwner(h, ownerId);
        await openPeriods(h);
        const settings = await h.knex('review_settings').where({ id: 1 }).first('criteria');
        const [first] = settings.criteria as { key: string }[];
        return {
          query:
            'mutation ($a: ID!, $i: ReviewDraftInput!) { saveReviewDraft(assignmentId: $a, input: $i) { id } }',
          variables: { a: String(id), i: { scores: [{ key: first!.key, score: 2 }] } },
          effect: async (_result, allowed) =>
            expect(await has(h, 'review_drafts', { assignment_id: id })).toBe(allowed),
        };
      },
    },
  ],
  decideAbstracts: [
    {
      rule: 'admin',
      doc: async (_ids, h) => {
        const id = await skinAbstract(h);
        return {
          query: `mutation { decideAbstracts(ids: [${id}], decision: REJECT, notify: false) { affected } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('abstracts').where({ id }).first('status')).status).toBe(
              allowed ? 'REJECTED' : 'SUBMITTED',
            ),
        };
      },
    },
  ],
  sendReviewReminders: [
    {
      rule: 'admin',
      doc: () => ({
        query: 'mutation { sendReviewReminders { ok } }',
        effect: (result, allowed) =>
          expect(result.data).toEqual(allowed ? { sendReviewReminders: { ok: true } } : null),
      }),
    },
  ],
};
