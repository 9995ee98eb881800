// npm run data-key:rotate: a new data key, then every encrypted value re-encrypted under it in one
// transaction (db/dataKeyRotation.ts). With DATA_DIR's key file (no DATA_ENCRYPTION_KEYS), the new
// version is added to the file and the old ones kept (backups stay readable). With
// DATA_ENCRYPTION_KEYS, add the next version there first (and restart the servers with it): the
// command then re-encrypts under the highest version. Embedded mode: stop the server first (its
// database folder is locked while it runs).
import { loadConfig } from '../config';
import { addKeyVersion, loadKeyring, setDataKeys } from '../crypto/dataKeys';
import { runCommand, withMigratedDatabase } from './command';
import { reencryptAll, valuesPerKeyVersion } from './dataKeyRotation';

runCommand(async () => {
  const config = loadConfig();
  const loaded = loadKeyring({ dataDir: config.DATA_DIR, fromEnv: config.DATA_ENCRYPTION_KEYS });
  // The keys the migrations use too (the one encrypting clear values runs first, once).
  setDataKeys(loaded);
  return withMigratedDatabase(config, async (knex) => {
    const keyring = loaded.source.kind === 'file' ? addKeyVersion(loaded) : loaded.keyring;
    const report = await reencryptAll(knex, keyring);
    const counts = await valuesPerKeyVersion(knex);
    const where = loaded.source.kind === 'file' ? `added to ${loaded.source.file}` : 'DATA_ENCRYPTION_KEYS';
    return [
      `Data key version ${report.version} is current (${where}).`,
      ...Object.entries(report.reencrypted).map(([column, n]) => `  ${column}: ${n} value(s) re-encrypted`),
      `  values per key version now: ${JSON.stringify(counts)}`,
    ].join('\n');
  });
});
