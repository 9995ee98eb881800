// deleteMultipleRegister (spec §7; issue 36): an organiser's deletion of registrations deletes
// the unpaid, free and refunded ones and names each id it left, with the reason: paid (refund
// first), refund requested, already deleted, no such registration. Nothing else changes.
import { asAdminRole, startHarness, type Harness } from './harness';
import { KOREAN_REGISTRATION } from './kgSteps';

const DELETE =
  'mutation($ids: [ID!]!) { deleteMultipleRegister(ids: $ids) { ok affected notDeleted { id reason } } }';

interface Answer {
  deleteMultipleRegister: { ok: boolean; affected: number; notDeleted: { id: string; reason: string }[] };
}

describe('deleting registrations (deleteMultipleRegister)', () => {
  let h: Harness;
  let admin: { token: string };
  beforeAll(async () => {
    h = await startHarness();
    admin = await h.createUser({}, asAdminRole);
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(() => h.close());

  async function registered() {
    const member = await h.createUser({ country: 'KR', name_kr: '김민지' });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      { input: KOREAN_REGISTRATION },
      member.token,
    );
    if (!created.data) throw new Error(JSON.stringify(created.errors));
    return { ...member, registrationId: created.data.createRegistrationList.id };
  }
  async function paid() {
    const member = await registered();
    const recorded = await h.gql(
      'mutation($id: ID!) { recordBankTransfer(registrationId: $id, memo: "Deposit") { id } }',
      { id: member.registrationId },
      admin.token,
    );
    expect(recorded.errors).toBeUndefined();
    return member;
  }
  const states = (ids: string[]) =>
    h
      .knex('registration_lists')
      .whereIn('id', ids.map(Number))
      .orderBy('id')
      .select('id', 'delete', 'price_status');

  it('deletes the unpaid ones and names each registration it left, with the reason', async () => {
    const unpaid = await registered();
    const paidOne = await paid();
    const refundAsked = await paid();
    const asked = await h.gql(
      'mutation($input: RequestRefundInput!) { requestRefund(input: $input) { price_status } }',
      { input: { registrationId: refundAsked.registrationId } },
      refundAsked.token,
    );
    expect(asked.errors).toBeUndefined();
    const gone = await registered();
    await h.gql(DELETE, { ids: [gone.registrationId] }, admin.token);

    const ids = [
      unpaid.registrationId,
      paidOne.registrationId,
      refundAsked.registrationId,
      gone.registrationId,
      '999999999',
    ];
    const before = await states(ids);
    const result = await h.gql<Answer>(DELETE, { ids }, admin.token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.deleteMultipleRegister).toEqual({
      ok: false,
      affected: 1,
      notDeleted: [
        { id: paidOne.registrationId, reason: 'PAID' },
        { id: refundAsked.registrationId, reason: 'REFUND_REQUESTED' },
        { id: gone.registrationId, reason: 'ALREADY_DELETED' },
        { id: '999999999', reason: 'NOT_FOUND' },
      ],
    });
    const after = await states(ids);
    expect(after).toEqual(
      before.map((row) => (String(row.id) === unpaid.registrationId ? { ...row, delete: true } : row)),
    );
  });

  it('answers ok when every registration asked for was deleted', async () => {
    const first = await registered();
    const second = await registered();
    const result = await h.gql<Answer>(
      DELETE,
      { ids: [first.registrationId, second.registrationId] },
      admin.token,
    );
    expect(result.data?.deleteMultipleRegister).toEqual({ ok: true, affected: 2, notDeleted: [] });
  });
});
