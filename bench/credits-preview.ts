// The credits preview through the service on the database (issue 26 §3, "Done when"): 3,000
// attendees (paid registrations, 10 % without a licence number) × 3 congress days of desk scans in
// attendance_scans, a published programme's lecture windows, three schemes (KMA bands, specialist
// per hour, allied minimum of 1 hour), some corrections and open objections, in a fresh PostgreSQL
// database. Measures what an organiser's page asks: creditPreview (a page of 100 of a scheme,
// filtered, searched) — each computes every attendee from the scans — and its two parts (reading,
// computing). Writes its section of docs/benchmarks.md.
// Run: npm run bench:credits:preview  (TEST_PG_URL as for the tests)
import { cpus, loadavg, totalmem } from 'node:os';
import '../api/src/db/pgTypes';
import { migrationConfig } from '../api/src/db/migrations';
import { seedReference } from '../api/src/db/seeds/reference';
import { computeRecords } from '../api/src/modules/credits/credits.compute';
import { creditPreview } from '../api/src/modules/credits/creditPreview.service';
import { creditInputs, creditRecords } from '../api/src/modules/credits/credits.records';
import { freshDatabase, writeBenchmarkSection } from './support';

const ATTENDEES = Number(process.env.ATTENDEES ?? 3000);
const RUNS = Number(process.env.RUNS ?? 5);
const DAYS = ['2024-03-21', '2024-03-22', '2024-03-23'];
const kst = (date: string, minutes: number) =>
  new Date(new Date(`${date}T00:00:00+09:00`).getTime() + minutes * 60_000);

let state = 26;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const clock = { now: () => new Date('2024-03-25T10:00:00+09:00') };

async function median(fn: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const sorted = times.sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

async function main() {
  const db = await freshDatabase(4);
  try {
    const { knex } = db;
    await knex.migrate.latest(migrationConfig);
    await seedReference(knex, { email: 'organiser@bench.local', password: 'bench-password-2024' });
    const role = await knex('roles').where({ name: 'Member' }).first('id');
    const users: { id: number }[] = [];
    for (let from = 0; from < ATTENDEES; from += 1000)
      users.push(
        ...(await knex('users')
          .insert(
            Array.from({ length: Math.min(1000, ATTENDEES - from) }, (_, k) => {
              const i = from + k;
              return {
                username: `a${i}@bench.local`,
                email: `a${i}@bench.local`,
                password: 'x',
                givenName: `Given${i}`,
                familyName: `Family${i}`,
                name_kr: i % 2 ? `참가자${i}` : null,
                country: i % 2 ? 'KR' : 'NL',
                medi_license: i % 10 === 0 ? null : `L${i}`,
                role_id: role.id,
                confirmed: true,
              };
            }),
          )
          .returning('id')),
      );
    const registrations: { id: number }[] = [];
    for (let from = 0; from < users.length; from += 1000)
      registrations.push(
        ...(await knex('registration_lists')
          .insert(
            users.slice(from, from + 1000).map((u) => ({
              user_id: u.id,
              category: 'ON_TIER1',
              occupation: 'FELLOW',
              price: '200',
              currency: 'USD',
              price_status: 'PAID',
            })),
          )
          .returning('id')),
      );
    const scans: Record<string, unknown>[] = [];
    for (const { id } of registrations)
      for (const day of DAYS) {
        if (random() < 0.15) continue; // absent that day
        const count = random() < 0.05 ? 1 : 2 + Math.floor(random() * 5);
        for (let s = 0; s < count; s += 1)
          scans.push({
            registration_id: id,
            client_scan_id: `00000000-0000-4000-8000-${String(scans.length).padStart(12, '0')}`,
            day,
            kind: s === 0 ? 'ENTRY' : s === count - 1 ? 'EXIT' : random() < 0.5 ? 'ENTRY' : 'EXIT',
            room: random() < 0.3 ? `Hall ${1 + Math.floor(random() * 4)}` : null,
            method: 'QR',
            scanned_at: kst(day, 7 * 60 + Math.floor(random() * 11 * 60)),
          });
      }
    for (let from = 0; from < scans.length; from += 2000)
      await knex('attendance_scans').insert(scans.slice(from, from + 2000));
    await knex('programme_versions').insert({
      version: 1,
      document: JSON.stringify({
        days: DAYS.map((date, i) => ({ id: i + 1, date, label_en: date, label_ko: date })),
        rooms: [],
        people: [],
        sessions: DAYS.flatMap((date, d) =>
          [
            ['KEYNOTE', 9 * 60, 10 * 60],
            ['BREAK', 12 * 60, 13 * 60],
            ['SYMPOSIUM', 13 * 60, 17 * 60 + 30],
          ].map(([kind, start, end], s) => ({
            id: d * 10 + s,
            day_id: d + 1,
            room_id: 1,
            kind,
            title_en: 'Session',
            title_ko: '세션',
            start: kst(date, start as number).toISOString(),
            end: kst(date, end as number).toISOString(),
            chair_ids: [],
            talks: [],
          })),
        ),
      }),
      published_at: new Date(),
    });
    const dayPoints = (points: number[]) =>
      JSON.stringify(Object.fromEntries(DAYS.map((d, i) => [d, points[i]])));
    await knex('credit_schemes')
      .where({ code: 'KMA' })
      .update({ day_points: dayPoints([6, 6, 3]) });
    const [kma] = await knex('credit_schemes').where({ code: 'KMA' }).pluck('id');
    await knex('credit_schemes').insert([
      {
        code: 'SPECIALIST',
        name_en: 'Specialist society credits',
        name_ko: '분과전문의 연수평점',
        rule: JSON.stringify({ kind: 'PER_HOUR', pointsPerHour: 1, minimumMinutes: 0 }),
        day_points: dayPoints([6, 6, 5]),
        eligibility: 'LICENCE',
        bound_by_lecture_window: true,
        position: 2,
      },
      {
        code: 'ALLIED',
        name_en: 'Allied profession credits',
        name_ko: '유관 직역 보수교육 평점',
        rule: JSON.stringify({ kind: 'PER_HOUR', pointsPerHour: 1, minimumMinutes: 60 }),
        day_points: dayPoints([1, 1, 1]),
        daily_max: 1,
        congress_max: 1,
        eligibility: 'ANYONE',
        bound_by_lecture_window: false,
        position: 3,
      },
    ]);
    await knex('credit_corrections').insert(
      users.slice(0, 50).map((u) => ({
        user_id: u.id,
        scheme_id: kma,
        day: DAYS[0],
        counted_minutes: 300,
        points: 5,
        memo: 'bench',
      })),
    );
    await knex('credit_objections').insert(
      users.slice(50, 100).map((u) => ({ user_id: u.id, scheme_id: kma, day: DAYS[1], message: 'bench' })),
    );
    await knex.raw('ANALYZE');

    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(', ');
    const ctx = { knex, clock };
    const page = await median(() => creditPreview(ctx, { schemeId: String(kma), limit: 100 }));
    const filtered = await median(() =>
      creditPreview(ctx, { schemeId: String(kma), limit: 100, filter: 'ONE_SCAN', text: 'family1' }),
    );
    const reading = await median(() => creditInputs(knex, null));
    const inputs = await creditInputs(knex, null);
    const computing = await median(async () => computeRecords(inputs));
    const one = await median(() => creditRecords(knex, [users[7]!.id]));
    const records = computeRecords(inputs);
    const points = records.reduce((sum, r) => sum + r.totalPoints, 0);

    const machine = `${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, ${Math.round(
      totalmem() / 2 ** 30,
    )} GiB, Node ${process.version}`;
    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const ms = (t: { median: number; max: number }) =>
      `${t.median.toFixed(0)} ms (max ${t.max.toFixed(0)} ms)`;
    const report = `### The preview through the service, on PostgreSQL (${stamp} UTC, ${machine})

${ATTENDEES} paid attendees (10 % without a licence number), ${DAYS.length} days, ${scans.length} scans in attendance_scans (2–6 a day, 5 % of days with one scan, 15 % absent), a published programme's lecture windows, 3 schemes, 50 corrections and 50 open objections; median of ${RUNS} runs after a warm-up, one process, the database on the same machine, shared with other engineers' builds and tests (load average ${load} when the measurements started): wall-clock times are upper bounds.

| measure | value |
|---|---|
| \`creditPreview\`, a page of 100 of the KMA scheme (every attendee computed) | ${ms(page)} |
| \`creditPreview\` filtered (one scan) and searched (text) | ${ms(filtered)} |
| of which reading attendees, scans, programme, schemes, corrections, objections | ${ms(reading)} |
| of which computing every attendee under every scheme (\`computeRecords\`) | ${ms(computing)} |
| one member's credits (\`myCredits\`' records) | ${ms(one)} |
| records / points in total (checksum) | ${records.length} / ${points} |

Nothing is stored per attendee: each preview reads the scans and computes everyone again, so a late scan, a changed scheme or a correction shows at once. The reading is one query per table (the scans of all attendees in one); the computation is the domain's \`computeAllCredits\` plus corrections and objections.`;
    writeBenchmarkSection('credits-preview', report, '## CME credits (issue 26)');
    console.log(report);
  } finally {
    await db.dispose();
  }
}

void main();
