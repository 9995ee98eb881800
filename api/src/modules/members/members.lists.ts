// The members module's back-office lists: all members (member/allUsers) and dormant accounts
// (member/unregistered). Columns and filters: @congress/domain/lists.
import { DORMANT_LIST, MEMBERS_LIST } from '@congress/domain/lists';
import type { Knex } from 'knex';
import { defineList, type ListContext } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';
import { liveRegistrationSubquery } from '../registrations/registrations.service';
import { withRoleName } from './members.repository';

/** An account is dormant after this many days without a login (docs/decisions.md). */
export const DORMANT_AFTER_DAYS = 365;

/** The last sign of life of an account: its last login, or its sign-up when it never logged in. */
export const LAST_ACTIVE_SQL = 'coalesce(users.last_login_at, users.created_at)';

const organisersOnly = (ctx: Parameters<typeof requireOrganiser>[0]) => {
  requireOrganiser(ctx);
};

export const MEMBERS_LIST_DEFINITION = defineList({
  declaration: MEMBERS_LIST,
  guard: organisersOnly,
  baseQuery: ({ knex }) => knex('users'),
  rowsQuery: (query) => withRoleName(query),
  idColumn: 'users.id',
  // Every sortable member column has a (column, id) index (migrations, "admin lists").
  firstRowsProbe: { table: 'users', rows: 4000 },
  columns: {
    id: 'users.id',
    email: 'users.email',
    title: 'users.title',
    givenName: 'users.givenName',
    familyName: 'users.familyName',
    name_kr: 'users.name_kr',
    country: 'users.country',
    affiliation: 'users.affiliation',
    department: 'users.department',
    dialCode: 'users.dialCode',
    mobilePhone: 'users.mobilePhone',
    invited: 'users.invited',
    blocked: 'users.blocked',
    delete: 'users.delete',
    created_at: 'users.created_at',
  },
  filters: {
    id: { kind: 'equals', column: 'users.id', id: true },
    email_contains: { kind: 'contains', column: 'users.email' },
    name_kr_contains: { kind: 'contains', column: 'users.name_kr' },
    givenName: { kind: 'contains', column: 'users.givenName' },
    familyName: { kind: 'contains', column: 'users.familyName' },
    affiliation: { kind: 'contains', column: 'users.affiliation' },
    country: { kind: 'oneOf', column: 'users.country' },
    invited: { kind: 'flag', column: 'users.invited' },
    blocked: { kind: 'flag', column: 'users.blocked' },
    delete: { kind: 'flag', column: 'users.delete' },
    // true: members without a live (not deleted) registration.
    registration_list_null: { kind: 'exists', subquery: liveRegistrationSubquery, trueMeans: 'none' },
  },
});

/** The moment before which an account's last sign of life makes it dormant. */
export const dormantSince = (ctx: Pick<ListContext, 'clock'>) =>
  new Date(ctx.clock.now().getTime() - DORMANT_AFTER_DAYS * 86_400_000);

export const DORMANT_LIST_DEFINITION = defineList({
  declaration: DORMANT_LIST,
  guard: organisersOnly,
  // Deleted accounts are not dormant: they are gone (and must not be offered for reactivation mail).
  baseQuery: (ctx) =>
    ctx
      .knex('users')
      .where('users.delete', false)
      .whereRaw(`${LAST_ACTIVE_SQL} < ?`, [dormantSince(ctx)]),
  rowsQuery: (query: Knex.QueryBuilder, { knex }: ListContext) =>
    withRoleName(query).select(knex.raw(`${LAST_ACTIVE_SQL} as last_active_at`)),
  idColumn: 'users.id',
  columns: {
    id: 'users.id',
    email: 'users.email',
    givenName: 'users.givenName',
    familyName: 'users.familyName',
    name_kr: 'users.name_kr',
    blocked: 'users.blocked',
    created_at: 'users.created_at',
    last_active_at: { raw: LAST_ACTIVE_SQL },
  },
  filters: {
    email_contains: { kind: 'contains', column: 'users.email' },
    blocked: { kind: 'flag', column: 'users.blocked' },
  },
});
