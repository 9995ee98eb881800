// What retention and a member's own-data file (issue 39 §4) ask of the credits.
import type { Knex } from 'knex';

/** When the credit objections close; null when never set. */
export const objectionsCloseAt = async (db: Knex): Promise<Date | null> =>
  (await db('credit_settings').where({ id: 1 }).first('objections_close_at'))?.objections_close_at ?? null;

/** The members with a credit record (correction, objection, expected-credits mail). */
export const membersWithCreditRecords = async (db: Knex): Promise<number[]> =>
  (
    await db.raw<{ rows: { user_id: number }[] }>(
      'SELECT user_id FROM credit_corrections UNION SELECT user_id FROM credit_objections UNION SELECT user_id FROM credit_mails',
    )
  ).rows.map((row) => row.user_id);

/** Deletes these members' credit records, and the credits' log (its entries name attendees). */
export async function deleteCreditRecordsOf(trx: Knex.Transaction, userIds: readonly number[]) {
  await trx('credit_corrections').whereIn('user_id', userIds).delete();
  await trx('credit_objections').whereIn('user_id', userIds).delete();
  await trx('credit_mails').whereIn('user_id', userIds).delete();
  await trx('credit_changes').delete();
}

export const creditRecordsExport = async (db: Knex, userId: number) => ({
  creditCorrections: await db('credit_corrections').where({ user_id: userId }).orderBy('id'),
  creditObjections: await db('credit_objections').where({ user_id: userId }).orderBy('id'),
});
