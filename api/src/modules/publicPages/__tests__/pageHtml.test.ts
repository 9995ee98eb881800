import { fillable, renderedPageHtml } from '../pageHtml';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Site</title><meta name="description" content="Site text">' +
  '<script defer="defer" src="/main.js"></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';

describe('the HTML of a rendered public page', () => {
  const html = renderedPageHtml(
    SHELL,
    {
      html: '<main><h1>공지사항</h1></main>',
      styles: '<style data-styled="true">h1{color:red}</style>',
      title: 'News & notices · Site',
      description: 'Posts "now"',
      pageQueries: { 'List:{}': { data: { title: '</script><script>alert(1)</script>' } } },
    },
    { locale: 'ko', routeTables: {}, pageQueries: {}, runtimeConfig: { graphqlUrl: '/graphql' } },
  );

  it('carries the page, its language, title, description and styles', () => {
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain('<div id="root"><main><h1>공지사항</h1></main></div>');
    expect(html).toContain('<title>News &amp; notices · Site</title>');
    expect(html).toContain('<meta name="description" content="Posts &quot;now&quot;"');
    expect(html).toContain('<style data-styled="true">h1{color:red}</style></head>');
    // It reads without scripts: no notice that it needs them.
    expect(html).not.toContain('<noscript>');
  });

  it('loads the script that starts the app at the first move, not the app', () => {
    expect(html).toContain('<script defer src="/ahead/start.js" data-app="/main.js"></script>');
    expect(html).not.toContain('<script defer="defer" src="/main.js">');
  });

  it('loads the route’s ahead script first in the head when it has one', () => {
    const post = renderedPageHtml(
      SHELL,
      { html: '<main></main>', styles: '', pageQueries: {} },
      { locale: 'en', routeTables: {}, pageQueries: {}, runtimeConfig: {} },
      { src: '/remotes/public/ahead/newsAndNotices.js', graphqlUrl: '/graphql' },
    );
    expect(post).toContain(
      '<head><script async src="/remotes/public/ahead/newsAndNotices.js" data-graphql-url="/graphql"></script><title>',
    );
    expect(html).not.toContain('data-graphql-url');
  });

  it('fills only a built page with the app script and the root element', () => {
    expect(fillable(SHELL)).toBe(true);
    expect(fillable(SHELL.replace('<script defer="defer" src="/main.js"></script>', ''))).toBe(false);
    expect(fillable(SHELL.replace('<div id="root"></div>', ''))).toBe(false);
  });

  it('writes the state as JSON that cannot end its element, whatever the answers hold', () => {
    const withAnswer = renderedPageHtml(
      SHELL,
      { html: '', styles: '', pageQueries: {} },
      {
        locale: 'en',
        routeTables: {},
        pageQueries: { 'List:{}': { data: { title: '</script><script>alert(1)</script>' } } },
        runtimeConfig: {},
      },
    );
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(withAnswer)?.[1];
    expect(state).not.toContain('<');
    expect(JSON.parse(state!).pageQueries['List:{}'].data.title).toBe('</script><script>alert(1)</script>');
  });
});
