// The back office's payment lists (issue 10): regist/payLog (`pays` with spec §7's filters),
// regist/refundData (gateway cancellations) and regist/registerLog (failed attempts), as
// GraphQL lists and Excel exports, for organisers only. Payments go through the KG emulator.
import ExcelJS from 'exceljs';
import { asAdminRole, startHarness, type Harness } from './harness';

const INPUT = {
  category: 'KM_TIER1',
  occupation: 'PROFESSOR',
  attend: 'OFFLINE',
  dinnerAttendance: true,
  accompanyingPerson: 1,
  badgeGivenName: 'Minji',
  badgeFamilyName: 'Kim',
};

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="result" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[name as string] = (value as string).replace(/&amp;/g, '&');
  return { action: action.replace(/&amp;/g, '&'), fields };
}

jest.setTimeout(30_000);

describe('registration back office lists', () => {
  let h: Harness;
  let admin: { token: string; email: string };
  let tag: string;
  let paid: { payId: string; tid: string; email: string };
  let declined: { payId: string; email: string };

  async function payingMember(givenName: string) {
    const member = await h.createUser({ country: 'KR', givenName, familyName: 'Lee' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      { input: { ...INPUT, badgeGivenName: givenName } },
      member.token,
    );
    const result = await h.gql<{ createPayment: { id: string; tid: string } }>(
      'mutation($id: ID!) { createPayment(input: { registrationId: $id, cash_code: CN }) { id tid } }',
      { id: created.data?.createRegistrationList.id },
      member.token,
    );
    expect(result.errors).toBeUndefined();
    return { ...member, payment: result.data?.createPayment as { id: string; tid: string } };
  }

  async function decide(tid: string, action: string) {
    const res = await fetch(`${h.url}/mock-kg/MUP/api/payment.mcash/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tid, action, fault: 'noNoti', charset: 'UTF-8' }).toString(),
      redirect: 'manual',
    });
    const { action: target, fields } = formOf(await res.text());
    await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  beforeAll(async () => {
    h = await startHarness();
    h.clock.setNow('2024-06-01T10:00:00+09:00');
    admin = await h.createUser({}, asAdminRole);
    // Letters only: badge names take Latin letters.
    tag = `Bo${Date.now()
      .toString(26)
      .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] as string)}`;
    const payer = await payingMember(`Payer${tag}`);
    await decide(payer.payment.tid, 'approve');
    paid = { payId: payer.payment.id, tid: payer.payment.tid, email: payer.email };
    const refund = await fetch(`${h.url}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ payId: paid.payId, amount: 20_000, reason: `dinner ${tag}` }),
    });
    expect(refund.status).toBe(200);
    const decliner = await payingMember(`Decliner${tag}`);
    await decide(decliner.payment.tid, 'decline');
    declined = { payId: decliner.payment.id, email: decliner.email };
  }, 60_000);
  afterAll(() => h.close());

  const PAYS = `query($f: PaysFilter) { pays(filter: $f) { count rows { id user_email pay_status cash_code total cancelled_total grade tid } } }`;

  it('payLog: lists payments with the spec filters (e-mail, name, dates, method, product, tier, status, deleted registration)', async () => {
    const all = await h.gql<{ pays: { count: number; rows: { id: string; pay_status: string }[] } }>(
      PAYS,
      { f: { user_name: `er${tag}` } },
      admin.token,
    );
    expect(all.errors).toBeUndefined();
    expect(all.data?.pays.rows.map((r) => [r.id, r.pay_status]).sort()).toEqual(
      [
        [paid.payId, 'PAID'],
        [declined.payId, 'ERROR'],
      ].sort(),
    );
    const only = async (f: Record<string, unknown>) =>
      (
        await h.gql<{ pays: { rows: { id: string }[] } }>(PAYS, { f: { user_name: tag, ...f } }, admin.token)
      ).data?.pays.rows.map((r) => r.id) ?? [];
    expect(await only({ user_email: paid.email.toUpperCase() })).toEqual([paid.payId]);
    expect(await only({ pay_status: 'ERROR' })).toEqual([declined.payId]);
    expect(await only({ cash_code: 'CN', grade: 'KM_TIER1', product_name: '등록: 전문의' })).toHaveLength(2);
    expect(await only({ cash_code: 'MC' })).toEqual([]);
    expect(await only({ created_at_from: '2024-06-01', created_at_to: '2024-06-01' })).toHaveLength(2);
    expect(await only({ created_at_from: '2024-06-02' })).toEqual([]);
    expect(await only({ registration_list_delete: false })).toHaveLength(2);
    expect(await only({ registration_list_delete: true })).toEqual([]);
    const row = await h.gql<{ pays: { rows: Record<string, unknown>[] } }>(
      PAYS,
      { f: { user_email: paid.email } },
      admin.token,
    );
    expect(row.data?.pays.rows[0]).toMatchObject({ total: 250000, cancelled_total: 20000, tid: paid.tid });
    // An unknown status is refused with the field named, nothing read.
    const bad = await h.gql(PAYS, { f: { pay_status: 'STOLEN' } }, admin.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refundData: the cancellation with amount, organiser, time, reason and the gateway answer', async () => {
    const result = await h.gql<{ payCancellations: { count: number; rows: Record<string, unknown>[] } }>(
      `query($f: PayCancellationsFilter) { payCancellations(filter: $f) { count rows {
        pay_id amount partial succeeded result_code reason organiser_email user_email tid pay_total } } }`,
      { f: { user_email: paid.email } },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.payCancellations).toEqual({
      count: 1,
      rows: [
        {
          pay_id: paid.payId,
          amount: 20000,
          partial: true,
          succeeded: true,
          result_code: '0000',
          reason: `dinner ${tag}`,
          organiser_email: admin.email,
          user_email: paid.email,
          tid: paid.tid,
          pay_total: 250000,
        },
      ],
    });
    const failedOnes = await h.gql<{ payCancellations: { count: number } }>(
      `{ payCancellations(filter: { tid: "${paid.tid}", succeeded: false }) { count } }`,
      {},
      admin.token,
    );
    expect(failedOnes.data?.payCancellations.count).toBe(0);
  });

  it('registerLog: the declined payment with its reason and the member', async () => {
    const result = await h.gql<{ registrationFailures: { rows: Record<string, unknown>[] } }>(
      `query($f: RegistrationFailuresFilter) { registrationFailures(filter: $f) { count rows { reason user_email user_name pay_id } } }`,
      { f: { user_email: declined.email, reason: 'DECLINED' } },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.registrationFailures.rows).toEqual([
      {
        reason: 'DECLINED',
        user_email: declined.email,
        user_name: `Decliner${tag} Lee`,
        pay_id: declined.payId,
      },
    ]);
  });

  it('refuses members and visitors on the lists and their exports', async () => {
    const member = await h.createUser();
    for (const query of [
      '{ pays { count } }',
      '{ payCancellations { count } }',
      '{ registrationFailures { count } }',
    ]) {
      expect((await h.gql(query, {}, member.token)).errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
      expect((await h.gql(query)).errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    }
    for (const list of ['payLog', 'refundData', 'registerLog']) {
      const res = await fetch(`${h.url}/export/${list}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${member.token}`,
          'x-download-reason': 'test',
        },
        body: '{}',
      });
      expect(res.status).toBe(403);
    }
  });

  it('exports the three lists in the organiser’s language', async () => {
    const sheet = async (list: string, filter: object, locale = 'en') => {
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
      return { header, rows, cell: (row: unknown[], name: string) => row[header.indexOf(name)] };
    };
    const pays = await sheet('payLog', { user_email: paid.email }, 'ko');
    expect(pays.rows).toHaveLength(1);
    expect(pays.cell(pays.rows[0] as unknown[], '결제 상태')).toBe('결제 완료');
    expect(pays.cell(pays.rows[0] as unknown[], '결제 수단')).toBe('신용카드');
    expect(pays.cell(pays.rows[0] as unknown[], '금액 (원)')).toBe(250000);
    const refunds = await sheet('refundData', { user_email: paid.email });
    expect(refunds.cell(refunds.rows[0] as unknown[], 'Refunded (KRW)')).toBe(20000);
    expect(refunds.cell(refunds.rows[0] as unknown[], 'By')).toBe(admin.email);
    const failures = await sheet('registerLog', { user_email: declined.email });
    expect(failures.cell(failures.rows[0] as unknown[], 'Reason')).toBe('Payment declined');
  });
});
