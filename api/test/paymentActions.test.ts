// Organisers' payment actions (issue 10): the result read in KG's admin recorded by tid
// (changePayStatusAtResult), reconciling registrations with their payments (checkupRegistpayment,
// forcePaymentCheck), bank transfers with a memo, and the memos themselves.
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

jest.setTimeout(30_000);

describe('payment actions and memos', () => {
  let h: Harness;
  let admin: { token: string; email: string; id: number };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  }, 60_000);
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  async function registered() {
    const member = await h.createUser({ country: 'KR' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      { input: INPUT },
      member.token,
    );
    return { ...member, registrationId: created.data?.createRegistrationList.id as string };
  }

  async function requested(member: { token: string; registrationId: string }) {
    const result = await h.gql<{ createPayment: { id: string; tid: string } }>(
      'mutation($id: ID!) { createPayment(input: { registrationId: $id }) { id tid } }',
      { id: member.registrationId },
      member.token,
    );
    expect(result.errors).toBeUndefined();
    return result.data?.createPayment as { id: string; tid: string };
  }

  const state = async (registrationId: string) => {
    const registration = await h.knex('registration_lists').where({ id: registrationId }).first();
    const pays = await h.knex('pays').where({ registration_list_id: registrationId }).orderBy('id');
    return { price_status: registration.price_status, pays: pays.map((p) => p.pay_status) };
  };

  const CHANGE =
    'mutation($tid: String!, $s: ENUM_PAY_STATUS!) { changePayStatusAtResult(tid: $tid, status: $s) { pay_status } }';

  it('changePayStatusAtResult records a result read in the gateway admin; refuses other moves', async () => {
    const member = await registered();
    const pay = await requested(member);
    // Members may not; a refund is not a status change; nothing written.
    expect(
      (await h.gql(CHANGE, { tid: pay.tid, s: 'PAID' }, member.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    const refund = await h.gql(CHANGE, { tid: pay.tid, s: 'CANCELLED' }, admin.token);
    expect(refund.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'status', code: 'payment.statusTransition' }],
    });
    expect(await state(member.registrationId)).toEqual({ price_status: 'UNPAID', pays: ['REQUESTED'] });
    const unknown = await h.gql(CHANGE, { tid: 'no-such-tid', s: 'PAID' }, admin.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const paid = await h.gql(CHANGE, { tid: pay.tid, s: 'PAID' }, admin.token);
    expect(paid.errors).toBeUndefined();
    expect(await state(member.registrationId)).toEqual({ price_status: 'PAID', pays: ['PAID'] });
    // The memo says who recorded it.
    const memo = await h.knex('memo_lists').where({ type: 'PAY', relationId: pay.id }).first();
    expect(memo.lastLog).toContain(admin.email);
    // Paid is final here.
    const back = await h.gql(CHANGE, { tid: pay.tid, s: 'ERROR' }, admin.token);
    expect(back.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'status', code: 'payment.statusTransition' },
    ]);
  });

  it('checkupRegistpayment closes a request past its window and settles a confirmed payment', async () => {
    const late = await registered();
    const latePay = await requested(late);
    const confirmed = await registered();
    const confirmedPay = await requested(confirmed);
    // A payment the gateway confirmed while the registration stayed unpaid (e.g. an interrupted write).
    await h.knex('pays').where({ id: confirmedPay.id }).update({ pay_status: 'PAID' });
    h.clock.setNow('2024-06-01T10:11:00+09:00');
    const CHECK =
      'mutation($ids: [ID!]!) { checkupRegistpayment(ids: $ids) { registrationId outcome price_status pay_status } }';
    const member = await h.createUser();
    expect(
      (await h.gql(CHECK, { ids: [late.registrationId] }, member.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    const result = await h.gql<{ checkupRegistpayment: unknown[] }>(
      CHECK,
      { ids: [confirmed.registrationId, late.registrationId] },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.checkupRegistpayment).toEqual(
      expect.arrayContaining([
        {
          registrationId: late.registrationId,
          outcome: 'EXPIRED_REQUEST',
          price_status: 'UNPAID',
          pay_status: 'REQUESTED',
        },
        {
          registrationId: confirmed.registrationId,
          outcome: 'MARKED_PAID',
          price_status: 'PAID',
          pay_status: 'PAID',
        },
      ]),
    );
    expect((await h.knex('pays').where({ id: latePay.id }).first()).urlExpired).toBe(true);
    expect(await h.knex('registration_failures').where({ pay_id: latePay.id }).pluck('reason')).toEqual([
      'URL_EXPIRED',
    ]);
    // Again: nothing more to do.
    const again = await h.gql<{ checkupRegistpayment: { outcome: string }[] }>(
      CHECK,
      { ids: [late.registrationId, confirmed.registrationId] },
      admin.token,
    );
    expect(again.data?.checkupRegistpayment.map((c) => c.outcome)).toEqual(['UNCHANGED', 'UNCHANGED']);
    // An unknown id: refused, nothing written.
    const missing = await h.gql(CHECK, { ids: ['999999999'] }, admin.token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('forcePaymentCheck: the member for themself or an organiser, never for someone else', async () => {
    const member = await registered();
    const pay = await requested(member);
    await h.knex('pays').where({ id: pay.id }).update({ pay_status: 'PAID' });
    const FORCE = 'mutation($e: String!) { forcePaymentCheck(email: $e) { outcome price_status } }';
    const other = await h.createUser();
    expect((await h.gql(FORCE, { e: member.email }, other.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_PERMITTED',
    );
    expect(await state(member.registrationId)).toEqual({ price_status: 'UNPAID', pays: ['PAID'] });
    const own = await h.gql(FORCE, { e: member.email.toUpperCase() }, member.token);
    expect(own.data).toEqual({ forcePaymentCheck: [{ outcome: 'MARKED_PAID', price_status: 'PAID' }] });
    const byOrganiser = await h.gql(FORCE, { e: member.email }, admin.token);
    expect(byOrganiser.data).toEqual({ forcePaymentCheck: [{ outcome: 'UNCHANGED', price_status: 'PAID' }] });
    expect((await h.gql(FORCE, { e: ' ' }, admin.token)).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('recordBankTransfer marks the registration paid with a memo; refuses twice and an empty memo', async () => {
    const member = await registered();
    const open = await requested(member);
    const BANK =
      'mutation($id: ID!, $m: String!) { recordBankTransfer(registrationId: $id, memo: $m) { id pay_status cash_code total } }';
    expect(
      (await h.gql(BANK, { id: member.registrationId, m: ' ' }, admin.token)).errors?.[0]?.extensions?.fields,
    ).toEqual([{ field: 'memo', code: 'validation.required' }]);
    expect(
      (await h.gql(BANK, { id: member.registrationId, m: 'x' }, member.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_PERMITTED');
    const result = await h.gql<{ recordBankTransfer: { id: string } }>(
      BANK,
      { id: member.registrationId, m: 'Shinhan 110-123, 2024-06-01, Kim Minji' },
      admin.token,
    );
    expect(result.data?.recordBankTransfer).toMatchObject({
      pay_status: 'BANK_TRANSFER',
      cash_code: 'BANK',
      total: 250000,
    });
    expect(await state(member.registrationId)).toEqual({
      price_status: 'PAID',
      pays: ['REQUESTED', 'BANK_TRANSFER'],
    });
    expect((await h.knex('pays').where({ id: open.id }).first()).urlExpired).toBe(true);
    const memos = await h.gql<{ memoLists: { contents: string }[] }>(
      `{ memoLists(relationId: ${result.data?.recordBankTransfer.id}, type: PAY) { contents lastLog } }`,
      {},
      admin.token,
    );
    expect(memos.data?.memoLists).toEqual([
      { contents: 'Shinhan 110-123, 2024-06-01, Kim Minji', lastLog: expect.stringContaining(admin.email) },
    ]);
    const twice = await h.gql(BANK, { id: member.registrationId, m: 'again' }, admin.token);
    expect(twice.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'registrationId', code: 'payment.notPayable' },
    ]);
  });

  it('memos: organisers write and edit notes on existing rows only', async () => {
    const member = await registered();
    const CREATE =
      'mutation($i: MemoInput!) { createMemo(input: $i) { id contents lastLog type relationId } }';
    const input = {
      relationId: member.registrationId,
      type: 'REGISTRATION',
      contents: '  Needs a receipt in English ',
    };
    expect((await h.gql(CREATE, { i: input }, member.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_PERMITTED',
    );
    const created = await h.gql<{ createMemo: { id: string; contents: string } }>(
      CREATE,
      { i: input },
      admin.token,
    );
    expect(created.data?.createMemo).toMatchObject({
      contents: 'Needs a receipt in English',
      type: 'REGISTRATION',
    });
    const missing = await h.gql(CREATE, { i: { ...input, relationId: '999999999' } }, admin.token);
    expect(missing.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'relationId', code: 'validation.invalid' },
    ]);
    const tooLong = await h.gql(CREATE, { i: { ...input, contents: 'x'.repeat(2001) } }, admin.token);
    expect(tooLong.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'contents', code: 'validation.tooLong' },
    ]);
    const id = created.data?.createMemo.id;
    const updated = await h.gql(
      `mutation { updateMemo(id: ${id}, contents: "Receipt sent") { contents } }`,
      {},
      admin.token,
    );
    expect(updated.data).toEqual({ updateMemo: { contents: 'Receipt sent' } });
    const list = await h.gql(
      `{ memoLists(relationId: ${member.registrationId}, type: REGISTRATION) { contents } }`,
      {},
      member.token,
    );
    expect(list.errors?.[0]?.extensions?.code).toBe('NOT_PERMITTED');
    expect(
      (
        await h.gql(
          `{ memoLists(relationId: ${member.registrationId}, type: REGISTRATION) { contents } }`,
          {},
          admin.token,
        )
      ).data,
    ).toEqual({ memoLists: [{ contents: 'Receipt sent' }] });
  });
});
