// Taking over a prerendered public page (docs/decisions.md, "Prerendered public pages").
//
// The server sends the public remote's prerendered markup in <div id="prerendered"> instead of
// an empty #root. The app renders into a #root that is not yet in the document; once the page
// there has rendered with its data (the remote's element is there and nothing is busy), #root
// replaces the prerendered copy in one step. The reader sees the prerendered page until then,
// never a blank page, and the swap moves nothing (both are the same markup). While detached, the
// app's tree is invisible to the reader, assistive technology and tests: one copy at a time.

const PRERENDERED_ID = 'prerendered';
/** The longest the prerendered copy stays when the app never becomes ready (an error page). */
const MAX_WAIT_MS = 10_000;

/**
 * The page in `root` has rendered: a remote's page is there, nothing on it says it is busy, and
 * no query of the page is waiting for its answer (`queriesBusy`).
 */
export function pageIsReady(root: HTMLElement, queriesBusy: () => boolean): boolean {
  return (
    Boolean(root.querySelector('main [data-remote] > *')) &&
    !root.querySelector('[aria-busy="true"]') &&
    !queriesBusy()
  );
}

/**
 * Replaces the prerendered copy (if still there) with the app's root. The prerendered page's
 * stylesheet stays: its rules are the app's own (same class names), and its font faces keep the
 * text in its font while the app's font stylesheet may still be on its way.
 */
export function showApp(root: HTMLElement): void {
  document.getElementById(PRERENDERED_ID)?.replaceWith(root);
}

/**
 * The element the app renders into. A prerendered page gets a detached #root that replaces the
 * prerendered copy as soon as its page is ready (checked after each change and every 50 ms, over two frames so a
 * lazy chunk's fallback does not count), or after MAX_WAIT_MS at the latest.
 */
export function appContainer(queriesBusy: () => boolean): HTMLElement {
  const existing = document.getElementById('root');
  if (existing || !document.getElementById(PRERENDERED_ID)) return existing as HTMLElement;
  const root = document.createElement('div');
  root.id = 'root';
  let done = false;
  let scheduled = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearInterval(poll);
    window.clearTimeout(timer);
    showApp(root);
  };
  const check = () => {
    if (done || scheduled || !pageIsReady(root, queriesBusy)) return;
    scheduled = true;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        scheduled = false;
        if (pageIsReady(root, queriesBusy)) finish();
      }),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  // An answer that changes nothing on the page (no popup today) changes no element: look anyway.
  const poll = window.setInterval(check, 50);
  const timer = window.setTimeout(finish, MAX_WAIT_MS);
  return root;
}
