// The table-ownership lint rule (api/lint/tableOwners.mjs) through the repository's own ESLint
// configuration, as `npm run lint` runs it in CI, on seeded violations. ESLint and the
// configuration are ES modules: they run in one child Node process (jest here is CommonJS).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

/** Runs `script` (an ES module) in the repository root with `input` as JSON on stdin; its JSON output. */
function runModule(script: string, input: unknown): unknown {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const LINT = `
import { ESLint } from 'eslint';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { TABLE_OWNERS } from './api/lint/tableOwners.mjs';
const eslint = new ESLint({ cwd: process.cwd() });
const problems = {};
for (const [name, { file, code }] of Object.entries(JSON.parse(readFileSync(0, 'utf8')))) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  problems[name] = result.messages
    .filter((m) => ['congress/table-owners', 'no-restricted-imports', 'no-restricted-syntax'].includes(m.ruleId ?? ''))
    .map((m) => m.message);
}
process.stdout.write(JSON.stringify({ problems, owners: TABLE_OWNERS }));`;

const HEADER = "import type { Knex } from 'knex';\n";
const OTHERS = `${HEADER}export const a = (knex: Knex) => knex('pays').where({ id: 1 });
export const b = (trx: Knex.Transaction) => trx('pays as p').forUpdate();
export const c = (ctx: { knex: Knex }) => ctx.knex('users').first();
export const d = (knex: Knex) => knex.select('id').from('memo_lists');
`;
const RECEIPTS = `${HEADER}export const a = (knex: Knex) => knex('receipts');\n`;
const MEMOS = `${HEADER}export const a = (knex: Knex) => knex('memo_lists').where({ id: 1 });\n`;
const JOINS = `${HEADER}export const a = (knex: Knex) =>
  knex('registration_lists').join('users', 'users.id', 'registration_lists.user_id').select('users.email');
export const b = (t: (s: string) => string) => t('pays');
`;

// A table's name handed to a helper with the database handle; raw SQL that starts from a table.
const HELPERS = `${HEADER}declare function groupedCounts(knex: Knex, from: string): Promise<number>;
export const a = (knex: Knex) => groupedCounts(knex, 'registration_lists');
export const b = (ctx: { knex: Knex }) => groupedCounts(ctx.knex, 'abstracts as a');
export const c = (knex: Knex, from: string) => knex.raw(\`SELECT count(*) FROM \${from} WHERE TRUE\`);
export const d = (knex: Knex) => knex.raw(\`SELECT count(*) FROM users WHERE NOT "delete"\`);
export const e = (trx: Knex.Transaction) => trx.raw('update pays set total = 0');
export const f = (tables: string[]) => tables.includes('sponsors'); // no handle: not a query
`;
const OWN_HELPERS = `${HEADER}declare function groupedCounts(knex: Knex, from: string): Promise<number>;
declare function findRow(trx: Knex.Transaction, table: string, id: number): Promise<unknown>;
export const a = (knex: Knex) => groupedCounts(knex, 'registration_lists');
export const b = (trx: Knex.Transaction) => findRow(trx, 'registration_lists', 1);
export const c = (knex: Knex) =>
  knex.raw('select users.email from registration_lists join users on users.id = registration_lists.user_id');
`;

// SQL that names a column of another module's table the file never joins: it works only inside
// that module's query (the review's columns of the abstracts list, correlated on abstracts.id).
const FRAGMENTS = `${HEADER}import { other } from './pays.routes';
export const DONE = \`(select count(*)::int from reviews r where r.abstract_id = abstracts.id)\`;
export const reviewed = (knex: Knex) => knex('reviews as r').whereRaw('r.abstract_id = abstracts.id');
export const doneOf = (abstractId: string) =>
  \`(select count(*)::int from reviews r where r.abstract_id = \${abstractId})\`;
export const joined = (knex: Knex) =>
  knex('reviews as r').join('review_assignments as a', 'a.id', 'r.assignment_id').join('users', 'users.id', 'a.user_id').select('users.email');
export { other };
`;

// A list definition shows the columns of the base query an owner's lookup built, and may read
// another table in a display subquery, as a join would.
const LIST = `${HEADER}declare function defineList(definition: unknown): unknown;
declare function invitedMembers(knex: Knex): Knex.QueryBuilder;
export const LIST = defineList({
  baseQuery: ({ knex }: { knex: Knex }) => invitedMembers(knex).leftJoin('speakers', 'speakers.user_id', 'users.id'),
  columns: {
    email: 'users.email',
    cv_name: { raw: '(select f.name from upload_files f where f.id = speakers.file_cv)' },
  },
});
`;
const DISPLAY_SUBQUERY = `${HEADER}export const CV_NAME = '(select f.name from upload_files f where f.id = speakers.file_cv)';
`;

const GUARDED = `import { isOrganiser, requireOrganiser } from '../auth/guards';
export const a = [isOrganiser, requireOrganiser];
`;

const OWN_ERROR = `import type { Response } from 'express';
export const a = (res: Response) => res.status(404).json({ ok: false, code: 'NOT_FOUND' });
export const b = (res: Response) => res.status(200).json({ ok: true });
`;

const CASES = {
  ownErrorJson: { file: 'api/src/modules/receipts/receipts.routes.ts', code: OWN_ERROR },
  guardInService: { file: 'api/src/modules/popups/popups.service.ts', code: GUARDED },
  guardInResolvers: { file: 'api/src/modules/popups/popups.resolvers.ts', code: GUARDED },
  otherModule: { file: 'api/src/modules/registrations/registrations.repository.ts', code: OTHERS },
  outsideModules: { file: 'api/src/http/static.ts', code: RECEIPTS },
  migration: { file: 'api/src/db/migrations/20990101000000_x.ts', code: RECEIPTS },
  seed: { file: 'api/src/db/seeds/demo/index.ts', code: RECEIPTS },
  ownService: { file: 'api/src/modules/memos/memos.service.ts', code: MEMOS },
  ownResolvers: { file: 'api/src/modules/memos/memos.resolvers.ts', code: MEMOS },
  ownRepository: { file: 'api/src/modules/memos/memos.repository.ts', code: MEMOS },
  ownList: { file: 'api/src/modules/registrations/registrations.list.ts', code: JOINS },
  helpers: { file: 'api/src/modules/statistics/statistics.repository.ts', code: HELPERS },
  ownHelpers: { file: 'api/src/modules/registrations/registrations.repository.ts', code: OWN_HELPERS },
  ownHelperInService: { file: 'api/src/modules/registrations/registrations.service.ts', code: OWN_HELPERS },
  fragments: { file: 'api/src/modules/review/review.repository.ts', code: FRAGMENTS },
  list: { file: 'api/src/modules/speakers/speakers.list.ts', code: LIST },
  displaySubquery: { file: 'api/src/modules/speakers/speakers.repository.ts', code: DISPLAY_SUBQUERY },
};

let problems: Record<keyof typeof CASES, string[]>;
let owners: Record<string, string>;
beforeAll(() => {
  ({ problems, owners } = runModule(LINT, CASES) as { problems: typeof problems; owners: typeof owners });
}, 60_000);

describe('table ownership lint rule', () => {
  it("refuses a query of another module's table, whatever the query builder is called", () => {
    expect(problems.otherModule).toEqual([
      expect.stringContaining("Table 'pays' belongs to modules/pays"),
      expect.stringContaining("Table 'pays' belongs to modules/pays"),
      expect.stringContaining("Table 'users' belongs to modules/members"),
      expect.stringContaining("Table 'memo_lists' belongs to modules/memos"),
    ]);
  });

  it('refuses a query outside the modules; migrations and seeds build the schema and may', () => {
    expect(problems.outsideModules).toEqual([
      expect.stringContaining("Table 'receipts' belongs to modules/receipts"),
    ]);
    expect(problems.migration).toEqual([]);
    expect(problems.seed).toEqual([]);
  });

  it("refuses a query of the module's own table in its service or resolvers (the repository's job)", () => {
    expect(problems.ownService).toEqual([
      expect.stringContaining("Query table 'memo_lists' in the module's repository"),
    ]);
    expect(problems.ownResolvers).toHaveLength(1);
    expect(problems.ownRepository).toEqual([]);
  });

  it("lets the owner's list query its table and join others; any call naming a table counts", () => {
    // t('pays'): a helper taking the table's name cannot hide a query.
    expect(problems.ownList).toEqual([expect.stringContaining("Table 'pays' belongs to modules/pays")]);
  });

  it("refuses a table's name handed to a helper with the database handle, and raw SQL starting from it", () => {
    expect(problems.helpers).toEqual([
      expect.stringContaining("Table 'registration_lists' belongs to modules/registrations"),
      expect.stringContaining("Table 'abstracts' belongs to modules/abstracts"),
      expect.stringContaining("Table 'users' belongs to modules/members"),
      expect.stringContaining("Table 'pays' belongs to modules/pays"),
    ]);
    // The owner may; its service may hand its own table to its repository's helper.
    expect(problems.ownHelpers).toEqual([]);
    expect(problems.ownHelperInService).toEqual([
      expect.stringContaining("Query table 'registration_lists' in the module's repository"),
    ]);
  });

  it("refuses SQL naming another module's column that the file never joins; a join or a parameter may", () => {
    expect(problems.fragments).toEqual([
      expect.stringContaining("'abstracts.id' is a column of modules/abstracts's table 'abstracts'"),
      expect.stringContaining("'abstracts.id' is a column of modules/abstracts's table 'abstracts'"),
    ]);
  });

  it("lets a list definition show its base query's columns and read another table for display", () => {
    expect(problems.list).toEqual([]);
    expect(problems.displaySubquery).toEqual([
      expect.stringContaining("Table 'upload_files' belongs to modules/files"),
    ]);
  });

  it('names an owning module for every table the migrations create', () => {
    const migrations = path.join(ROOT, 'api', 'src', 'db', 'migrations');
    const modules = new Set(readdirSync(path.join(ROOT, 'api', 'src', 'modules')));
    const created = new Set<string>();
    for (const file of readdirSync(migrations))
      for (const [, table] of readFileSync(path.join(migrations, file), 'utf8').matchAll(
        /createTable\('(\w+)'/g,
      ))
        if (table) created.add(table);
    created.delete('seed_history'); // the seeds' own bookkeeping
    const unowned = [...created].filter((table) => !modules.has(owners[table] ?? ''));
    expect(unowned).toEqual([]);
    expect(created.size).toBeGreaterThan(20);
  });
});

describe('guards in one place', () => {
  it('refuses a service that guards itself; resolvers guard', () => {
    expect(problems.guardInService).toEqual([expect.stringContaining('Guard in the resolver or route')]);
    expect(problems.guardInResolvers).toEqual([]);
  });
});

describe('one error path', () => {
  it('refuses a route that builds its own error JSON', () => {
    expect(problems.ownErrorJson).toEqual([expect.stringContaining('Throw an AppError')]);
  });
});
