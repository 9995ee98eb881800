import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory from 'knex';
import { checkedValues, renderRowTypes } from '../src/db/rowTypes';

// The checked-in row types must be what the migrations produce now (like codegen:check for the
// GraphQL types): a migration without `npm run db:types -w @congress/api` fails here.
describe('generated row types', () => {
  const knex = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL });
  afterAll(() => knex.destroy());

  it('match the migrated database', async () => {
    const committed = readFileSync(join(__dirname, '../src/generated/tables.ts'), 'utf8');
    expect(await renderRowTypes(knex)).toBe(committed);
  });

  it('follow a column added by a migration, with its CHECK values as a union', async () => {
    await knex.raw(
      `CREATE TABLE row_types_probe (id serial PRIMARY KEY, note text,
         state varchar(10) NOT NULL CHECK (state IN ('ON', 'OFF')), total bigint NOT NULL,
         day date)`,
    );
    try {
      const text = await renderRowTypes(knex);
      expect(text).toContain(
        [
          'export type RowTypesProbeTable = {',
          '  id: number;',
          '  note: string | null;',
          '  state: "ON" | "OFF";',
          '  total: number;',
          '  day: string | null;',
          '};',
        ].join('\n'),
      );
      // Registered in Knex's table map: knex('row_types_probe') is typed with it.
      expect(text).toContain('    row_types_probe: RowTypesProbeTable;');
    } finally {
      await knex.raw('DROP TABLE row_types_probe');
    }
  });

  it('read the values of a CHECK (col IN (...)) constraint', () => {
    expect(
      checkedValues(
        "CHECK (((x)::text = ANY ((ARRAY['A'::character varying, 'it''s'::character varying])::text[])))",
      ),
    ).toEqual(['A', "it's"]);
    expect(checkedValues('CHECK ((n >= 0))')).toBeNull();
  });
});
