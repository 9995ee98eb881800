// Bundles the API into dist/server.js. Workspace packages (@congress/*, TypeScript source) are
// bundled in; everything from node_modules stays external and is loaded at run time.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@congress/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'info',
});

// The public pages' render worker runs as a file of its own beside the bundle (renderPool.ts).
copyFileSync('src/modules/publicPages/renderWorker.cjs', 'dist/renderWorker.cjs');
