// Event statistics (committee/eventStatistics): a known data set, in July 2011 so that other test
// files' rows on the shared database fall outside the range, and the exact figures. Days are
// Asia/Seoul days: 23:30 UTC is 08:30 the next day in Seoul.
import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { memberProfile } from './fixtures';

const QUERY = `query ($filter: EventStatisticsFilter) {
  eventStatistics(filter: $filter) {
    startDate endDate registrationCount paidCount unpaidCount
    registrationsByStatus { key count }
    registrationsByTrack { key count }
    registrationsByTier { key count }
    registrationsByCategory { key count }
    registrationsByAttendance { key count }
    registrationsPerDay { date count }
    revenue { currency cashCode count gross refunded net }
    refunds { currency count partialCount amount }
    abstractCount
    abstractsByTopic { key count }
    abstractsByPreference { key count }
    abstractsByCategory { key count }
    abstractsByStatus { key count }
    signUpCount
    signUpsPerDay { date count }
    sponsorCount
    sponsorsByGrade { grade count price paid }
    sponsorsByPaymentStatus { key count }
  }
}`;

const JULY = { startDate: '2011-07-01', endDate: '2011-07-03' };

describe('event statistics', () => {
  let h: Harness;
  let organiser: string;
  let member: string;
  let seq = 0;

  const user = async (createdAt: string, extra: Record<string, unknown> = {}) =>
    (await h.createUser({ ...memberProfile, created_at: createdAt, ...extra })).id;
  const registration = async (userId: number, createdAt: string, values: Record<string, unknown>) => {
    const [row] = await h
      .knex('registration_lists')
      .insert({ user_id: userId, price: '0', created_at: createdAt, ...values })
      .returning('id');
    return row.id as number;
  };
  const pay = async (userId: number, values: Record<string, unknown>) => {
    seq += 1;
    const [row] = await h
      .knex('pays')
      .insert({
        trade_id: `stats-${Date.now()}-${seq}`,
        product_name: 'Registration',
        user_id: userId,
        user_name: 'Stat',
        user_email: 'stat@example.org',
        noti_url: '/n',
        close_url: '/c',
        fail_url: '/f',
        fail_redirect: '/fr',
        success_redirect: '/sr',
        currency: 'KRW',
        ...values,
      })
      .returning('id');
    return row.id as number;
  };
  const abstract = (userId: number, createdAt: string, values: Record<string, unknown>) =>
    h.knex('abstracts').insert({ user_id: userId, title: 'Stat', created_at: createdAt, ...values });
  const sponsor = (createdAt: string, values: Record<string, unknown>) =>
    h.knex('sponsors').insert({
      companyName_en: 'Stat Co',
      managerName: 'Kim',
      email: 'sponsor@example.org',
      created_at: createdAt,
      ...values,
    });

  beforeAll(async () => {
    h = await startHarness();
    organiser = (await h.createUser({}, asAdminRole)).token;
    member = (await h.createUser(memberProfile)).token;

    // Sign-ups: 07-01 (two: 12:00 and 23:59 in Seoul), 07-02 (Seoul midnight), 07-03 (23:30 UTC).
    const u1 = await user('2011-07-01T03:00:00Z');
    const u2 = await user('2011-07-01T14:59:00Z');
    const u3 = await user('2011-07-01T15:00:00Z');
    const u4 = await user('2011-07-02T23:30:00Z');
    // Not counted: a deleted account, an organiser, and an account from Seoul's 06-30.
    await user('2011-07-01T03:00:00Z', { delete: true });
    await h.createUser({ created_at: '2011-07-01T03:00:00Z' }, asAdminRole);
    const early = await user('2011-06-30T14:59:00Z');
    const gone = await user('2011-06-30T10:00:00Z');

    const r1 = await registration(u1, '2011-07-01T01:00:00Z', {
      category: 'KM_TIER1',
      price_type: 'KOREA_MEMBER',
      occupation: 'PROFESSOR',
      attend: 'OFFLINE',
      currency: 'KRW',
      price_status: 'PAID',
    });
    // 23:30 UTC on 07-01 is 08:30 on 07-02 in Seoul.
    await registration(u2, '2011-07-01T23:30:00Z', {
      category: 'KN_TIER1',
      price_type: 'KOREA_NON_MEMBER',
      occupation: 'FELLOW',
      attend: 'ONLINE',
      currency: 'KRW',
      price_status: 'UNPAID',
    });
    const r3 = await registration(u3, '2011-07-02T05:00:00Z', {
      category: 'ON_TIER1',
      price_type: 'OVERSEAS_NON_MEMBER',
      occupation: 'FELLOW',
      attend: 'OFFLINE',
      currency: 'USD',
      price_status: 'REFUNDED',
    });
    await registration(u4, '2011-07-03T02:00:00Z', {
      category: 'ON_TIER3',
      price_type: 'OVERSEAS_NON_MEMBER',
      occupation: 'STUDENT',
      attend: 'ONLINE',
      currency: 'USD',
      price_status: 'FREE',
    });
    // Not counted: Seoul's 06-30 (23:59), and a deleted registration.
    const common = { category: 'KM_TIER1', currency: 'KRW', price_type: 'KOREA_MEMBER' };
    await registration(early, '2011-06-30T14:59:00Z', common);
    await registration(gone, '2011-07-02T01:00:00Z', { ...common, delete: true });

    await pay(u1, {
      registration_list_id: r1,
      cash_code: 'CN',
      total: 180_000,
      pay_status: 'PAID',
      paid_at: '2011-07-01T02:00:00Z',
    });
    const refundedPay = await pay(u3, {
      registration_list_id: r3,
      cash_code: 'CN',
      total: 260_000,
      cancelled_total: 260_000,
      pay_status: 'CANCELLED',
      paid_at: '2011-07-02T06:00:00Z',
    });
    await pay(u4, { cash_code: 'BANK', total: 130_000, pay_status: 'PAID', paid_at: '2011-07-02T01:00:00Z' });
    // Not counted: never confirmed; confirmed on Seoul's 07-04.
    await pay(u2, { cash_code: 'CN', total: 250_000, pay_status: 'REQUESTED' });
    await pay(u2, { cash_code: 'VA', total: 99_000, pay_status: 'PAID', paid_at: '2011-07-03T15:30:00Z' });
    await h.knex('pay_cancellations').insert([
      {
        pay_id: refundedPay,
        amount: 60_000,
        partial: true,
        result_code: '0000',
        created_at: '2011-07-02T07:00:00Z',
      },
      {
        pay_id: refundedPay,
        amount: 200_000,
        partial: false,
        result_code: '0000',
        created_at: '2011-07-03T14:00:00Z',
      },
    ]);

    await abstract(u1, '2011-07-01T05:00:00Z', {
      topic: 'GI',
      preference: 'ORAL',
      category: 'ORIGINAL',
      status: 'SUBMITTED',
    });
    await abstract(u2, '2011-07-02T05:00:00Z', {
      topic: 'GI',
      preference: 'POSTER',
      category: 'CASE_REPORT',
      status: 'ACCEPTED',
    });
    await abstract(u3, '2011-07-02T23:30:00Z', {
      topic: 'SKIN',
      preference: 'POSTER',
      category: 'ORIGINAL',
      status: 'SUBMITTED',
    });
    await abstract(u3, '2011-07-02T05:00:00Z', { topic: 'SKIN', delete: true });
    await abstract(u3, '2011-07-03T15:00:00Z', { topic: 'SKIN' });

    await sponsor('2011-07-01T05:00:00Z', {
      grade: 'GOLD',
      price: 30_000_000,
      sponsor_pay: 30_000_000,
      sponsor_pay_status: 'PAID',
    });
    await sponsor('2011-07-02T05:00:00Z', { grade: 'GOLD', price: 30_000_000 });
    await sponsor('2011-07-03T05:00:00Z', { grade: 'GARNET', price: 5_000_000 });
    await sponsor('2011-07-02T05:00:00Z', { grade: 'DIAMOND', price: 70_000_000, delete: true });
  });
  afterAll(() => h.close());

  it('counts the data set of a date range exactly, by Asia/Seoul day', async () => {
    const result = await h.gql(QUERY, { filter: JULY }, organiser);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      eventStatistics: {
        startDate: '2011-07-01',
        endDate: '2011-07-03',
        registrationCount: 4,
        paidCount: 1,
        unpaidCount: 1,
        registrationsByStatus: [
          { key: 'FREE', count: 1 },
          { key: 'PAID', count: 1 },
          { key: 'REFUNDED', count: 1 },
          { key: 'UNPAID', count: 1 },
        ],
        registrationsByTrack: [
          { key: 'OVERSEAS_NON_MEMBER', count: 2 },
          { key: 'KOREA_MEMBER', count: 1 },
          { key: 'KOREA_NON_MEMBER', count: 1 },
        ],
        registrationsByTier: [
          { key: 'KM_TIER1', count: 1 },
          { key: 'KN_TIER1', count: 1 },
          { key: 'ON_TIER1', count: 1 },
          { key: 'ON_TIER3', count: 1 },
        ],
        registrationsByCategory: [
          { key: 'FELLOW', count: 2 },
          { key: 'PROFESSOR', count: 1 },
          { key: 'STUDENT', count: 1 },
        ],
        registrationsByAttendance: [
          { key: 'OFFLINE', count: 2 },
          { key: 'ONLINE', count: 2 },
        ],
        registrationsPerDay: [
          { date: '2011-07-01', count: 1 },
          { date: '2011-07-02', count: 2 },
          { date: '2011-07-03', count: 1 },
        ],
        revenue: [
          { currency: 'KRW', cashCode: 'CN', count: 2, gross: 440_000, refunded: 260_000, net: 180_000 },
          { currency: 'KRW', cashCode: 'BANK', count: 1, gross: 130_000, refunded: 0, net: 130_000 },
        ],
        refunds: [{ currency: 'KRW', count: 2, partialCount: 1, amount: 260_000 }],
        abstractCount: 3,
        abstractsByTopic: [
          { key: 'GI', count: 2 },
          { key: 'SKIN', count: 1 },
        ],
        abstractsByPreference: [
          { key: 'POSTER', count: 2 },
          { key: 'ORAL', count: 1 },
        ],
        abstractsByCategory: [
          { key: 'ORIGINAL', count: 2 },
          { key: 'CASE_REPORT', count: 1 },
        ],
        abstractsByStatus: [
          { key: 'SUBMITTED', count: 2 },
          { key: 'ACCEPTED', count: 1 },
        ],
        signUpCount: 4,
        signUpsPerDay: [
          { date: '2011-07-01', count: 2 },
          { date: '2011-07-02', count: 1 },
          { date: '2011-07-03', count: 1 },
        ],
        sponsorCount: 3,
        sponsorsByGrade: [
          { grade: 'GOLD', count: 2, price: 60_000_000, paid: 30_000_000 },
          { grade: 'GARNET', count: 1, price: 5_000_000, paid: 0 },
        ],
        sponsorsByPaymentStatus: [
          { key: 'APPLIED', count: 2 },
          { key: 'PAID', count: 1 },
        ],
      },
    });
  });

  it('puts a registration at 23:30 UTC on the next Seoul day', async () => {
    const result = await h.gql<{ eventStatistics: Record<string, unknown> }>(
      QUERY,
      { filter: { startDate: '2011-07-02', endDate: '2011-07-02' } },
      organiser,
    );
    const stats = result.data!.eventStatistics;
    expect(stats.registrationCount).toBe(2);
    expect(stats.registrationsPerDay).toEqual([{ date: '2011-07-02', count: 2 }]);
    expect(stats.registrationsByTier).toEqual([
      { key: 'KN_TIER1', count: 1 },
      { key: 'ON_TIER1', count: 1 },
    ]);
    expect(stats.signUpCount).toBe(1);
    expect(stats.refunds).toEqual([{ currency: 'KRW', count: 1, partialCount: 1, amount: 60_000 }]);
    expect(stats.revenue).toEqual([
      { currency: 'KRW', cashCode: 'CN', count: 1, gross: 260_000, refunded: 260_000, net: 0 },
      { currency: 'KRW', cashCode: 'BANK', count: 1, gross: 130_000, refunded: 0, net: 130_000 },
    ]);
  });

  it('refuses impossible dates and a reversed range with translated field codes', async () => {
    const bad = await h.gql(QUERY, { filter: { startDate: '2011-02-30' } }, organiser);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'filter.startDate', code: 'validation.date' }],
    });
    const reversed = await h.gql(
      QUERY,
      { filter: { startDate: '2011-07-03', endDate: '2011-07-01' } },
      organiser,
    );
    expect(reversed.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'filter.endDate', code: 'validation.dateRange' }],
    });
  });

  it('is for organisers only', async () => {
    expect((await h.gql(QUERY, { filter: JULY }, member)).errors?.[0]?.extensions?.code).toBe(
      'NOT_PERMITTED',
    );
    expect((await h.gql(QUERY, { filter: JULY })).errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const res = await fetch(`${h.url}/statistics/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member}` },
      body: JSON.stringify({ filter: JULY }),
    });
    expect(res.status).toBe(403);
  });

  it('exports the same figures to Excel, in Korean', async () => {
    const res = await fetch(`${h.url}/statistics/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${organiser}` },
      body: JSON.stringify({ filter: JULY, locale: 'ko' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('event-statistics-2011-07-01-2011-07-03.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const summary = workbook.getWorksheet('요약')!;
    expect(summary.getRow(3).values).toEqual([undefined, '등록', 4]);
    const revenue = workbook.worksheets[1]!;
    expect(revenue.getRow(2).values).toEqual([undefined, 'KRW', '신용카드', 2, 440_000, 260_000, 180_000]);
    // Coded values by their Korean names, as on the page (issue 27: KM_TIER1, GOLD, APPLIED).
    const tiers = workbook.getWorksheet('등록 구분별 등록')!;
    expect(tiers.getRow(2).values).toEqual([undefined, '회원 (국내) · 전문의', 1]);
    const days = workbook.getWorksheet('일별 등록')!;
    expect(days.getRow(3).values).toEqual([undefined, '2011-07-02', 2]);

    const bad = await fetch(`${h.url}/statistics/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${organiser}` },
      body: JSON.stringify({ filter: { endDate: 'yesterday' } }),
    });
    expect(bad.status).toBe(400);
  });
});
