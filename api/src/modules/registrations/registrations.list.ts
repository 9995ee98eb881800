// regist/committeUserData through the list kit. Columns and filters: @congress/domain/lists
// REGISTRATIONS_LIST. The latest payment joins laterally, once per row.
import { REGISTRATION_ATTENDS, REGISTRATION_PRICE_STATUSES, FEE_TABLES } from '@congress/domain';
import { REGISTRATIONS_LIST } from '@congress/domain/lists';
import type { Knex } from 'knex';
import { defineList, type ListContext } from '../../lists/definition';
import { filteredQuery, parseFilter } from '../../lists/query';
import { requireOrganiser } from '../auth/guards';
import { paysOfOuterRegistration } from '../pays/pays.lookup';

const LATEST_PAY = `LEFT JOIN LATERAL (SELECT p.tid, p.pay_status FROM pays p
  WHERE p.registration_list_id = registration_lists.id ORDER BY p.created_at DESC, p.id DESC LIMIT 1) latest_pay ON true`;

const NAME_SQL = `concat_ws(' ', users."givenName", users."familyName")`;
const BADGE_SQL = `concat_ws(' ', registration_lists."badgeGivenName", upper(registration_lists."badgeFamilyName"))`;

export const REGISTRATIONS_LIST_DEFINITION = defineList({
  declaration: REGISTRATIONS_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) =>
    knex('registration_lists').join('users', 'users.id', 'registration_lists.user_id').joinRaw(LATEST_PAY),
  rowsQuery: (query: Knex.QueryBuilder) => query.select('registration_lists.*'),
  idColumn: 'registration_lists.id',
  columns: {
    id: 'registration_lists.id',
    email: 'users.email',
    name: { raw: NAME_SQL },
    name_kr: 'users.name_kr',
    country: 'users.country',
    category: 'registration_lists.category',
    occupation: 'registration_lists.occupation',
    attend: 'registration_lists.attend',
    price: { raw: 'registration_lists.price::bigint' },
    currency: 'registration_lists.currency',
    price_status: 'registration_lists.price_status',
    pay_status: 'latest_pay.pay_status',
    pay_tid: 'latest_pay.tid',
    dinnerAttendance: 'registration_lists.dinnerAttendance',
    accompanyingPerson: 'registration_lists.accompanyingPerson',
    vegetarian: 'registration_lists.vegetarian',
    dietaryNeeds: 'registration_lists.dietaryNeeds',
    alergy: 'registration_lists.alergy',
    badgeName: { raw: BADGE_SQL },
    created_at: 'registration_lists.created_at',
  },
  filters: {
    user: { kind: 'equals', column: 'registration_lists.user_id', id: true },
    email_contains: { kind: 'contains', column: 'users.email' },
    name_contains: { kind: 'contains', column: { raw: `concat_ws(' ', ${NAME_SQL}, users.name_kr)` } },
    country: { kind: 'oneOf', column: 'users.country' },
    price_status: {
      kind: 'oneOf',
      column: 'registration_lists.price_status',
      values: REGISTRATION_PRICE_STATUSES,
    },
    attend: { kind: 'oneOf', column: 'registration_lists.attend', values: REGISTRATION_ATTENDS },
    category: {
      kind: 'oneOf',
      column: 'registration_lists.category',
      values: FEE_TABLES.flatMap((table) => table.tiers.map((tier) => tier.code)),
    },
    pay_tid: { kind: 'equals', column: 'latest_pay.tid' },
    pay_null: {
      kind: 'exists',
      subquery: (knex) => paysOfOuterRegistration(knex, 'registration_lists.id'),
      trueMeans: 'none',
    },
    created_at: { kind: 'dateRange', column: 'registration_lists.created_at' },
    delete: { kind: 'flag', column: 'registration_lists.delete' },
  },
});

/**
 * The ids of the registrations the registration list shows for `filter` (organisers' bulk badge
 * print: the same filters as the list), ascending, optionally narrowed to `ids`.
 */
export async function filteredRegistrationIds(
  ctx: ListContext,
  filter: unknown,
  ids: readonly number[] | null,
): Promise<number[]> {
  const query = filteredQuery(
    REGISTRATIONS_LIST_DEFINITION,
    ctx,
    parseFilter(REGISTRATIONS_LIST_DEFINITION, filter),
  )
    .clearSelect()
    .select('registration_lists.id')
    .orderBy('registration_lists.id');
  if (ids) query.whereRaw('registration_lists.id = any(?::int[])', [[...ids]]);
  const rows: { id: number }[] = await query;
  return rows.map((row) => row.id);
}
