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

/**
 * The member a note is about, for the back office's access record (one query): the member noted,
 * or the owner of the registration, payment or abstract noted; none for a sponsor. `note`: a
 * stored note, or the row a new one is to note.
 */
export async function notedMembers(
  knex: Knex,
  note: { id: number } | Pick<MemoRow, 'relationId' | 'type'>,
): Promise<number[]> {
  const notes =
    'id' in note
      ? knex('memo_lists').where({ id: note.id }).select('type', 'relationId')
      : knex.select(knex.raw('?::text as type, ?::int as "relationId"', [note.type, note.relationId]));
  const owner = (table: string, type: MemoRow['type']) =>
    function (this: Knex.JoinClause) {
      this.on(`${table}.id`, 'n.relationId').andOnVal('n.type', '=', type);
    };
  const rows: { member: number | null }[] = await knex
    .from(notes.as('n'))
    .leftJoin('registration_lists as r', owner('r', 'REGISTRATION'))
    .leftJoin('pays as p', owner('p', 'PAY'))
    .leftJoin('abstracts as a', owner('a', 'ABSTRACT'))
    .select(
      knex.raw(
        `case n.type when 'USER' then n."relationId" when 'REGISTRATION' then r.user_id
          when 'PAY' then p.user_id when 'ABSTRACT' then a.user_id end as member`,
      ),
    );
  return rows.flatMap((row) => (row.member == null ? [] : [Number(row.member)]));
}
