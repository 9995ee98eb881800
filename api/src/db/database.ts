// One Knex instance over the pg driver, whether the server is a real PostgreSQL
// (DATABASE_URL) or the embedded PGlite exposed on loopback through the session server (embedded/).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { PgliteSessionServer, type SessionServerLogger } from './embedded/sessionServer';
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

export async function startDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger?: SessionServerLogger;
}): Promise<Database> {
  if (options.databaseUrl) {
    const knex = createKnex(options.databaseUrl, 10);
    return { knex, connectionString: options.databaseUrl, embedded: false, stop: () => knex.destroy() };
  }
  return startEmbedded(path.join(options.dataDir, 'pglite'), options.logger);
}

/**
 * Embedded PGlite has a single session, served to every connection in turn by the session server
 * (one whole exchange or transaction at a time). Code must therefore never wait on another
 * connection from inside a transaction (enqueue jobs through the same transaction).
 */
async function startEmbedded(dir: string, logger?: SessionServerLogger): Promise<Database> {
  // Loaded lazily so a server on real PostgreSQL never loads the WASM build.
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm: the trigram indexes of the lists' "contains" filters (migration list-indexes).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const server = new PgliteSessionServer(db, logger);
  const connectionString = `postgres://postgres:postgres@${await server.start()}/postgres`;
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
