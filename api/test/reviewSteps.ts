// Steps the review suites share: reviewers, abstracts with known conflicts, the review form, and
// the concurrency check (two reviewers and an organiser at once), through GraphQL as people would.
import { asAdminRole, type GraphQLResult, type Harness } from './harness';

export const R = {
  settings: `mutation ($i: ReviewSettingsInput!) { saveReviewSettings(input: $i) {
    criteria { key weight } blind perAbstract reviewOpen biddingOpen } }`,
  addReviewer: `mutation ($u: ID, $e: String, $t: [String!]!) { addReviewer(userId: $u, email: $e, topics: $t) {
    id userId email topics assigned done open } }`,
  propose: `{ reviewAssignmentProposal { hash perAbstract abstracts reviewers spread
    proposal { abstractId reviewerId bid } loads { reviewerId load proposed } shortfalls { abstractId missing } } }`,
  apply: 'mutation ($h: String!) { applyReviewAssignment(hash: $h) { ok affected } }',
  add: 'mutation ($a: ID!, $r: ID!) { addReviewAssignment(abstractId: $a, reviewerId: $r) { id abstractId reviewerId source done } }',
  remove: 'mutation ($id: ID!) { removeReviewAssignment(id: $id) { ok affected } }',
  mine: `{ myReviewAssignments { id editable abstract { id title category topic objectives methods results
    conclusions keywords file_img { id name } openAuthors } review { scores { key score } weightedScore
    recommendation commentToAuthors confidentialComment } } }`,
  submit: `mutation ($a: ID!, $i: ReviewInput!) { submitReview(assignmentId: $a, input: $i) {
    id review { weightedScore recommendation } } }`,
  bid: 'mutation ($a: ID!, $b: ENUM_REVIEW_BID) { setReviewBid(abstractId: $a, bid: $b) { bid conflict assigned abstract { id } } }',
  conflict:
    'mutation ($a: ID!, $c: Boolean!) { declareReviewConflict(abstractId: $a, conflict: $c) { conflict assigned } }',
  biddable: '{ myBiddableAbstracts { bid conflict assigned abstract { id title openAuthors } } }',
  decide:
    'mutation ($ids: [ID!]!, $d: ENUM_REVIEW_RECOMMENDATION!) { decideAbstracts(ids: $ids, decision: $d) { ok affected } }',
  remind: 'mutation ($ids: [ID!]) { sendReviewReminders(reviewerIds: $ids) { ok affected } }',
  reviewers: '{ reviewers { id userId email name topics assigned done open } }',
  candidates: `query ($s: String!) { reviewerCandidates(search: $s) { id name email confirmed reviewer } }`,
  draft: `mutation ($a: ID!, $i: ReviewDraftInput!) { saveReviewDraft(assignmentId: $a, input: $i) {
    id review { recommendation } draft { scores { key score } recommendation commentToAuthors
    confidentialComment updated_at } } }`,
};

/** The result's data, or a failed expectation naming the errors. */
export function dataOf<T>(result: GraphQLResult<T>): T {
  if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

/** An organiser assigns the abstract to the reviewer; the assignment's id. */
export async function assignReview(
  h: Harness,
  organiserToken: string,
  abstractId: string,
  reviewerId: string,
) {
  return dataOf(
    await h.gql<{ addReviewAssignment: { id: string } }>(
      R.add,
      { a: abstractId, r: reviewerId },
      organiserToken,
    ),
  ).addReviewAssignment.id;
}

let counter = 0;
export const reviewEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@example.org`;

/** A Korea-time wall clock `days` from now (negative: in the past). */
export const wallClock = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);

export const settingsInput = (overrides: Record<string, unknown> = {}) => ({
  criteria: [
    { key: 'originality', label_en: 'Originality', label_ko: '독창성', weight: 2 },
    { key: 'methods', label_en: 'Methods', label_ko: '연구 방법', weight: 1 },
  ],
  blind: true,
  perAbstract: 2,
  biddingStart: wallClock(-2),
  biddingEnd: wallClock(2),
  reviewStart: wallClock(-1),
  reviewEnd: wallClock(3),
  ...overrides,
});

export const reviewInput = (
  originality: number,
  methods: number,
  overrides: Record<string, unknown> = {},
) => ({
  scores: [
    { key: 'originality', score: originality },
    { key: 'methods', score: methods },
  ],
  recommendation: 'ACCEPT_ORAL',
  commentToAuthors: 'Clear methods; please state the cohort size.',
  confidentialComment: 'CONFIDENTIAL-NOTE the committee only',
  ...overrides,
});

/** An abstract in review, written straight into the table (the submission has its own suite). */
export async function abstractOf(
  h: Harness,
  submitter: { id: number; email: string },
  fields: {
    title: string;
    topic?: string;
    authors: { givenName: string; familyName: string; email: string }[];
    including: string[];
  },
) {
  const [row] = await h
    .knex('abstracts')
    .insert({
      user_id: submitter.id,
      title: fields.title,
      preference: 'ORAL',
      category: 'ORIGINAL',
      topic: fields.topic ?? 'GI',
      objectives: 'To measure fibre intake.',
      methods: 'A cohort of 120 patients.',
      results: 'Fewer polyps.',
      conclusions: 'Fibre matters.',
      keywords: 'fibre, colon',
      status: 'SUBMITTED',
      author: JSON.stringify(
        fields.authors.map((a, i) => ({
          ...a,
          affiliations: [1],
          presenting: i === 0,
          corresponding: i === 0,
        })),
      ),
      including: JSON.stringify(fields.including),
      terms: '{}',
      history: '[]',
    })
    .returning('id');
  return row.id as number;
}

/** An organiser, three reviewers (GI) and three abstracts, each with one reviewer in conflict. */
export async function reviewScene(h: Harness, options: { topic?: string } = {}) {
  const topic = options.topic ?? 'GI';
  const admin = await h.createUser({ email: reviewEmail('review-admin') }, asAdminRole);
  const r1 = await h.createUser({
    email: reviewEmail('reviewer-one'),
    givenName: 'Hana',
    familyName: 'Reviewer',
    affiliation: 'Inje University',
    country: 'NL',
  });
  const r2 = await h.createUser({
    email: reviewEmail('reviewer-two'),
    givenName: 'Joon',
    familyName: 'Reviewer',
    affiliation: 'Seoul National University',
    country: 'KR',
  });
  const r3 = await h.createUser({
    email: reviewEmail('reviewer-three'),
    givenName: 'Mira',
    familyName: 'Reviewer',
    affiliation: 'Yonsei University',
    country: 'KR',
  });
  // s1 (in Korea) with r1 as co-author and an author without an account.
  const s1 = await h.createUser({
    email: reviewEmail('submitter-one'),
    givenName: 'Minji',
    familyName: 'Kim',
    name_kr: '김민지',
    country: 'KR',
  });
  const outside = reviewEmail('outside-author');
  const a1 = await abstractOf(h, s1, {
    title: `Fibre and polyps ${counter}`,
    topic,
    authors: [
      { givenName: 'Minji', familyName: 'Kim', email: s1.email },
      { givenName: 'Hana', familyName: 'Reviewer', email: r1.email.toUpperCase() },
      { givenName: 'Omar', familyName: 'Outside', email: outside },
    ],
    including: ['Kyungpook National University Hospital'],
  });
  // s2 (abroad) with a Korean member co-author; its affiliation is r2's.
  const s2 = await h.createUser({
    email: reviewEmail('submitter-two'),
    givenName: 'Anne',
    familyName: 'de Vries',
    country: 'NL',
  });
  const korean = await h.createUser({
    email: reviewEmail('korean-author'),
    givenName: 'Jiwoo',
    familyName: 'Park',
    name_kr: '박지우',
    country: 'KR',
  });
  const a2 = await abstractOf(h, s2, {
    title: `Gut microbiome ${counter}`,
    topic,
    authors: [
      { givenName: 'Anne', familyName: 'de Vries', email: s2.email },
      { givenName: 'Jiwoo', familyName: 'Park', email: korean.email },
    ],
    including: ['Seoul  National University.'],
  });
  const s3 = await h.createUser({ email: reviewEmail('submitter-three'), country: 'US' });
  const a3 = await abstractOf(h, s3, {
    title: `Liver stiffness ${counter}`,
    topic,
    authors: [{ givenName: 'Test', familyName: 'User', email: s3.email }],
    including: ['Johns Hopkins University'],
  });
  const reviewers: { user: typeof r1; id: number }[] = [];
  for (const user of [r1, r2, r3]) {
    const added = dataOf(
      await h.gql<{ addReviewer: { id: string } }>(
        R.addReviewer,
        { u: String(user.id), t: [topic] },
        admin.token,
      ),
    );
    reviewers.push({ user, id: Number(added.addReviewer.id) });
  }
  return { admin, r1, r2, r3, s1, s2, s3, korean, outside, a1, a2, a3, reviewers };
}

/**
 * Two reviewers write and change their reviews while an organiser changes the form's weights and
 * assigns and unassigns a third abstract, all at once: no error but the expected refusals, one
 * review per assignment, and every weighted score computed with the form that was saved last.
 */
export async function expectConcurrentReview(h: Harness, rounds: number) {
  const scene = await reviewScene(h, { topic: 'SKIN' });
  const { admin, reviewers, a1, a2, a3 } = scene;
  // Open-ended periods: the suites move the server's clock.
  const open = { biddingStart: '', biddingEnd: '', reviewStart: '', reviewEnd: '' };
  dataOf(await h.gql(R.settings, { i: settingsInput(open) }, admin.token));
  // r2 reviews a1 (r1 is its co-author), r3 reviews a2 (r2 shares its affiliation).
  const one = await assignReview(h, admin.token, String(a1), String(reviewers[1]!.id));
  const two = await assignReview(h, admin.token, String(a2), String(reviewers[2]!.id));
  const weights = [1, 2, 3, 4, 5];
  const results = await Promise.all([
    ...Array.from({ length: rounds }, (_, i) =>
      h.gql(R.submit, { a: one, i: reviewInput(1 + (i % 5), 5 - (i % 5)) }, scene.r2.token),
    ),
    ...Array.from({ length: rounds }, (_, i) =>
      h.gql(R.submit, { a: two, i: reviewInput(5 - (i % 5), 1 + (i % 5)) }, scene.r3.token),
    ),
    ...Array.from({ length: rounds }, (_, i) =>
      h.gql(
        R.settings,
        {
          i: settingsInput({
            ...open,
            criteria: [
              { key: 'originality', label_en: 'Originality', label_ko: '독창성', weight: weights[i % 5] },
              { key: 'methods', label_en: 'Methods', label_ko: '연구 방법', weight: 1 },
            ],
          }),
        },
        admin.token,
      ),
    ),
    ...Array.from({ length: rounds }, async () => {
      const added = await h.gql<{ addReviewAssignment: { id: string } }>(
        R.add,
        { a: String(a3), r: String(reviewers[0]!.id) },
        admin.token,
      );
      if (added.errors) return added;
      return h.gql(R.remove, { id: added.data!.addReviewAssignment.id }, admin.token);
    }),
  ]);
  const unexpected = results
    .flatMap((r) => r.errors ?? [])
    // Two organiser tabs adding the same pair at once: the second is told it exists.
    .filter((e) => !(e.extensions?.code === 'CONFLICT' || e.extensions?.code === 'NOT_FOUND'));
  expect(unexpected).toEqual([]);
  const reviews = await h
    .knex('reviews')
    .whereIn('assignment_id', [Number(one), Number(two)])
    .select('assignment_id', 'scores', 'weighted_score');
  expect(reviews).toHaveLength(2);
  const settings = await h.knex('review_settings').where({ id: 1 }).first();
  const criteria = settings.criteria as { key: string; weight: number }[];
  for (const review of reviews) {
    const scores = review.scores as Record<string, number>;
    const total = criteria.reduce((n, c) => n + c.weight, 0);
    const expected =
      Math.round((criteria.reduce((n, c) => n + scores[c.key]! * c.weight, 0) / total) * 100) / 100;
    expect(review.weighted_score).toBeCloseTo(expected, 2);
  }
  const left = Number((await h.knex('review_assignments').where({ abstract_id: a3 }).count('* as c'))[0]?.c);
  expect(left).toBeLessThanOrEqual(1);
}

/**
 * A reviewer saves drafts and submits the same review at once while the organiser lists
 * reviewers and searches members, and an invited reviewer is linked from both sides at once (the
 * organiser's list and the member's own My reviews): no error but the expected refusal (a draft
 * after the review), the review kept and no draft beside it, the invitation linked once.
 */
export async function expectConcurrentDrafts(h: Harness, rounds: number) {
  const scene = await reviewScene(h, { topic: 'BIOBANK' });
  const { admin, reviewers, a1, r2 } = scene;
  const open = { biddingStart: '', biddingEnd: '', reviewStart: '', reviewEnd: '' };
  dataOf(await h.gql(R.settings, { i: settingsInput(open) }, admin.token));
  const assignment = await assignReview(h, admin.token, String(a1), String(reviewers[1]!.id));
  // An address invited before its owner's account exists; the account is confirmed.
  const email = reviewEmail('draft-invited');
  dataOf(await h.gql(R.addReviewer, { e: email, t: ['BIOBANK'] }, admin.token));
  const invitee = await h.createUser({ email, givenName: 'Yuna', familyName: 'Invitee' });
  const results = await Promise.all([
    ...Array.from({ length: rounds }, (_, i) =>
      h.gql(
        R.draft,
        { a: assignment, i: { scores: [{ key: 'methods', score: 1 + (i % 5) }], commentToAuthors: `d${i}` } },
        r2.token,
      ),
    ),
    ...Array.from({ length: rounds }, (_, i) =>
      h.gql(R.submit, { a: assignment, i: reviewInput(1 + (i % 5), 3) }, r2.token),
    ),
    ...Array.from({ length: rounds }, () => h.gql(R.reviewers, {}, admin.token)),
    ...Array.from({ length: rounds }, () => h.gql('{ myReviewer { id } }', {}, invitee.token)),
    ...Array.from({ length: rounds }, () => h.gql(R.candidates, { s: 'Invitee' }, admin.token)),
  ]);
  const unexpected = results
    .flatMap((r) => r.errors ?? [])
    // A draft saved after the review was submitted is refused (the review is kept whole).
    .filter((e) => e.extensions?.code !== 'CONFLICT');
  expect(unexpected).toEqual([]);
  expect(
    await h
      .knex('reviews')
      .where({ assignment_id: Number(assignment) })
      .first(),
  ).toBeDefined();
  expect(
    await h
      .knex('review_drafts')
      .where({ assignment_id: Number(assignment) })
      .first(),
  ).toBeUndefined();
  const linked = await h.knex('reviewers').whereRaw('lower(email) = lower(?)', [email]);
  expect(linked.map((r: { user_id: number | null }) => r.user_id)).toEqual([invitee.id]);
}
