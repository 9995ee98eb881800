// The programme at congress size: 300 talks (100 oral / symposium sessions of three talks over
// three days and several halls, invited speakers and accepted oral abstracts) and 600 posters
// (accepted poster abstracts on numbered boards in six poster sessions), in a fresh PostgreSQL
// database. Measures publishProgramme (the whole document built and stored) and the public
// programme query's response (the fields the programme pages read), whole and for one day.
// Writes its section of docs/benchmarks.md. Run: npm run bench:programme  (TEST_PG_URL as for the tests)
import { cpus, totalmem } from 'node:os';
import '../api/src/db/pgTypes';
import { buildSchema, execute, parse } from 'graphql';
import type { Knex } from 'knex';
import { migrationConfig } from '../api/src/db/migrations';
import { seedReference } from '../api/src/db/seeds/reference';
import { loadTypeDefs } from '../api/src/graphql/schema';
import type { MailQueue } from '../api/src/modules/mail/mail.queue';
import { publishProgramme, publishedProgramme } from '../api/src/modules/programme/programme.service';
import { programmeView } from '../api/src/modules/programme/programme.view';
import { freshDatabase, writeBenchmarkSection } from './support';

const RUNS = Number(process.env.RUNS ?? 5);
const DAYS = ['2024-03-21', '2024-03-22', '2024-03-23'];
const HALLS = 6;
const QUERY = `query ($day: String) { programme(day: $day) { version rooms { id name_en name_ko }
  days { id date label_en label_ko sessions { id kind title_en title_ko start end room { id name_en name_ko }
  chairs { id name_en name_ko affiliation_en affiliation_ko photo_url }
  talks { id title_en title_ko start end board speaker { id name_en name_ko affiliation_en affiliation_ko photo_url cv_url }
  abstract { id title authors affiliations objectives methods results conclusions keywords } } } } } }`;

async function seed(knex: Knex) {
  const role = await knex('roles').where({ name: 'Member' }).first('id');
  const users = await knex('users')
    .insert(
      Array.from({ length: 900 }, (_, i) => ({
        username: `p${i}@bench.local`,
        email: `p${i}@bench.local`,
        password: 'x',
        givenName: `Given${i}`,
        familyName: `Family${i}`,
        name_kr: `연자${i}`,
        affiliation: `University ${i % 40}`,
        affiliation_kr: `대학교 ${i % 40}`,
        role_id: role.id,
        confirmed: true,
        invited: i < 100,
      })),
    )
    .returning('id');
  const text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8);
  const abstracts = await knex('abstracts')
    .insert(
      users.slice(100).map((u: { id: number }, i: number) => ({
        user_id: u.id,
        title: `Abstract ${i}: dietary patterns and tissue biomarkers`,
        preference: i < 200 ? 'ORAL' : 'POSTER',
        status: 'ACCEPTED',
        objectives: text,
        methods: text,
        results: text,
        conclusions: text,
        keywords: 'nutrition, pathology',
        author: JSON.stringify([
          { givenName: 'A', familyName: `Author${i}`, affiliations: [1] },
          { givenName: 'B', familyName: `Second${i}`, affiliations: [2] },
        ]),
        including: JSON.stringify(['Pusan National University', 'Leiden University']),
        terms: '{}',
      })),
    )
    .returning('id');
  const days = await knex('programme_days')
    .insert(DAYS.map((date) => ({ date })))
    .returning('*');
  const rooms = await knex('programme_rooms')
    .insert([
      ...Array.from({ length: HALLS }, (_, i) => ({
        name_en: `Hall ${i + 1}`,
        name_ko: `${i + 1}홀`,
        position: i,
      })),
      { name_en: 'Poster area', name_ko: '포스터 전시장', position: HALLS, poster_area: true },
    ])
    .returning('*');
  // 100 sessions of 3 talks: per day and hall, sessions of an hour from 08:00.
  let talk = 0;
  for (let s = 0; s < 100; s += 1) {
    const day = { id: days[s % 3].id, date: DAYS[s % 3] };
    const hall = rooms[Math.floor(s / 3) % HALLS];
    const hour = 8 + Math.floor(s / (3 * HALLS));
    const [session] = await knex('programme_sessions')
      .insert({
        day_id: day.id,
        room_id: hall.id,
        kind: s % 5 === 0 ? 'SYMPOSIUM' : 'ORAL',
        title_en: `Session ${s}`,
        title_ko: `세션 ${s}`,
        chair_ids: JSON.stringify([users[s % 100].id]),
        start_at: `${day.date}T${String(hour).padStart(2, '0')}:00:00+09:00`,
        end_at: `${day.date}T${String(hour).padStart(2, '0')}:59:00+09:00`,
      })
      .returning('id');
    await knex('programme_talks').insert(
      [0, 1, 2].map((k) => {
        talk += 1;
        return talk % 3 === 0
          ? {
              session_id: session.id,
              position: k + 1,
              minutes: 15,
              title_en: `Invited talk ${talk}`,
              title_ko: `초청 강연 ${talk}`,
              speaker_id: users[talk % 100].id,
            }
          : { session_id: session.id, position: k + 1, minutes: 15, abstract_id: abstracts[talk % 200].id };
      }),
    );
  }
  // 600 posters in six sessions (two a day), boards 1–100.
  for (let p = 0; p < 6; p += 1) {
    const day = { id: days[p % 3].id, date: DAYS[p % 3] };
    const [session] = await knex('programme_sessions')
      .insert({
        day_id: day.id,
        room_id: rooms[HALLS].id,
        kind: 'POSTER',
        title_en: `Posters ${p + 1}`,
        title_ko: `포스터 ${p + 1}`,
        start_at: `${day.date}T${p < 3 ? '09' : '14'}:00:00+09:00`,
        end_at: `${day.date}T${p < 3 ? '12' : '17'}:00:00+09:00`,
      })
      .returning('id');
    await knex('programme_talks').insert(
      Array.from({ length: 100 }, (_, b) => ({
        session_id: session.id,
        position: b + 1,
        minutes: 0,
        board: b + 1,
        abstract_id: abstracts[200 + p * 100 + b].id,
      })),
    );
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main() {
  const db = await freshDatabase(4);
  try {
    await db.knex.migrate.latest(migrationConfig);
    await seedReference(db.knex, { email: 'organiser@bench.local', password: 'bench-password-2024' });
    await seed(db.knex);
    // A publish that moves nobody queues no mail: a queue that refuses says so if one ever does.
    const mail: MailQueue = {
      enqueue: () => Promise.reject(new Error('the benchmark moves no talk, so it sends no mail')),
      stop: () => Promise.resolve(),
    };
    const deps = {
      knex: db.knex,
      clock: { now: () => new Date() },
      mail,
      config: { PUBLIC_URL: 'https://congress.example', PORT: 8080 },
    };
    const publishMs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Each publication needs a change: a session title.
      await db
        .knex('programme_sessions')
        .where({ title_en: 'Session 0' })
        .orWhere({ title_en: `Session 0 (${run - 1})` })
        .update({ title_en: `Session 0 (${run})` });
      const started = process.hrtime.bigint();
      await publishProgramme(deps, null);
      publishMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const document = parse(QUERY);
    const response = async (day?: string) => {
      const published = await publishedProgramme(db.knex, { day });
      if (!published) throw new Error('nothing published');
      const result = await execute({
        schema,
        document,
        variableValues: { day },
        rootValue: { programme: programmeView(published.version, published.document) },
      });
      if (result.errors?.length) throw result.errors[0];
      return Buffer.byteLength(JSON.stringify(result));
    };
    const readMs: number[] = [];
    let whole = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = process.hrtime.bigint();
      whole = await response();
      readMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const oneDay = await response(DAYS[0]);
    const talks = Number((await db.knex('programme_talks').count('* as c'))[0]?.c);
    const stored = (
      await db.knex.raw(
        `SELECT pg_column_size(document) AS bytes FROM programme_versions ORDER BY version DESC LIMIT 1`,
      )
    ).rows[0].bytes;
    const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL (TEST_PG_URL)`;
    const report = [
      `### Programme at congress size (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine})`,
      '',
      `${talks} talks and posters (300 talks in 100 sessions, 600 posters on boards in 6 poster sessions), 3 days, ${HALLS} halls and a poster area; median of ${RUNS} runs.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| publishProgramme (build the document from the draft, people and abstracts; store the version) | ${median(publishMs).toFixed(0)} ms (max ${Math.max(...publishMs).toFixed(0)} ms) |`,
      `| stored version (jsonb, compressed by PostgreSQL) | ${(stored / 1024).toFixed(0)} KiB |`,
      `| public programme query, whole programme: response | ${(whole / 1024).toFixed(0)} KiB (uncompressed JSON), built in ${median(readMs).toFixed(0)} ms |`,
      `| public programme query, one day: response | ${(oneDay / 1024).toFixed(0)} KiB |`,
      '',
      "The public query reads one row (the latest version) whatever the programme's size: no query per session or talk. The response is dominated by the 800 abstract texts; a page that shows one day asks for `programme(day:)`.",
    ].join('\n');
    console.log(report);
    writeBenchmarkSection('programme', report, '## Programme (issue 28)');
  } finally {
    await db.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
