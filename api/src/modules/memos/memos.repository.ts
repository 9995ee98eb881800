import type { Knex } from 'knex';

export interface MemoValues {
  relationId: number;
  type: string;
  contents: string;
  lastLog: string;
  created_by: number;
}

export const memosOf = (knex: Knex, relationId: number, type: string) =>
  knex('memo_lists').where({ relationId, type }).orderBy('id').limit(500);

export async function insertMemo(knex: Knex, values: MemoValues, now: Date) {
  const [row] = await knex('memo_lists')
    .insert({ ...values, created_at: now, updated_at: now })
    .returning('*');
  return row;
}

export async function updateMemoRow(
  knex: Knex,
  id: number,
  values: { contents: string; lastLog: string },
  now: Date,
) {
  const [row] = await knex('memo_lists')
    .where({ id })
    .update({ ...values, updated_at: now })
    .returning('*');
  return row;
}
