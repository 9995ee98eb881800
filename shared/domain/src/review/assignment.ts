// Automatic review assignment (issue 25 §2, docs/decisions.md "Automatic review assignment"): a
// pure rule, no database. Given the abstracts, the reviewers and N, it proposes N reviewers per
// abstract that respect every hard rule (no author, no shared affiliation, no declared conflict, no
// NOT_WILLING bid, only the reviewer's topics), with the load as even as possible (max − min
// reviews per reviewer minimal) and, among the evenest proposals, the most eager bids. Hand
// adjustments (assignments to keep) stay and count towards N and the load.
//
// Method: a min-cost flow (successive shortest paths, Dijkstra with potentials) from the abstracts'
// missing places to the reviewers, where a reviewer's k-th review costs M·k (convex: the minimum is
// the lexicographically evenest load, which minimises the maximum and maximises the minimum at once)
// and a pair costs its bid (EAGER 0, WILLING 1, no bid 2), M large enough that the balance always
// wins over the bids. Deterministic: abstracts and reviewers are taken in id order, ties broken by
// node order, so the same input (in any order) gives the same proposal.
import type { AbstractTopic } from '../topics';

export const REVIEW_BIDS = ['EAGER', 'WILLING', 'NOT_WILLING'] as const;
export type ReviewBid = (typeof REVIEW_BIDS)[number];

export const REVIEW_BID_LABELS: Record<ReviewBid, { en: string; ko: string }> = {
  EAGER: { en: 'Eager', ko: '적극 희망' },
  WILLING: { en: 'Willing', ko: '가능' },
  NOT_WILLING: { en: 'Not willing', ko: '원하지 않음' },
};

/** Why a reviewer may not review an abstract, for the organiser's "why not" view. */
export const ASSIGNMENT_EXCLUSIONS = [
  'AUTHOR',
  'SAME_AFFILIATION',
  'DECLARED_CONFLICT',
  'NOT_WILLING',
  'OTHER_TOPIC',
] as const;
export type AssignmentExclusion = (typeof ASSIGNMENT_EXCLUSIONS)[number];

export const ASSIGNMENT_EXCLUSION_LABELS: Record<AssignmentExclusion, { en: string; ko: string }> = {
  AUTHOR: { en: 'Author or co-author of the abstract', ko: '초록의 저자 또는 공동 저자' },
  SAME_AFFILIATION: { en: 'Same affiliation as an author', ko: '저자와 소속 기관이 같음' },
  DECLARED_CONFLICT: { en: 'Declared a conflict of interest', ko: '이해 상충을 신고함' },
  NOT_WILLING: { en: 'Bid: not willing', ko: '입찰: 원하지 않음' },
  OTHER_TOPIC: { en: 'Does not review this topic', ko: '이 주제를 심사하지 않음' },
};

/** A person as the assignment knows them: a member id, an address, or both. */
export interface AssignmentPerson {
  personId?: number | null;
  email?: string | null;
}

export interface AssignmentAbstract {
  id: number;
  topic: AbstractTopic;
  /** Every author and co-author (the submitter too, when they are not among them: see `submitter`). */
  authors: readonly AssignmentPerson[];
  submitter?: AssignmentPerson | null;
  /** The authors' affiliations. */
  affiliations: readonly string[];
}

export interface AssignmentReviewer extends AssignmentPerson {
  id: number;
  affiliation?: string | null;
  topics: readonly AbstractTopic[];
  /** Abstract ids the reviewer declared a conflict of interest with. */
  conflicts?: readonly number[];
  /** Bids by abstract id; no entry is no bid. */
  bids?: Readonly<Record<number, ReviewBid>>;
  /** Reviews the reviewer already has outside this run (other rounds); counts for the balance. */
  currentLoad?: number;
}

export interface ReviewAssignment {
  abstractId: number;
  reviewerId: number;
}

export interface AssignmentInput {
  abstracts: readonly AssignmentAbstract[];
  reviewers: readonly AssignmentReviewer[];
  /** Reviewers per abstract (N ≥ 1). */
  perAbstract: number;
  /** Assignments made by hand that stay; they count towards N and the reviewer's load. */
  keep?: readonly ReviewAssignment[];
}

export interface AssignmentShortfall {
  abstractId: number;
  /** Places still empty (N − kept − proposed). */
  missing: number;
  /** Reviewers who may review it at all (kept ones included). */
  eligible: number;
}

export interface AssignmentLoad {
  reviewerId: number;
  /** currentLoad + kept + proposed. */
  load: number;
  proposed: number;
}

export interface AssignmentResult {
  /** The new assignments proposed (kept ones are not repeated), by abstract id then reviewer id. */
  proposal: ReviewAssignment[];
  /** The kept assignments, as given, in the same order. */
  kept: ReviewAssignment[];
  /** Kept assignments that break a hard rule (the organiser's hand decision stays, but is flagged). */
  keptExcluded: (ReviewAssignment & { reasons: AssignmentExclusion[] })[];
  /** Abstracts with fewer than N reviewers, because fewer than N reviewers may review them. */
  shortfalls: AssignmentShortfall[];
  /** Every reviewer's load, by reviewer id. */
  loads: AssignmentLoad[];
  /** max − min load over the reviewers (0 without reviewers). */
  spread: number;
  /** Proposed pairs by bid. */
  bids: Record<ReviewBid | 'NONE', number>;
  /** Why a reviewer may not review an abstract ([] when they may). */
  excluded(reviewerId: number, abstractId: number): AssignmentExclusion[];
}

/** An email as compared: trimmed, lower case, NFKC. */
export function normaliseEmail(email: string | null | undefined): string {
  return (email ?? '').normalize('NFKC').trim().toLowerCase();
}

/** An affiliation as compared: NFKC, lower case, without whitespace, punctuation or symbols. */
export function normaliseAffiliation(affiliation: string | null | undefined): string {
  return (affiliation ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

function samePerson(a: AssignmentPerson, b: AssignmentPerson): boolean {
  if (a.personId != null && b.personId != null && a.personId === b.personId) return true;
  const email = normaliseEmail(a.email);
  return email !== '' && email === normaliseEmail(b.email);
}

/** Why `reviewer` may not review `abstract`, every reason that applies, in a fixed order. */
export function exclusionReasons(
  reviewer: AssignmentReviewer,
  abstract: AssignmentAbstract,
): AssignmentExclusion[] {
  const reasons: AssignmentExclusion[] = [];
  const people = abstract.submitter ? [...abstract.authors, abstract.submitter] : abstract.authors;
  if (people.some((person) => samePerson(person, reviewer))) reasons.push('AUTHOR');
  const affiliation = normaliseAffiliation(reviewer.affiliation);
  if (affiliation !== '' && abstract.affiliations.some((a) => normaliseAffiliation(a) === affiliation))
    reasons.push('SAME_AFFILIATION');
  if (reviewer.conflicts?.includes(abstract.id)) reasons.push('DECLARED_CONFLICT');
  if (reviewer.bids?.[abstract.id] === 'NOT_WILLING') reasons.push('NOT_WILLING');
  if (!reviewer.topics.includes(abstract.topic)) reasons.push('OTHER_TOPIC');
  return reasons;
}

const BID_COST: Record<ReviewBid | 'NONE', number> = { EAGER: 0, WILLING: 1, NOT_WILLING: 2, NONE: 2 };

/** A binary min-heap of (key, node), ties by node: the same order on every run. */
class Heap {
  private keys: number[] = [];
  private nodes: number[] = [];
  get size() {
    return this.nodes.length;
  }
  private less(i: number, j: number) {
    return (
      this.keys[i]! < this.keys[j]! || (this.keys[i] === this.keys[j] && this.nodes[i]! < this.nodes[j]!)
    );
  }
  private swap(i: number, j: number) {
    [this.keys[i], this.keys[j]] = [this.keys[j]!, this.keys[i]!];
    [this.nodes[i], this.nodes[j]] = [this.nodes[j]!, this.nodes[i]!];
  }
  push(key: number, node: number) {
    this.keys.push(key);
    this.nodes.push(node);
    let i = this.nodes.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.keys[0]!, this.nodes[0]!];
    const lastKey = this.keys.pop()!;
    const lastNode = this.nodes.pop()!;
    if (this.nodes.length > 0) {
      this.keys[0] = lastKey;
      this.nodes[0] = lastNode;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.nodes.length && this.less(l, m)) m = l;
        if (r < this.nodes.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
}

/** Proposes N reviewers per abstract: see the head of this file. */
export function assignReviewers(input: AssignmentInput): AssignmentResult {
  const perAbstract = input.perAbstract;
  if (!Number.isInteger(perAbstract) || perAbstract < 1)
    throw new RangeError(`reviewers per abstract must be a whole number ≥ 1, not ${perAbstract}`);
  const abstracts = [...input.abstracts].sort((a, b) => a.id - b.id);
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const abstractIndex = new Map(abstracts.map((a, i) => [a.id, i]));
  const reviewerIndex = new Map(reviewers.map((r, i) => [r.id, i]));
  if (abstractIndex.size !== abstracts.length) throw new RangeError('an abstract id is given twice');
  if (reviewerIndex.size !== reviewers.length) throw new RangeError('a reviewer id is given twice');
  const A = abstracts.length;
  const R = reviewers.length;

  const reasonCache = new Map<string, AssignmentExclusion[]>();
  const excluded = (reviewerId: number, abstractId: number): AssignmentExclusion[] => {
    const ri = reviewerIndex.get(reviewerId);
    const ai = abstractIndex.get(abstractId);
    if (ri === undefined || ai === undefined) return [];
    const key = `${ri}:${ai}`;
    let reasons = reasonCache.get(key);
    if (!reasons) {
      reasons = exclusionReasons(reviewers[ri]!, abstracts[ai]!);
      reasonCache.set(key, reasons);
    }
    return [...reasons];
  };

  // Kept assignments: deduplicated, only of known abstracts and reviewers.
  const keptPairs = new Set<string>();
  const kept: ReviewAssignment[] = [];
  for (const pair of input.keep ?? []) {
    const ai = abstractIndex.get(pair.abstractId);
    const ri = reviewerIndex.get(pair.reviewerId);
    if (ai === undefined || ri === undefined || keptPairs.has(`${ri}:${ai}`)) continue;
    keptPairs.add(`${ri}:${ai}`);
    kept.push({ abstractId: pair.abstractId, reviewerId: pair.reviewerId });
  }
  kept.sort((a, b) => a.abstractId - b.abstractId || a.reviewerId - b.reviewerId);
  const keptExcluded = kept
    .map((pair) => ({ ...pair, reasons: excluded(pair.reviewerId, pair.abstractId) }))
    .filter((pair) => pair.reasons.length > 0);

  const load = reviewers.map((r) => Math.max(0, Math.floor(r.currentLoad ?? 0)));
  const keptPerAbstract = new Array<number>(A).fill(0);
  for (const pair of kept) {
    load[reviewerIndex.get(pair.reviewerId)!]! += 1;
    keptPerAbstract[abstractIndex.get(pair.abstractId)!]! += 1;
  }

  // Eligible pairs by topic first (most abstracts rule out most reviewers by topic alone).
  const reviewersByTopic = new Map<string, number[]>();
  reviewers.forEach((reviewer, ri) => {
    for (const topic of new Set(reviewer.topics)) {
      const list = reviewersByTopic.get(topic) ?? [];
      list.push(ri);
      reviewersByTopic.set(topic, list);
    }
  });

  // The graph: node 0 the source, 1..A the abstracts, A+1..A+R the reviewers, A+R+1 the sink.
  // Arcs are stored in pairs (arc ^ 1 is the reverse); the reviewer → sink arcs are implicit (the
  // marginal cost of one more review, M·(load + 1)).
  const source = 0;
  const sink = A + R + 1;
  const nodes = A + R + 2;
  const head: number[] = new Array<number>(nodes).fill(-1);
  const next: number[] = [];
  const to: number[] = [];
  const cap: number[] = [];
  const cost: number[] = [];
  const addArc = (u: number, v: number, capacity: number, c: number) => {
    to.push(v, u);
    cap.push(capacity, 0);
    cost.push(c, -c);
    next.push(head[u]!, head[v]!);
    head[u] = to.length - 2;
    head[v] = to.length - 1;
  };

  const eligibleCount = new Array<number>(A).fill(0);
  const keptExcludedPerAbstract = new Map<number, number>();
  for (const pair of keptExcluded)
    keptExcludedPerAbstract.set(pair.abstractId, (keptExcludedPerAbstract.get(pair.abstractId) ?? 0) + 1);
  let demand = 0;
  // Arcs are added in reverse so that the adjacency lists (prepended) run in ascending order.
  const pairArcs: { ai: number; ri: number; bid: ReviewBid | 'NONE' }[] = [];
  abstracts.forEach((abstract, ai) => {
    for (const ri of reviewersByTopic.get(abstract.topic) ?? []) {
      if (excluded(reviewers[ri]!.id, abstract.id).length > 0) continue;
      eligibleCount[ai]! += 1;
      if (keptPairs.has(`${ri}:${ai}`)) continue;
      pairArcs.push({ ai, ri, bid: reviewers[ri]!.bids?.[abstract.id] ?? 'NONE' });
    }
    // A kept pair the rules exclude still counts as a reviewer of the abstract.
    eligibleCount[ai]! += keptExcludedPerAbstract.get(abstract.id) ?? 0;
  });
  const places = abstracts.map((_, ai) => Math.max(0, perAbstract - keptPerAbstract[ai]!));
  for (let ai = A - 1; ai >= 0; ai--) {
    if (places[ai]! > 0) {
      addArc(source, 1 + ai, places[ai]!, 0);
      demand += places[ai]!;
    }
  }
  // Balance must outweigh every bid: a proposal's bid costs differ by at most 2 per pair.
  const M = 2 * demand + 1;
  for (let k = pairArcs.length - 1; k >= 0; k--) {
    const { ai, ri, bid } = pairArcs[k]!;
    if (places[ai]! > 0) addArc(1 + ai, 1 + A + ri, 1, BID_COST[bid]);
  }

  // Successive shortest paths: Dijkstra on reduced costs, then every shortest path it opened.
  const potential = new Array<number>(nodes).fill(0);
  const dist = new Array<number>(nodes);
  const done = new Array<boolean>(nodes);
  for (;;) {
    dist.fill(Infinity);
    done.fill(false);
    dist[source] = 0;
    const heap = new Heap();
    heap.push(0, source);
    while (heap.size > 0) {
      const [d, u] = heap.pop();
      if (done[u] || d > dist[u]!) continue;
      done[u] = true;
      if (u === sink) break;
      if (u > A && u < sink) {
        const reduced = M * (load[u - A - 1]! + 1) + potential[u]! - potential[sink]!;
        if (d + reduced < dist[sink]!) {
          dist[sink] = d + reduced;
          heap.push(dist[sink], sink);
        }
      }
      for (let arc = head[u]!; arc !== -1; arc = next[arc]!) {
        if (cap[arc]! <= 0) continue;
        const v = to[arc]!;
        if (v === source || done[v]) continue;
        const nd = d + cost[arc]! + potential[u]! - potential[v]!;
        if (nd < dist[v]!) {
          dist[v] = nd;
          heap.push(nd, v);
        }
      }
    }
    if (dist[sink] === Infinity) break;
    const bound = dist[sink]!;
    for (let v = 0; v < nodes; v++) potential[v]! += Math.min(dist[v]!, bound);
    // Augment along every path of zero reduced cost (all of them shortest) that a depth-first
    // search finds, as in the primal-dual method: a reviewer takes at most one unit a round (its
    // next review costs M more). The first search is complete, so a round augments at least once.
    const current = head.slice();
    const dead = new Uint8Array(nodes);
    const onPath = new Uint8Array(nodes);
    // Iterative (a path may be long with many reviewers): `path` holds the nodes from the source,
    // `arcs` the arcs between them.
    const path: number[] = [];
    const arcs: number[] = [];
    const augment = (): boolean => {
      path.length = 0;
      arcs.length = 0;
      path.push(source);
      onPath[source] = 1;
      while (path.length > 0) {
        const u = path[path.length - 1]!;
        if (u > A && u < sink && M * (load[u - A - 1]! + 1) + potential[u]! - potential[sink]! === 0) {
          load[u - A - 1]! += 1;
          for (const arc of arcs) {
            cap[arc]! -= 1;
            cap[arc ^ 1]! += 1;
          }
          for (const node of path) onPath[node] = 0;
          return true;
        }
        let advanced = false;
        for (; current[u] !== -1; current[u] = next[current[u]!]!) {
          const arc = current[u]!;
          const v = to[arc]!;
          if (cap[arc]! <= 0 || v === source || dead[v] || onPath[v]) continue;
          if (cost[arc]! + potential[u]! - potential[v]! !== 0) continue;
          arcs.push(arc);
          path.push(v);
          onPath[v] = 1;
          advanced = true;
          break;
        }
        if (!advanced) {
          path.pop();
          onPath[u] = 0;
          dead[u] = 1;
          if (arcs.length > 0) {
            arcs.pop();
            const parent = path[path.length - 1]!;
            current[parent] = next[current[parent]!]!;
          }
        }
      }
      return false;
    };
    let augmented = 0;
    while (augment()) augmented++;
    if (augmented === 0) throw new Error('review assignment: no augmenting path on a shortest path');
  }

  const proposal: ReviewAssignment[] = [];
  const proposedPerReviewer = new Array<number>(R).fill(0);
  const proposedPerAbstract = new Array<number>(A).fill(0);
  const bids: Record<ReviewBid | 'NONE', number> = { EAGER: 0, WILLING: 0, NOT_WILLING: 0, NONE: 0 };
  for (let ai = 0; ai < A; ai++) {
    for (let arc = head[1 + ai]!; arc !== -1; arc = next[arc]!) {
      const v = to[arc]!;
      if (v <= A || v === sink || arc % 2 === 1 || cap[arc]! > 0) continue;
      const ri = v - A - 1;
      proposal.push({ abstractId: abstracts[ai]!.id, reviewerId: reviewers[ri]!.id });
      proposedPerReviewer[ri]! += 1;
      proposedPerAbstract[ai]! += 1;
      bids[reviewers[ri]!.bids?.[abstracts[ai]!.id] ?? 'NONE'] += 1;
    }
  }
  proposal.sort((a, b) => a.abstractId - b.abstractId || a.reviewerId - b.reviewerId);

  const shortfalls: AssignmentShortfall[] = [];
  abstracts.forEach((abstract, ai) => {
    const missing = places[ai]! - proposedPerAbstract[ai]!;
    if (missing > 0) shortfalls.push({ abstractId: abstract.id, missing, eligible: eligibleCount[ai]! });
  });
  const loads = reviewers.map((reviewer, ri) => ({
    reviewerId: reviewer.id,
    load: load[ri]!,
    proposed: proposedPerReviewer[ri]!,
  }));
  const spread = R === 0 ? 0 : Math.max(...load) - Math.min(...load);
  return { proposal, kept, keptExcluded, shortfalls, loads, spread, bids, excluded };
}
