// What a member's own-data file (issue 39 §4) asks of abstracts (retention keeps them: docs/decisions.md).
import type { Knex } from 'knex';

export const abstractsExport = (db: Knex, userId: number) =>
  db('abstracts').where({ user_id: userId }).orderBy('id');
