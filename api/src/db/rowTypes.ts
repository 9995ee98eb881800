// Row types generated from the migrated database (api/src/generated/tables.ts): one type per table,
// each column typed as the pg driver returns it here (see ./pgTypes: BIGINT as a number, DATE as its
// text), nullable columns with `| null`, and a column limited by a CHECK (col IN (...)) typed as the
// union of those values. The same file registers them in Knex's table map (knex/types/tables), so
// knex('users') builds a query typed with UsersTable. `npm run db:types -w @congress/api` writes the
// file; api/test/rowTypes.test.ts fails when it differs from what the migrations produce now.
import type { Knex } from 'knex';

interface ColumnInfo {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  data_type: string;
  udt_name: string;
}

interface CheckInfo {
  table_name: string;
  column_name: string;
  definition: string;
}

/** TypeScript type of a column's values as the pg driver (with ./pgTypes' parsers) returns them. */
const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'string',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  citext: 'string',
  tsvector: 'string',
  date: 'string',
  time: 'string',
  timestamp: 'Date',
  timestamptz: 'Date',
  json: 'unknown',
  jsonb: 'unknown',
  bytea: 'Buffer',
};

function scalarOf(udt: string): string {
  const array = udt.startsWith('_');
  const type = SCALARS[array ? udt.slice(1) : udt];
  if (!type) throw new Error(`rowTypes: no TypeScript type for the database type "${udt}"`);
  return array ? `${type}[]` : type;
}

/** The values of `CHECK ((col)::text = ANY (ARRAY['A'::character varying, ...]))`, else null. */
export function checkedValues(definition: string): string[] | null {
  const list = /= ANY \(\(?ARRAY\[(.*)\]/.exec(definition)?.[1];
  if (!list) return null;
  const values = [...list.matchAll(/'((?:[^']|'')*)'::/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
  return values.length > 0 ? values : null;
}

const pascal = (name: string) =>
  name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const property = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The generated file's text for the database `knex` points at (migrated). */
export async function renderRowTypes(knex: Knex): Promise<string> {
  const columns: ColumnInfo[] = await knex('information_schema.columns')
    .where({ table_schema: 'public' })
    .whereNotIn('table_name', ['knex_migrations', 'knex_migrations_lock'])
    .orderBy(['table_name', 'ordinal_position'])
    .select('table_name', 'column_name', 'is_nullable', 'data_type', 'udt_name');
  const { rows: checks } = (await knex.raw(
    `SELECT rel.relname AS table_name, att.attname AS column_name,
            pg_get_constraintdef(con.oid) AS definition
       FROM pg_constraint con
       JOIN pg_class rel ON rel.oid = con.conrelid
       JOIN pg_namespace ns ON ns.oid = rel.relnamespace AND ns.nspname = 'public'
       JOIN pg_attribute att ON att.attrelid = rel.oid AND att.attnum = con.conkey[1]
      WHERE con.contype = 'c' AND array_length(con.conkey, 1) = 1
      ORDER BY con.conname`,
  )) as { rows: CheckInfo[] };
  const unions = new Map<string, string>();
  for (const check of checks) {
    const values = checkedValues(check.definition);
    if (values)
      unions.set(
        `${check.table_name}.${check.column_name}`,
        values.map((v) => JSON.stringify(v)).join(' | '),
      );
  }
  const out = [
    '// Generated from the migrated database by api/src/db/rowTypes.ts: do not edit.',
    '// Regenerate with `npm run db:types -w @congress/api` after adding a migration.',
    '',
  ];
  const tables: string[] = [];
  for (const column of columns) {
    if (column.table_name !== tables.at(-1)) {
      if (tables.length) out.push('};', '');
      tables.push(column.table_name);
      out.push(`/** A row of ${column.table_name}. */`, `export type ${pascal(column.table_name)}Table = {`);
    }
    let type = unions.get(`${column.table_name}.${column.column_name}`) ?? scalarOf(column.udt_name);
    if (column.is_nullable === 'YES') type += ' | null';
    out.push(`  ${property(column.column_name)}: ${type};`);
  }
  if (tables.length)
    out.push(
      '};',
      '',
      "// Knex's table map: knex('users') and trx('users') build queries typed with the rows above.",
      "declare module 'knex/types/tables' {",
      '  interface Tables {',
      ...tables.map((name) => `    ${property(name)}: ${pascal(name)}Table;`),
      '  }',
      '}',
    );
  return `${out.join('\n')}\n`;
}
