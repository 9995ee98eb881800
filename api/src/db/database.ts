// One Knex instance over the pg driver, whether the server is a real PostgreSQL
// (DATABASE_URL) or the embedded PGlite exposed on loopback through the session server (embedded/).
import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import type { PGlite } from '@electric-sql/pglite';
import {
  acquireLock,
  cannotOpenMessage,
  embeddedPaths,
  EmbeddedDatabaseError,
  hasDatabase,
  openFolder,
  stageBackup,
} from './embedded/dataDir';
import { PgliteSessionServer, type SessionServerLogger } from './embedded/sessionServer';
import './pgTypes';
import { ACQUIRE_TIMEOUT_MS, CONNECT_TIMEOUT_MS, EMBEDDED_ACQUIRE_TIMEOUT_MS } from './unavailable';

export interface Database {
  knex: Knex;
  connectionString: string;
  embedded: boolean;
  /**
   * Embedded mode only: a number that moves each time a statement that may have written has ended
   * (PgliteSessionServer.writeGeneration). PostgreSQL has other clients (replicas): none there.
   */
  writeGeneration?: () => number;
  stop(): Promise<void>;
}

/**
 * Knex over pg with bounded waits: with the database stopped or cut off, a query fails within
 * seconds (UNAVAILABLE, db/unavailable.ts) instead of hanging, and the pool opens fresh
 * connections once it is back.
 */
export function createKnex(
  connectionString: string,
  poolMax: number,
  logger?: SessionServerLogger,
  acquireTimeoutMs = ACQUIRE_TIMEOUT_MS,
): Knex {
  return knexFactory({
    // Knex's own warnings (a failed connection attempt) go to the log, not to the console.
    ...(logger
      ? {
          log: {
            warn: (message: string) => logger.warn({ knex: message }, 'database client warning'),
            error: (message: string) => logger.error({ knex: message }, 'database client error'),
            deprecate: (method: string, alternative: string) =>
              logger.warn({ method, alternative }, 'knex deprecation'),
            debug: () => undefined,
          },
        }
      : {}),
    client: 'pg',
    connection: { connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: acquireTimeoutMs,
  });
}

/** The pool settings of a PostgreSQL server (config: DATABASE_POOL_MAX, DATABASE_ACQUIRE_TIMEOUT_MS). */
export interface PoolSettings {
  DATABASE_POOL_MAX: number;
  DATABASE_ACQUIRE_TIMEOUT_MS: number;
}

/** The configuration's defaults (config.ts), for callers without a configuration (tools, tests). */
export const DEFAULT_POOL: PoolSettings = {
  DATABASE_POOL_MAX: 10,
  DATABASE_ACQUIRE_TIMEOUT_MS: ACQUIRE_TIMEOUT_MS,
};

export async function startDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger?: SessionServerLogger;
  /** PostgreSQL only: embedded mode has one session (see startEmbedded). */
  pool?: PoolSettings;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = options.pool ?? DEFAULT_POOL;
    const knex = createKnex(
      options.databaseUrl,
      pool.DATABASE_POOL_MAX,
      options.logger,
      pool.DATABASE_ACQUIRE_TIMEOUT_MS,
    );
    return { knex, connectionString: options.databaseUrl, embedded: false, stop: () => knex.destroy() };
  }
  return startEmbedded(options.dataDir, options.logger);
}

/**
 * Embedded PGlite has a single session, served to every connection in turn by the session server
 * (one whole exchange or transaction at a time). Code must therefore never wait on another
 * connection from inside a transaction (enqueue jobs through the same transaction).
 * The folder is locked, backed up at each clean start and checked at open (embedded/dataDir.ts).
 */
async function startEmbedded(dataDir: string, logger?: SessionServerLogger): Promise<Database> {
  const paths = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireLock(paths);
  let db: PGlite;
  try {
    if (lock.previousCrashed) {
      logger?.warn(
        { folder: paths.folder },
        'the embedded database was not shut down cleanly; recovering it',
      );
    }
    const backup = !lock.previousCrashed && hasDatabase(paths.folder) ? stageBackup(paths) : null;
    try {
      db = await openFolder(paths.folder);
    } catch (error) {
      backup?.discard();
      const reason = error instanceof Error ? error.message : String(error);
      throw new EmbeddedDatabaseError(cannotOpenMessage(paths, reason, lock.previousCrashed));
    }
    backup?.commit();
  } catch (error) {
    lock.release();
    throw error;
  }
  const server = new PgliteSessionServer(db, logger);
  const connectionString = `postgres://postgres:postgres@${await server.start()}/postgres`;
  const knex = createKnex(connectionString, 4, logger, EMBEDDED_ACQUIRE_TIMEOUT_MS);
  return {
    knex,
    connectionString,
    embedded: true,
    writeGeneration: () => server.writeGeneration,
    async stop() {
      await knex.destroy();
      await server.stop();
      await db.close();
      // Only after a clean close: a lock left behind marks a crash for the next start.
      lock.release();
    },
  };
}
