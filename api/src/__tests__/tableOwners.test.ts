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
