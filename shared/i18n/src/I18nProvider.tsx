import { useAtomValue } from 'jotai';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@congress/domain';
import { en } from './messages/en';
import { ko } from './messages/ko';
import { localeState } from './localeState';

export type MessageTable = Record<string, string>;
export type LocaleMessages = { en: MessageTable } & Partial<Record<Locale, MessageTable>>;

/** English first, then the locale's own: any key a translation lacks falls back to English. */
export function withFallback(messages: LocaleMessages, locale: Locale): MessageTable {
  return locale === DEFAULT_LOCALE ? messages.en : { ...messages.en, ...messages[locale] };
}

const CORE: LocaleMessages = { en, ko };

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeState);
  const messages = useMemo(() => withFallback(CORE, locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
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
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={merged}>
      {children}
    </IntlProvider>
  );
}
