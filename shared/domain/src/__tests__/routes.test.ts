import { ADMIN_MENU, ALL_ROUTES, loginPathFor, matchRoute } from '../routes';

describe('route manifest', () => {
  it('matches static and parameterised paths to their remote', () => {
    expect(matchRoute('/home')?.remote).toBe('public');
    expect(matchRoute('/informations/bbsDetail/42')?.path).toBe('/informations/bbsDetail/:bbsId');
    expect(matchRoute('/mypage/abstract_modify/7')?.access).toBe('member');
    expect(matchRoute('/payment/15')?.remote).toBe('mypage');
    expect(matchRoute('/admin/main/member/allUsers')?.access).toBe('admin');
    expect(matchRoute('/admin/login')?.access).toBe('public');
  });

  it('treats unknown paths, extra segments and look-alikes as not found', () => {
    expect(matchRoute('/nowhere')).toBeUndefined();
    expect(matchRoute('/home/extra')).toBeUndefined();
    expect(matchRoute('/mypage/abstract_modify/')).toBeUndefined();
    expect(matchRoute('/homeX')).toBeUndefined();
  });

  it('serves the e-mail confirmation link publicly', () => {
    expect(matchRoute('/auth/confirm')).toMatchObject({ remote: 'public', access: 'public' });
  });

  it('needs a login for the pages the spec protects', () => {
    expect(matchRoute('/abstracts/abstract_submission')?.access).toBe('member');
    expect(matchRoute('/registrations/registration/en')?.access).toBe('member');
    expect(matchRoute('/abstracts/abstract_guideline')?.access).toBe('public');
  });

  it('sends admin paths to the admin login and others to the member login', () => {
    expect(loginPathFor('/admin/main/committee/eventStatistics')).toBe('/admin/login');
    expect(loginPathFor('/mypage/my_information')).toBe('/auth/login');
  });

  it('has seven admin menu groups and no duplicate paths', () => {
    expect(ADMIN_MENU).toHaveLength(7);
    const paths = ALL_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
