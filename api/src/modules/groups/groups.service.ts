// Groups: an organisers' tool to sort members (speakers, staff, free registration…).
import type { Knex } from 'knex';
import { z } from 'zod';
import { groupInputSchema, groupTypeSchema } from '@congress/domain/validation';
import { AppError, parseInput, validationError } from '../../errors';
import type { RequestContext } from '../../context';
import { runList, type ListArgs } from '../../lists/query';
import { existingMemberIds } from '../members/members.service';
import { recordPersonalDataAccess } from '../accessRecord/accessRecord.service';
import {
  findLiveGroup,
  insertGroup,
  liveGroupIdsOfType,
  replaceMemberships,
  softDeleteGroups,
  updateLiveGroup,
  type GroupRow,
} from './groups.repository';
import { GROUPS_LIST_DEFINITION } from './groups.list';

export type { GroupRow } from './groups.repository';

/** Organisers: live groups, filtered, sorted and paged (the list kit, groups.list.ts). */
export const listGroups = (ctx: RequestContext, args: ListArgs) =>
  runList<GroupRow>(GROUPS_LIST_DEFINITION, ctx, args);

export const findGroup = (knex: Knex, id: number) => findLiveGroup(knex, id);

export const createGroup = (knex: Knex, input: unknown) =>
  insertGroup(knex, parseInput(groupInputSchema, input));

export async function updateGroup(knex: Knex, id: number, input: unknown): Promise<GroupRow> {
  const row = await updateLiveGroup(knex, id, parseInput(groupInputSchema, input));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const deleteGroups = (knex: Knex, ids: number[]) => softDeleteGroups(knex, ids);

/**
 * Moves the members into the live group(s) of a type and out of every other group, atomically:
 * afterwards each of them belongs to exactly the groups of that type.
 */
export async function changeUserGroup(ctx: RequestContext, ids: number[], type: string): Promise<number> {
  const { knex } = ctx;
  const userIds = [...new Set(ids)];
  if (!userIds.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  const checked = parseInput(z.object({ type: groupTypeSchema }), { type });
  return knex.transaction(async (trx) => {
    const groupIds = await liveGroupIdsOfType(trx, checked.type);
    if (!groupIds.length) throw new AppError('NOT_FOUND', { message: `no group of type ${type}` });
    const known = await existingMemberIds(trx, userIds);
    if (known.length !== userIds.length) throw new AppError('NOT_FOUND', { message: 'unknown user' });
    await replaceMemberships(trx, userIds, groupIds);
    // Members' data changed by the back office (issue 39 §3), recorded with the change.
    await recordPersonalDataAccess(
      ctx,
      { action: 'CHANGE', operation: 'changeUserGroup', memberIds: known, filter: { type: checked.type } },
      trx,
    );
    return known.length;
  });
}
