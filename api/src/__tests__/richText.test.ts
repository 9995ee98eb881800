import { isViewOnly } from '../modules/newsAndNotices/newsAndNotices.service';
import { isBlankHtml } from '@congress/domain/validation';
import { sanitizeRichText } from '../richText';

describe('sanitizeRichText', () => {
  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<p onclick="x()" onmouseover="y()">a</p>', '<p>a</p>'],
    ['<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">', ''],
    // Seen on the news page: a relative address is a broken image there; no alt is decorative.
    ['<p>a<img src="x" onerror="alert(1)"><img src="//evil.example/a.png"></p>', '<p>a</p>'],
    ['<img src="https://congress.example/a.png">', '<img src="https://congress.example/a.png" alt="" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<iframe src="https://x"></iframe><object></object><embed><svg><script>1</script></svg>', ''],
    [
      '<style>p{}</style><p style="position:fixed;text-align:center">a</p>',
      '<p style="text-align:center">a</p>',
    ],
    ['<form action="/x"><input name="p"></form>', ''],
    ['<p>5 &lt; 6</p>', '<p>5 &lt; 6</p>'],
  ])('%s', (input, output) => expect(sanitizeRichText(input)).toBe(output));

  it('keeps what the editor makes: headings, lists, links, images, tables', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>1</li></ul><ol><li>2</li></ol>' +
      '<blockquote><p>q</p></blockquote><p><a href="https://congress.example/x">l</a></p>' +
      '<img src="/uploads/a.png" alt="a" /><table><tbody><tr><td>c</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes a new-tab link unable to reach back into the page', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('tells an empty editor from content once sanitised (the post schema checks the stored HTML)', () => {
    const blank = (html: string) => isBlankHtml(sanitizeRichText(html));
    expect(blank('<p></p><p> </p><script>x</script>')).toBe(true);
    expect(blank('<p>&nbsp;</p><p>\u00a0</p>')).toBe(true);
    expect(blank('<p><img src="/uploads/a.png"></p>')).toBe(false);
    expect(blank('<p>a</p>')).toBe(false);
  });
});

describe('the public view rule', () => {
  it('is an input of viewCount alone', () => {
    expect(isViewOnly({ viewCount: 3 })).toBe(true);
    expect(isViewOnly({ viewCount: 3, title: undefined })).toBe(true);
    expect(isViewOnly({ viewCount: 3, title: 'x' })).toBe(false);
    expect(isViewOnly({ viewCount: null })).toBe(false);
    expect(isViewOnly({})).toBe(false);
    expect(isViewOnly(null)).toBe(false);
  });
});
