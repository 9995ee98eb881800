import {
  loginPathFor,
  matchRoute,
  menuItems,
  menuSections,
  redirectFor,
  remoteForPath,
  routeMessages,
  type RouteEntry,
  type RouteTable,
} from '../routes';

const route = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  labelId: `label${path}`,
  label: { en: `EN ${path}`, ko: `KO ${path}` },
  access: 'public',
  ...extra,
});

const table: RouteTable = {
  remote: 'public',
  build: 'test',
  sections: [
    { id: 'programs', menu: 'main', labelId: 'section.programs', label: { en: 'Program', ko: '프로그램' } },
    { id: 'empty', menu: 'main', labelId: 'section.empty', label: { en: 'Empty', ko: '비어 있음' } },
  ],
  routes: [
    route('/home'),
    route('/programs/glance', { menu: 'main', section: 'programs' }),
    route('/informations/bbsDetail/:bbsId'),
    route('/auth/login', { menu: 'auth' }),
    route('/abstracts/abstract_submission', { access: 'member' }),
  ],
  redirects: [{ from: '/', to: '/home' }],
};

describe('routing contract', () => {
  it('gives /admin to the back office, the member area and payment pages to mypage, the rest to public', () => {
    expect(remoteForPath('/admin')).toBe('admin');
    expect(remoteForPath('/admin/main/member/allUsers')).toBe('admin');
    expect(remoteForPath('/mypage/my_information')).toBe('mypage');
    for (const path of ['/success', '/failed', '/windowClose', '/payment/15'])
      expect(remoteForPath(path)).toBe('mypage');
    for (const path of ['/', '/home', '/auth/login', '/pilot', '/nowhere'])
      expect(remoteForPath(path)).toBe('public');
  });

  it('matches whole segments only', () => {
    expect(remoteForPath('/administration')).toBe('public');
    expect(remoteForPath('/mypages')).toBe('public');
    expect(remoteForPath('/successful')).toBe('public');
  });

  it('matches static and parameterised paths of a table', () => {
    expect(matchRoute(table.routes, '/home')?.path).toBe('/home');
    expect(matchRoute(table.routes, '/home/')?.path).toBe('/home');
    expect(matchRoute(table.routes, '/informations/bbsDetail/42')?.path).toBe(
      '/informations/bbsDetail/:bbsId',
    );
    expect(matchRoute(table.routes, '/abstracts/abstract_submission')?.access).toBe('member');
  });

  it('treats unknown paths, extra segments and look-alikes as not found', () => {
    expect(matchRoute(table.routes, '/nowhere')).toBeUndefined();
    expect(matchRoute(table.routes, '/home/extra')).toBeUndefined();
    expect(matchRoute(table.routes, '/informations/bbsDetail/')).toBeUndefined();
    expect(matchRoute(table.routes, '/homeX')).toBeUndefined();
  });

  it('gives any other path below a /* pattern to it, exact patterns first', () => {
    const admin = [route('/admin/login'), route('/admin/*', { access: 'admin' }), route('/admin/main/*')];
    expect(matchRoute(admin, '/admin/login')?.path).toBe('/admin/login');
    expect(matchRoute(admin, '/admin/nowhere')?.path).toBe('/admin/*');
    expect(matchRoute(admin, '/admin')?.path).toBe('/admin/*');
    expect(matchRoute(admin, '/admin/main/x/y')?.path).toBe('/admin/main/*');
    expect(matchRoute(admin, '/administration')).toBeUndefined();
  });

  it('follows a table redirect, with or without a trailing slash', () => {
    expect(redirectFor(table, '/')).toBe('/home');
    expect(redirectFor({ redirects: [{ from: '/mypage', to: '/mypage/my_information' }] }, '/mypage/')).toBe(
      '/mypage/my_information',
    );
    expect(redirectFor(table, '/home')).toBeUndefined();
  });

  it('builds menus by section in table order, leaving out empty sections', () => {
    expect(menuSections([table], 'main')).toEqual([{ section: table.sections[0], items: [table.routes[1]] }]);
    expect(menuItems([table], 'auth').map((r) => r.path)).toEqual(['/auth/login']);
  });

  it('turns labels into messages, English where a language has none', () => {
    const messages = routeMessages(
      { sections: [], routes: [route('/x', { labelId: 'x', label: { en: 'Only English' } })] },
      'ko',
    );
    expect(messages).toEqual({ x: 'Only English' });
    expect(routeMessages(table, 'ko')['section.programs']).toBe('프로그램');
  });

  it('sends admin paths to the admin login and others to the member login', () => {
    expect(loginPathFor('/admin/main/committee/eventStatistics')).toBe('/admin/login');
    expect(loginPathFor('/mypage/my_information')).toBe('/auth/login');
  });
});
