import { ROLE_ADMIN } from '@congress/domain';
import { seedDemo } from '../src/db/seeds/demo';
import { seedReference } from '../src/db/seeds/reference';
import { startHarness, type Harness } from './harness';

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

  it('insert demo content only once', async () => {
    expect(await seedDemo(h.knex)).toBe(true);
    const news = await h.knex('news_and_notices').count<{ count: number }[]>({ count: '*' });
    expect(await seedDemo(h.knex)).toBe(false);
    const after = await h.knex('news_and_notices').count<{ count: number }[]>({ count: '*' });
    expect(after[0]!.count).toBe(news[0]!.count);
  });
});
