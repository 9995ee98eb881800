// Retention and the member's own rights (issue 39 §4) through GraphQL on PostgreSQL: the periods
// and their legal minimums, the dry run and the real run (which erases only what the dry run
// listed, keeping payments), the member's own-data file and the deletion request.
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';
import { createLogger } from '../src/logger';
import { scheduleRetention, RETENTION_CRON, RETENTION_QUEUE } from '../src/modules/retention/retention.job';
import { dailyRetention } from '../src/modules/retention/retention.service';
import { fullMember, payOf } from './retentionSteps';

const SETTINGS = `{ retentionSettings { paymentYears attendanceYears profileMonths congressEndedOn version } }`;
const SAVE = `mutation ($v: Int!, $i: RetentionSettingsInput!) {
  updateRetentionSettings(version: $v, input: $i) { paymentYears attendanceYears profileMonths congressEndedOn version }
}`;
const RUN_FIELDS = `id dryRun appliedFrom categories { category memberCount rowCount keptUntil members { id name anonymised } }`;
const PREVIEW = `mutation { previewRetention { ${RUN_FIELDS} } }`;
const RUN = `mutation ($id: ID!) { runRetention(dryRunId: $id) { ${RUN_FIELDS} } }`;

interface Run {
  id: string;
  dryRun: boolean;
  appliedFrom: string | null;
  categories: {
    category: string;
    memberCount: number;
    rowCount: number;
    members: { id: string; anonymised: boolean }[];
  }[];
}
const idsIn = (run: Run, category: string) =>
  run.categories.find((c) => c.category === category)?.members.map((m) => Number(m.id)) ?? [];

jest.setTimeout(60_000);

describe('retention and the member’s own rights', () => {
  let h: Harness;
  let organiser: { id: number; email: string; token: string };
  beforeAll(async () => {
    // Retention runs over every member of the database: a database of its own.
    h = await startIsolatedHarness();
    organiser = await h.createUser({ email: 'retention-organiser@example.org' }, asAdminRole);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.setNow('2025-06-01T10:00:00+09:00'));

  async function saveSettings(input: Record<string, unknown>) {
    const current = await h.gql<{ retentionSettings: { version: number } }>(SETTINGS, {}, organiser.token);
    return h.gql<{ updateRetentionSettings: { version: number } }>(
      SAVE,
      { v: current.data!.retentionSettings.version, i: input },
      organiser.token,
    );
  }

  it('refuses periods below the law’s minimum with the field named, and saves valid ones', async () => {
    const below = await saveSettings({ paymentYears: 4, attendanceYears: 0, profileMonths: 12 });
    expect(below.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(below.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'paymentYears', code: 'validation.retention.belowMinimum' },
      { field: 'attendanceYears', code: 'validation.retention.belowMinimum' },
    ]);
    const badDay = await saveSettings({
      paymentYears: 5,
      attendanceYears: 1,
      profileMonths: 12,
      congressEndedOn: '2024-02-30',
    });
    expect(badDay.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'congressEndedOn', code: 'validation.date' },
    ]);
    expect((await h.knex('retention_settings').first()).payment_years).toBe(5);
    const saved = await saveSettings({
      paymentYears: 5,
      attendanceYears: 1,
      profileMonths: 12,
      congressEndedOn: '2024-03-23',
    });
    expect(saved.errors).toBeUndefined();
    const stale = await h.gql(
      SAVE,
      { v: 1, i: { paymentYears: 6, attendanceYears: 1, profileMonths: 12 } },
      organiser.token,
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('lists in a dry run what is past its period, and the real run erases only that, keeping payments', async () => {
    await saveSettings({
      paymentYears: 5,
      attendanceYears: 1,
      profileMonths: 12,
      congressEndedOn: '2024-03-23',
    });
    // Last seen at the congress: past the 12 months on 2025-06-01.
    const gone = await fullMember(h, 'Gone', {
      last_login_at: new Date('2024-03-22T10:00:00+09:00'),
      created_at: new Date('2024-02-01T00:00:00+09:00'),
    });
    // Logged in again this year: kept.
    const active = await fullMember(h, 'Active', {
      last_login_at: new Date('2025-05-01T10:00:00+09:00'),
      created_at: new Date('2024-02-01T00:00:00+09:00'),
    });
    // A payment of 2018: its tax period (until 2024-03-31) is over; the payer's identity goes, the row stays.
    const oldPay = await payOf(h, active, '2018-05-01T10:00:00+09:00', 'Active Kim');

    const preview = await h.gql<{ previewRetention: Run }>(PREVIEW, {}, organiser.token);
    expect(preview.errors).toBeUndefined();
    const dry = preview.data!.previewRetention;
    expect(dry.dryRun).toBe(true);
    expect(idsIn(dry, 'PROFILE')).toContain(gone.id);
    expect(idsIn(dry, 'PROFILE')).not.toContain(active.id);
    expect(idsIn(dry, 'PROFILE')).not.toContain(organiser.id);
    expect(idsIn(dry, 'ATTENDANCE')).toEqual(expect.arrayContaining([gone.id, active.id]));
    expect(idsIn(dry, 'PAYMENTS')).toEqual([active.id]);
    expect(dry.categories.find((c) => c.category === 'PAYMENTS')?.rowCount).toBe(1);
    // A dry run changes nothing.
    expect((await h.knex('users').where({ id: gone.id }).first()).email).toBe(gone.email);

    // Past its period after the dry run: not listed, so not erased by this run.
    const late = await fullMember(h, 'Late', {
      last_login_at: new Date('2024-01-01T10:00:00+09:00'),
      created_at: new Date('2024-01-01T00:00:00+09:00'),
    });

    const real = await h.gql<{ runRetention: Run }>(RUN, { id: dry.id }, organiser.token);
    expect(real.errors).toBeUndefined();
    expect(real.data!.runRetention.appliedFrom).toBe(dry.id);
    expect(idsIn(real.data!.runRetention, 'PROFILE')).toEqual(idsIn(dry, 'PROFILE'));

    const goneRow = await h.knex('users').where({ id: gone.id }).first();
    expect(goneRow).toMatchObject({
      email: `erased-${gone.id}@erased.invalid`,
      givenName: null,
      medi_license: null,
      mobilePhone: null,
      affiliation: null,
      delete: true,
    });
    expect(goneRow.anonymised_at).not.toBeNull();
    expect(await h.knex('visa_letters').where({ user_id: gone.id })).toEqual([]);
    expect(await h.knex('send_emails').where({ usermail: gone.email })).toEqual([]);
    expect(
      await h.knex('registration_lists').where({ user_id: gone.id }).first('dietaryNeeds', 'alergy'),
    ).toEqual({
      dietaryNeeds: null,
      alergy: null,
    });
    // The gone member's payment of 2024 is within its tax period: kept whole.
    expect(
      await h.knex('pays').where({ id: gone.payId }).first('user_name', 'user_email', 'erased_at'),
    ).toEqual({
      user_name: 'Gone Kim',
      user_email: gone.email,
      erased_at: null,
    });
    // Attendance past its period: gone for everyone listed.
    expect(
      await h
        .knex('attendance_scans')
        .whereIn('registration_id', [gone.registrationId, active.registrationId]),
    ).toEqual([]);
    // The 2018 payment: row kept, payer erased; the active member's profile untouched.
    expect(await h.knex('pays').where({ id: oldPay }).first('user_name', 'user_email', 'total')).toEqual({
      user_name: '',
      user_email: '',
      total: 180000,
    });
    expect(await h.knex('pays').where({ id: active.payId }).first('user_name')).toEqual({
      user_name: 'Active Kim',
    });
    expect((await h.knex('users').where({ id: active.id }).first()).email).toBe(active.email);
    // Not listed: untouched; the next dry run lists it.
    expect((await h.knex('users').where({ id: late.id }).first()).anonymised_at).toBeNull();
    expect((await h.knex('attendance_scans').where({ registration_id: late.registrationId })).length).toBe(1);
    const next = (await h.gql<{ previewRetention: Run }>(PREVIEW, {}, organiser.token)).data!
      .previewRetention;
    expect(idsIn(next, 'PROFILE')).toEqual([late.id]);
    expect(idsIn(next, 'PAYMENTS')).toEqual([]);

    // The runs are listed for the page, the erased member by their placeholder.
    const runs = await h.gql<{ retentionRuns: Run[] }>(
      `{ retentionRuns(limit: 3) { ${RUN_FIELDS} } }`,
      {},
      organiser.token,
    );
    expect(runs.data!.retentionRuns.map((r) => r.dryRun)).toEqual([true, false, true]);
    expect(
      runs.data!.retentionRuns[1]!.categories.find((c) => c.category === 'PROFILE')?.members,
    ).toContainEqual(expect.objectContaining({ id: String(gone.id), anonymised: true }));
    // A run from a real run's id is refused.
    const wrong = await h.gql(RUN, { id: real.data!.runRetention.id }, organiser.token);
    expect(wrong.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'dryRunId', code: 'validation.retention.noDryRun' },
    ]);
  });

  it('runs one dry run twice at once: the runs serialise and the second finds nothing left', async () => {
    await saveSettings({
      paymentYears: 5,
      attendanceYears: 3,
      profileMonths: 12,
      congressEndedOn: '2024-03-23',
    });
    const sleepers = await Promise.all(
      [1, 2, 3].map((i) =>
        fullMember(h, `Sleeper${i}`, {
          last_login_at: new Date('2024-03-20T10:00:00+09:00'),
          created_at: new Date('2024-01-01T00:00:00+09:00'),
        }),
      ),
    );
    const dry = (await h.gql<{ previewRetention: Run }>(PREVIEW, {}, organiser.token)).data!.previewRetention;
    expect(idsIn(dry, 'PROFILE')).toEqual(expect.arrayContaining(sleepers.map((s) => s.id)));
    const runs = await Promise.all(
      [1, 2].map(() => h.gql<{ runRetention: Run }>(RUN, { id: dry.id }, organiser.token)),
    );
    expect(runs.map((r) => r.errors)).toEqual([undefined, undefined]);
    const counts = runs
      .map((r) => r.data!.runRetention.categories.find((c) => c.category === 'PROFILE')!.memberCount)
      .sort();
    expect(counts).toEqual([0, idsIn(dry, 'PROFILE').length]);
    for (const s of sleepers) {
      const row = await h.knex('users').where({ id: s.id }).first('anonymised_at', 'givenName');
      expect(row.anonymised_at).not.toBeNull();
      // Attendance is kept three years: the name stays with it.
      expect(row.givenName).toMatch(/^Sleeper/);
    }
  });

  it('schedules the daily job on pg-boss; each day applies the last dry run, then lists the next', async () => {
    await scheduleRetention({
      knex: h.knex,
      clock: h.clock,
      mail: h.mail,
      logger: createLogger('silent'),
      config: h.config,
    });
    const { rows: schemas } = await h.knex.raw(
      `SELECT schema_name FROM information_schema.schemata WHERE schema_name LIKE 'pgboss_%'`,
    );
    const { rows: schedules } = await h.knex.raw(
      `SELECT name, cron, timezone FROM ${schemas[0].schema_name}.schedule WHERE name = ?`,
      [RETENTION_QUEUE],
    );
    expect(schedules).toEqual([{ name: RETENTION_QUEUE, cron: RETENTION_CRON, timezone: 'Asia/Seoul' }]);

    await dailyRetention(h);
    // Past its period after last night's dry run: tonight's run leaves it, and lists it for tomorrow.
    const dozer = await fullMember(h, 'Dozer', {
      last_login_at: new Date('2024-03-20T10:00:00+09:00'),
      created_at: new Date('2024-01-01T00:00:00+09:00'),
    });
    const tonight = await dailyRetention(h);
    expect((await h.knex('users').where({ id: dozer.id }).first()).anonymised_at).toBeNull();
    expect(
      (tonight.next.report as { categories: { category: string; memberIds: number[] }[] }).categories.find(
        (c) => c.category === 'PROFILE',
      )?.memberIds,
    ).toContain(dozer.id);
    await dailyRetention(h);
    expect((await h.knex('users').where({ id: dozer.id }).first()).anonymised_at).not.toBeNull();
  });

  it('gives a member a file of their own data and nothing of another member', async () => {
    const mine = await fullMember(h, 'Mine', { last_login_at: new Date() });
    const other = await fullMember(h, 'Zyxwv', { last_login_at: new Date() });
    const result = await h.gql<{ myPersonalData: Record<string, unknown> }>(
      '{ myPersonalData }',
      {},
      mine.token,
    );
    expect(result.errors).toBeUndefined();
    const data = result.data!.myPersonalData as Record<string, unknown[]> & {
      account: Record<string, unknown>;
    };
    expect(data.account).toMatchObject({
      id: mine.id,
      email: mine.email,
      givenName: 'Mine',
      medi_license: 'L-Mine',
    });
    expect(data.account).not.toHaveProperty('password');
    expect(data.registrations).toHaveLength(1);
    expect(data.payments).toEqual([expect.objectContaining({ id: mine.payId, user_name: 'Mine Kim' })]);
    expect(data.visaLetters).toEqual([expect.objectContaining({ passport_number: 'PMINE123' })]);
    expect(data.mails).toEqual([expect.objectContaining({ title: 'Hello Mine' })]);
    expect(data.attendance).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Zyxwv');
    expect(text).not.toMatch(/\$argon2/);
  });

  it('takes a deletion request with its due date to the organisers, who act on it keeping payments', async () => {
    h.clock.setNow('2025-07-01T10:00:00+09:00');
    // Attendance kept three years: still within its period.
    await saveSettings({
      paymentYears: 5,
      attendanceYears: 3,
      profileMonths: 12,
      congressEndedOn: '2024-03-23',
    });
    const member = await fullMember(h, 'Leaving', { last_login_at: new Date() });
    const ask = `mutation ($r: String) { requestMyDeletion(reason: $r) { id status dueAt requestedAt } }`;
    const [first, again] = await Promise.all([
      h.gql<{ requestMyDeletion: { id: string; dueAt: string; status: string } }>(
        ask,
        { r: 'No longer a member' },
        member.token,
      ),
      h.gql<{ requestMyDeletion: { id: string } }>(ask, { r: 'No longer a member' }, member.token),
    ]);
    expect(first.errors).toBeUndefined();
    expect(again.data!.requestMyDeletion.id).toBe(first.data!.requestMyDeletion.id);
    // Asked on 1 July (Korea): due by the end of 11 July.
    expect(first.data!.requestMyDeletion.dueAt).toBe(new Date('2025-07-12T00:00:00+09:00').toISOString());
    // Each active organiser is mailed once, with the due date.
    const notices = await h
      .knex('send_emails')
      .where({ usermail: organiser.email })
      .where('title', 'like', '%Leaving%');
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toContain('2025-07-11');

    const list = await h.gql<{
      deletionRequests: { rows: { id: string; member: { id: string }; overdue: boolean }[] };
    }>(
      '{ deletionRequests(status: "OPEN") { count rows { id overdue member { id name } } } }',
      {},
      organiser.token,
    );
    expect(list.data!.deletionRequests.rows).toContainEqual(
      expect.objectContaining({
        id: first.data!.requestMyDeletion.id,
        overdue: false,
        member: expect.objectContaining({ id: String(member.id) }),
      }),
    );

    // Past the due day, the list marks it overdue.
    h.clock.setNow('2025-07-12T00:00:01+09:00');
    const late = await h.gql<{ deletionRequests: { rows: { id: string; overdue: boolean }[] } }>(
      '{ deletionRequests(status: "OPEN") { rows { id overdue } } }',
      {},
      organiser.token,
    );
    expect(late.data!.deletionRequests.rows).toContainEqual({
      id: first.data!.requestMyDeletion.id,
      overdue: true,
    });

    const act = `mutation ($id: ID!) { carryOutDeletionRequest(id: $id) { id status kept actedBy } }`;
    const done = await h.gql<{ carryOutDeletionRequest: { status: string; kept: string[] } }>(
      act,
      { id: first.data!.requestMyDeletion.id },
      organiser.token,
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.carryOutDeletionRequest).toMatchObject({
      status: 'DONE',
      kept: expect.arrayContaining(['payments', 'attendance']),
    });
    const row = await h.knex('users').where({ id: member.id }).first();
    expect(row).toMatchObject({
      email: `erased-${member.id}@erased.invalid`,
      mobilePhone: null,
      delete: true,
    });
    // Attendance is within its period: the name and licence number stay with it.
    expect(row).toMatchObject({ givenName: 'Leaving', medi_license: 'L-Leaving' });
    expect(await h.knex('pays').where({ id: member.payId }).first('user_name', 'erased_at')).toEqual({
      user_name: 'Leaving Kim',
      erased_at: null,
    });
    expect(await h.knex('visa_letters').where({ user_id: member.id })).toEqual([]);
    // The erasure is in the back office's access record, by whom and of whom.
    expect(
      await h
        .knex('personal_data_access')
        .where({ operation: 'carryOutDeletionRequest' })
        .select('action', 'actor_id', 'member_ids'),
    ).toEqual([{ action: 'CHANGE', actor_id: organiser.id, member_ids: [member.id] }]);
    // The member is told, at the address they had.
    const told = await h.knex('send_emails').where({ usermail: member.email });
    expect(told).toHaveLength(1);
    expect(told[0].content).toContain('payment record');
    // Acted on once.
    const twice = await h.gql(act, { id: first.data!.requestMyDeletion.id }, organiser.token);
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // The erased account cannot log in any more.
    const me = await h.gql('{ me { id } }', {}, member.token);
    expect(me.errors?.[0]?.extensions?.code).toMatch(/ACCOUNT_DELETED|LOGIN_EXPIRED/);
  });
});
