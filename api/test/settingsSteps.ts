// Organisers saving the site settings at the same time (shared by the PostgreSQL and
// embedded-mode concurrency suites): of saves made against one version exactly one wins, the
// others are told CONFLICT; the log holds that one change; readers meanwhile always get a whole
// settings row. Only the speaker upload deadline moves, within the year 2099 (for every other
// suite on the same database that is no deadline at all), and it is put back afterwards.
import { dateToSeoulWallClock } from '@congress/domain/validation';
import { asAdminRole, type Harness } from './harness';

const FIELDS = `registrationOpensAt registrationClosesAt abstractSubmissionStart abstractSubmissionEnd
  speakerUploadDeadline presentationUploadDeadline usdKrwRate version`;
const SAVE = `mutation ($v: Int!, $i: SiteSettingsInput!) { updateSiteSettings(version: $v, input: $i) { ${FIELDS} } }`;

interface Settings {
  registrationOpensAt: string;
  registrationClosesAt: string;
  abstractSubmissionStart: string;
  abstractSubmissionEnd: string | null;
  speakerUploadDeadline: string | null;
  presentationUploadDeadline: string | null;
  usdKrwRate: number;
  version: number;
}

const wall = (iso: string | null) => (iso ? dateToSeoulWallClock(iso) : null);
export const inputOf = (s: Settings) => ({
  registrationOpensAt: dateToSeoulWallClock(s.registrationOpensAt),
  registrationClosesAt: dateToSeoulWallClock(s.registrationClosesAt),
  abstractSubmissionStart: dateToSeoulWallClock(s.abstractSubmissionStart),
  abstractSubmissionEnd: wall(s.abstractSubmissionEnd),
  speakerUploadDeadline: wall(s.speakerUploadDeadline),
  presentationUploadDeadline: wall(s.presentationUploadDeadline),
  usdKrwRate: s.usdKrwRate,
});

export async function expectConcurrentSettingsSaves(h: Harness, organisers: number) {
  const admins: { token: string }[] = [];
  for (let i = 0; i < organisers; i += 1) admins.push(await h.createUser({}, asAdminRole));
  const read = async () =>
    (await h.gql<{ siteSettings: Settings }>(`{ siteSettings { ${FIELDS} } }`, {}, admins[0]!.token)).data
      ?.siteSettings as Settings;
  const before = await read();
  const logBefore = await h.knex('site_setting_changes').count({ c: '*' }).first();

  const saves = admins.map((admin, i) =>
    h.gql<{ updateSiteSettings: Settings }>(
      SAVE,
      {
        v: before.version,
        i: { ...inputOf(before), speakerUploadDeadline: `2099-12-31T23:${String(10 + i).padStart(2, '0')}` },
      },
      admin.token,
    ),
  );
  const reads = Array.from({ length: organisers }, () =>
    h.gql<{ registrationWindow: { start: string; end: string } }>('{ registrationWindow { start end } }'),
  );
  const logReads = Array.from({ length: 3 }, () =>
    h.gql<{ siteSettingChanges: { count: number } }>(
      '{ siteSettingChanges(limit: 5) { count rows { field after } } }',
      {},
      admins[0]!.token,
    ),
  );
  const [saved, windows, logs] = await Promise.all([
    Promise.all(saves),
    Promise.all(reads),
    Promise.all(logReads),
  ]);

  const won = saved.filter((r) => r.data?.updateSiteSettings);
  expect(won).toHaveLength(1);
  expect(saved.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(organisers - 1);
  expect(won[0]!.data!.updateSiteSettings.version).toBe(before.version + 1);
  for (const w of windows)
    expect(w.data?.registrationWindow).toEqual({
      start: expect.stringMatching(/\+09:00$/),
      end: expect.stringMatching(/\+09:00$/),
    });
  for (const l of logs) expect(l.errors).toBeUndefined();

  const winner = won[0]!.data!.updateSiteSettings;
  const logged = await h
    .knex('site_setting_changes')
    .orderBy('id', 'desc')
    .limit(1)
    .first('field', 'after', 'before');
  expect(logged).toEqual({
    field: 'speakerUploadDeadline',
    before: before.speakerUploadDeadline ? new Date(before.speakerUploadDeadline).toISOString() : null,
    after: new Date(winner.speakerUploadDeadline as string).toISOString(),
  });
  const logAfter = await h.knex('site_setting_changes').count({ c: '*' }).first();
  expect(Number(logAfter?.c) - Number(logBefore?.c)).toBe(1);

  // Put it back (another change, logged as such).
  const restored = await h.gql(SAVE, { v: winner.version, i: inputOf(before) }, admins[0]!.token);
  expect(restored.errors).toBeUndefined();
}
