import { ABSTRACT_TOPICS, type AbstractTopic } from '../../topics';
import {
  assignReviewers,
  exclusionReasons,
  normaliseAffiliation,
  type AssignmentAbstract,
  type AssignmentInput,
  type AssignmentResult,
  type AssignmentReviewer,
  type ReviewBid,
} from '../assignment';

function abstract(id: number, topic: AbstractTopic = 'GI', more: Partial<AssignmentAbstract> = {}) {
  return { id, topic, authors: [{ personId: 1000 + id, email: `a${id}@x.org` }], affiliations: [], ...more };
}

function reviewer(id: number, more: Partial<AssignmentReviewer> = {}): AssignmentReviewer {
  return { id, personId: id, email: `r${id}@x.org`, affiliation: `Hospital ${id}`, topics: ['GI'], ...more };
}

function pairs(result: AssignmentResult) {
  return result.proposal.map((p) => `${p.abstractId}:${p.reviewerId}`);
}

function reviewersOf(result: AssignmentResult, abstractId: number) {
  return result.proposal.filter((p) => p.abstractId === abstractId).map((p) => p.reviewerId);
}

describe('hard rules', () => {
  const reviewers = [1, 2, 3].map((id) => reviewer(id));

  it('never assigns an author, by member id', () => {
    const result = assignReviewers({
      abstracts: [abstract(1, 'GI', { authors: [{ personId: 2 }] })],
      reviewers,
      perAbstract: 3,
    });
    expect(reviewersOf(result, 1)).toEqual([1, 3]);
    expect(result.excluded(2, 1)).toEqual(['AUTHOR']);
  });

  it('never assigns a co-author or the submitter, by normalised address', () => {
    const result = assignReviewers({
      abstracts: [
        abstract(1, 'GI', { authors: [{ personId: 99 }, { email: '  R3@X.ORG ' }] }),
        abstract(2, 'GI', { submitter: { email: 'r1@x.org' } }),
      ],
      reviewers,
      perAbstract: 3,
    });
    expect(reviewersOf(result, 1)).toEqual([1, 2]);
    expect(reviewersOf(result, 2)).toEqual([2, 3]);
    expect(result.excluded(3, 1)).toEqual(['AUTHOR']);
    expect(result.excluded(1, 2)).toEqual(['AUTHOR']);
  });

  it('never assigns a reviewer whose affiliation an author shares (case, spaces, punctuation)', () => {
    expect(normaliseAffiliation(' Seoul  National Univ. Hospital ')).toBe(
      normaliseAffiliation('seoul national univ hospital'),
    );
    const result = assignReviewers({
      abstracts: [abstract(1, 'GI', { affiliations: ['Asan Medical Center', 'HOSPITAL-2'] })],
      reviewers,
      perAbstract: 3,
    });
    expect(reviewersOf(result, 1)).toEqual([1, 3]);
    expect(result.excluded(2, 1)).toEqual(['SAME_AFFILIATION']);
  });

  it('an empty affiliation matches nothing', () => {
    const result = assignReviewers({
      abstracts: [abstract(1, 'GI', { affiliations: ['', '  '] })],
      reviewers: [reviewer(1, { affiliation: '' }), reviewer(2, { affiliation: null })],
      perAbstract: 2,
    });
    expect(reviewersOf(result, 1)).toEqual([1, 2]);
  });

  it('never assigns a declared conflict', () => {
    const result = assignReviewers({
      abstracts: [abstract(1), abstract(2)],
      reviewers: [reviewer(1, { conflicts: [2] }), reviewer(2), reviewer(3)],
      perAbstract: 3,
    });
    expect(reviewersOf(result, 2)).toEqual([2, 3]);
    expect(result.excluded(1, 2)).toEqual(['DECLARED_CONFLICT']);
    expect(result.excluded(1, 1)).toEqual([]);
  });

  it('never assigns a NOT_WILLING bid', () => {
    const result = assignReviewers({
      abstracts: [abstract(1)],
      reviewers: [reviewer(1, { bids: { 1: 'NOT_WILLING' } }), reviewer(2), reviewer(3)],
      perAbstract: 3,
    });
    expect(reviewersOf(result, 1)).toEqual([2, 3]);
    expect(result.excluded(1, 1)).toEqual(['NOT_WILLING']);
  });

  it('assigns only topics the reviewer reviews', () => {
    const result = assignReviewers({
      abstracts: [abstract(1, 'BREAST'), abstract(2, 'GI')],
      reviewers: [reviewer(1, { topics: ['BREAST'] }), reviewer(2, { topics: ['GI'] })],
      perAbstract: 1,
    });
    expect(pairs(result)).toEqual(['1:1', '2:2']);
    expect(result.excluded(2, 1)).toEqual(['OTHER_TOPIC']);
  });

  it('gives every reason that applies, and none for unknown ids', () => {
    const r = reviewer(1, { topics: ['BREAST'], conflicts: [1], bids: { 1: 'NOT_WILLING' } });
    const a = abstract(1, 'GI', { authors: [{ personId: 1 }], affiliations: ['hospital 1'] });
    expect(exclusionReasons(r, a)).toEqual([
      'AUTHOR',
      'SAME_AFFILIATION',
      'DECLARED_CONFLICT',
      'NOT_WILLING',
      'OTHER_TOPIC',
    ]);
    const result = assignReviewers({ abstracts: [a], reviewers: [r], perAbstract: 1 });
    expect(result.excluded(1, 1)).toHaveLength(5);
    expect(result.excluded(7, 1)).toEqual([]);
  });
});

describe('shortfalls', () => {
  it('assigns as many as possible and reports what is missing per abstract', () => {
    const result = assignReviewers({
      abstracts: [abstract(1, 'GI'), abstract(2, 'RENAL'), abstract(3, 'SKIN')],
      reviewers: [
        reviewer(1, { topics: ['GI', 'RENAL'] }),
        reviewer(2, { topics: ['GI'] }),
        reviewer(3, { topics: ['GI'] }),
      ],
      perAbstract: 3,
    });
    expect(reviewersOf(result, 1)).toEqual([1, 2, 3]);
    expect(reviewersOf(result, 2)).toEqual([1]);
    expect(result.shortfalls).toEqual([
      { abstractId: 2, missing: 2, eligible: 1 },
      { abstractId: 3, missing: 3, eligible: 0 },
    ]);
  });

  it('without reviewers every abstract falls short, spread 0', () => {
    const result = assignReviewers({ abstracts: [abstract(1)], reviewers: [], perAbstract: 2 });
    expect(result.proposal).toEqual([]);
    expect(result.shortfalls).toEqual([{ abstractId: 1, missing: 2, eligible: 0 }]);
    expect(result.spread).toBe(0);
  });
});

describe('balance', () => {
  it('evens the load where a greedy in id order would not', () => {
    // Reviewers 1 and 2 review everything, 3 only GI and 4 only RENAL: taking the first
    // reviewers would give 1 and 2 all 12 reviews; the even answer gives each of the four 3.
    const abstracts = [
      ...[1, 2, 3].map((id) => abstract(id, 'GI')),
      ...[4, 5, 6].map((id) => abstract(id, 'RENAL')),
    ];
    const result = assignReviewers({
      abstracts,
      reviewers: [
        reviewer(1, { topics: ['GI', 'RENAL'] }),
        reviewer(2, { topics: ['GI', 'RENAL'] }),
        reviewer(3, { topics: ['GI'] }),
        reviewer(4, { topics: ['RENAL'] }),
      ],
      perAbstract: 2,
    });
    expect(result.loads.map((l) => l.load)).toEqual([3, 3, 3, 3]);
    expect(result.spread).toBe(0);
    expect(result.shortfalls).toEqual([]);
  });

  it('counts the current load of other rounds', () => {
    const result = assignReviewers({
      abstracts: [1, 2, 3, 4].map((id) => abstract(id)),
      reviewers: [reviewer(1, { currentLoad: 4 }), reviewer(2), reviewer(3)],
      perAbstract: 1,
    });
    expect(result.loads).toEqual([
      { reviewerId: 1, load: 4, proposed: 0 },
      { reviewerId: 2, load: 2, proposed: 2 },
      { reviewerId: 3, load: 2, proposed: 2 },
    ]);
    expect(result.spread).toBe(2);
  });
});

describe('bids', () => {
  it('prefers EAGER over WILLING over no bid, when the balance allows', () => {
    const result = assignReviewers({
      abstracts: [abstract(1), abstract(2), abstract(3)],
      reviewers: [
        reviewer(1, { bids: { 3: 'EAGER' } }),
        reviewer(2, { bids: { 1: 'EAGER', 2: 'WILLING' } }),
        reviewer(3, { bids: { 2: 'EAGER', 3: 'WILLING' } }),
      ],
      perAbstract: 1,
    });
    expect(pairs(result)).toEqual(['1:2', '2:3', '3:1']);
    expect(result.bids).toEqual({ EAGER: 3, WILLING: 0, NOT_WILLING: 0, NONE: 0 });
  });

  it('takes WILLING before no bid', () => {
    const result = assignReviewers({
      abstracts: [abstract(1), abstract(2)],
      reviewers: [reviewer(1), reviewer(2, { bids: { 1: 'WILLING' } })],
      perAbstract: 1,
    });
    expect(pairs(result)).toEqual(['1:2', '2:1']);
    expect(result.bids).toEqual({ EAGER: 0, WILLING: 1, NOT_WILLING: 0, NONE: 1 });
  });

  it('the balance comes before the bids', () => {
    // Reviewer 1 is eager for all four, but gets two: the even load wins.
    const bids: Record<number, ReviewBid> = { 1: 'EAGER', 2: 'EAGER', 3: 'EAGER', 4: 'EAGER' };
    const result = assignReviewers({
      abstracts: [1, 2, 3, 4].map((id) => abstract(id)),
      reviewers: [reviewer(1, { bids }), reviewer(2)],
      perAbstract: 1,
    });
    expect(result.loads.map((l) => l.load)).toEqual([2, 2]);
  });
});

describe('kept assignments', () => {
  it('keeps hand adjustments, counts them towards N and the load, never repeats them', () => {
    const result = assignReviewers({
      abstracts: [abstract(1), abstract(2)],
      reviewers: [reviewer(1), reviewer(2), reviewer(3)],
      perAbstract: 2,
      keep: [
        { abstractId: 1, reviewerId: 3 },
        { abstractId: 2, reviewerId: 3 },
        { abstractId: 2, reviewerId: 3 },
      ],
    });
    expect(result.kept).toEqual([
      { abstractId: 1, reviewerId: 3 },
      { abstractId: 2, reviewerId: 3 },
    ]);
    expect(pairs(result)).toHaveLength(2);
    expect(result.proposal.every((p) => p.reviewerId !== 3)).toBe(true);
    expect(result.loads.map((l) => l.load)).toEqual([1, 1, 2]);
  });

  it('keeps a kept pair a rule excludes, and flags it', () => {
    const result = assignReviewers({
      abstracts: [abstract(1, 'GI', { authors: [{ personId: 1 }] })],
      reviewers: [reviewer(1), reviewer(2)],
      perAbstract: 2,
      keep: [{ abstractId: 1, reviewerId: 1 }],
    });
    expect(result.keptExcluded).toEqual([{ abstractId: 1, reviewerId: 1, reasons: ['AUTHOR'] }]);
    expect(pairs(result)).toEqual(['1:2']);
    expect(result.shortfalls).toEqual([]);
  });

  it('adds nothing to an abstract that already has N', () => {
    const result = assignReviewers({
      abstracts: [abstract(1)],
      reviewers: [reviewer(1), reviewer(2)],
      perAbstract: 1,
      keep: [{ abstractId: 1, reviewerId: 2 }],
    });
    expect(result.proposal).toEqual([]);
    expect(result.loads.map((l) => l.load)).toEqual([0, 1]);
  });
});

describe('input', () => {
  it('refuses N below 1 or not whole, and ids given twice', () => {
    const base = { abstracts: [abstract(1)], reviewers: [reviewer(1)] };
    expect(() => assignReviewers({ ...base, perAbstract: 0 })).toThrow(RangeError);
    expect(() => assignReviewers({ ...base, perAbstract: 1.5 })).toThrow(RangeError);
    expect(() => assignReviewers({ ...base, abstracts: [abstract(1), abstract(1)], perAbstract: 1 })).toThrow(
      'abstract id',
    );
    expect(() => assignReviewers({ ...base, reviewers: [reviewer(1), reviewer(1)], perAbstract: 1 })).toThrow(
      'reviewer id',
    );
  });

  it('ignores kept pairs of unknown abstracts or reviewers', () => {
    const result = assignReviewers({
      abstracts: [abstract(1)],
      reviewers: [reviewer(1)],
      perAbstract: 1,
      keep: [
        { abstractId: 9, reviewerId: 1 },
        { abstractId: 1, reviewerId: 9 },
      ],
    });
    expect(result.kept).toEqual([]);
    expect(pairs(result)).toEqual(['1:1']);
  });
});

// A seeded generator (mulberry32): the same cases on every run.
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInput(seed: number, allTopics = false): AssignmentInput {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const topics = ABSTRACT_TOPICS.slice(0, 2 + Math.floor(rnd() * 6));
  const affiliations = Array.from({ length: 3 + Math.floor(rnd() * 6) }, (_, i) => `Hospital ${i}`);
  const reviewerCount = 3 + Math.floor(rnd() * 10);
  const abstractCount = 5 + Math.floor(rnd() * 40);
  const abstracts = Array.from({ length: abstractCount }, (_, i) => ({
    id: 100 + i,
    topic: pick(topics),
    authors: Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
      rnd() < 0.1 ? { email: `R${1 + Math.floor(rnd() * reviewerCount)}@X.org ` } : { personId: 1000 + i },
    ),
    affiliations: rnd() < 0.3 ? [pick(affiliations).toUpperCase() + '.'] : [],
  }));
  const reviewers = Array.from({ length: reviewerCount }, (_, i) => {
    const bids: Record<number, ReviewBid> = {};
    for (const a of abstracts)
      if (rnd() < 0.2) bids[a.id] = pick(['EAGER', 'WILLING', 'NOT_WILLING'] as const);
    return {
      id: 1 + i,
      personId: rnd() < 0.05 ? 1000 + Math.floor(rnd() * abstractCount) : 1 + i,
      email: `r${1 + i}@x.org`,
      affiliation: pick(affiliations),
      topics: allTopics ? topics : topics.filter(() => rnd() < 0.5),
      conflicts: abstracts.filter(() => rnd() < 0.05).map((a) => a.id),
      bids,
      currentLoad: allTopics ? 0 : Math.floor(rnd() * 3),
    };
  });
  const keep = allTopics
    ? []
    : abstracts.filter(() => rnd() < 0.1).map((a) => ({ abstractId: a.id, reviewerId: pick(reviewers).id }));
  return { abstracts, reviewers, perAbstract: 1 + Math.floor(rnd() * 3), keep };
}

/** From each reviewer, the reviewers that could take over one of its proposed reviews, transitively. */
function canPassOn(input: AssignmentInput, result: AssignmentResult, from: number): Set<number> {
  const assigned = new Set(
    [...result.proposal, ...result.kept].map((p) => `${p.abstractId}:${p.reviewerId}`),
  );
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const r = queue.shift()!;
    for (const p of result.proposal.filter((q) => q.reviewerId === r)) {
      for (const other of input.reviewers) {
        if (seen.has(other.id) || assigned.has(`${p.abstractId}:${other.id}`)) continue;
        if (result.excluded(other.id, p.abstractId).length > 0) continue;
        seen.add(other.id);
        queue.push(other.id);
      }
    }
  }
  return seen;
}

describe('over random inputs (seeded)', () => {
  const seeds = Array.from({ length: 150 }, (_, i) => i + 1);

  it.each(seeds)(
    'seed %i: no hard rule is broken, N is met where it can be, the load cannot be evened',
    (seed) => {
      const input = randomInput(seed);
      const result = assignReviewers(input);
      const byId = new Map(input.reviewers.map((r) => [r.id, r]));
      const abstractById = new Map(input.abstracts.map((a) => [a.id, a]));
      const keptPairs = new Set(result.kept.map((p) => `${p.abstractId}:${p.reviewerId}`));
      const seen = new Set<string>();
      for (const p of result.proposal) {
        const key = `${p.abstractId}:${p.reviewerId}`;
        expect(seen.has(key) || keptPairs.has(key)).toBe(false);
        seen.add(key);
        expect(exclusionReasons(byId.get(p.reviewerId)!, abstractById.get(p.abstractId)!)).toEqual([]);
      }
      for (const a of input.abstracts) {
        const count = result.proposal.filter((p) => p.abstractId === a.id).length;
        const kept = result.kept.filter((p) => p.abstractId === a.id).length;
        const shortfall = result.shortfalls.find((s) => s.abstractId === a.id);
        const eligible = input.reviewers.filter(
          (r) => exclusionReasons(r, a).length === 0 || keptPairs.has(`${a.id}:${r.id}`),
        ).length;
        expect(count + kept).toBe(Math.max(kept, Math.min(input.perAbstract, eligible)));
        expect(shortfall?.missing ?? 0).toBe(Math.max(0, input.perAbstract - count - kept));
      }
      // Optimal balance: no chain of hand-overs leads from a reviewer to one with two reviews fewer.
      const load = new Map(result.loads.map((l) => [l.reviewerId, l.load]));
      for (const r of input.reviewers) {
        for (const other of canPassOn(input, result, r.id))
          expect(load.get(other)!).toBeGreaterThanOrEqual(load.get(r.id)! - 1);
      }
      expect(result.spread).toBe(Math.max(...load.values()) - Math.min(...load.values()));
    },
  );

  it.each(seeds.slice(0, 60))('seed %i: spread ≤ 1 when every reviewer may take most abstracts', (seed) => {
    const input = randomInput(seed, true);
    const result = assignReviewers(input);
    const demand = input.abstracts.length * input.perAbstract;
    // Feasible when every reviewer has at least ceil(demand / reviewers) abstracts it may review.
    const fair = Math.ceil(demand / input.reviewers.length);
    const feasible = input.reviewers.every(
      (r) => input.abstracts.filter((a) => exclusionReasons(r, a).length === 0).length >= fair,
    );
    if (feasible && result.shortfalls.length === 0) expect(result.spread).toBeLessThanOrEqual(1);
  });

  it.each(seeds.slice(0, 80))(
    'seed %i: on a small input, as good as the best of every possible proposal',
    (seed) => {
      // Small enough to try every proposal: the best fills the most places, then has the least sum
      // of squared loads (the evenest), then the least bid cost (EAGER 0, WILLING 1, none 2).
      const rnd = random(seed * 7919);
      const full = randomInput(seed);
      const input: AssignmentInput = {
        abstracts: full.abstracts.slice(0, 2 + Math.floor(rnd() * 3)),
        reviewers: full.reviewers.slice(0, 2 + Math.floor(rnd() * 3)),
        perAbstract: 1 + Math.floor(rnd() * 2),
        keep: [],
      };
      const bidCost = (r: AssignmentReviewer, abstractId: number) =>
        ({ EAGER: 0, WILLING: 1, NOT_WILLING: 2 })[r.bids?.[abstractId] ?? 'NOT_WILLING'];
      const score = (chosen: { a: number; r: AssignmentReviewer }[]) => {
        const load = new Map(input.reviewers.map((r) => [r.id, r.currentLoad ?? 0]));
        for (const { r } of chosen) load.set(r.id, load.get(r.id)! + 1);
        const squares = [...load.values()].reduce((sum, l) => sum + l * l, 0);
        const bids = chosen.reduce((sum, { a, r }) => sum + bidCost(r, a), 0);
        return [-chosen.length, squares, bids];
      };
      const better = (x: number[], y: number[]) => x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
      const subsets = <T>(list: T[], size: number): T[][] =>
        size === 0
          ? [[]]
          : list.flatMap((item, i) => subsets(list.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
      let best: number[] | undefined;
      const search = (i: number, chosen: { a: number; r: AssignmentReviewer }[]) => {
        if (i === input.abstracts.length) {
          const s = score(chosen);
          if (!best || better(s, best) < 0) best = s;
          return;
        }
        const a = input.abstracts[i]!;
        const eligible = input.reviewers.filter((r) => exclusionReasons(r, a).length === 0);
        for (const group of subsets(eligible, Math.min(input.perAbstract, eligible.length)))
          search(i + 1, [...chosen, ...group.map((r) => ({ a: a.id, r }))]);
      };
      search(0, []);
      const result = assignReviewers(input);
      const byId = new Map(input.reviewers.map((r) => [r.id, r]));
      expect(score(result.proposal.map((p) => ({ a: p.abstractId, r: byId.get(p.reviewerId)! })))).toEqual(
        best,
      );
    },
  );

  it('is deterministic, whatever the order of the input', () => {
    for (const seed of seeds.slice(0, 30)) {
      const input = randomInput(seed);
      const first = assignReviewers(input);
      const again = assignReviewers(input);
      const shuffled = assignReviewers({
        ...input,
        abstracts: [...input.abstracts].reverse(),
        reviewers: [...input.reviewers].reverse(),
        keep: [...(input.keep ?? [])].reverse(),
      });
      for (const other of [again, shuffled]) {
        expect(other.proposal).toEqual(first.proposal);
        expect(other.loads).toEqual(first.loads);
        expect(other.shortfalls).toEqual(first.shortfalls);
      }
    }
  });
});
