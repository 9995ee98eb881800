// SQL of the groups module's tables: groups and group_users (who belongs to which group).
import type { Knex } from 'knex';
import type { GroupsTable } from '../../generated/tables';

export type GroupRow = GroupsTable;

// Qualified: the groups list joins other tables to this query.
export const liveGroups = (knex: Knex) => knex('groups').where('groups.delete', false);

export const findLiveGroup = async (knex: Knex, id: number): Promise<GroupRow | null> =>
  (await liveGroups(knex).where({ id }).first()) ?? null;

/** A subquery: the user ids of a group's members. */
export const memberIdsOfGroup = (knex: Knex, groupId: number) =>
  knex('group_users').where({ group_id: groupId }).select('user_id');

export async function insertGroup(knex: Knex, values: Pick<GroupRow, 'title' | 'type' | 'free'>) {
  const [row] = await knex('groups').insert(values).returning('*');
  return row!;
}

export async function updateLiveGroup(
  knex: Knex,
  id: number,
  values: Pick<GroupRow, 'title' | 'type' | 'free'>,
): Promise<GroupRow | undefined> {
  const [row] = await liveGroups(knex).where({ id }).update(values).returning('*');
  return row;
}

export const softDeleteGroups = (knex: Knex, ids: readonly number[]): Promise<number> =>
  liveGroups(knex).whereIn('id', ids).update({ delete: true });

export const liveGroupIdsOfType = (knex: Knex, type: GroupRow['type']): Promise<number[]> =>
  liveGroups(knex).where({ type }).pluck('id');

/** Replaces every membership of the members by membership of the groups. */
export async function replaceMemberships(
  trx: Knex.Transaction,
  userIds: readonly number[],
  groupIds: readonly number[],
): Promise<void> {
  await trx('group_users').whereIn('user_id', userIds).delete();
  await trx('group_users').insert(
    groupIds.flatMap((group_id) => userIds.map((user_id) => ({ group_id, user_id }))),
  );
}

export const membershipsOfGroups = (
  knex: Knex,
  groupIds: readonly number[],
): Promise<{ group_id: number; user_id: number }[]> =>
  knex('group_users')
    .whereIn('group_id', groupIds)
    .orderBy(['group_id', 'user_id'])
    .select('group_id', 'user_id');

export const memberCountsOfGroups = (
  knex: Knex,
  groupIds: readonly number[],
): Promise<{ group_id: number; count: number }[]> =>
  knex('group_users')
    .whereIn('group_id', groupIds)
    .groupBy('group_id')
    .select('group_id', knex.raw('count(*)::int as count'));

/** The live groups each member belongs to. */
export const liveGroupsOfMembers = (
  knex: Knex,
  userIds: readonly number[],
): Promise<(GroupRow & { user_id: number })[]> =>
  liveGroups(knex)
    .join('group_users', 'group_users.group_id', 'groups.id')
    .whereIn('group_users.user_id', userIds)
    .orderBy(['group_users.user_id', 'groups.title', 'groups.id'])
    .select('groups.*', 'group_users.user_id');
