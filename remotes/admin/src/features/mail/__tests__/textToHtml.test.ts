import { textToHtml } from '../textToHtml';

describe('a hand-written mail as HTML', () => {
  it('escapes what the organiser types, so text cannot become markup or script', () => {
    expect(textToHtml('<script>alert("x")</script> & \'quotes\'')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>',
    );
  });

  it('keeps paragraphs (blank lines) and line breaks', () => {
    expect(textToHtml('Dear members,\n\nThe venue moved.\nSee the site.\n')).toBe(
      '<p>Dear members,</p>\n<p>The venue moved.<br>See the site.</p>',
    );
  });
});
