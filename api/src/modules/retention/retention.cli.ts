// npm run retention [-- --dry-run]: the retention schedule by hand (issue 39 §4), on the server's
// database (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first in embedded mode).
// --dry-run lists what is past its period (stored, shown in the back office); without it, the
// latest dry run's list is erased where still due (never more than a dry run listed).
import { parseArgs } from 'node:util';
import { systemClock } from '../../clock';
import { loadConfig } from '../../config';
import { startDatabase } from '../../db/database';
import { migrationConfig } from '../../db/migrations';
import { dryRunRetention, realRunRetention, type RetentionReport } from './retention.service';

function describe(label: string, report: RetentionReport): string {
  return [
    label,
    `  congress ended: ${report.congressEnd ?? '(not set, and no programme day)'}`,
    ...report.categories.map(
      (c) =>
        `  ${c.category.padEnd(10)} ${String(c.rowIds.length).padStart(6)} rows, ${c.memberIds.length} members${
          c.memberIds.length
            ? ` (ids ${c.memberIds.slice(0, 20).join(', ')}${c.memberIds.length > 20 ? ', …' : ''})`
            : ''
        }`,
    ),
  ].join('\n');
}

async function main(): Promise<string> {
  const config = loadConfig();
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
  const database = await startDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pool: config,
  });
  try {
    await database.knex.migrate.latest(migrationConfig);
    const deps = { knex: database.knex, clock: systemClock };
    if (values['dry-run']) {
      const run = await dryRunRetention(deps, null);
      return describe(
        `Dry run ${run.id}: nothing erased. A real run erases this (where still due):`,
        run.report as RetentionReport,
      );
    }
    const run = await realRunRetention(deps, null);
    if (!run) return 'No dry run yet: run with --dry-run first and check the list.';
    return describe(`Run ${run.id}: erased`, run.report as RetentionReport);
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
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
