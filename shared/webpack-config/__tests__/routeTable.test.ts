import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { remoteForPath as hostRemoteForPath } from '@congress/domain';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routeTable = require('../routeTable.cjs') as {
  readFeatureRoutes: (dir: string) => { feature: string; file: string; data: Record<string, unknown> }[];
  routeTableProblems: (
    remote: string,
    features: { feature: string; data: unknown; ahead?: boolean }[],
  ) => string[];
  mergeRouteTables: (
    remote: string,
    build: string,
    features: { feature: string; data: unknown }[],
  ) => { routes: { path: string; ahead?: string }[]; sections: { id: string }[]; redirects: unknown[] };
  aheadScripts: (dir: string) => Record<string, string>;
  remoteForPath: (pathname: string) => string;
};

const repo = path.resolve(__dirname, '../../..');
const REMOTES = ['public', 'mypage', 'admin'];

const route = (routePath: string, extra: Record<string, unknown> = {}) => ({
  path: routePath,
  labelId: `label${routePath}`,
  label: { en: 'A page', ko: '페이지' },
  access: 'public',
  ...extra,
});
const problemsOf = (remote: string, ...data: unknown[]) =>
  routeTable.routeTableProblems(
    remote,
    data.map((d, i) => ({ feature: `f${i}`, data: d })),
  );

describe('route tables of the remotes (features/*/routes.json)', () => {
  it.each(REMOTES)('%s: every feature table is valid', (remote) => {
    const features = routeTable.readFeatureRoutes(path.join(repo, 'remotes', remote));
    expect(features.length).toBeGreaterThan(0);
    expect(routeTable.routeTableProblems(remote, features)).toEqual([]);
  });

  it.each(REMOTES)('%s: every page a feature maps is one of its routes', (remote) => {
    const featuresDir = path.join(repo, 'remotes', remote, 'src', 'features');
    for (const feature of readdirSync(featuresDir)) {
      const pagesFile = path.join(featuresDir, feature, 'pages.tsx');
      if (!existsSync(pagesFile)) continue;
      const routesFile = path.join(featuresDir, feature, 'routes.json');
      const declared = existsSync(routesFile)
        ? ((JSON.parse(readFileSync(routesFile, 'utf8')).routes ?? []) as { path: string }[]).map(
            (r) => r.path,
          )
        : [];
      // Keys of the pages object: quoted paths at the start of a line.
      const mapped = [...readFileSync(pagesFile, 'utf8').matchAll(/^\s+'(\/[^']*)':/gm)].map((m) => m[1]);
      expect(mapped.length).toBeGreaterThan(0);
      expect([feature, mapped.filter((p) => !declared.includes(p as string))]).toEqual([feature, []]);
    }
  });

  it('serves the pages the spec protects behind a login', () => {
    const all = REMOTES.flatMap(
      (remote) =>
        routeTable.mergeRouteTables(
          remote,
          'test',
          routeTable.readFeatureRoutes(path.join(repo, 'remotes', remote)),
        ).routes as { path: string; access: string }[],
    );
    const access = (p: string) => all.find((r) => r.path === p)?.access;
    expect(access('/abstracts/abstract_submission')).toBe('member');
    expect(access('/registrations/registration/:lang')).toBe('member');
    expect(access('/mypage/my_information')).toBe('member');
    expect(access('/payment/:payId')).toBe('member');
    expect(access('/admin/main/member/allUsers')).toBe('admin');
    expect(access('/admin/login')).toBe('public');
    expect(access('/auth/confirm')).toBe('public');
  });

  it('merges features in menu order: the seven groups of spec §2 in order, with the on-site desk and the CME credits after registration', () => {
    const admin = routeTable.mergeRouteTables(
      'admin',
      'test',
      routeTable.readFeatureRoutes(path.join(repo, 'remotes/admin')),
    );
    expect(admin.sections.map((s) => s.id)).toEqual([
      'statistics',
      'registration',
      'checkIn',
      'credits',
      'abstract',
      'member',
      'mail',
      'general',
      'sponsor',
      // Issue 39: the access record of the back office (PIPA's safety measures) and its security.
      'accessRecord',
      'security',
    ]);
    // The on-site desk: check-in, walk-in registration, the front-desk accounts (issue 26 §2).
    expect(admin.routes.filter((r) => r.section === 'checkIn').map((r) => r.path)).toEqual([
      '/admin/main/checkin',
      '/admin/main/onsite/walkIn',
      '/admin/main/onsite/deskAccounts',
    ]);
  });

  it('labels every back-office menu entry and section in Korean, in both languages (spec §2)', () => {
    const admin = routeTable.mergeRouteTables(
      'admin',
      'test',
      routeTable.readFeatureRoutes(path.join(repo, 'remotes/admin')),
    );
    const menu = [...admin.sections, ...admin.routes.filter((r) => r.menu === 'admin')];
    // Digits belong to no script: "2단계 인증" (two-step verification) is Korean.
    const english = menu.filter((item) => !/^[\p{Script=Hangul}\d\s·()/,]+$/u.test(item.label.en));
    expect(english.map((item) => `${item.labelId}: ${item.label.en}`)).toEqual([]);
  });

  it('uses the same prefix rule as the host', () => {
    for (const p of [
      '/',
      '/admin',
      '/admin/x',
      '/administration',
      '/mypage',
      '/payment/3',
      '/success',
      '/home',
    ])
      expect([p, routeTable.remoteForPath(p)]).toEqual([p, hostRemoteForPath(p)]);
  });
});

describe('route table checks', () => {
  it('accept a well-formed table', () => {
    expect(
      problemsOf('public', {
        order: 10,
        sections: [{ id: 's', menu: 'main', labelId: 'sec', label: { en: 'S', ko: '에스' } }],
        routes: [route('/a', { menu: 'main', section: 's' }), route('/b/:id')],
        redirects: [{ from: '/', to: '/a' }],
      }),
    ).toEqual([]);
  });

  it('refuse a route or redirect outside the remote prefixes', () => {
    expect(problemsOf('public', { routes: [route('/admin/x')] })).toEqual([
      expect.stringContaining('belongs to the admin remote'),
    ]);
    expect(problemsOf('mypage', { routes: [route('/home')] })).toEqual([
      expect.stringContaining('belongs to the public remote'),
    ]);
    expect(problemsOf('admin', { redirects: [{ from: '/mypage', to: '/admin' }] })).toEqual([
      expect.stringContaining('belongs to the mypage remote'),
    ]);
  });

  it('refuse a label without Korean or English, and an unknown access level or menu', () => {
    expect(problemsOf('public', { routes: [route('/a', { label: { en: 'A' } })] })).toEqual([
      expect.stringContaining('no "ko" text'),
    ]);
    expect(problemsOf('public', { routes: [route('/a', { label: { ko: '가' } })] })).toEqual([
      expect.stringContaining('no "en" text'),
    ]);
    expect(problemsOf('public', { routes: [route('/a', { access: 'organiser' })] })).toEqual([
      expect.stringContaining('"access" must be one of'),
    ]);
    expect(problemsOf('public', { routes: [route('/a', { menu: 'side' })] })).toEqual([
      expect.stringContaining('"menu" must be one of'),
    ]);
  });

  it('refuse a path declared twice, even in two features, and an undeclared section', () => {
    expect(problemsOf('public', { routes: [route('/a')] }, { routes: [route('/a')] })).toEqual([
      expect.stringContaining('also declared in features/f0/routes.json'),
    ]);
    expect(problemsOf('public', { routes: [route('/a', { menu: 'main', section: 'nowhere' })] })).toEqual([
      expect.stringContaining('section "nowhere" of menu "main" is not declared'),
    ]);
  });

  it('accept a trailing /* only, and check its prefix', () => {
    expect(problemsOf('admin', { routes: [route('/admin/*', { access: 'admin' })] })).toEqual([]);
    expect(problemsOf('admin', { routes: [route('/admin/*/x')] })).toEqual([
      expect.stringContaining('"*" may only end a path'),
    ]);
    expect(problemsOf('public', { routes: [route('/admin/*')] })).toEqual([
      expect.stringContaining('belongs to the admin remote'),
    ]);
  });

  it('give a route its feature’s ahead script, which must exist (issue 36)', () => {
    const data = {
      routes: [
        route('/mypage/a', { access: 'member', ahead: true }),
        route('/mypage/b', { access: 'member' }),
      ],
    };
    expect(routeTable.routeTableProblems('mypage', [{ feature: 'badge', data, ahead: true }])).toEqual([]);
    expect(routeTable.routeTableProblems('mypage', [{ feature: 'badge', data, ahead: false }])).toEqual([
      expect.stringContaining('"ahead" needs features/badge/ahead.ts'),
    ]);
    const odd = { routes: [route('/mypage/a', { access: 'member', ahead: 'x.js' })] };
    expect(routeTable.routeTableProblems('mypage', [{ feature: 'badge', data: odd, ahead: true }])).toEqual([
      expect.stringContaining('"ahead" can only be true'),
    ]);
    const merged = routeTable.mergeRouteTables('mypage', 'b1', [{ feature: 'badge', data }]);
    expect(merged.routes.map((r) => r.ahead)).toEqual(['ahead/badge.js', undefined]);
  });

  it('build an ahead script for each feature that has one: My registration’s badge', () => {
    expect(routeTable.aheadScripts(path.join(repo, 'remotes', 'mypage'))).toEqual({
      registrations: './src/features/registrations/ahead.ts',
    });
    const table = routeTable.mergeRouteTables(
      'mypage',
      'b1',
      routeTable.readFeatureRoutes(path.join(repo, 'remotes', 'mypage')),
    );
    expect(table.routes.find((r) => r.path === '/mypage/my_registration')?.ahead).toBe(
      'ahead/registrations.js',
    );
  });

  it('refuse unknown keys (a typo would silently drop entries)', () => {
    expect(problemsOf('public', { route: [route('/a')] })).toEqual([
      expect.stringContaining('unknown key "route"'),
    ]);
  });
});
