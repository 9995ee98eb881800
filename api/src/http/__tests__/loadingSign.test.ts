import { withLoadingSign } from '../loadingSign';

const shell =
  '<!doctype html><html lang="en"><head><title>KSP</title></head><body><div id="root"></div></body></html>';

describe('the loading sign of a page the server does not render (issue 36)', () => {
  it('is in the HTML, before any script, in the reader language', () => {
    const korean = withLoadingSign(shell, 'ko');
    expect(korean).toContain('<html lang="ko"');
    expect(korean).toMatch(
      /<div id="root"><style>[^<]*<\/style><div class="boot-loading" role="status">불러오는 중…<\/div><\/div>/,
    );
    expect(withLoadingSign(shell, 'en')).toContain('role="status">Loading…</div>');
    // No script: the page's Content-Security-Policy allows none that is not the build's own.
    expect(korean).not.toMatch(/<script/);
  });

  it('loads the route’s ahead script first, with where the API is, its URL made safe', () => {
    const page = withLoadingSign(shell, 'ko', {
      src: '/remotes/mypage/ahead/registrations.js',
      graphqlUrl: '/graphql',
    });
    expect(page).toContain(
      '<head><script async src="/remotes/mypage/ahead/registrations.js" data-graphql-url="/graphql"></script><title>',
    );
    expect(page).toContain('role="status">불러오는 중…</div>');
    const odd = withLoadingSign(shell, 'en', {
      src: 'https://cdn.example/a"b<c>.js',
      graphqlUrl: '/graphql',
    });
    expect(odd).toContain('src="https://cdn.example/a&quot;b&lt;c&gt;.js"');
  });

  it('leaves a page whose #root is not empty as it is', () => {
    const other = shell.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>');
    expect(withLoadingSign(other, 'ko')).toBe(other);
  });
});
