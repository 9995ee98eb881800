// What the TypeScript benchmarks share: a fresh PostgreSQL database per run, and their section of
// docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  /** Its connection string (for an API process the benchmark starts). */
  url: string;
  /** The benchmark's own connections to it. */
  knex: Knex;
  /** Closes the connections and drops it (KEEP_DB=1 keeps it, e.g. for EXPLAIN ANALYZE by hand). */
  dispose(): Promise<void>;
}

/** A new, empty database on the test server (TEST_PG_URL, as for the tests). */
export async function freshDatabase(poolMax: number): Promise<FreshDatabase> {
  const name = `congress_bench_${Date.now()}_${process.pid}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: poolMax } });
  return {
    url: url.toString(),
    knex,
    async dispose() {
      await knex.destroy();
      if (process.env.KEEP_DB) console.log(`kept database ${name}`);
      else await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/**
 * Writes a benchmark's report between its markers (`<!-- key:start -->` … `<!-- key:end -->`) in
 * docs/benchmarks.md, or appends it (after `heading` when given) the first time.
 */
export function writeBenchmarkSection(key: string, report: string, heading?: string): void {
  const docPath = path.join(__dirname, '../docs/benchmarks.md');
  const doc = readFileSync(docPath, 'utf8');
  const marker = new RegExp(`<!-- ${key}:start -->[\\s\\S]*<!-- ${key}:end -->`);
  const section = `<!-- ${key}:start -->\n${report}\n<!-- ${key}:end -->`;
  writeFileSync(
    docPath,
    marker.test(doc)
      ? doc.replace(marker, () => section)
      : `${doc.trimEnd()}\n\n${heading ? `${heading}\n\n` : ''}${section}\n`,
  );
}
