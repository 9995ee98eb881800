// The generated GraphQL code: every file type-checks as it is (no @ts-nocheck; the suspense hooks,
// which Apollo Client 4 rejects, are left out: scripts/codegen/reactApolloHooks.cjs), and
// the shared packages hold their operations' types only (scripts/codegen/generatedChecks.cjs, run
// by `npm run codegen:check`).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { generatedFileProblems } = require('../codegen/generatedChecks.cjs');
const { withoutSuspenseHooks } = require('../codegen/reactApolloHooks.cjs');

const root = path.join(__dirname, '..', '..');

/** The outputs codegen.yml generates (the keys under `generates:`). */
function outputs() {
  const lines = readFileSync(path.join(root, 'codegen.yml'), 'utf8').split('\n');
  return lines
    .slice(lines.findIndex((line) => line.trim() === 'generates:') + 1)
    .map((line) => /^ {2}([^\s#][^:]*):\s*$/.exec(line)?.[1])
    .filter(Boolean);
}

describe('generated GraphQL code', () => {
  it('every committed output type-checks as it is; the shared ones carry no schema-wide types', () => {
    const files = outputs();
    expect(files).toEqual(
      expect.arrayContaining([
        'shared/ui/src/generated/graphql.ts',
        'shared/components/src/forms/generated/graphql.ts',
      ]),
    );
    const problems = files.flatMap((file) =>
      generatedFileProblems(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('names a type-check escape anywhere, and schema-wide types in a shared package', () => {
    const schemaWide = 'export type Query = {\n  me: User;\n};\n';
    expect(
      generatedFileProblems('remotes/admin/src/generated/graphql.ts', `// @ts-nocheck\n${schemaWide}`),
    ).toEqual([expect.stringContaining('carries @ts-nocheck')]);
    expect(generatedFileProblems('shared/ui/src/generated/graphql.ts', schemaWide)).toEqual([
      expect.stringContaining("holds the schema's types (Query)"),
    ]);
    expect(
      generatedFileProblems('shared/ui/src/generated/graphql.ts', 'export type MeQuery = { me: null };\n'),
    ).toEqual([]);
  });

  it('leaves out the suspense hooks, which do not type-check with Apollo Client 4, and keeps the others', () => {
    // In a child Node process: the codegen plugins are ES modules, which jest's VM cannot load.
    const script = `
      const { buildSchema, parse } = require('graphql');
      const { plugin } = require('./scripts/codegen/reactApolloHooks.cjs');
      const schema = buildSchema('type Query { me(id: ID!): String }');
      const documents = [{ document: parse('query Me($id: ID!) { me(id: $id) }'), location: 'me.graphql' }];
      plugin(schema, documents, { withHooks: true, documentMode: 'documentNode' }, { outputFile: 'graphql.ts' })
        .then((output) => process.stdout.write(JSON.stringify(output)));`;
    const run = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const { content } = JSON.parse(run.stdout);
    expect(content).not.toMatch(/@ts-ignore|@ts-nocheck|SuspenseQuery/);
    expect(content).toContain('export function useMeQuery(');
    expect(content).toContain('export function useMeLazyQuery(');
    expect(content).toContain('export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;');
    // A new escape from a newer plugin is refused, not passed on.
    expect(() => withoutSuspenseHooks('// @ts-ignore\nexport const x = 1;')).toThrow(/does not know/);
  });
});
