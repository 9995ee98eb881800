import type { Knex } from 'knex';
import { z } from 'zod';
import { requiredText } from '@congress/domain/validation';
import { AppError, parseInput, validationError } from '../../errors';
import { applySort, likePattern, listOf, pageOf, type SortInput } from '../../graphql/paging';

export interface GroupRow {
  id: number;
  title: string;
  type: string;
  free: boolean;
  delete: boolean;
  created_at: Date;
}

const groupInput = z.object({ title: requiredText(200), type: requiredText(50), free: z.boolean() });
const SORTABLE = { id: 'id', title: 'title', type: 'type', free: 'free', created_at: 'created_at' };

export function listGroups(
  knex: Knex,
  args: {
    filter?: { title?: string | null; free?: boolean | null; type?: string | null } | null;
    sort_conditions?: readonly SortInput[] | null;
    start?: number | null;
    limit?: number | null;
  },
) {
  const q = knex('groups').where({ delete: false });
  const f = args.filter ?? {};
  if (f.title?.trim()) q.whereILike('title', likePattern(f.title.trim()));
  if (typeof f.free === 'boolean') q.where('free', f.free);
  if (f.type) q.where('type', f.type);
  return listOf<GroupRow>(
    q,
    (query) => applySort(query, args.sort_conditions, SORTABLE, 'id'),
    pageOf(args.start, args.limit),
  );
}

export const findGroup = async (knex: Knex, id: number): Promise<GroupRow | null> =>
  (await knex('groups').where({ id, delete: false }).first()) ?? null;

export async function createGroup(knex: Knex, input: unknown): Promise<GroupRow> {
  const [row] = await knex('groups').insert(parseInput(groupInput, input)).returning('*');
  return row;
}

export async function updateGroup(knex: Knex, id: number, input: unknown): Promise<GroupRow> {
  const [row] = await knex('groups')
    .where({ id, delete: false })
    .update(parseInput(groupInput, input))
    .returning('*');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deleteGroups(knex: Knex, ids: number[]): Promise<number> {
  return knex('groups').whereIn('id', ids).where({ delete: false }).update({ delete: true });
}

/** Moves the users into the live group(s) of a type, out of every other group, atomically. */
export async function changeUserGroup(knex: Knex, ids: number[], type: string): Promise<number> {
  const userIds = [...new Set(ids)];
  if (!userIds.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  return knex.transaction(async (trx) => {
    const groups: { id: number }[] = await trx('groups').where({ type, delete: false }).select('id');
    if (!groups.length) throw new AppError('NOT_FOUND', { message: `no group of type ${type}` });
    const users: { id: number }[] = await trx('users').whereIn('id', userIds).select('id');
    if (users.length !== userIds.length) throw new AppError('NOT_FOUND', { message: 'unknown user' });
    await trx('group_users').whereIn('user_id', userIds).delete();
    await trx('group_users').insert(
      groups.flatMap((g) => userIds.map((user_id) => ({ group_id: g.id, user_id }))),
    );
    return users.length;
  });
}
