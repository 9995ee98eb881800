import { BADGE_STATUSES } from '@congress/domain';
import type { Knex } from 'knex';
import type { RegistrationRow } from '../../db/rows';
import { byDay, groupedCounts, inRange, seoulDay, totalOf, type DayRange } from '../../db/figures';
import { ownersOfRows } from '../../db/owners';

/** Each member's current registration: the newest one not deleted (one query for all members). */
export const liveRegistrationsOf = (knex: Knex, userIds: readonly number[]): Promise<RegistrationRow[]> =>
  knex('registration_lists')
    .distinctOn('user_id')
    .whereIn('user_id', userIds)
    .where({ delete: false })
    .orderBy([
      { column: 'user_id' },
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

/** A subquery: the member row `users.id` (of the outer query) has a live registration. */
export const liveRegistrationOfOuterMember = (knex: Knex) =>
  knex('registration_lists').whereRaw('registration_lists.user_id = users.id').where('delete', false);

/** A registration by id, locked for the rest of the transaction (edits and payments serialise on it). */
export const registrationForUpdate = (
  trx: Knex.Transaction,
  id: number,
): Promise<RegistrationRow | undefined> => trx('registration_lists').where({ id }).forUpdate().first();

/** A member's registrations not deleted, by id. */
export const liveRegistrationIdsOf = (knex: Knex, userId: number): Promise<number[]> =>
  knex('registration_lists').where({ user_id: userId, delete: false }).orderBy('id').pluck('id');

/** A subquery: the user ids of live registrations not paid yet (a mail to unpaid registrants). */
export const unpaidRegistrantIds = (knex: Knex) =>
  knex('registration_lists').where({ delete: false, price_status: 'UNPAID' }).select('user_id');

/** A member's newest live registration. */
export const latestLiveRegistrationOf = (knex: Knex, userId: number): Promise<RegistrationRow | undefined> =>
  knex('registration_lists').where({ user_id: userId, delete: false }).orderBy('id', 'desc').first();

export const findRegistration = (knex: Knex, id: number): Promise<RegistrationRow | undefined> =>
  knex('registration_lists').where({ id }).first();

/** The members of these registrations (deleted ones too). */
export const registrationOwners = (knex: Knex, ids: readonly number[]) =>
  ownersOfRows(knex('registration_lists'), ids);

export async function insertRegistration(
  knex: Knex,
  values: Record<string, unknown>,
): Promise<RegistrationRow> {
  const [row] = await knex('registration_lists').insert(values).returning('*');
  return row!;
}

export async function updateRegistrationRow(
  knex: Knex,
  id: number,
  values: Record<string, unknown>,
  now: Date,
): Promise<RegistrationRow> {
  const [row] = await knex('registration_lists')
    .where({ id })
    .update({ ...values, updated_at: now })
    .returning('*');
  return row!;
}

/** These registrations' ids, delete flags and price statuses, locked to the end of the transaction. */
export const registrationStatesForUpdate = (
  trx: Knex.Transaction,
  ids: readonly number[],
): Promise<Pick<RegistrationRow, 'id' | 'delete' | 'price_status'>[]> =>
  trx('registration_lists')
    .whereIn('id', ids)
    .orderBy('id')
    .forUpdate()
    .select('id', 'delete', 'price_status');

/** Soft-deletes the given registrations that hold no money (not paid, not awaiting a refund). */
export const softDeleteRegistrations = (knex: Knex, ids: readonly number[], now: Date): Promise<number> =>
  ids.length
    ? knex('registration_lists')
        .whereIn('id', ids)
        .where({ delete: false })
        .whereNotIn('price_status', ['PAID', 'REFUND_REQUESTED'])
        .update({ delete: true, updated_at: now })
    : Promise.resolve(0);

/** What the CME credits read of an attendee (issue 26 §3): the registration and its member. */
export interface CreditAttendeeRow {
  registration_id: number;
  user_id: number;
  givenName: string | null;
  familyName: string | null;
  name_kr: string | null;
  country: string | null;
  email: string;
  medi_license: string | null;
}

/**
 * The registrations that may attend (paid or free, not deleted) with their members, of the given
 * members (all when null), by registration id: the attendees whose scans count for credits.
 */
export function creditAttendees(knex: Knex, userIds: readonly number[] | null): Promise<CreditAttendeeRow[]> {
  const query = knex('registration_lists')
    .join('users', 'users.id', 'registration_lists.user_id')
    .where('registration_lists.delete', false)
    .whereIn('registration_lists.price_status', [...BADGE_STATUSES])
    .select(
      'registration_lists.id as registration_id',
      'registration_lists.user_id',
      'users.givenName',
      'users.familyName',
      'users.name_kr',
      'users.country',
      'users.email',
      'users.medi_license',
    )
    .orderBy('registration_lists.id');
  if (userIds) query.whereRaw('registration_lists.user_id = any(?::int[])', [[...userIds]]);
  return query;
}

/** What a badge and the check-in desk show of a registration: its own columns and its member's. */
export interface BadgeSourceRow {
  id: number;
  user_id: number;
  category: string;
  price_status: RegistrationRow['price_status'];
  delete: boolean;
  badgeGivenName: string | null;
  badgeFamilyName: string | null;
  givenName: string | null;
  familyName: string | null;
  name_kr: string | null;
  affiliation: string | null;
  affiliation_kr: string | null;
  country: string | null;
  email: string;
}

const BADGE_COLUMNS = [
  'registration_lists.id',
  'registration_lists.user_id',
  'registration_lists.category',
  'registration_lists.price_status',
  'registration_lists.delete',
  'registration_lists.badgeGivenName',
  'registration_lists.badgeFamilyName',
  'users.givenName',
  'users.familyName',
  'users.name_kr',
  'users.affiliation',
  'users.affiliation_kr',
  'users.country',
  'users.email',
];

const badgeSource = (knex: Knex) =>
  knex('registration_lists')
    .join('users', 'users.id', 'registration_lists.user_id')
    .select<BadgeSourceRow[]>(BADGE_COLUMNS);

/** The registrations' badge data, in the order of `ids`' registration ids (ascending). */
export const badgeSourcesOf = (knex: Knex, ids: readonly number[]): Promise<BadgeSourceRow[]> =>
  badgeSource(knex)
    .whereRaw('registration_lists.id = any(?::int[])', [[...ids]])
    .orderBy('registration_lists.id');

/**
 * One page of the desk's offline roster (issue 36): registrations not deleted, by number, after
 * the number `after` (keyset paging: a page is one index range scan however far the desk is).
 */
export const rosterBadgeSources = (knex: Knex, after: number, limit: number): Promise<BadgeSourceRow[]> =>
  badgeSource(knex)
    .where('registration_lists.delete', false)
    .where('registration_lists.id', '>', after)
    .orderBy('registration_lists.id')
    .limit(limit);

/** How many registrations the desk's roster holds (not deleted). */
export async function rosterSize(knex: Knex): Promise<number> {
  const row = await knex('registration_lists')
    .where('delete', false)
    .count<{ count: string }>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

/**
 * The desk's search: registrations whose number is `text`, or whose member's name (Latin or
 * Korean), badge name or e-mail contains it; live ones first, newest first.
 */
export function searchBadgeSources(knex: Knex, text: string, limit: number): Promise<BadgeSourceRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = /^[0-9]{1,9}$/.test(text) ? Number(text) : null;
  return badgeSource(knex)
    .where((q) => {
      if (number !== null) q.orWhere('registration_lists.id', number);
      q.orWhereRaw(
        `concat_ws(' ', users."givenName", users."familyName", users.name_kr, registration_lists."badgeGivenName",
          registration_lists."badgeFamilyName", users.email) ILIKE ?`,
        [pattern],
      );
    })
    .orderBy([
      { column: 'registration_lists.delete', order: 'asc' },
      { column: 'registration_lists.id', order: 'desc' },
    ])
    .limit(limit);
}

// The event statistics' figures (modules/statistics) ---------------------------------------------

export async function registrationFigures(knex: Knex, range: DayRange) {
  const where = inRange('created_at', range);
  const groups = await groupedCounts(
    knex,
    'registration_lists',
    { sql: `NOT "delete" AND ${where.sql}`, bindings: where.bindings },
    {
      status: 'price_status',
      track: 'price_type',
      tier: 'category',
      category: 'occupation',
      attendance: 'attend',
      day: seoulDay('created_at'),
    },
  );
  return {
    total: totalOf(groups.get('total')),
    byStatus: groups.get('status') ?? [],
    byTrack: groups.get('track') ?? [],
    byTier: groups.get('tier') ?? [],
    byCategory: groups.get('category') ?? [],
    byAttendance: groups.get('attendance') ?? [],
    perDay: byDay(groups.get('day') ?? []),
  };
}
