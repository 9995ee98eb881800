import type { Locale } from '@congress/domain';

/**
 * The language the app starts in, and whether the page the server rendered can be hydrated (it is
 * in that language). `served`: the language the server rendered the page in (null: a page the
 * browser draws alone); `cookie`: the language cookie as it is now; `stored`: the reader's choice in
 * localStorage.
 * - A cookie that differs from `served` was written after the page was rendered (the switch's form,
 *   sent before the app arrived, is on its way, or another tab switched): it is the newer choice and
 *   is never written over with the page's language.
 * - No cookie yet, and a stored choice other than `served` (the first visit after this cookie
 *   existed): the stored choice.
 * - Otherwise the page's language; on a page the browser draws alone the cookie's, when there is one.
 */
export function startLocale(
  served: Locale | null,
  cookie: Locale | null,
  stored: Locale | null,
): { locale: Locale | null; hydrate: boolean } {
  if (!served) return { locale: cookie, hydrate: false };
  if (cookie && cookie !== served) return { locale: cookie, hydrate: false };
  if (!cookie && stored && stored !== served) return { locale: stored, hydrate: false };
  return { locale: served, hydrate: true };
}
