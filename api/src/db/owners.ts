// Whose rows these are: the members (user_id) owning rows of a table by id, one query. Each owning
// module asks it of its own table (<module>.repository.ts) for the back office's access record
// (modules/accessRecord/backOfficeOperations.ts).
import type { Knex } from 'knex';

/** The distinct user_id of the rows of `table` (a query its owner started) whose id is in `ids`. */
export async function ownersOfRows(table: Knex.QueryBuilder, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows: { user_id: number | null }[] = await table
    .whereIn('id', [...new Set(ids)])
    .whereNotNull('user_id')
    .distinct('user_id');
  return rows.map((row) => Number(row.user_id));
}
