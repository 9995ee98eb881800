// No import cycle in api/src at run time (`npm run cycles`, in CI): a cycle hands one of its
// modules a half-initialised other (undefined exports at load). Type-only imports are erased
// (dpdm --transform) and may form circles. The same command also runs on seeded examples here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dpdmPackage from 'dpdm/package.json';
import apiPackage from '../../package.json';

const API_DIR = path.join(__dirname, '..', '..');
const DPDM = path.join(path.dirname(require.resolve('dpdm/package.json')), dpdmPackage.bin.dpdm);

/** `npm run cycles`: its flags, run on the given glob in the given folder. */
function cycles(cwd: string, glob = 'src/**/*.ts') {
  const [, ...args] = apiPackage.scripts.cycles.split(' ').filter((arg) => !arg.startsWith("'"));
  const run = spawnSync(process.execPath, [DPDM, ...args, glob], { cwd, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('import cycles', () => {
  let seeded: string;
  beforeAll(() => {
    seeded = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    mkdirSync(path.join(seeded, 'src'));
  });
  afterAll(() => rmSync(seeded, { recursive: true, force: true }));
  const seed = (files: Record<string, string>) => {
    rmSync(path.join(seeded, 'src'), { recursive: true, force: true });
    mkdirSync(path.join(seeded, 'src'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(seeded, 'src', name), text);
  };

  it('finds none in api/src', () => {
    const { status, output } = cycles(API_DIR);
    expect([status, output]).toEqual([0, expect.stringContaining('no circular dependency')]);
  });

  it('fails on a cycle of run-time imports', () => {
    seed({
      'a.service.ts': "import { b } from './b.service';\nexport const a = () => b();\n",
      'b.service.ts': "import { a } from './a.service';\nexport const b = () => a;\n",
    });
    const { status, output } = cycles(seeded);
    expect(status).toBe(1);
    expect(output).toMatch(/src\/(a|b)\.service\.ts -> src\/(b|a)\.service\.ts/);
  });

  it('lets type-only imports form a circle (they are erased)', () => {
    seed({
      'context.ts': "import type { Row } from './rows';\nexport interface Context { row: Row }\n",
      'rows.ts':
        "import { type Context } from './context';\nexport interface Row { id: number }\nexport const rowOf = (c: Context) => c.row;\n",
    });
    expect(cycles(seeded).status).toBe(0);
  });
});
