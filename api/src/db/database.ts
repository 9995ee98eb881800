// One Knex instance over the pg driver, whether the server is a real PostgreSQL
// (DATABASE_URL) or the embedded PGlite exposed on loopback through pglite-socket.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import './pgTypes';

export interface Database {
  knex: Knex;
  connectionString: string;
  embedded: boolean;
  stop(): Promise<void>;
}

function createKnex(connectionString: string, poolMax: number): Knex {
  return knexFactory({
    client: 'pg',
    connection: connectionString,
    pool: { min: 0, max: poolMax },
  });
}

export async function startDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const knex = createKnex(options.databaseUrl, 10);
    return { knex, connectionString: options.databaseUrl, embedded: false, stop: () => knex.destroy() };
  }
  return startEmbedded(path.join(options.dataDir, 'pglite'));
}

/**
 * Embedded PGlite has a single session: queries from all connections run one at a time, and a
 * second connection waits while another holds a transaction. Code must therefore never wait on
 * another connection from inside a transaction (enqueue jobs through the same transaction).
 */
async function startEmbedded(dir: string): Promise<Database> {
  // Loaded lazily so a server on real PostgreSQL never loads the WASM build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  await server.start();
  const connectionString = `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
  const knex = createKnex(connectionString, 4);
  return {
    knex,
    connectionString,
    embedded: true,
    async stop() {
      await knex.destroy();
      await server.stop();
      await db.close();
    },
  };
}
