// A post's view counted as soon as the post's page is read (docs/decisions.md, "The app at the
// reader's first move"): the rendered post reads without the app, which starts at the reader's
// first move, and a reader who reads without touching the page is a reader too. Built alone (no
// federation runtime, ~1 KB) and loaded by the post's page ahead of the app (the route's "ahead").
// The app counts a post it navigates to itself; the view mark keeps a view from counting twice.
import COUNT_NEWS_VIEW from './graphql/countNewsView.graphql';
import { markViewed } from './viewMark';

/** The post's id in a post's address (/informations/bbsDetail/:bbsId), or null. */
export const postIdOf = (pathname: string): string | null =>
  /^\/informations\/bbsDetail\/(\d{1,10})\/?$/.exec(pathname)?.[1] ?? null;

export async function countViewAhead(pathname: string, graphqlUrl: string, storage?: Storage): Promise<void> {
  const id = postIdOf(pathname);
  if (!id || !markViewed(id, storage)) return;
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: COUNT_NEWS_VIEW, operationName: 'CountNewsView', variables: { id } }),
    // Counted even when the reader follows a link at once.
    keepalive: true,
  });
  // Read to its end: an answer left unread stays open in the browser.
  await response.text();
}

// Read while the script first runs: `currentScript` is null afterwards.
const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
if (script?.dataset.graphqlUrl)
  countViewAhead(location.pathname, script.dataset.graphqlUrl).catch(() => undefined);
