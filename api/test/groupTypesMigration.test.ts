// The group-types migration (issue 15 §5) on rows written before it: free-text types are
// upper-cased and trimmed, types off the list become OTHER, and the check constraint then holds.
import knexFactory from 'knex';
import { up } from '../src/db/migrations/20240101005200_group-types';

describe('migration 20240101005200_group-types', () => {
  const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL });
  afterAll(() => knex.destroy());

  it('normalises existing types and then refuses a type off the list', async () => {
    const trx = await knex.transaction();
    try {
      // Back to the state before the migration, inside a transaction that is rolled back.
      await trx.raw('ALTER TABLE groups DROP CONSTRAINT groups_type_listed');
      const tag = `mig-${Date.now()}`;
      // The table as it was before the migration: its type was free text.
      const rows = await trx<{ id: number; title: string; type: string; free: boolean }>('groups')
        .insert(
          ['grant', ' Committee ', 'GRANT', 'Travel fund', 'sponsor_staff'].map((type, i) => ({
            title: `${tag} ${i}`,
            type,
            free: false,
          })),
        )
        .returning('id');
      await up(trx);
      const types = await trx('groups')
        .whereIn(
          'id',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .pluck('type');
      expect(types).toEqual(['GRANT', 'COMMITTEE', 'GRANT', 'OTHER', 'SPONSOR_STAFF']);
      // @ts-expect-error a type off the list: what the check constraint refuses
      await expect(trx('groups').insert({ title: `${tag} x`, type: 'grant', free: false })).rejects.toThrow(
        /groups_type_listed/,
      );
    } finally {
      await trx.rollback();
    }
  });
});
