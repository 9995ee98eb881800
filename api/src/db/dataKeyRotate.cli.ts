// npm run data-key:rotate: a new data key, then every encrypted value re-encrypted under it in one
// transaction (db/dataKeyRotation.ts). With DATA_DIR's key file (no DATA_ENCRYPTION_KEYS), the new
// version is added to the file and the old ones kept (backups stay readable). With
// DATA_ENCRYPTION_KEYS, add the next version there first (and restart the servers with it): the
// command then re-encrypts under the highest version. Embedded mode: stop the server first (its
// database folder is locked while it runs).
import { loadConfig } from '../config';
import { addKeyVersion, DataKeyError, loadKeyring, setDataKeys } from '../crypto/dataKeys';
import { startDatabase } from './database';
import { EmbeddedDatabaseError } from './embedded/dataDir';
import { migrationConfig } from './migrations';
import { reencryptAll, valuesPerKeyVersion } from './dataKeyRotation';

async function main(): Promise<string> {
  const config = loadConfig();
  const loaded = loadKeyring({ dataDir: config.DATA_DIR, fromEnv: config.DATA_ENCRYPTION_KEYS });
  setDataKeys(loaded);
  const database = await startDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pool: config,
  });
  try {
    // The database at the current schema first (the migration encrypting clear values, once).
    await database.knex.migrate.latest(migrationConfig);
    const keyring = loaded.source.kind === 'file' ? addKeyVersion(loaded) : loaded.keyring;
    const report = await reencryptAll(database.knex, keyring);
    const counts = await valuesPerKeyVersion(database.knex);
    return [
      `Data key version ${report.version} is current${loaded.source.kind === 'file' ? ` (added to ${loaded.source.file})` : ' (DATA_ENCRYPTION_KEYS)'}.`,
      ...Object.entries(report.reencrypted).map(([where, n]) => `  ${where}: ${n} value(s) re-encrypted`),
      `  values per key version now: ${JSON.stringify(counts)}`,
    ].join('\n');
  } finally {
    await database.stop();
  }
}

main().then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (error: unknown) => {
    const forPerson = error instanceof EmbeddedDatabaseError || error instanceof DataKeyError;
    console.error(forPerson ? (error as Error).message : error);
    process.exit(1);
  },
);
