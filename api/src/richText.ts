// Organisers' rich text (posts, popups) is stored sanitised: an allowlist of tags, attributes and
// URL schemes (sanitize-html), so nothing a reader's browser would run (script, event handlers,
// javascript: links, iframes, inline SVG, style sheets) is ever stored or served.
import sanitizeHtml from 'sanitize-html';

const ALIGN = [/^(left|right|center|justify)$/];

/** An image address a reader's browser can load: http(s), or a path on this site (uploads). */
const LOADABLE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style'],
  },
  // Only alignment survives in style attributes (the editor's text-align), nothing that positions.
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab cannot reach back into this page.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs },
    // An image without a text alternative is announced by its file name: mark it decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    // An image whose address was removed or points nowhere (src="x" is a path relative to the
    // page) would show as broken.
    (frame.tag === 'img' && !LOADABLE_IMAGE.test(frame.attribs.src ?? '')),
};

/** The HTML with only allowlisted markup left. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
