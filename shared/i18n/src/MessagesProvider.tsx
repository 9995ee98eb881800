import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@congress/domain';

/**
 * One formatter cache a language, for every provider of the page (the shell's, a remote's, a
 * feature's) and, on the server, for every render: a message is parsed and its formatter built
 * once, not once per provider mounted. react-intl's IntlProvider keeps a cache of its own per
 * mount, so each render of a public page on the server rebuilt every formatter it used (react-intl
 * was ~8% of a render's time), and the browser rebuilt them at each page's feature texts.
 */
const caches = new Map<string, IntlCache>();

function cacheFor(locale: string): IntlCache {
  let cache = caches.get(locale);
  if (!cache) caches.set(locale, (cache = createIntlCache()));
  return cache;
}

export function MessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
}

/** One formatter object per message table and language, for every provider and render that use them. */
const intls = new WeakMap<Record<string, string>, Map<Locale, IntlShape>>();

function intlFor(locale: Locale, messages: Record<string, string>): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl)
    byLocale.set(
      locale,
      (intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cacheFor(locale))),
    );
  return intl;
}
