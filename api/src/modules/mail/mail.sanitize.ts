// Template and organiser-mail HTML is cleaned on the server with an allowlist (sanitize-html):
// whatever the editor (or a hand-made request) sends, a mail carries formatting tags, links and a
// few inline styles only: no scripts, event handlers, frames, forms or foreign URL schemes.
import sanitizeHtml from 'sanitize-html';

const STYLE_VALUE = [/^[#\w\s.,%()'"-]+$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
  },
  // `{confirmUrl}` in an href is a relative URL to the sanitiser; the sender fills it in.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: STYLE_VALUE,
      'background-color': STYLE_VALUE,
      'font-size': STYLE_VALUE,
      'font-family': STYLE_VALUE,
      'font-weight': STYLE_VALUE,
      'line-height': STYLE_VALUE,
      'text-align': [/^(left|right|center|justify)$/],
      margin: STYLE_VALUE,
      padding: STYLE_VALUE,
    },
  },
  disallowedTagsMode: 'discard',
};

export const sanitizeMailHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
