// No spec route may ship as "opens soon": every path a remote declares in a feature's
// routes.json has a component in one of that remote's pages.tsx files (the route-table fallback
// would otherwise show ComingSoonPage to users).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REMOTES = path.resolve(__dirname, '../../../../remotes');

describe.each(['public', 'mypage', 'admin'])('remote %s', (remote) => {
  const features = path.join(REMOTES, remote, 'src/features');
  const folders = readdirSync(features).filter((name) =>
    existsSync(path.join(features, name, 'routes.json')),
  );
  // A feature may give pages to routes another feature declares (the remote gathers all pages.tsx).
  const pageSources = readdirSync(features)
    .map((name) => path.join(features, name, 'pages.tsx'))
    .filter(existsSync)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it('has a page for every declared route', () => {
    const declared = folders.flatMap((name) => {
      const table = JSON.parse(readFileSync(path.join(features, name, 'routes.json'), 'utf8')) as {
        routes?: { path: string }[];
      };
      return (table.routes ?? []).map((route) => route.path);
    });
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((p) => !pageSources.includes(`'${p}'`))).toEqual([]);
  });
});
