// What a member's own-data file (issue 39 §4) asks of invited speakers' records.
import type { Knex } from 'knex';

export const speakerExport = (db: Knex, userId: number) =>
  db('speakers').where({ user_id: userId }).orderBy('id');
