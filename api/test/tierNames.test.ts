// Tier names instead of codes (issue 27 §1): the registration and payment-request mails, the
// pay row's product name (the gateway's window and the pay log) and the back office's exports
// name the tier ("회원 (국내) · 전문의", "Specialist"), never its code (KM_TIER1).
import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';

const STORED_CODE = /\b(KM|KN|ON)_TIER\d\b/;
const CREATE = `mutation($input: RegistrationListInput!, $locale: String) {
  createRegistrationList(input: $input, locale: $locale) { id } }`;
const PAY = `mutation($id: ID!) { createPayment(input: { registrationId: $id, cash_code: CN }) { id } }`;

const input = (category: string, badgeGivenName: string) => ({
  category,
  occupation: 'PROFESSOR',
  attend: 'OFFLINE',
  dinnerAttendance: false,
  accompanyingPerson: 0,
  badgeGivenName,
  badgeFamilyName: 'Kim',
});

jest.setTimeout(30_000);

describe('tier names in mails, product names and exports', () => {
  let h: Harness;
  let admin: { token: string };
  let korean: { id: number; email: string; registrationId: string };
  let overseas: { id: number; email: string; registrationId: string };

  const mailsTo = (email: string): Promise<{ type: string; title: string; content: string }[]> =>
    h.knex('send_emails').whereRaw('lower(usermail) = lower(?)', [email]).orderBy('id');

  async function register(country: string, category: string, locale: string, badge: string) {
    const member = await h.createUser({ country });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      CREATE,
      { input: input(category, badge), locale },
      member.token,
    );
    expect(created.errors).toBeUndefined();
    const registrationId = created.data?.createRegistrationList.id as string;
    const paid = await h.gql(PAY, { id: registrationId }, member.token);
    expect(paid.errors).toBeUndefined();
    return { ...member, registrationId };
  }

  async function sheet(list: string, filter: object, locale: string) {
    const res = await fetch(`${h.url}/export/${list}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin.token}`,
        'x-download-reason': 'test',
      },
      body: JSON.stringify({ filter, locale }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0] as ExcelJS.Worksheet;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const rows = Array.from({ length: ws.rowCount - 1 }, (_, i) =>
      (ws.getRow(i + 2).values as unknown[]).slice(1),
    );
    return { rows, cell: (row: unknown[] | undefined, name: string) => row?.[header.indexOf(name)] };
  }

  beforeAll(async () => {
    h = await startHarness();
    h.clock.setNow('2024-06-01T10:00:00+09:00');
    admin = await h.createUser({}, asAdminRole);
    korean = await register('KR', 'KM_TIER1', 'ko', 'Minji');
    overseas = await register('US', 'ON_TIER2', 'en', 'Anne');
  });
  afterAll(() => h.close());

  it('names the tier in the registration and payment-request mails, in the mail’s language', async () => {
    const ko = await mailsTo(korean.email);
    const request = ko.find((m) => m.type === 'PAYMENT_REQUEST');
    expect(request?.title).toBe('결제 요청: KSP 2024 등록: 전문의');
    expect(ko.find((m) => m.type === 'EVENT_REGISTRATION')?.content).toContain('회원 (국내) · 전문의');
    const en = await mailsTo(overseas.email);
    expect(en.find((m) => m.type === 'PAYMENT_REQUEST')?.title).toBe(
      'Payment request: KSP 2024 registration: Trainee',
    );
    expect(en.find((m) => m.type === 'EVENT_REGISTRATION')?.content).toContain(
      'Overseas participants · Trainee',
    );
    for (const mail of [...ko, ...en]) expect(`${mail.title} ${mail.content}`).not.toMatch(STORED_CODE);
  });

  it('stores the product name the gateway shows (the track’s language), the code only as the grade', async () => {
    const pays = await h
      .knex('pays')
      .whereIn('registration_list_id', [korean.registrationId, overseas.registrationId])
      .orderBy('id')
      .select('product_name', 'grade');
    expect(pays).toEqual([
      { product_name: 'KSP 2024 등록: 전문의', grade: 'KM_TIER1' },
      { product_name: 'KSP 2024 registration: Trainee', grade: 'ON_TIER2' },
    ]);
  });

  it.each([
    ['ko', '회원 (국내) · 전문의', '해외 참가자 · 수련의'],
    ['en', 'Members (Korea) · Specialist', 'Overseas participants · Trainee'],
  ])(
    'exports registrations and payments with the tier’s name (%s)',
    async (locale, koreanTier, overseasTier) => {
      const tier = locale === 'ko' ? '등록 구분' : 'Tier';
      for (const [member, name] of [
        [korean, koreanTier],
        [overseas, overseasTier],
      ] as const) {
        const registrations = await sheet('registrations', { user: member.id }, locale);
        expect(registrations.rows).toHaveLength(1);
        expect(registrations.cell(registrations.rows[0], tier)).toBe(name);
        const pays = await sheet('payLog', { user_email: member.email }, locale);
        expect(pays.rows).toHaveLength(1);
        expect(pays.cell(pays.rows[0], tier)).toBe(name);
        for (const row of [...registrations.rows, ...pays.rows])
          for (const value of row) expect(String(value ?? '')).not.toMatch(STORED_CODE);
      }
    },
  );
});
