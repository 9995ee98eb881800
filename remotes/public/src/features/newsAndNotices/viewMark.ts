/**
 * A reader's view counts once per browser session per post (a reload does not count again): the
 * post's ahead script and the app mark the post viewed in sessionStorage before they count it, and
 * neither counts a post already marked. Answers whether this view is the one to count.
 */
export function markViewed(id: string, storage: Storage | undefined = globalThis.sessionStorage): boolean {
  const key = `congress.bbsViewed.${id}`;
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, '1');
  } catch {
    // Storage refused (private mode): count the view anyway.
  }
  return true;
}
