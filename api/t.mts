import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2];
const t = setTimeout(() => {
  console.log('HANG');
  process.exit(3);
}, 30000);
try {
  const db = await PGlite.create({ dataDir: dir });
  console.log('opened', (await db.query('select count(*) from users')).rows);
  await db.close();
} catch (e) {
  console.log('ERR', String(e).slice(0, 500));
}
clearTimeout(t);
