// The back office's access record (issue 39 §3), through the API against PostgreSQL: a member's page
// and a list export with its reason are recorded (who, when, from where, what, why); an export
// without a reason is refused and records nothing; the database refuses to change or delete a
// row; the monthly check's figures on seeded rows; a check is recorded.
import { ACCESS_CHECK_RULES } from '@congress/domain/lists';
import { purgeExpiredAccessRecords } from '../src/modules/accessRecord/accessRecord.service';
import { asAdminRole, startHarness, type Harness } from './harness';

describe('access record', () => {
  let h: Harness;
  let admin: { id: number; email: string; token: string };
  let member: { id: number; email: string; token: string };
  const tag = `ar${Date.now()}`;

  const recordOf = (actor: string) =>
    h.knex('personal_data_access').where({ actor_email: actor }).orderBy('id', 'asc');
  const exportMembers = (headers: Record<string, string>) =>
    fetch(`${h.url}/export/members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, ...headers },
      body: JSON.stringify({ filter: { email_contains: tag } }),
    });

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({ givenName: 'Org', familyName: 'Aniser' }, asAdminRole);
    member = await h.createUser({ email: `${tag}-m@example.org`, username: `${tag}-m@example.org` });
    await h.createUser({ email: `${tag}-n@example.org`, username: `${tag}-n@example.org` });
  });
  afterAll(() => h.close());

  it("records an organiser's look at a member's page, not the member's own", async () => {
    const own = await h.gql('query ($id: ID!) { user(id: $id) { id } }', { id: member.id }, member.token);
    expect(own.errors).toBeUndefined();
    expect(await recordOf(member.email)).toEqual([]);

    const before = new Date();
    const read = await h.gql('query ($id: ID!) { user(id: $id) { email } }', { id: member.id }, admin.token);
    expect(read.errors).toBeUndefined();
    const rows = await recordOf(admin.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Org Aniser',
      action: 'READ',
      operation: 'user',
      member_ids: [member.id],
      reason: null,
    });
    expect(rows[0].ip).toMatch(/127\.0\.0\.1/);
    expect(rows[0].at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('refuses a personal-data export without a reason, recording nothing', async () => {
    const count = (await recordOf(admin.email)).length;
    const refused: Record<string, string>[] = [
      {},
      { 'x-download-reason': '   ' },
      { 'x-download-reason': '%E0%A4%A' },
    ];
    for (const headers of refused) {
      const res = await exportMembers(headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'reason', code: 'accessRecord.reasonRequired' }],
      });
    }
    const long = await exportMembers({ 'x-download-reason': 'x'.repeat(501) });
    expect(((await long.json()) as { fields: unknown }).fields).toEqual([
      { field: 'reason', code: 'accessRecord.reasonTooLong' },
    ]);
    expect(await recordOf(admin.email)).toHaveLength(count);
  });

  it('records an export with its reason, filter and row count; the record lists both', async () => {
    const reason = '학회 등록 현황 보고 (board report)';
    const res = await exportMembers({ 'x-download-reason': encodeURIComponent(reason) });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const rows = await recordOf(admin.email);
    expect(rows.at(-1)).toMatchObject({
      action: 'EXPORT',
      operation: 'export:members',
      filter: { filter: { email_contains: tag } },
      row_count: 2,
      reason,
    });

    const list = await h.gql<{
      accessRecords: { count: number; rows: { operation: string; reason: string }[] };
    }>(
      `query ($f: AccessRecordFilter) { accessRecords(filter: $f) { count rows { operation action reason member_ids row_count actor_email } } }`,
      { f: { actor_contains: admin.email } },
      admin.token,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.accessRecords.rows.map((row) => row.operation)).toEqual(['export:members', 'user']);
    const byMember = await h.gql<{ accessRecords: { count: number } }>(
      `query ($f: AccessRecordFilter) { accessRecords(filter: $f) { count } }`,
      { f: { actor_contains: admin.email, member_id: String(member.id) } },
      admin.token,
    );
    expect(byMember.data!.accessRecords.count).toBe(1);
  });

  it("records a list page the back office reads (filter and count), not the record's own pages", async () => {
    const page = await h.gql(
      `query ($f: UsersFilter) { users(filter: $f) { count } }`,
      { f: { email_contains: tag } },
      admin.token,
    );
    expect(page.errors).toBeUndefined();
    expect((await recordOf(admin.email)).at(-1)).toMatchObject({
      action: 'READ',
      operation: 'list:members',
      filter: { filter: { email_contains: tag }, start: 0 },
      row_count: 2,
    });
    const count = (await recordOf(admin.email)).length;
    await h.gql('{ accessRecords(limit: 5) { count } }', {}, admin.token);
    expect(await recordOf(admin.email)).toHaveLength(count);
  });

  it("records an organiser's change of a member, by the fields changed", async () => {
    const change = await h.gql(
      'mutation ($id: ID!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id } }',
      { id: member.id, i: { invited: true } },
      admin.token,
    );
    expect(change.errors).toBeUndefined();
    expect((await recordOf(admin.email)).at(-1)).toMatchObject({
      action: 'CHANGE',
      operation: 'updateUser',
      member_ids: [member.id],
      filter: { fields: ['invited'] },
    });
  });

  it('is append-only at the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const [row] = await recordOf(admin.email);
    await expect(
      h.knex('personal_data_access').where({ id: row.id }).update({ reason: 'forged' }),
    ).rejects.toThrow(/append-only/);
    await expect(h.knex('personal_data_access').where({ id: row.id }).delete()).rejects.toThrow(
      /append-only/,
    );
    await expect(h.knex.raw('truncate personal_data_access')).rejects.toThrow(/append-only/);
    await h.knex('personal_data_access_checks').insert({
      month: '2039-06',
      checked_by_email: admin.email,
      note: 'to forge',
      figures: '{}',
    });
    await expect(h.knex('personal_data_access_checks').update({ note: 'forged' })).rejects.toThrow(
      /append-only/,
    );
    expect((await h.knex('personal_data_access').where({ id: row.id }).first()).reason).toBe(row.reason);
  });

  it('keeps rows for the configured period (never under two years), then the purge removes them', async () => {
    const actor = `${tag}-old@example.org`;
    const now = Date.now();
    const day = 86_400_000;
    await h.knex('personal_data_access').insert([
      {
        actor_email: actor,
        ip: '10.0.0.1',
        action: 'READ',
        operation: 'user',
        at: new Date(now - 800 * day),
      },
      {
        actor_email: actor,
        ip: '10.0.0.1',
        action: 'READ',
        operation: 'user',
        at: new Date(now - 700 * day),
      },
    ]);
    // Younger than two years: the database refuses even the purge's delete.
    await expect(h.knex('personal_data_access').where({ actor_email: actor }).delete()).rejects.toThrow(
      /append-only/,
    );
    expect(h.config.ACCESS_RECORD_RETENTION_MONTHS).toBe(24);
    await purgeExpiredAccessRecords({ knex: h.knex, clock: h.clock, config: h.config });
    const left = await recordOf(actor);
    expect(left).toHaveLength(1);
    expect(left[0].at.getTime()).toBe(now - 700 * day);
  });

  it("shows a month's unusual patterns in Korea time, and records its check", async () => {
    const month = '2039-03';
    const a = `${tag}-a@example.org`;
    const b = `${tag}-b@example.org`;
    const kst = (text: string) => new Date(`${text}+09:00`);
    const many = Array.from({ length: ACCESS_CHECK_RULES.manyMembers }, (_, i) => 900_000 + i);
    const row = (actor: string, at: string, rest: Record<string, unknown> = {}) => ({
      actor_email: actor,
      actor_name: actor === a ? 'Ann A' : 'Bo B',
      ip: '10.1.1.1',
      action: 'READ',
      operation: 'user',
      at: kst(at),
      ...rest,
    });
    await h.knex('personal_data_access').insert([
      row(a, '2039-03-10T14:00:00', {
        action: 'EXPORT',
        operation: 'export:members',
        row_count: 250,
        reason: 'r',
      }),
      row(a, '2039-03-10T15:00:00', {
        action: 'DOWNLOAD',
        operation: 'badges.pdf',
        row_count: 5,
        reason: 'r',
      }),
      row(a, '2039-03-11T23:30:00', { member_ids: [1], member_count: 1 }),
      row(a, '2039-03-12T05:59:00', { member_ids: [2], member_count: 1 }),
      row(a, '2039-03-12T06:00:00', { member_ids: many, member_count: many.length }),
      row(b, '2039-03-31T12:00:00', { member_ids: [1, 2, 3], member_count: 3 }),
      // Outside the month (Korea time), though in it in UTC or the other way round.
      row(b, '2039-04-01T00:30:00'),
      row(b, '2039-02-28T23:00:00'),
    ]);
    type Month = {
      records: number;
      bulkCount: number;
      nightCount: number;
      bulk: { operation: string; row_count: number }[];
      night: { at: string }[];
      actors: {
        actor_email: string;
        records: number;
        members: number;
        rows: number;
        night: number;
        manyMembers: boolean;
      }[];
      checks: { note: string; checked_by_email: string }[];
    };
    const query = `query ($m: String!) { accessRecordMonth(month: $m) {
      records bulkCount nightCount bulk { operation row_count } night { at }
      actors { actor_email records members rows night manyMembers } checks { note checked_by_email } } }`;
    const figures = await h.gql<{ accessRecordMonth: Month }>(query, { m: month }, admin.token);
    expect(figures.errors).toBeUndefined();
    const m = figures.data!.accessRecordMonth;
    expect(m).toMatchObject({ records: 6, bulkCount: 1, nightCount: 2, checks: [] });
    expect(m.bulk).toEqual([{ operation: 'export:members', row_count: 250 }]);
    expect(m.night.map((n) => n.at)).toEqual([
      kst('2039-03-12T05:59:00').toISOString(),
      kst('2039-03-11T23:30:00').toISOString(),
    ]);
    expect(m.actors).toEqual([
      { actor_email: a, records: 5, members: many.length + 2, rows: 255, night: 2, manyMembers: true },
      { actor_email: b, records: 1, members: 3, rows: 0, night: 0, manyMembers: false },
    ]);

    const check = await h.gql(
      'mutation ($m: String!, $n: String!) { recordAccessRecordCheck(month: $m, note: $n) { month note checked_by_email } }',
      { m: month, n: ' Bulk export of 250 rows was the board report. ' },
      admin.token,
    );
    expect(check.errors).toBeUndefined();
    const after = await h.gql<{ accessRecordMonth: Month }>(query, { m: month }, admin.token);
    expect(after.data!.accessRecordMonth.checks).toEqual([
      { note: 'Bulk export of 250 rows was the board report.', checked_by_email: admin.email },
    ]);
    const [stored] = await h.knex('personal_data_access_checks').where({ month });
    expect(stored.figures).toMatchObject({ records: 6, bulkCount: 1, nightCount: 2 });
  });

  it('refuses a bad month or an empty note with a translated field error, recording nothing', async () => {
    for (const [m, n, field, code] of [
      ['2039-13', 'x', 'month', 'accessRecord.month'],
      ['March', 'x', 'month', 'accessRecord.month'],
      ['2039-05', '   ', 'note', 'accessRecord.noteRequired'],
      ['2039-05', 'x'.repeat(2001), 'note', 'accessRecord.noteRequired'],
    ]) {
      const result = await h.gql(
        'mutation ($m: String!, $n: String!) { recordAccessRecordCheck(month: $m, note: $n) { id } }',
        { m, n },
        admin.token,
      );
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field, code }],
      });
    }
    expect(await h.knex('personal_data_access_checks').where({ month: '2039-05' })).toEqual([]);
  });

  it('has no operation that changes or deletes a row of the record', async () => {
    const { loadTypeDefs } = await import('../src/graphql/schema');
    const { buildSchema } = await import('graphql');
    const mutations = Object.keys(buildSchema(loadTypeDefs().join('\n')).getMutationType()!.getFields());
    expect(mutations.filter((name) => /access/i.test(name))).toEqual(['recordAccessRecordCheck']);
  });
});
