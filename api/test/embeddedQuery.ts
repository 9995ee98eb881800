// Runs one SQL statement on a stopped server's embedded database and prints the rows as JSON
// (tests look inside DATA_DIR/pglite; PGlite cannot start inside a jest environment).
// Usage: tsx test/embeddedQuery.ts <dataDir> <sql>
import { acquireLock, embeddedPaths, openFolder } from '../src/db/embedded/dataDir';

async function run(dataDir: string, sql: string) {
  const paths = embeddedPaths(dataDir);
  const lock = acquireLock(paths);
  try {
    const db = await openFolder(paths.folder);
    const { rows } = await db.query(sql);
    await db.close();
    process.stdout.write(JSON.stringify(rows));
  } finally {
    lock.release();
  }
}

run(process.argv[2] as string, process.argv[3] as string).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
