// The lint rule against type escapes (scripts/lint/noTypeEscapes.mjs), through the repository's
// own ESLint configuration: a seeded escape in source fails `npm run lint`; tests may use them.
// ESLint runs as the CLI does (its configuration is an ES module, which jest's VM cannot import).
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

function escapesIn(file, code) {
  const run = spawnSync(
    process.execPath,
    [eslintBin, '--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout);
  return result.messages.filter((m) => m.ruleId === 'congress-types/no-type-escapes').map((m) => m.line);
}

const SEEDED = [
  'export const a = (x: unknown) => x as never;',
  'export const b = (x: number) => x as unknown as string;',
  'export const c = (x: unknown) => x as string;',
  '',
].join('\n');

describe('no-type-escapes', () => {
  // Each ESLint start loads typescript-eslint: slow on a busy machine.
  jest.setTimeout(240_000);

  it('fails on `as never` and `as unknown as` in API and front-end source', () => {
    expect(escapesIn('api/src/modules/pays/seeded.ts', SEEDED)).toEqual([1, 2]);
    expect(escapesIn('remotes/public/src/features/auth/Seeded.tsx', SEEDED)).toEqual([1, 2]);
  });

  it('leaves tests alone', () => {
    expect(escapesIn('api/src/modules/pays/__tests__/seeded.test.ts', SEEDED)).toEqual([]);
  });
});
