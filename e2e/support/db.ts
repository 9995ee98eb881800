// The browser tests' own reach into the server's database (support/env: the server writes its
// address at start), for set-up a page cannot do and for checking what a journey wrote.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { E2E_SERVER_INFO } from './env';

export async function withDb<T>(run: (db: pg.Client) => Promise<T>): Promise<T> {
  const { databaseUrl } = JSON.parse(readFileSync(E2E_SERVER_INFO, 'utf8')) as { databaseUrl: string };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}
