import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { groupedByKey } from '../../loaderUtils';
import {
  liveGroupsOfMembers,
  memberCountsOfGroups,
  membershipsOfGroups,
  type GroupRow,
} from './groups.repository';

export const createGroupsLoaders = (knex: Knex) => ({
  /** Group id → its members' ids (Group.group_user_id). */
  memberIdsByGroup: new DataLoader<number, number[]>(async (groupIds) =>
    groupedByKey(groupIds, await membershipsOfGroups(knex, groupIds), (row) => row.group_id).map((rows) =>
      rows.map((row) => row.user_id),
    ),
  ),
  /** Group id → how many members it has, counted by the database (no id lists fetched). */
  memberCountByGroup: new DataLoader<number, number>(async (groupIds) => {
    const counts = new Map(
      (await memberCountsOfGroups(knex, groupIds)).map((row) => [row.group_id, row.count]),
    );
    return groupIds.map((id) => counts.get(id) ?? 0);
  }),
  /** Member id → the live groups they belong to. */
  groupsByMember: new DataLoader<number, GroupRow[]>(async (userIds) =>
    groupedByKey(userIds, await liveGroupsOfMembers(knex, userIds), (row) => row.user_id),
  ),
});
