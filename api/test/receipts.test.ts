// Issue 27 §3: every payment and every cancellation gets a receipt (영수증): a PDF in Korean and
// English with the society, payer, category name, amount (USD fees with the KRW charged), method,
// approval number and Korea time; numbered without gaps; downloadable by the payer and organisers
// only; mailed to the payer; shown in the pay log.
import { writeFileSync } from 'node:fs';
import { asAdminRole, startHarness, type Harness } from './harness';
import { formOf, kgSteps } from './kgSteps';
import { pdfText } from './pdfText';
import { expectGaplessNumbers } from './receiptSteps';

interface Receipt {
  id: string;
  reference: string;
  number: number;
  kind: string;
  amount_krw: number;
  pdf_url: string;
}

const MY_RECEIPTS = `{ me { registration_list { receipts { id reference number kind amount_krw pdf_url } } } }`;

describe('receipts', () => {
  let h: Harness;
  let admin: { token: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  const { registeredMember, payRequest, decide, postForm } = kgSteps(() => h);

  const paid = async (member: { token: string; registrationId: string }) => {
    const payment = await payRequest(member);
    const { action, fields } = formOf(await (await decide(payment.tid, 'approve', 'noNoti')).text());
    expect((await postForm(action, fields)).headers.get('location')).toMatch(/\/success/);
    return { ...payment, fields };
  };
  const receiptsOf = async (token: string): Promise<Receipt[]> => {
    const result = await h.gql<{ me: { registration_list: { receipts: Receipt[] } } }>(
      MY_RECEIPTS,
      {},
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data?.me.registration_list.receipts ?? [];
  };
  const download = (path: string, token?: string) =>
    fetch(`${h.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const textOf = async (path: string, token: string) => {
    const res = await download(path, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    if (process.env.RECEIPT_PDF_OUT)
      writeFileSync(`${process.env.RECEIPT_PDF_OUT}-${path.replace(/\W/g, '')}.pdf`, bytes);
    // pdf.js spaces out some glyph runs: compare without line breaks and doubled spaces.
    return (await pdfText(bytes)).replace(/\s+/g, ' ');
  };

  it('a card payment gets a bilingual receipt the payer and organisers download, and a mail', async () => {
    const member = await registeredMember({ givenName: 'Minji', familyName: 'Kim' });
    const payment = await paid(member);
    const [receipt] = await receiptsOf(member.token);
    expect(receipt).toMatchObject({ kind: 'PAYMENT', amount_krw: 250_000 });
    expect(receipt?.reference).toBe(`KSP2024-R-${String(receipt?.number).padStart(5, '0')}`);
    const pay = await h.knex('pays').where({ id: payment.id }).first();

    const text = await textOf(receipt!.pdf_url, member.token);
    for (const expected of [
      '영수증',
      'RECEIPT',
      receipt!.reference,
      '대한병리학회',
      'Korean Society of Pathologists',
      'Minji KIM',
      member.email,
      '회원 (국내) · 전문의 / Members (Korea) · Specialist',
      '250,000 KRW',
      '신용카드 / Card',
      String(pay.cn_appr_no),
      String(pay.tid),
      '2024-06-01 10:00 KST',
      '위 금액을 정히 영수합니다.',
      'Received with thanks',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('KM_TIER1');

    // Organisers may; another member, a visitor or a forged id may not.
    expect((await download(receipt!.pdf_url, admin.token)).status).toBe(200);
    const other = await h.createUser();
    expect((await download(receipt!.pdf_url, other.token)).status).toBe(403);
    expect((await download(receipt!.pdf_url)).status).toBe(401);
    expect((await download('/receipts/999999999.pdf', admin.token)).status).toBe(404);

    // The payer's mail names the receipt and links to My registration (Korean: a member from Korea).
    const mail = await h
      .knex('send_emails')
      .where({ usermail: member.email, type: 'PAYMENT_RECEIPT' })
      .first();
    expect(mail.title).toContain(receipt!.reference);
    expect(mail.content).toContain('250,000 KRW');
    expect(mail.content).toContain('/mypage/my_registration');
    expect(mail.content).toContain('영수증');

    // The pay log lists it.
    const log = await h.gql<{ pays: { rows: { id: string; receipts: Receipt[] }[] } }>(
      `query($email: String) { pays(filter: { user_email: $email }) { rows { id receipts { reference pdf_url } } } }`,
      { email: member.email },
      admin.token,
    );
    expect(log.data?.pays.rows).toEqual([
      { id: payment.id, receipts: [{ reference: receipt!.reference, pdf_url: receipt!.pdf_url }] },
    ]);

    // A repeated result (the gateway's notification after the browser's) issues nothing more.
    expect(await (await postForm(`${h.url}/payments/kg/noti`, payment.fields)).text()).toBe('SUCCESS');
    expect(await h.knex('receipts').where({ pay_id: payment.id })).toHaveLength(1);
  });

  /** An overseas specialist (Anne de Vries) registered on the overseas tier, not paid yet. */
  async function overseasRegistration() {
    const member = await h.createUser({ country: 'US', givenName: 'Anne', familyName: 'de Vries' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      {
        input: {
          category: 'ON_TIER1',
          occupation: 'PROFESSOR',
          attend: 'OFFLINE',
          accompanyingPerson: 0,
          badgeGivenName: 'Anne',
          badgeFamilyName: 'de Vries',
        },
      },
      member.token,
    );
    return { ...member, registrationId: created.data!.createRegistrationList.id };
  }

  it('an overseas USD payment states the fee in USD and the KRW charged', async () => {
    const member = await overseasRegistration();
    await paid(member);
    const [receipt] = await receiptsOf(member.token);
    expect(receipt?.amount_krw).toBe(270_000);
    const text = await textOf(receipt!.pdf_url, member.token);
    for (const expected of [
      '200.00 USD',
      '270,000 KRW',
      '1 USD = 1,350 KRW',
      'Overseas participants · Specialist',
    ])
      expect(text).toContain(expected);
    const mail = await h
      .knex('send_emails')
      .where({ usermail: member.email, type: 'PAYMENT_RECEIPT' })
      .first();
    expect(mail.title).toMatch(/^KSP 2024 Congress receipt KSP2024-R-\d{5}: Payment$/);
  });

  it('a partial refund of a USD fee is labelled as the refund of that part of the fee', async () => {
    const member = await overseasRegistration();
    const payment = await paid(member);
    // 50 USD of the 200 at the receipt's rate (1 USD = 1,350 KRW).
    const cancelled = await fetch(`${h.url}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ payId: payment.id, amount: 67_500 }),
    });
    expect(cancelled.status).toBe(200);
    const [, refund] = await receiptsOf(member.token);
    expect(refund).toMatchObject({ kind: 'CANCELLATION', amount_krw: 67_500 });
    const text = await textOf(refund!.pdf_url, member.token);
    for (const expected of [
      '취소 영수증',
      '등록비 환불 / refund of the registration fee',
      '등록비 환불 Refund of the fee 50.00 USD',
      '원화 환불 / refunded in KRW: 67,500 KRW (1 USD = 1,350 KRW)',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/\bFee 50\.00 USD/);
    expect(text).not.toContain('charged in KRW');
    // A refund in KRW is the amount refunded.
    const korean = await registeredMember();
    const krw = await paid(korean);
    await fetch(`${h.url}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ payId: krw.id, amount: 50_000 }),
    });
    const [, krwRefund] = await receiptsOf(korean.token);
    expect(await textOf(krwRefund!.pdf_url, korean.token)).toContain('환불 금액 Amount refunded 50,000 KRW');
  });

  it('each cancellation gets a receipt of its own that names the payment’s; numbers follow without gaps', async () => {
    const member = await registeredMember();
    const payment = await paid(member);
    const cancel = (body: object) =>
      fetch(`${h.url}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify(body),
      });
    expect((await cancel({ payId: payment.id, amount: 50_000 })).status).toBe(200);
    expect((await cancel({ payId: payment.id })).status).toBe(200);
    const receipts = await receiptsOf(member.token);
    expect(receipts.map((r) => [r.kind, r.amount_krw])).toEqual([
      ['PAYMENT', 250_000],
      ['CANCELLATION', 50_000],
      ['CANCELLATION', 200_000],
    ]);
    const numbers = receipts.map((r) => r.number);
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    expect(numbers[2]).toBeGreaterThan(numbers[1]!);
    const text = await textOf(receipts[2]!.pdf_url, member.token);
    for (const expected of [
      '취소 영수증',
      'CANCELLATION RECEIPT',
      '− 200,000 KRW',
      receipts[0]!.reference,
      '환불하였음을 확인합니다',
    ])
      expect(text).toContain(expected);
    // A refused cancel (more than is left) issues nothing.
    expect((await cancel({ payId: payment.id, amount: 1 })).status).toBe(400);
    expect(await h.knex('receipts').where({ pay_id: payment.id })).toHaveLength(3);
    expect(
      await h.knex('send_emails').where({ usermail: member.email, type: 'PAYMENT_RECEIPT' }),
    ).toHaveLength(3);
    await expectGaplessNumbers(h);
  });

  it('a bank transfer an organiser records and a result recorded from the gateway’s admin get receipts', async () => {
    const transfer = await registeredMember();
    const recorded = await h.gql<{ recordBankTransfer: { id: string } }>(
      'mutation($id: ID!) { recordBankTransfer(registrationId: $id, memo: "Deposit 2024-06-01") { id } }',
      { id: transfer.registrationId },
      admin.token,
    );
    expect(recorded.errors).toBeUndefined();
    const [bank] = await receiptsOf(transfer.token);
    expect(await textOf(bank!.pdf_url, transfer.token)).toContain('무통장 입금 / Bank transfer');

    const byAdmin = await registeredMember();
    const payment = await payRequest(byAdmin);
    const result = await h.gql(
      'mutation($tid: String!) { changePayStatusAtResult(tid: $tid, status: PAID) { id } }',
      { tid: payment.tid },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(await receiptsOf(byAdmin.token)).toHaveLength(1);
    await expectGaplessNumbers(h);
  });
});
