// Rows of the authorisation matrix (../authorization.test.ts) for registrations and payments.
// The registration window is the spec's: each row sets the clock inside it and puts it back.
import type { GraphQLResult, Harness } from '../harness';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'public' | 'member' | 'self' | 'owner' | 'admin';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: { ownerId: number; unique: () => string }, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

// The owner is from the US (fixtures memberProfile): the overseas tier.
const INPUT = {
  category: 'ON_TIER1',
  occupation: 'FELLOW',
  attend: 'OFFLINE',
  accompanyingPerson: 0,
  badgeGivenName: 'Matrix',
  badgeFamilyName: 'Row',
};

const insideWindow = (h: Harness) => h.clock.setNow('2024-06-01T12:00:00+09:00');

/** The member's live registration (made here when the create row has not made one). */
export async function registrationOf(h: Harness, userId: number): Promise<number> {
  const live = await h.knex('registration_lists').where({ user_id: userId, delete: false }).first('id');
  if (live) return live.id;
  const [row] = await h
    .knex('registration_lists')
    .insert({ user_id: userId, category: 'KN_TIER1', price: '250000', currency: 'KRW', occupation: 'FELLOW' })
    .returning('id');
  return row.id;
}

async function freshMember(h: Harness, unique: () => string): Promise<number> {
  const email = `${unique()}@example.org`;
  const role = await h.knex('roles').where({ name: 'Member' }).first('id');
  const [row] = await h
    .knex('users')
    .insert({ username: email, email, password: 'x', role_id: role.id })
    .returning('id');
  return row.id;
}

export const REGISTRATION_CASES: Record<string, Case[]> = {
  // First: the owner registers here before other rows make a registration for them.
  createRegistrationList: [
    {
      rule: 'member',
      // Each caller registers themself once.
      doc: (_ids, h) => {
        insideWindow(h);
        return {
          query:
            'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id user { id } } }',
          variables: { input: INPUT },
          effect: async (result, allowed) => {
            h.clock.reset();
            const created = (result.data as { createRegistrationList?: { id: string } } | null)
              ?.createRegistrationList;
            if (!allowed) return expect(result.data).toBeNull();
            expect(await h.knex('registration_lists').where({ id: created?.id }).first('price')).toEqual({
              price: '200',
            });
          },
        };
      },
    },
  ],
  registrationWindow: [{ rule: 'public', doc: () => ({ query: '{ registrationWindow { open } }' }) }],
  registrationLists: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const userId = await freshMember(h, unique);
        await registrationOf(h, userId);
        return {
          query: `{ registrationLists(filter: { user: ${userId} }) { count } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(allowed ? { registrationLists: { count: 1 } } : null),
        };
      },
    },
  ],
  registrationList: [
    {
      rule: 'self',
      doc: async ({ ownerId }, h) => {
        const id = await registrationOf(h, ownerId);
        return {
          query: `{ registrationList(id: ${id}) { id } }`,
          effect: (result, allowed) =>
            expect((result.data as { registrationList?: unknown } | null)?.registrationList ?? null).toEqual(
              allowed ? { id: String(id) } : null,
            ),
        };
      },
    },
  ],
  checkDuplicateRegister: [
    {
      rule: 'self',
      doc: async ({ ownerId }, h) => {
        await registrationOf(h, ownerId);
        return {
          query: `{ checkDuplicateRegister(id: ${ownerId}) { check } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(allowed ? { checkDuplicateRegister: { check: true } } : null),
        };
      },
    },
  ],
  updateRegistrationList: [
    {
      rule: 'self',
      doc: async ({ ownerId, unique }, h) => {
        const id = await registrationOf(h, ownerId);
        await h.knex('registration_lists').where({ id }).update({ price_status: 'UNPAID' });
        insideWindow(h);
        const dietaryNeeds = unique();
        return {
          query: `mutation($input: RegistrationListInput!) { updateRegistrationList(id: ${id}, input: $input) { id } }`,
          variables: { input: { ...INPUT, dietaryNeeds } },
          effect: async (_result, allowed) => {
            h.clock.reset();
            const row = await h.knex('registration_lists').where({ id }).first('dietaryNeeds');
            expect(row.dietaryNeeds === dietaryNeeds).toBe(allowed);
          },
        };
      },
    },
  ],
  deleteMultipleRegister: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const id = await registrationOf(h, await freshMember(h, unique));
        return {
          query: `mutation { deleteMultipleRegister(ids: ["${id}"]) { affected } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('registration_lists').where({ id }).first('delete')).delete).toBe(allowed),
        };
      },
    },
  ],
  validateCheckPayUrl: [
    { rule: 'public', doc: () => ({ query: '{ validateCheckPayUrl(pay_url: "http://x/none") { valid } }' }) },
  ],
  pay: [
    {
      rule: 'self',
      doc: async ({ ownerId, unique }, h) => {
        const registrationId = await registrationOf(h, ownerId);
        const [pay] = await h
          .knex('pays')
          .insert({
            trade_id: unique(),
            product_name: 'Matrix',
            total: 1000,
            user_id: ownerId,
            user_name: 'Matrix',
            user_email: 'matrix@example.org',
            registration_list_id: registrationId,
            noti_url: 'x',
            close_url: 'x',
            fail_url: 'x',
            fail_redirect: 'x',
            success_redirect: 'x',
          })
          .returning('id');
        return {
          query: `{ pay(id: ${pay.id}) { id } }`,
          effect: (result, allowed) =>
            expect((result.data as { pay?: unknown } | null)?.pay ?? null).toEqual(
              allowed ? { id: String(pay.id) } : null,
            ),
        };
      },
    },
  ],
  createPayment: [
    {
      // Only the registration's member pays it (an organiser neither).
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        const id = await registrationOf(h, ownerId);
        await h.knex('registration_lists').where({ id }).update({ price_status: 'UNPAID' });
        const before = await h.knex('pays').where({ registration_list_id: id }).whereNotNull('tid').count();
        return {
          query: `mutation { createPayment(input: { registrationId: ${id} }) { tid } }`,
          effect: async (_result, allowed) => {
            const after = await h
              .knex('pays')
              .where({ registration_list_id: id })
              .whereNotNull('tid')
              .count();
            expect(Number(after[0]?.count) - Number(before[0]?.count)).toBe(allowed ? 1 : 0);
          },
        };
      },
    },
  ],
  requestRefund: [
    {
      // Only the registration's member asks (an organiser refunds through POST /cancel instead).
      rule: 'owner',
      doc: async ({ ownerId }, h) => {
        const id = await registrationOf(h, ownerId);
        await h.knex('registration_lists').where({ id }).update({ price_status: 'PAID' });
        return {
          query: `mutation { requestRefund(input: { registrationId: ${id} }) { price_status } }`,
          effect: async (_result, allowed) => {
            const row = await h.knex('registration_lists').where({ id }).first('price_status');
            expect(row.price_status).toBe(allowed ? 'REFUND_REQUESTED' : 'PAID');
            await h.knex('registration_lists').where({ id }).update({ price_status: 'UNPAID' });
          },
        };
      },
    },
  ],
  // regist/payLog, refundData, registerLog: organisers only; each row finds its own fresh row.
  pays: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const email = `${unique()}@example.org`;
        await insertPay(h, { user_email: email, trade_id: unique() });
        return {
          query: `{ pays(filter: { user_email: "${email}" }) { count } }`,
          effect: (result, allowed) => expect(result.data).toEqual(allowed ? { pays: { count: 1 } } : null),
        };
      },
    },
  ],
  payCancellations: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const email = `${unique()}@example.org`;
        const payId = await insertPay(h, { user_email: email, trade_id: unique() });
        await h
          .knex('pay_cancellations')
          .insert({ pay_id: payId, amount: 10, partial: true, result_code: '0000' });
        return {
          query: `{ payCancellations(filter: { user_email: "${email}" }) { count } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(allowed ? { payCancellations: { count: 1 } } : null),
        };
      },
    },
  ],
  registrationFailures: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const tid = unique().slice(0, 40);
        await h.knex('registration_failures').insert({ reason: 'UNKNOWN_TRADE', tid });
        return {
          query: `{ registrationFailures(filter: { tid: "${tid}" }) { count } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(allowed ? { registrationFailures: { count: 1 } } : null),
        };
      },
    },
  ],
  // Payment actions and memos (issue 10): organisers, except forcePaymentCheck (the member too).
  changePayStatusAtResult: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const tid = unique().slice(0, 40);
        const payId = await insertPay(h, { user_email: `${unique()}@example.org`, trade_id: unique(), tid });
        return {
          query: `mutation { changePayStatusAtResult(tid: "${tid}", status: ERROR) { pay_status } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('pays').where({ id: payId }).first('pay_status')).pay_status).toBe(
              allowed ? 'ERROR' : 'REQUESTED',
            ),
        };
      },
    },
  ],
  checkupRegistpayment: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const registrationId = await registrationOf(h, await freshMember(h, unique));
        const payId = await insertPay(h, { user_email: `${unique()}@example.org`, trade_id: unique() });
        await h.knex('pays').where({ id: payId }).update({ registration_list_id: registrationId });
        return {
          query: `mutation { checkupRegistpayment(ids: ["${registrationId}"]) { outcome } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('pays').where({ id: payId }).first('statusChecked')).statusChecked).toBe(
              allowed,
            ),
        };
      },
    },
  ],
  forcePaymentCheck: [
    {
      rule: 'self',
      doc: async ({ ownerId, unique }, h) => {
        const registrationId = await registrationOf(h, ownerId);
        const owner = await h.knex('users').where({ id: ownerId }).first('email');
        const payId = await insertPay(h, {
          user_email: owner.email,
          // pays.trade_id is varchar(40): `${Math.random()}` alone can be 20+ characters.
          trade_id: `force-${unique()}`,
        });
        await h.knex('pays').where({ id: payId }).update({ registration_list_id: registrationId });
        return {
          query: `mutation { forcePaymentCheck(email: "${owner.email}") { outcome } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('pays').where({ id: payId }).first('statusChecked')).statusChecked).toBe(
              allowed,
            ),
        };
      },
    },
  ],
  recordBankTransfer: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const registrationId = await registrationOf(h, await freshMember(h, unique));
        return {
          query: `mutation { recordBankTransfer(registrationId: ${registrationId}, memo: "Matrix transfer") { id } }`,
          effect: async (_result, allowed) =>
            expect(
              (await h.knex('registration_lists').where({ id: registrationId }).first('price_status'))
                .price_status,
            ).toBe(allowed ? 'PAID' : 'UNPAID'),
        };
      },
    },
  ],
  memoLists: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const registrationId = await registrationOf(h, await freshMember(h, unique));
        await h
          .knex('memo_lists')
          .insert({ relationId: registrationId, type: 'REGISTRATION', contents: 'Matrix' });
        return {
          query: `{ memoLists(relationId: ${registrationId}, type: REGISTRATION) { contents } }`,
          effect: (result, allowed) =>
            expect(result.data).toEqual(allowed ? { memoLists: [{ contents: 'Matrix' }] } : null),
        };
      },
    },
  ],
  createMemo: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const registrationId = await registrationOf(h, await freshMember(h, unique));
        return {
          query: `mutation { createMemo(input: { relationId: ${registrationId}, type: REGISTRATION, contents: "Matrix" }) { id } }`,
          effect: async (_result, allowed) =>
            expect(
              await h
                .knex('memo_lists')
                .where({ relationId: registrationId, type: 'REGISTRATION' })
                .pluck('contents'),
            ).toEqual(allowed ? ['Matrix'] : []),
        };
      },
    },
  ],
  updateMemo: [
    {
      rule: 'admin',
      doc: async ({ unique }, h) => {
        const contents = unique();
        const [memo] = await h
          .knex('memo_lists')
          .insert({ relationId: 1, type: 'USER', contents: 'before' })
          .returning('id');
        return {
          query: `mutation { updateMemo(id: ${memo.id}, contents: "${contents}") { id } }`,
          effect: async (_result, allowed) =>
            expect((await h.knex('memo_lists').where({ id: memo.id }).first('contents')).contents).toBe(
              allowed ? contents : 'before',
            ),
        };
      },
    },
  ],
};

async function insertPay(
  h: Harness,
  values: { user_email: string; trade_id: string; tid?: string },
): Promise<number> {
  const someone = await h.knex('users').first('id');
  const [pay] = await h
    .knex('pays')
    .insert({
      ...values,
      product_name: 'Matrix',
      total: 1000,
      user_id: someone.id,
      user_name: 'Matrix',
      noti_url: 'x',
      close_url: 'x',
      fail_url: 'x',
      fail_redirect: 'x',
      success_redirect: 'x',
    })
    .returning('id');
  return pay.id;
}
