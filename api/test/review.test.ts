// Abstract review through GraphQL (issue 25): reviewers, conflicts, the automatic assignment
// (propose, apply, state changed), blindness (what a reviewer can reach in the schema and what
// their queries return), the review period, decisions with one mail per author in their language,
// My abstract, the list's review columns and reminders. A database of its own: the assignment
// reads every abstract in review.
import { buildSchema, getNamedType, isObjectType, type GraphQLNamedType } from 'graphql';
import { loadTypeDefs } from '../src/graphql/schema';
import { hashConfirmationToken } from '../src/modules/auth/confirmation';
import { startIsolatedHarness, type Harness } from './harness';
import {
  R,
  assignReview,
  dataOf,
  reviewEmail,
  reviewInput,
  reviewScene,
  settingsInput,
  wallClock,
} from './reviewSteps';

jest.setTimeout(120_000);

type Proposal = {
  reviewAssignmentProposal: {
    hash: string;
    spread: number;
    proposal: { abstractId: string; reviewerId: string }[];
    loads: { reviewerId: string; load: number }[];
    shortfalls: { abstractId: string; missing: number }[];
  };
};

describe('abstract review', () => {
  let h: Harness;
  let scene: Awaited<ReturnType<typeof reviewScene>>;
  beforeAll(async () => {
    h = await startIsolatedHarness();
    scene = await reviewScene(h);
  });
  afterAll(() => h.close());

  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number((await h.knex(table).where(where).count('* as c'))[0]?.c);

  it('configures the form: blind by default, periods in Korea time, bad input refused', async () => {
    const { admin, r1 } = scene;
    const before = dataOf(
      await h.gql<{ reviewSettings: { blind: boolean } }>('{ reviewSettings { blind } }', {}, admin.token),
    );
    expect(before.reviewSettings.blind).toBe(true);
    const bad = await h.gql(
      R.settings,
      { i: settingsInput({ reviewStart: wallClock(2), reviewEnd: wallClock(1), perAbstract: 0 }) },
      admin.token,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const saved = dataOf(
      await h.gql<{ saveReviewSettings: { perAbstract: number; reviewOpen: boolean } }>(
        R.settings,
        { i: settingsInput() },
        admin.token,
      ),
    );
    expect(saved.saveReviewSettings).toMatchObject({ perAbstract: 2, reviewOpen: true });
    const row = await h.knex('review_settings').where({ id: 1 }).first();
    // 2024-style Korea wall clock → the instant 9 hours earlier in UTC.
    expect(new Date(row.review_end).getTime()).toBeGreaterThan(Date.now());
    // A member who is not a reviewer reads nothing of it.
    expect((await h.gql('{ reviewSettings { blind } }', {}, r1.token)).errors).toBeUndefined();
    const stranger = await h.createUser({ email: reviewEmail('stranger') });
    expect(
      (await h.gql('{ reviewSettings { blind } }', {}, stranger.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
  });

  it('invites an address that becomes a reviewer when it signs up', async () => {
    const email = reviewEmail('invited');
    const added = dataOf(
      await h.gql<{ addReviewer: { id: string; userId: string | null } }>(
        R.addReviewer,
        { e: email, t: ['SKIN'] },
        scene.admin.token,
      ),
    );
    expect(added.addReviewer.userId).toBeNull();
    const member = await h.createUser({ email });
    const me = dataOf(
      await h.gql<{ myReviewer: { id: string; topics: string[] } }>(
        '{ myReviewer { id topics } }',
        {},
        member.token,
      ),
    );
    expect(me.myReviewer).toEqual({ id: added.addReviewer.id, topics: ['SKIN'] });
    const again = await h.gql(R.addReviewer, { u: String(member.id), t: ['GI'] }, scene.admin.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    dataOf(
      await h.gql(
        'mutation ($id: ID!) { removeReviewer(id: $id) { ok } }',
        { id: added.addReviewer.id },
        scene.admin.token,
      ),
    );
  });

  it('proposes without writing, never a conflict, and applies only the state it was computed from', async () => {
    const { admin, reviewers, a1, a2, a3, r3 } = scene;
    // r3 declares a conflict with a3 (the others: r1 co-authored a1, r2 shares a2's affiliation).
    dataOf(await h.gql(R.conflict, { a: String(a3), c: true }, r3.token));
    const first = dataOf(await h.gql<Proposal>(R.propose, {}, admin.token)).reviewAssignmentProposal;
    expect(await count('review_assignments')).toBe(0);
    const pairs = first.proposal.map((p) => `${p.abstractId}:${p.reviewerId}`);
    const [one, two, three] = reviewers.map((r) => r.id);
    for (const forbidden of [`${a1}:${one}`, `${a2}:${two}`, `${a3}:${three}`])
      expect(pairs).not.toContain(forbidden);
    expect(pairs.sort()).toEqual(
      [
        `${a1}:${two}`,
        `${a1}:${three}`,
        `${a2}:${one}`,
        `${a2}:${three}`,
        `${a3}:${one}`,
        `${a3}:${two}`,
      ].sort(),
    );
    expect(first.spread).toBe(0);
    expect(first.shortfalls).toEqual([]);

    // A hand assignment of a conflict is refused, with the reason.
    const conflict = await h.gql(R.add, { a: String(a1), r: String(one) }, admin.token);
    expect(conflict.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'reviewerId', code: 'validation.review.conflict.AUTHOR' },
    ]);
    const sameAffiliation = await h.gql(R.add, { a: String(a2), r: String(two) }, admin.token);
    expect(sameAffiliation.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'reviewerId', code: 'validation.review.conflict.SAME_AFFILIATION' },
    ]);

    // Something changed since (a bid): the old proposal is refused, nothing written.
    dataOf(await h.gql(R.bid, { a: String(a1), b: 'EAGER' }, scene.r2.token));
    const stale = await h.gql(R.apply, { h: first.hash }, admin.token);
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await count('review_assignments')).toBe(0);

    const fresh = dataOf(await h.gql<Proposal>(R.propose, {}, admin.token)).reviewAssignmentProposal;
    const applied = dataOf(
      await h.gql<{ applyReviewAssignment: { affected: number } }>(R.apply, { h: fresh.hash }, admin.token),
    );
    expect(applied.applyReviewAssignment.affected).toBe(6);
    // Applying twice: the state changed (the assignments exist).
    expect((await h.gql(R.apply, { h: fresh.hash }, admin.token)).errors?.[0]?.extensions?.code).toBe(
      'CONFLICT',
    );
    const after = dataOf(await h.gql<Proposal>(R.propose, {}, admin.token)).reviewAssignmentProposal;
    expect(after.proposal).toEqual([]);
  });

  it('never lets a reviewer reach an author, affiliation or submitter (schema walk)', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const query = schema.getQueryType()!.getFields();
    const mutation = schema.getMutationType()!.getFields();
    const reviewerEntries = [
      query.reviewSettings!,
      query.myReviewer!,
      query.myReviewAssignments!,
      query.myReviewAssignment!,
      query.myBiddableAbstracts!,
      mutation.setReviewBid!,
      mutation.declareReviewConflict!,
      mutation.submitReview!,
      mutation.saveReviewDraft!,
    ];
    const seen = new Map<string, GraphQLNamedType>();
    const queue = reviewerEntries.map((f) => getNamedType(f.type));
    while (queue.length) {
      const type = queue.shift()!;
      if (seen.has(type.name)) continue;
      seen.set(type.name, type);
      if (isObjectType(type))
        for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
    }
    expect(seen.has('Abstract')).toBe(false);
    expect(seen.has('User')).toBe(false);
    const identifying = [...seen.values()].flatMap((type) =>
      isObjectType(type)
        ? Object.keys(type.getFields())
            .filter((name) => /author|affiliation|including|submitter|user|email|name|history/i.test(name))
            .map((name) => `${type.name}.${name}`)
        : [],
    );
    // openAuthors is null while the review is blind (checked on real answers below); the file's
    // name is the uploaded image's; commentToAuthors is the reviewer's own comment (or draft).
    expect(identifying.sort()).toEqual([
      'Review.commentToAuthors',
      'ReviewAbstract.openAuthors',
      'ReviewDraft.commentToAuthors',
      'UploadedFile.name',
    ]);
  });

  it('answers a reviewer blind: no author, affiliation or submitter in anything they can ask', async () => {
    const { r2, s1, outside } = scene;
    const mine = await h.gql(R.mine, {}, r2.token);
    const biddable = await h.gql(R.biddable, {}, r2.token);
    const text = JSON.stringify([mine, biddable]);
    expect(mine.errors).toBeUndefined();
    for (const secret of [
      s1.email,
      outside,
      'Kyungpook',
      'Minji',
      'Omar',
      'de Vries',
      'Seoul  National',
      'Johns Hopkins',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('"openAuthors":{');
    // Another reviewer's assignment is not theirs to read.
    const other = await h
      .knex('review_assignments')
      .whereNot({ reviewer_id: scene.reviewers[1]!.id })
      .first('id');
    const refused = await h.gql(
      'query ($id: ID!) { myReviewAssignment(id: $id) { id } }',
      { id: String(other.id) },
      r2.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Nor the abstract itself.
    const direct = await h.gql(
      'query ($id: ID!) { abstract(id: $id) { id author } }',
      { id: String(scene.a1) },
      r2.token,
    );
    expect(direct.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
  });

  it('takes reviews during the review period only, scored on every criterion', async () => {
    const { r2, r3, admin } = scene;
    type Mine = { myReviewAssignments: { id: string; abstract: { id: string } }[] };
    const mine2 = dataOf(await h.gql<Mine>(R.mine, {}, r2.token)).myReviewAssignments;
    const mine3 = dataOf(await h.gql<Mine>(R.mine, {}, r3.token)).myReviewAssignments;
    const onA1 = mine2.find((m) => Number(m.abstract.id) === scene.a1)!;
    const missing = await h.gql(
      R.submit,
      { a: onA1.id, i: { ...reviewInput(4, 4), scores: [{ key: 'originality', score: 4 }] } },
      r2.token,
    );
    expect(missing.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'scores', code: 'validation.review.scoreEveryCriterion' },
    ]);
    const outOfScale = await h.gql(R.submit, { a: onA1.id, i: reviewInput(6, 4) }, r2.token);
    expect(outOfScale.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const done = dataOf(
      await h.gql<{ submitReview: { review: { weightedScore: number } } }>(
        R.submit,
        { a: onA1.id, i: reviewInput(5, 2) },
        r2.token,
      ),
    );
    expect(done.submitReview.review.weightedScore).toBe(4); // (5×2 + 2×1) / 3
    for (const m of mine3)
      dataOf(
        await h.gql(
          R.submit,
          {
            a: m.id,
            i: reviewInput(3, 3, {
              recommendation: Number(m.abstract.id) === scene.a2 ? 'REJECT' : 'ACCEPT_POSTER',
              commentToAuthors: `Comment of the third reviewer on ${m.abstract.id}`,
            }),
          },
          r3.token,
        ),
      );
    // After the period: read-only.
    h.clock.advanceDays(4);
    try {
      const late = await h.gql(R.submit, { a: onA1.id, i: reviewInput(1, 1) }, r2.token);
      expect(late.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
      const list = dataOf(
        await h.gql<{ myReviewAssignments: { editable: boolean }[] }>(R.mine, {}, r2.token),
      );
      expect(list.myReviewAssignments.every((m) => !m.editable)).toBe(true);
    } finally {
      h.clock.reset();
    }
    const stored = await h
      .knex('reviews')
      .where({ assignment_id: Number(onA1.id) })
      .first();
    expect(stored.weighted_score).toBe(4);
    // The organisers' list: done, weighted mean, spread, recommendations; sortable.
    const list = dataOf(
      await h.gql<{
        abstractsConnection: {
          rows: {
            id: string;
            reviews_done: number;
            review_mean: number;
            review_spread: number;
            recommendations: string;
          }[];
        };
      }>(
        `{ abstractsConnection(sort_conditions: [{ field: "review_mean", direction: DESC }], filter: { reviewed: true }) {
          rows { id reviews_done review_mean review_spread recommend_oral recommend_poster recommend_reject } } }`,
        {},
        admin.token,
      ),
    );
    const a1Row = list.abstractsConnection.rows.find((r) => Number(r.id) === scene.a1)!;
    expect(a1Row).toMatchObject({ reviews_done: 2, review_mean: 3.5, review_spread: 1 });
    expect(a1Row).toMatchObject({ recommend_oral: 1, recommend_poster: 1, recommend_reject: 0 });
    expect(list.abstractsConnection.rows.map((r) => r.review_mean)).toEqual(
      [...list.abstractsConnection.rows.map((r) => r.review_mean)].sort((a, b) => b - a),
    );
    // Progress per reviewer.
    const progress = dataOf(
      await h.gql<{ reviewers: { id: string; done: number; open: number }[] }>(R.reviewers, {}, admin.token),
    );
    const byId = new Map(progress.reviewers.map((r) => [Number(r.id), r]));
    expect(byId.get(scene.reviewers[1]!.id)).toMatchObject({ done: 1, open: 1 });
    expect(byId.get(scene.reviewers[2]!.id)).toMatchObject({ done: 2, open: 0 });
    // A member who is not a reviewer is refused.
    const stranger = await h.createUser({ email: reviewEmail('stranger-two') });
    expect((await h.gql(R.mine, {}, stranger.token)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
  });

  it('reminds reviewers with open reviews only', async () => {
    const sent = dataOf(
      await h.gql<{ sendReviewReminders: { affected: number } }>(R.remind, {}, scene.admin.token),
    );
    expect(sent.sendReviewReminders.affected).toBe(2); // r1 (two open) and r2 (one open); r3 is done
    const mails = await h.knex('send_emails').where({ type: 'REVIEW_REMINDER' });
    expect(mails.map((m) => m.usermail).sort()).toEqual([scene.r1.email, scene.r2.email].sort());
    const korean = mails.find((m) => m.usermail === scene.r2.email);
    expect(korean.title).toContain('심사할 초록 1편');
  });

  it('decides in bulk through the status workflow and mails every author once, in their language', async () => {
    const { admin, a1, a2, s1, s2, r1, korean, outside } = scene;
    const oral = dataOf(
      await h.gql<{ decideAbstracts: { affected: number } }>(
        R.decide,
        { ids: [String(a1)], d: 'ACCEPT_ORAL' },
        admin.token,
      ),
    );
    expect(oral.decideAbstracts.affected).toBe(1);
    dataOf(await h.gql(R.decide, { ids: [String(a2)], d: 'REJECT' }, admin.token));
    const a1Row = await h.knex('abstracts').where({ id: a1 }).first();
    expect(a1Row).toMatchObject({ status: 'ACCEPTED', accepted_as: 'ORAL' });
    expect(a1Row.history.at(-1)).toMatchObject({
      action: 'STATUS',
      from: 'SUBMITTED',
      to: 'ACCEPTED',
      acceptedAs: 'ORAL',
    });

    const accepted = await h.knex('send_emails').where({ type: 'ABSTRACT_ACCEPTED' });
    const rejected = await h.knex('send_emails').where({ type: 'ABSTRACT_REJECTED' });
    // a1: the submitter (Korea: Korean), r1 co-author (abroad: English), the author without an
    // account (the submitter's language). a2: the submitter (abroad), the Korean member co-author.
    expect(accepted.map((m) => m.usermail.toLowerCase()).sort()).toEqual(
      [s1.email, r1.email, outside].sort(),
    );
    expect(rejected.map((m) => m.usermail).sort()).toEqual([s2.email, korean.email].sort());
    const title = (rows: { usermail: string; title: string }[], to: string) =>
      rows.find((m) => m.usermail.toLowerCase() === to)!.title;
    expect(title(accepted, s1.email)).toBe('대한병리학회 2024 학술대회: 초록이 채택되었습니다');
    expect(title(accepted, r1.email)).toBe('KSP 2024 Congress: your abstract has been accepted');
    expect(title(accepted, outside)).toMatch(/채택/);
    expect(title(rejected, s2.email)).toBe('KSP 2024 Congress: decision on your abstract');
    expect(title(rejected, korean.email)).toBe('대한병리학회 2024 학술대회: 초록 심사 결과 안내');
    for (const mail of [...accepted, ...rejected]) {
      expect(mail.content).not.toContain('CONFIDENTIAL-NOTE');
      // The reviewers of a1 and a2 (r1, a co-author of a1, is greeted in her own mail only).
      expect(mail.content).not.toMatch(/Joon|Mira|reviewer-(two|three)/);
    }
    expect(accepted.find((m) => m.usermail === s1.email).content).toContain(
      'Clear methods; please state the cohort size.',
    );
    expect(accepted.find((m) => m.usermail === s1.email).content).toContain('구연 발표');

    // The submitter reads the decision and the comments (no names) in My abstract.
    const mine = dataOf(
      await h.gql<{
        my_abstract: {
          id: string;
          status: string;
          accepted_as: string;
          review_comments: string[];
          reviews_done: number | null;
        }[];
      }>('{ my_abstract { id status accepted_as review_comments reviews_done } }', {}, s1.token),
    ).my_abstract.find((a) => Number(a.id) === a1)!;
    expect(mine).toMatchObject({ status: 'ACCEPTED', accepted_as: 'ORAL', reviews_done: null });
    expect(mine.review_comments).toEqual([
      'Clear methods; please state the cohort size.',
      `Comment of the third reviewer on ${a1}`,
    ]);
    // Deciding again the same way changes and mails nothing; a withdrawn abstract is refused whole.
    const again = dataOf(
      await h.gql<{ decideAbstracts: { affected: number } }>(
        R.decide,
        { ids: [String(a1)], d: 'ACCEPT_ORAL' },
        admin.token,
      ),
    );
    expect(again.decideAbstracts.affected).toBe(0);
    await h.knex('abstracts').where({ id: scene.a3 }).update({ status: 'WITHDRAWN' });
    const refused = await h.gql(
      R.decide,
      { ids: [String(a2), String(scene.a3)], d: 'ACCEPT_POSTER' },
      admin.token,
    );
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'ids.1', code: 'validation.abstractTransition' },
    ]);
    expect((await h.knex('abstracts').where({ id: a2 }).first()).status).toBe('REJECTED');
    expect(await count('send_emails', { type: 'ABSTRACT_ACCEPTED' })).toBe(3);
  });

  it('refuses organiser-only operations to reviewers', async () => {
    for (const doc of [R.propose, R.reviewers, '{ abstractReviews(abstractId: 1) { reviewerName } }']) {
      const res = await h.gql(doc, {}, scene.r1.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    }
    const decided = await h.gql(R.decide, { ids: [String(scene.a2)], d: 'ACCEPT_ORAL' }, scene.r1.token);
    expect(decided.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
  });
});

// Issue 36 ("What a newcomer hit"): a reviewer made from an unconfirmed member is pending and says
// so, the proposal counts the pending ones, the member search reads every name and the address,
// and a reviewer keeps a half-written review as a draft that nothing counts.
describe('reviewer set-up and draft reviews', () => {
  let h: Harness;
  let scene: Awaited<ReturnType<typeof reviewScene>>;
  beforeAll(async () => {
    h = await startIsolatedHarness();
    scene = await reviewScene(h, { topic: 'PEDIATRIC' });
    dataOf(await h.gql(R.settings, { i: settingsInput() }, scene.admin.token));
  });
  afterAll(() => h.close());

  type Row = {
    id: string;
    userId: string | null;
    name: string | null;
    awaitingConfirmation: boolean;
    done: number;
    open: number;
    drafts: number;
  };
  const reviewersDoc = '{ reviewers { id userId name awaitingConfirmation done open drafts } }';
  const reviewerRow = async (id: string) =>
    dataOf(await h.gql<{ reviewers: Row[] }>(reviewersDoc, {}, scene.admin.token)).reviewers.find(
      (r) => r.id === id,
    )!;

  it('makes an unconfirmed member a pending reviewer, named, and links them once they confirm', async () => {
    const { admin } = scene;
    const newcomer = await h.createUser({
      email: reviewEmail('ux.rv'),
      givenName: 'Seo-yeon',
      familyName: 'Park',
      affiliation: 'Ajou University',
      confirmed: false,
    });
    const added = dataOf(
      await h.gql<{ addReviewer: Row }>(
        'mutation ($u: ID, $t: [String!]!) { addReviewer(userId: $u, topics: $t) { id userId name awaitingConfirmation } }',
        { u: String(newcomer.id), t: ['PEDIATRIC'] },
        admin.token,
      ),
    ).addReviewer;
    // Pending until confirmed, and the list says whose account it waits for.
    expect(added).toMatchObject({ userId: null, name: 'Seo-yeon PARK', awaitingConfirmation: true });
    const proposal = dataOf(
      await h.gql<{ reviewAssignmentProposal: { reviewers: number; pendingReviewers: number } }>(
        '{ reviewAssignmentProposal { reviewers pendingReviewers } }',
        {},
        admin.token,
      ),
    ).reviewAssignmentProposal;
    expect(proposal).toEqual({ reviewers: 3, pendingReviewers: 1 });

    // They confirm through the link in their mail; the organiser's list links them without waiting
    // for them to open My reviews, and the assignment counts them.
    const token = `review-confirm-${Date.now()}`;
    await h
      .knex('users')
      .where({ id: newcomer.id })
      .update({
        confirmation_token_hash: hashConfirmationToken(token),
        confirmation_expires_at: new Date(Date.now() + 3_600_000),
      });
    expect(
      dataOf(
        await h.gql<{ confirmEmail: { ok: boolean } }>(
          'mutation ($t: String!) { confirmEmail(token: $t) { ok } }',
          { t: token },
        ),
      ).confirmEmail.ok,
    ).toBe(true);
    expect(await reviewerRow(added.id)).toMatchObject({
      userId: String(newcomer.id),
      awaitingConfirmation: false,
    });
    const after = dataOf(
      await h.gql<{ reviewAssignmentProposal: { reviewers: number; pendingReviewers: number } }>(
        '{ reviewAssignmentProposal { reviewers pendingReviewers } }',
        {},
        admin.token,
      ),
    ).reviewAssignmentProposal;
    expect(after).toEqual({ reviewers: 4, pendingReviewers: 0 });
    // An invited address nobody holds is pending too, but not awaiting anyone's confirmation.
    const invited = dataOf(
      await h.gql<{ addReviewer: Row }>(
        'mutation ($e: String, $t: [String!]!) { addReviewer(email: $e, topics: $t) { id userId name awaitingConfirmation } }',
        { e: reviewEmail('nobody-yet'), t: ['PEDIATRIC'] },
        admin.token,
      ),
    ).addReviewer;
    expect(invited).toMatchObject({ userId: null, name: null, awaitingConfirmation: false });
    dataOf(
      await h.gql('mutation ($id: ID!) { removeReviewer(id: $id) { ok } }', { id: invited.id }, admin.token),
    );
  });

  it('searches members by family name, given name, Korean name or part of the address', async () => {
    const { admin, korean, r1 } = scene;
    type Candidates = {
      reviewerCandidates: { id: string; name: string; confirmed: boolean; reviewer: boolean }[];
    };
    const search = async (s: string) =>
      dataOf(await h.gql<Candidates>(R.candidates, { s }, admin.token)).reviewerCandidates;
    // Family name: Jiwoo Park (korean) and the newcomer Seo-yeon Park.
    const parks = await search('park');
    expect(parks.map((c) => c.name)).toEqual(expect.arrayContaining(['Jiwoo PARK', 'Seo-yeon PARK']));
    expect(parks.find((c) => c.id === String(korean.id))).toMatchObject({ confirmed: true, reviewer: false });
    expect((await search('ux.rv')).map((c) => c.name)).toEqual(['Seo-yeon PARK']);
    expect((await search('박지우')).map((c) => c.id)).toEqual([String(korean.id)]);
    expect((await search('Hana')).find((c) => c.id === String(r1.id))).toMatchObject({ reviewer: true });
    const empty = await h.gql(R.candidates, { s: '   ' }, admin.token);
    expect(empty.errors?.[0]?.extensions?.fields).toEqual([{ field: 'search', code: 'validation.required' }]);
    const refused = await h.gql(R.candidates, { s: 'park' }, r1.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
  });

  it('keeps a half-written review as a draft that no count, score or decision reads', async () => {
    const { admin, reviewers, a1, r2, r3 } = scene;
    const assignment = await assignReview(h, admin.token, String(a1), String(reviewers[1]!.id));
    type Draft = {
      saveReviewDraft: {
        review: null | { recommendation: string };
        draft: null | {
          scores: { key: string; score: number }[];
          recommendation: string | null;
          commentToAuthors: string;
        };
      };
    };
    // One criterion of two, no recommendation: kept.
    const saved = dataOf(
      await h.gql<Draft>(
        R.draft,
        { a: assignment, i: { scores: [{ key: 'methods', score: 4 }], commentToAuthors: 'Half-way: ' } },
        r2.token,
      ),
    ).saveReviewDraft;
    expect(saved.review).toBeNull();
    expect(saved.draft).toMatchObject({
      scores: [{ key: 'methods', score: 4 }],
      recommendation: null,
      commentToAuthors: 'Half-way:',
    });
    // Saved again: the latest draft replaces the earlier one.
    dataOf(
      await h.gql<Draft>(
        R.draft,
        {
          a: assignment,
          i: {
            scores: [{ key: 'originality', score: 2 }],
            recommendation: 'REJECT',
            commentToAuthors: 'Draft text',
          },
        },
        r2.token,
      ),
    );
    const mine = dataOf(
      await h.gql<{ myReviewAssignment: { draft: { scores: unknown[]; recommendation: string } } }>(
        `query ($id: ID!) { myReviewAssignment(id: $id) { draft { scores { key score } recommendation } } }`,
        { id: assignment },
        r2.token,
      ),
    ).myReviewAssignment;
    expect(mine.draft).toEqual({ scores: [{ key: 'originality', score: 2 }], recommendation: 'REJECT' });

    // Organisers see that a draft exists, never its content, and nothing counts it.
    expect(await reviewerRow(String(reviewers[1]!.id))).toMatchObject({ done: 0, open: 1, drafts: 1 });
    const rows = dataOf(
      await h.gql<{ reviewAssignments: { id: string; done: boolean; draft: boolean }[] }>(
        '{ reviewAssignments { id done draft } }',
        {},
        admin.token,
      ),
    ).reviewAssignments;
    expect(rows.find((r) => r.id === assignment)).toEqual({ id: assignment, done: false, draft: true });
    const reviewsOf = dataOf(
      await h.gql<{
        abstractReviews: { done: boolean; recommendation: string | null; commentToAuthors: string | null }[];
      }>(`{ abstractReviews(abstractId: ${a1}) { done recommendation commentToAuthors } }`, {}, admin.token),
    ).abstractReviews;
    expect(reviewsOf).toEqual([{ done: false, recommendation: null, commentToAuthors: null }]);
    const listed = dataOf(
      await h.gql<{
        abstractsConnection: { rows: { id: string; reviews_done: number; review_mean: number | null }[] };
      }>(
        `{ abstractsConnection(filter: { id: ${a1} }) { rows { id reviews_done review_mean } } }`,
        {},
        admin.token,
      ),
    ).abstractsConnection.rows;
    expect(listed).toEqual([{ id: String(a1), reviews_done: 0, review_mean: null }]);

    // Bad drafts change nothing: a criterion not on the form, another reviewer's assignment.
    const unknownKey = await h.gql(
      R.draft,
      { a: assignment, i: { scores: [{ key: 'charm', score: 3 }] } },
      r2.token,
    );
    expect(unknownKey.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'scores.0.key', code: 'validation.invalid' },
    ]);
    const notTheirs = await h.gql(R.draft, { a: assignment, i: { scores: [] } }, r3.token);
    expect(notTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Submitting still needs every criterion; the draft stays when it is refused.
    const incomplete = await h.gql(
      R.submit,
      { a: assignment, i: { scores: [{ key: 'originality', score: 2 }], recommendation: 'REJECT' } },
      r2.token,
    );
    expect(incomplete.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'scores', code: 'validation.review.scoreEveryCriterion' },
    ]);
    expect(
      await h
        .knex('review_drafts')
        .where({ assignment_id: Number(assignment) })
        .first(),
    ).toBeDefined();
    dataOf(await h.gql(R.submit, { a: assignment, i: reviewInput(2, 4) }, r2.token));
    expect(
      await h
        .knex('review_drafts')
        .where({ assignment_id: Number(assignment) })
        .first(),
    ).toBeUndefined();
    expect(await reviewerRow(String(reviewers[1]!.id))).toMatchObject({ done: 1, open: 0, drafts: 0 });
    // Once submitted, changes are saved as the review (complete), never as a draft.
    const late = await h.gql(R.draft, { a: assignment, i: { scores: [] } }, r2.token);
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // After the review period, drafts are read-only too.
    const second = await assignReview(h, admin.token, String(a1), String(reviewers[2]!.id));
    dataOf(
      await h.gql(
        R.settings,
        { i: settingsInput({ reviewStart: wallClock(-3), reviewEnd: wallClock(-1) }) },
        admin.token,
      ),
    );
    const closed = await h.gql(R.draft, { a: second, i: { scores: [] } }, r3.token);
    expect(closed.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect(
      await h
        .knex('review_drafts')
        .where({ assignment_id: Number(second) })
        .first(),
    ).toBeUndefined();
    dataOf(await h.gql(R.settings, { i: settingsInput() }, admin.token));
  });
});
