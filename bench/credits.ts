// CME credits at congress size (issue 26, "Done when"): 3,000 attendees × 3 congress days of desk
// scans (2–6 scans a day, some days with one scan, some attendees without a licence number), the
// credits of every attendee under the three example schemes (KMA, specialist society, allied
// profession) computed by the pure rules of @congress/domain. No database: this measures the rules
// the attendance feature will call. Writes its section of docs/benchmarks.md.
// Run: npm run bench:credits
import { cpus, totalmem } from 'node:os';
import {
  ALLIED_SCHEME,
  computeAllCredits,
  creditScheme,
  KMA_SCHEME,
  lectureWindows,
  SPECIALIST_SCHEME,
  type CreditAttendee,
  type CreditScan,
} from '@congress/domain';
import { writeBenchmarkSection } from './support';

const ATTENDEES = Number(process.env.ATTENDEES ?? 3000);
const RUNS = Number(process.env.RUNS ?? 5);
const DAYS = ['2024-03-21', '2024-03-22', '2024-03-23'];
const kst = (date: string, minutesFromMidnight: number) =>
  new Date(new Date(`${date}T00:00:00+09:00`).getTime() + minutesFromMidnight * 60_000);

// A deterministic pseudo-random sequence, so every run computes the same scans.
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

function attendee(i: number): CreditAttendee {
  const scans: CreditScan[] = [];
  for (const date of DAYS) {
    if (random() < 0.15) continue; // absent that day
    const count = random() < 0.05 ? 1 : 2 + Math.floor(random() * 5);
    for (let s = 0; s < count; s += 1)
      scans.push({
        at: kst(date, 7 * 60 + Math.floor(random() * 11 * 60)),
        kind: (['ENTRY', 'EXIT', 'ANY'] as const)[Math.floor(random() * 3)] ?? 'ANY',
        room: random() < 0.3 ? `Hall ${1 + Math.floor(random() * 4)}` : null,
      });
  }
  return { licence: i % 10 === 0 ? null : `L${i}`, scans };
}

const schemes = [
  creditScheme(KMA_SCHEME, { [DAYS[0] ?? '']: 6, [DAYS[1] ?? '']: 6, [DAYS[2] ?? '']: 3 }),
  creditScheme(SPECIALIST_SCHEME, { [DAYS[0] ?? '']: 6, [DAYS[1] ?? '']: 6, [DAYS[2] ?? '']: 5 }),
  creditScheme(ALLIED_SCHEME, { [DAYS[0] ?? '']: 1, [DAYS[1] ?? '']: 1, [DAYS[2] ?? '']: 1 }),
];
const windows = lectureWindows(
  DAYS.flatMap((date) => [
    { kind: 'KEYNOTE', start_at: kst(date, 9 * 60), end_at: kst(date, 10 * 60) },
    { kind: 'BREAK', start_at: kst(date, 12 * 60), end_at: kst(date, 13 * 60) },
    { kind: 'SYMPOSIUM', start_at: kst(date, 13 * 60), end_at: kst(date, 17 * 60 + 30) },
  ]),
);

const attendees = Array.from({ length: ATTENDEES }, (_, i) => attendee(i));
const scanCount = attendees.reduce((sum, a) => sum + a.scans.length, 0);

const times: number[] = [];
let points = 0;
for (let run = 0; run < RUNS; run += 1) {
  const started = process.hrtime.bigint();
  points = 0;
  for (const a of attendees)
    for (const result of computeAllCredits(schemes, a, { lectureWindows: windows }))
      points += result.totalPoints;
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const max = sorted[sorted.length - 1] ?? 0;
const machine = `${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, ${Math.round(
  totalmem() / 2 ** 30,
)} GiB, Node ${process.version}`;
const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
const report = `### CME credits for the whole congress (${stamp} UTC, ${machine})

${ATTENDEES} attendees, ${DAYS.length} days, ${scanCount} scans (2–6 a day, 5 % of days with one scan, 15 % absent), 10 % without a licence number; ${schemes.length} schemes each (KMA bands, specialist 1 point per hour, allied minimum of 1 hour); lecture windows from a published programme; median of ${RUNS} runs in one process.

| measure | value |
|---|---|
| credits of every attendee under every scheme (\`computeAllCredits\`) | ${median.toFixed(0)} ms (max ${max.toFixed(0)} ms) |
| per attendee and scheme | ${((median * 1000) / (ATTENDEES * schemes.length)).toFixed(1)} µs |
| points awarded in total (checksum) | ${points} |

Pure computation in memory; reading the scans from the database is not included. Each Korea-time day's bounds are computed once with Luxon and scans are placed by comparing numbers, and an attendee's scans are grouped once for all schemes: converting every scan's instant to a Korea-time date with Luxon took 18 s for the same work (2026-11-27, same machine, while a typecheck ran).`;
writeBenchmarkSection('credits', report, '## CME credits (issue 26)');
console.log(report);
