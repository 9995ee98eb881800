// Dates and rate in the back office (issue 28 §4): organisers change the registration window, the
// abstract period, the upload deadlines and the USD→KRW rate (Korea time, validated); every rule
// and page reads the saved value at once; each change is logged; the environment only gives the
// first values.
import { asAdminRole, startIsolatedHarness, type Harness } from './harness';
import { inputOf } from './settingsSteps';

const FIELDS = `registrationOpensAt registrationClosesAt abstractSubmissionStart abstractSubmissionEnd
  speakerUploadDeadline presentationUploadDeadline usdKrwRate version`;
const SAVE = `mutation ($v: Int!, $i: SiteSettingsInput!) { updateSiteSettings(version: $v, input: $i) { ${FIELDS} } }`;
const CREATE_REGISTRATION =
  'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id charge { total krwPerUnit } } }';
const KOREAN = {
  category: 'KM_TIER1',
  occupation: 'PROFESSOR',
  attend: 'OFFLINE',
  dinnerAttendance: false,
  accompanyingPerson: 0,
  badgeGivenName: 'Minji',
  badgeFamilyName: 'Kim',
};

describe('site settings', () => {
  let h: Harness;
  let admin: { id: number; email: string; token: string };
  type Settings = Parameters<typeof inputOf>[0];
  const read = async () =>
    (await h.gql<{ siteSettings: Settings }>(`{ siteSettings { ${FIELDS} } }`, {}, admin.token)).data
      ?.siteSettings as Settings;
  const save = (v: number, i: Record<string, unknown>) =>
    h.gql<{ updateSiteSettings: Settings }>(SAVE, { v, i }, admin.token);

  beforeAll(async () => {
    h = await startIsolatedHarness({
      REGISTRATION_OPENS_AT: '2024-04-02T09:30:00+09:00',
      REGISTRATION_CLOSES_AT: '2024-06-01T18:00:00+09:00',
      PAYMENT_USD_KRW_RATE: '1300',
    });
    admin = await h.createUser({ givenName: 'Hana', familyName: 'Organiser' }, asAdminRole);
  });
  afterAll(() => h.close());

  it('starts from the environment, shown in Korea time', async () => {
    const s = await read();
    expect(s).toMatchObject({ usdKrwRate: 1300, abstractSubmissionEnd: null, speakerUploadDeadline: null });
    expect(new Date(s.registrationOpensAt).toISOString()).toBe('2024-04-02T00:30:00.000Z');
    expect(inputOf(s).registrationOpensAt).toBe('2024-04-02T09:30');
    expect((await h.gql('{ registrationWindow { start end } }')).data).toEqual({
      registrationWindow: { start: '2024-04-02T09:30:00+09:00', end: '2024-06-01T18:00:00+09:00' },
    });
  });

  it('a changed registration window is what the API shows and enforces at once', async () => {
    const member = await h.createUser({ country: 'KR' });
    h.clock.setNow('2024-07-01T12:00:00+09:00');
    const closed = await h.gql(CREATE_REGISTRATION, { input: KOREAN }, member.token);
    expect(closed.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'window', code: 'registration.closed' },
    ]);

    const before = await read();
    const saved = await save(before.version, {
      ...inputOf(before),
      registrationOpensAt: '2024-06-15T09:00',
      registrationClosesAt: '2024-07-31T23:59:59',
    });
    expect(saved.errors).toBeUndefined();
    expect((await h.gql('{ registrationWindow { start end open } }')).data).toEqual({
      registrationWindow: {
        start: '2024-06-15T09:00:00+09:00',
        end: '2024-07-31T23:59:59+09:00',
        open: true,
      },
    });
    const open = await h.gql(CREATE_REGISTRATION, { input: KOREAN }, member.token);
    expect(open.errors).toBeUndefined();

    // The log: who, when, each changed field before and after.
    const log = await h.gql<{ siteSettingChanges: { count: number; rows: Record<string, unknown>[] } }>(
      '{ siteSettingChanges(limit: 10) { count rows { changedAt userName userEmail field before after } } }',
      {},
      admin.token,
    );
    expect(log.data?.siteSettingChanges.rows).toEqual([
      {
        changedAt: expect.stringMatching(/^2024-07-01T03:0\d:/),
        userName: 'Hana Organiser',
        userEmail: admin.email,
        field: 'registrationOpensAt',
        before: '2024-04-02T00:30:00.000Z',
        after: '2024-06-15T00:00:00.000Z',
      },
      {
        changedAt: expect.stringMatching(/^2024-07-01T03:0\d:/),
        userName: 'Hana Organiser',
        userEmail: admin.email,
        field: 'registrationClosesAt',
        before: '2024-06-01T09:00:00.000Z',
        after: '2024-07-31T14:59:59.000Z',
      },
    ]);
    expect(log.data?.siteSettingChanges.count).toBe(2);
  });

  it('refuses an end before its start, a bad date, a rate below 1, and a stale version', async () => {
    const s = await read();
    const refused = await save(s.version, {
      ...inputOf(s),
      registrationClosesAt: inputOf(s).registrationOpensAt,
      abstractSubmissionEnd: '2023-10-01T00:00',
      speakerUploadDeadline: '2024-02-30T10:00',
      usdKrwRate: 0,
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: expect.arrayContaining([
        { field: 'registrationClosesAt', code: 'validation.settings.endAfterStart' },
        { field: 'abstractSubmissionEnd', code: 'validation.settings.endAfterStart' },
        { field: 'speakerUploadDeadline', code: 'validation.settings.dateTime' },
        { field: 'usdKrwRate', code: 'validation.settings.rate' },
      ]),
    });
    const stale = await save(s.version - 1, { ...inputOf(s), usdKrwRate: 1400 });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await read()).toEqual(s);
  });

  it('charges USD registrations at the saved rate', async () => {
    const s = await read();
    expect((await save(s.version, { ...inputOf(s), usdKrwRate: 1425 })).errors).toBeUndefined();
    h.clock.setNow('2024-07-01T12:00:00+09:00');
    const member = await h.createUser({ country: 'US' });
    const created = await h.gql<{ createRegistrationList: { charge: unknown } }>(
      CREATE_REGISTRATION,
      { input: { ...KOREAN, category: 'ON_TIER1' } },
      member.token,
    );
    expect(created.data?.createRegistrationList.charge).toEqual({ total: 200 * 1425, krwPerUnit: 1425 });
  });

  it('closes abstract submission and the speaker uploads at the saved dates', async () => {
    const s = await read();
    h.clock.setNow('2024-07-01T12:00:00+09:00');
    const saved = await save(s.version, {
      ...inputOf(s),
      abstractSubmissionEnd: '2024-06-30T23:59',
      speakerUploadDeadline: '2024-06-30T23:59',
    });
    expect(saved.errors).toBeUndefined();
    expect((await h.gql('{ abstractSubmissionPeriod { open } speakerUploadDeadline }')).data).toEqual({
      abstractSubmissionPeriod: { open: false },
      speakerUploadDeadline: '2024-06-30T14:59:00.000Z',
    });
    const invited = await h.createUser({ invited: true });
    const upload = await h.gql('mutation { createSpeaker(input: {}) { id } }', {}, invited.token);
    expect(upload.errors?.[0]).toMatchObject({
      message: 'The upload deadline has passed.',
      extensions: { code: 'NOT_PERMITTED' },
    });
  });

  it('keeps the saved values over the environment at the next start', async () => {
    const saved = await read();
    const again = await import('./harness').then((m) =>
      m.startHarness({
        DATABASE_URL: h.config.DATABASE_URL as string,
        REGISTRATION_OPENS_AT: '2030-01-01T00:00:00+09:00',
        PAYMENT_USD_KRW_RATE: '999',
      }),
    );
    try {
      const other = await again.createUser({}, asAdminRole);
      const seen = await again.gql<{ siteSettings: Settings }>(
        `{ siteSettings { ${FIELDS} } }`,
        {},
        other.token,
      );
      expect(seen.data?.siteSettings).toEqual(saved);
    } finally {
      await again.close();
    }
  });
});
