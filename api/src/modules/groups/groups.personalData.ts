// What retention and a member's own-data file (issue 39 §4) ask of groups.
import type { Knex } from 'knex';

export const leaveAllGroups = (trx: Knex.Transaction, userIds: readonly number[]) =>
  trx('group_users').whereIn('user_id', userIds).delete();

export const groupsExport = (db: Knex, userId: number) =>
  db('group_users')
    .join('groups', 'groups.id', 'group_users.group_id')
    .where('group_users.user_id', userId)
    .select('groups.title', 'groups.type');
