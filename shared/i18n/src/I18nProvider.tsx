import { useAtomValue } from 'jotai';
import { use, useDeferredValue, useEffect, type ReactNode } from 'react';
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

/** The shell's texts in a language, English beneath: made once per language's table. */
const shellTables = new WeakMap<MessageTable, MessageTable>();

function shellMessages(locale: Locale, table: MessageTable): MessageTable {
  let messages = shellTables.get(table);
  if (!messages) shellTables.set(table, (messages = withFallback({ en, [locale]: table }, locale)));
  return messages;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  // After a switch the page keeps its language until the new texts have arrived (React keeps the
  // shown tree while the deferred render waits), instead of blanking.
  const locale = useDeferredValue(useAtomValue(localeState));
  const table = locale === DEFAULT_LOCALE ? en : use(translation(locale));
  const messages = shellMessages(locale, table);
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
  const merged = mergedMessages(intl.messages as MessageTable, messages, locale);
  return (
    <MessagesProvider locale={locale} messages={merged}>
      {children}
    </MessagesProvider>
  );
}

/**
 * The page's messages with a remote's on top, made once per pair of tables and language: a public
 * page rendered on the server merged some thousand texts per remote and per render, and a page in
 * the browser at each of its parts that brings texts of its own.
 */
const merges = new WeakMap<MessageTable, WeakMap<LocaleMessages, Map<Locale, MessageTable>>>();

function mergedMessages(base: MessageTable, messages: LocaleMessages, locale: Locale): MessageTable {
  let byMessages = merges.get(base);
  if (!byMessages) merges.set(base, (byMessages = new WeakMap()));
  let byLocale = byMessages.get(messages);
  if (!byLocale) byMessages.set(messages, (byLocale = new Map()));
  let merged = byLocale.get(locale);
  if (!merged) byLocale.set(locale, (merged = { ...base, ...withFallback(messages, locale) }));
  return merged;
}
