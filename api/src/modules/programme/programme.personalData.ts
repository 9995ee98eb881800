// What retention and a member's own-data file (issue 39 §4) ask of the programme.
import type { Knex } from 'knex';

export const deleteStarsOf = (trx: Knex.Transaction, userIds: readonly number[]) =>
  trx('programme_stars').whereIn('user_id', userIds).delete();

export const starsExport = (db: Knex, userId: number) =>
  db('programme_stars').where({ user_id: userId }).orderBy('id').select('item_type', 'item_id', 'created_at');
