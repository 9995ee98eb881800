// A script of a page's remote loaded ahead of the app (a route's `ahead` in its route table: the
// member's badge, a post's view count): its URL and the API's, which the script reads from its tag.
import escapeHtml from 'escape-html';

export interface AheadScript {
  src: string;
  graphqlUrl: string;
}

/** The tag, put first in the page's head: an external script of the remote, which the page's CSP allows. */
export const aheadScriptTag = (ahead: AheadScript): string =>
  `<script async src="${escapeHtml(ahead.src)}" data-graphql-url="${escapeHtml(ahead.graphqlUrl)}"></script>`;
