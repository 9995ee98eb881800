import { ROLE_ADMIN } from '@congress/domain';
import { seedDemo } from '../src/db/seeds/demo';
import { seedDemoProgramme } from '../src/db/seeds/demo/programme';
import { seedDemoCredits } from '../src/db/seeds/demo/credits';
import { DEMO_DOCUMENTS } from '../src/db/seeds/demo/downloads';
import { uploadStorageOf } from '../src/modules/files/files.storage';
import { seedReference } from '../src/db/seeds/reference';
import { asAdminRole, startHarness, type Harness } from './harness';

describe('seeds', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('list about 240 countries, Korea first with +82, codes unique', async () => {
    const result = await h.gql<{ countries: { code: string; name: string; dialCode: string }[] }>(
      '{ countries { code name dialCode } }',
    );
    const countries = result.data!.countries;
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries[0]).toEqual({ code: 'KR', name: 'Korea, Republic of', dialCode: '+82' });
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) expect(c.dialCode).toMatch(/^\+\d+$/);
  });

  it('create the first organiser with the Authenticated role and an argon2id hash, once', async () => {
    const again = await seedReference(h.knex, { email: h.config.ADMIN_EMAIL });
    expect(again).toEqual({ adminCreated: false });
    const admins = await h
      .knex('users')
      .join('roles', 'roles.id', 'users.role_id')
      .where('users.email', h.config.ADMIN_EMAIL);
    expect(admins).toHaveLength(1);
    expect(admins[0].name).toBe(ROLE_ADMIN);
    expect(admins[0].password).toMatch(/^\$argon2id\$/);
  });

  it('generate and return an admin password when none is configured', async () => {
    const email = `first-admin-${Date.now()}@example.org`;
    const result = await seedReference(h.knex, { email });
    expect(result.adminCreated).toBe(true);
    expect(result.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
  });

  it('insert demo content only once, the download posts with real PDF files', async () => {
    expect(await seedDemo(h.knex, uploadStorageOf(h.config))).toBe(true);
    const downloads = await h
      .knex('news_and_notices')
      .where({ type: 'DOWNLOAD' })
      .whereIn(
        'title',
        DEMO_DOCUMENTS.map((d) => d.postTitle),
      );
    expect(downloads).toHaveLength(DEMO_DOCUMENTS.length);
    for (const post of downloads) {
      expect(post.attachment_ids).toHaveLength(1);
      const file = await h.knex('upload_files').where({ id: post.attachment_ids[0] }).first();
      // Downloaded as a reader would, through the server.
      const response = await fetch(h.url + file.url);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(file.size);
    }
    const news = await h.knex('news_and_notices').count<{ count: number }[]>({ count: '*' });
    expect(await seedDemo(h.knex)).toBe(false);
    const after = await h.knex('news_and_notices').count<{ count: number }[]>({ count: '*' });
    expect(after[0]!.count).toBe(news[0]!.count);
  });

  it('insert and publish a three-day demo programme once, without conflicts', async () => {
    expect(await seedDemoProgramme(h.knex, { config: h.config, clock: h.clock })).toBe(true);
    const res = await h.gql<{
      programme: {
        days: {
          date: string;
          sessions: {
            kind: string;
            talks: { board: number | null; speaker: { name_en: string } | null }[];
          }[];
        }[];
      };
    }>(
      '{ programme(day: "2024-03-21") { days { date sessions { kind talks { board speaker { name_en } } } } } }',
    );
    const day1 = res.data?.programme.days[0];
    expect(day1?.date).toBe('2024-03-21');
    expect(day1?.sessions.map((s) => s.kind)).toEqual(
      expect.arrayContaining(['KEYNOTE', 'SYMPOSIUM', 'ORAL', 'POSTER', 'BREAK', 'SOCIAL']),
    );
    expect(day1?.sessions.find((s) => s.kind === 'KEYNOTE')?.talks[0]?.speaker?.name_en).toBe(
      'Anne de Vries',
    );
    expect(day1?.sessions.find((s) => s.kind === 'POSTER')?.talks.map((t) => t.board)).toEqual([1, 2, 3]);
    const all = await h.gql<{ programme: { days: { sessions: unknown[] }[] } }>(
      '{ programme { days { sessions { id } } } }',
    );
    expect(
      all.data?.programme.days.map((d) => d.sessions.length).reduce((a, b) => a + b, 0),
    ).toBeGreaterThanOrEqual(13);
    const organiser = await h.createUser({}, asAdminRole);
    const draft = await h.gql<{ programmeDraft: { conflicts: { severity: string }[] } }>(
      '{ programmeDraft { conflicts { severity } } }',
      {},
      organiser.token,
    );
    expect(draft.data?.programmeDraft.conflicts.filter((c) => c.severity === 'error')).toEqual([]);
    expect(await seedDemoProgramme(h.knex, { config: h.config, clock: h.clock })).toBe(false);
  });

  it('give the KMA credit scheme the demo programme’s days once (6, 6, 3 points)', async () => {
    expect(await seedDemoCredits(h.knex)).toBe(true);
    const kma = await h.knex('credit_schemes').where({ code: 'KMA' }).first('day_points');
    expect(kma.day_points).toEqual({ '2024-03-21': 6, '2024-03-22': 6, '2024-03-23': 3 });
    expect(await seedDemoCredits(h.knex)).toBe(false);
  });
});
