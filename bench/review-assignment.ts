// Automatic review assignment at congress size (issue 25 §2): 1,000 abstracts, 60 reviewers, N = 3,
// seeded random data shaped like a pathology congress — topics of very different sizes, authors from
// ~45 hospitals written in several spellings, reviewers who co-author abstracts, declared conflicts
// and bids. Measures assignReviewers (pure, no database) and reports its time, the load spread
// (max − min reviews per reviewer), the shortfalls and how many bids the proposal honours; checks
// that no proposed pair breaks a hard rule. Writes its section of docs/benchmarks.md.
// Run: npm run bench:review-assignment  (RUNS, SEED to change the defaults)
import { cpus, loadavg, totalmem } from 'node:os';
import {
  ABSTRACT_TOPICS,
  assignReviewers,
  exclusionReasons,
  type AbstractTopic,
  type AssignmentAbstract,
  type AssignmentReviewer,
  type ReviewBid,
} from '@congress/domain';
import { writeBenchmarkSection } from './support';

const RUNS = Number(process.env.RUNS ?? 5);
const SEED = Number(process.env.SEED ?? 25);
const ABSTRACTS = 1000;
const REVIEWERS = 60;
const N = 3;

// mulberry32: the same data on every run.
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

function generate(seed: number) {
  const rnd = random(seed);
  const weighted = <T>(items: readonly T[], weights: readonly number[]) => {
    let x = rnd() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < items.length; i++) if ((x -= weights[i]!) < 0) return items[i]!;
    return items[items.length - 1]!;
  };
  // Topic sizes: GI, breast, haematopoietic, gynaecological and digital pathology are big; autopsy,
  // biobank and education small.
  const topicWeights = ABSTRACT_TOPICS.map(
    (t) =>
      (
        ({
          GI: 12,
          BREAST: 9,
          HEMATOPOIETIC: 8,
          FEMALE_GENITAL: 7,
          DIGITAL_PATHOLOGY_AI: 7,
          HEPATOBILIARY_PANCREAS: 6,
          RESPIRATORY: 6,
          URINARY_MALE_GENITAL: 5,
        }) as Partial<Record<AbstractTopic, number>>
      )[t] ?? (['AUTOPSY', 'BIOBANK', 'EDUCATION'].includes(t) ? 0.7 : 2.5),
  );
  // Hospitals by size (Zipf-like); each written in a few ways (case, punctuation, spaces).
  const hospitals = Array.from({ length: 45 }, (_, i) => `University Hospital No. ${i + 1}`);
  const hospitalWeights = hospitals.map((_, i) => 1 / (i + 1));
  const spell = (name: string) =>
    [name, name.toUpperCase(), name.replace('No. ', 'No '), `  ${name.toLowerCase()}.`][
      Math.floor(rnd() * 4)
    ]!;

  const reviewers: (AssignmentReviewer & { bids: Record<number, ReviewBid>; conflicts: number[] })[] =
    Array.from({ length: REVIEWERS }, (_, i) => {
      const topics = new Set<AbstractTopic>();
      const count = 2 + Math.floor(rnd() * 4); // 2–5 topics, bigger topics more often
      while (topics.size < count) topics.add(weighted(ABSTRACT_TOPICS, topicWeights));
      return {
        id: i + 1,
        personId: 10_000 + i,
        email: `reviewer${i + 1}@hospital.example`,
        affiliation: spell(weighted(hospitals, hospitalWeights)),
        topics: [...topics],
        conflicts: [],
        bids: {},
      };
    });

  const abstracts: AssignmentAbstract[] = Array.from({ length: ABSTRACTS }, (_, i) => {
    const affiliations = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
      spell(weighted(hospitals, hospitalWeights)),
    );
    const authors = Array.from({ length: 1 + Math.floor(rnd() * 8) }, (_, k) => ({
      personId: 20_000 + i * 10 + k,
      email: `author${i}-${k}@example.org`,
    }));
    // About one abstract in eight has a reviewer among its authors (by member id or by address).
    if (rnd() < 0.125) {
      const r = reviewers[Math.floor(rnd() * REVIEWERS)]!;
      authors.push(
        rnd() < 0.5 ? { personId: r.personId!, email: '' } : { personId: 0, email: r.email!.toUpperCase() },
      );
    }
    return {
      id: i + 1,
      topic: weighted(ABSTRACT_TOPICS, topicWeights),
      authors,
      submitter: authors[0],
      affiliations,
    };
  });

  // Bids: each reviewer bids on 10–40 abstracts of their topics (45 % eager, 40 % willing, 15 % not
  // willing) and declares 0–3 further conflicts.
  for (const r of reviewers) {
    const mine = abstracts.filter((a) => r.topics.includes(a.topic));
    const bids = Math.min(mine.length, 10 + Math.floor(rnd() * 31));
    for (let k = 0; k < bids; k++) {
      const a = mine[Math.floor(rnd() * mine.length)]!;
      r.bids[a.id] = weighted(['EAGER', 'WILLING', 'NOT_WILLING'] as const, [45, 40, 15]);
    }
    for (let k = Math.floor(rnd() * 4); k > 0; k--)
      r.conflicts.push(mine[Math.floor(rnd() * mine.length)]!.id);
  }
  return { abstracts, reviewers };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function main() {
  const { abstracts, reviewers } = generate(SEED);
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let result = assignReviewers({ abstracts, reviewers, perAbstract: N });
  for (let run = 0; run < RUNS; run++) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    result = assignReviewers({ abstracts, reviewers, perAbstract: N });
    const cpu = process.cpuUsage(cpuStarted);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    cpuTimes.push((cpu.user + cpu.system) / 1e3);
  }

  // The proposal must break no hard rule.
  const reviewerById = new Map(reviewers.map((r) => [r.id, r]));
  const abstractById = new Map(abstracts.map((a) => [a.id, a]));
  const broken = result.proposal.filter(
    (p) => exclusionReasons(reviewerById.get(p.reviewerId)!, abstractById.get(p.abstractId)!).length > 0,
  );
  if (broken.length > 0) throw new Error(`${broken.length} proposed pairs break a hard rule`);

  const reasons = new Map<string, number>();
  let eligiblePairs = 0;
  let topicPairs = 0;
  for (const r of reviewers) {
    for (const a of abstracts) {
      const why = result.excluded(r.id, a.id);
      if (why.length === 0) eligiblePairs++;
      if (!why.includes('OTHER_TOPIC')) {
        topicPairs++;
        for (const reason of why) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
  }
  const loads = result.loads.map((l) => l.load);
  const bidsMade = reviewers.reduce(
    (s, r) => s + Object.values(r.bids).filter((b) => b !== 'NOT_WILLING').length,
    0,
  );
  const missing = result.shortfalls.reduce((s, x) => s + x.missing, 0);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const report = [
    `### ${ABSTRACTS.toLocaleString('en-US')} abstracts, ${REVIEWERS} reviewers, N = ${N} (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine})`,
    '',
    `Seeded data (seed ${SEED}): 22 topics of very different sizes, each reviewer reviewing 2–5 of them; authors from 45 hospitals of Zipf-like sizes, each written in several spellings; one abstract in eight co-authored by a reviewer (member id or address in another case); 0–3 declared conflicts and 10–40 bids per reviewer. The machine is shared with three other engineers' builds and tests (load average ${loadBefore} when the run started): wall-clock times are upper bounds. Median of ${RUNS} runs after one warm-up.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| assignReviewers (whole proposal), wall clock | ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)} ms) |`,
    `| assignReviewers, CPU time of the process (less sensitive to the other work) | ${median(cpuTimes).toFixed(0)} ms |`,
    `| pairs in a reviewer's topics / eligible after the hard rules | ${topicPairs.toLocaleString('en-US')} / ${eligiblePairs.toLocaleString('en-US')} (author ${reasons.get('AUTHOR') ?? 0}, same affiliation ${reasons.get('SAME_AFFILIATION') ?? 0}, declared conflict ${reasons.get('DECLARED_CONFLICT') ?? 0}, not willing ${reasons.get('NOT_WILLING') ?? 0}) |`,
    `| proposed assignments | ${result.proposal.length.toLocaleString('en-US')} of ${(ABSTRACTS * N).toLocaleString('en-US')} |`,
    `| load per reviewer: min / max, spread (max − min) | ${Math.min(...loads)} / ${Math.max(...loads)}, **spread ${result.spread}** |`,
    `| shortfalls | ${result.shortfalls.length} abstracts short of ${missing} reviews (fewer than ${N} eligible reviewers in their topic) |`,
    `| bids honoured | ${result.bids.EAGER} eager, ${result.bids.WILLING} willing (of ${bidsMade} eager or willing bids made); ${result.bids.NONE} pairs without a bid |`,
    `| hard rules broken | ${broken.length} (checked pair by pair) |`,
    '',
    `The min-cost flow returns the evenest load possible: the spread is 0 only when the reviews divide evenly among the reviewers (here ${result.proposal.length.toLocaleString('en-US')} over ${REVIEWERS}), and above 1 only when some reviewer's topics hold too few abstracts they may review; the unit tests check it on random inputs. The shortfalls are abstracts of small topics whose few reviewers are authors, colleagues (same hospital) or not willing: the organiser adds reviewers to those topics or assigns by hand.`,
  ].join('\n');
  console.log(report);
  writeBenchmarkSection('review-assignment', report, '## Review assignment (issue 25)');
}

main();
