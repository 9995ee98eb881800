import { useAtomValue } from 'jotai';
import { use, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, readablePromise, type Locale } from '@congress/domain';
import { en } from './messages/en';
import { localeState } from './localeState';
import { MessagesProvider } from './MessagesProvider';

export type MessageTable = Record<string, string>;
export type LocaleMessages = { en: MessageTable } & Partial<Record<Locale, MessageTable>>;

/** English first, then the locale's own: any key a translation lacks falls back to English. */
export function withFallback(messages: LocaleMessages, locale: Locale): MessageTable {
  return locale === DEFAULT_LOCALE ? messages.en : { ...messages.en, ...messages[locale] };
}

// The shell's texts: English ships with the page (every language falls back to it), the others are
// fetched the first time they are shown, so an English page carries no Korean catalogue.
const TRANSLATIONS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<MessageTable>> = {
  ko: () => import(/* webpackChunkName: "messages-ko" */ './messages/ko').then((module) => module.ko),
};
const fetched = new Map<Locale, Promise<MessageTable>>();

/** One request per language (the same promise each time, as `use` wants); a failed one is tried again. */
function translation(locale: Exclude<Locale, typeof DEFAULT_LOCALE>): Promise<MessageTable> {
  let promise = fetched.get(locale);
  if (!promise) {
    promise = readablePromise(TRANSLATIONS[locale]());
    promise.catch(() => fetched.delete(locale));
    fetched.set(locale, promise);
  }
  return promise;
}

/** Loads the shell's texts in this language before a server-rendered page is hydrated in it. */
export async function preloadTranslation(locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE) await translation(locale);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  // After a switch the page keeps its language until the new texts have arrived (React keeps the
  // shown tree while the deferred render waits), instead of blanking.
  const locale = useDeferredValue(useAtomValue(localeState));
  const table = locale === DEFAULT_LOCALE ? en : use(translation(locale));
  const messages = useMemo(() => withFallback({ en, [locale]: table }, locale), [locale, table]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <MessagesProvider locale={locale} messages={messages}>
      {children}
    </MessagesProvider>
  );
}

/**
 * Adds a remote's own messages on top of the shell's, so a remote's text ships (and is
 * redeployed) with the remote.
 */
export function RemoteMessages({ messages, children }: { messages: LocaleMessages; children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const merged = useMemo(
    () => ({ ...intl.messages, ...withFallback(messages, locale) }) as MessageTable,
    [intl.messages, messages, locale],
  );
  return (
    <MessagesProvider locale={locale} messages={merged}>
      {children}
    </MessagesProvider>
  );
}
