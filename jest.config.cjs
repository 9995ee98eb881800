// Runs every workspace's jest project(s): each package keeps its own jest*.config.cjs.
const fs = require('node:fs');
const path = require('node:path');

const roots = ['shared', 'hosts', 'remotes'].flatMap((dir) =>
  fs.existsSync(path.join(__dirname, dir))
    ? fs.readdirSync(path.join(__dirname, dir)).map((name) => path.join(dir, name))
    : [],
);
roots.push('api', 'scripts');

const projects = roots.flatMap((dir) => {
  const abs = path.join(__dirname, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((file) => /^jest(\.[\w-]+)?\.config\.cjs$/.test(file))
    .map((file) => path.join(abs, file));
});

// testTimeout is a global option: a project's own (api: 30 s) is not applied when jest runs
// from here, so the slow database suites (migrations down and up, the embedded demo seed) get it.
module.exports = { projects, testTimeout: 30_000 };
