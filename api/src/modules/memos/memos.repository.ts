import type { Knex } from 'knex';
import type { MemoListsTable } from '../../generated/tables';

export type MemoRow = MemoListsTable;

export type MemoValues = Pick<MemoRow, 'relationId' | 'type' | 'contents' | 'lastLog' | 'created_by'>;

export const memosOf = (knex: Knex, relationId: number, type: MemoRow['type']): Promise<MemoRow[]> =>
  knex('memo_lists').where({ relationId, type }).orderBy('id').limit(500);

export async function insertMemo(knex: Knex, values: MemoValues, now: Date): Promise<MemoRow> {
  const [row] = await knex('memo_lists')
    .insert({ ...values, created_at: now, updated_at: now })
    .returning('*');
  return row!;
}

export async function updateMemoRow(
  knex: Knex,
  id: number,
  values: { contents: string; lastLog: string },
  now: Date,
): Promise<MemoRow | undefined> {
  const [row] = await knex('memo_lists')
    .where({ id })
    .update({ ...values, updated_at: now })
    .returning('*');
  return row;
}
