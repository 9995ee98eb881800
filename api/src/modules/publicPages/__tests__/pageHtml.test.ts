import { renderedPageHtml } from '../pageHtml';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Site</title><meta name="description" content="Site text"></head>' +
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
