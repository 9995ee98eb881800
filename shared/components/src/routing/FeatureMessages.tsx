import { use, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { readablePromise, type Locale } from '@congress/domain';
import { MessagesProvider, type MessageTable } from '@congress/i18n';
import type { MessageLoader } from './features';

const fetched = new WeakMap<MessageLoader, Map<Locale, Promise<MessageTable>>>();

/** One request per feature and language for the page's lifetime (the same promise each time, as `use` wants). */
export function messagesOf(load: MessageLoader, locale: Locale): Promise<MessageTable> {
  let byLocale = fetched.get(load);
  if (!byLocale) fetched.set(load, (byLocale = new Map()));
  let promise = byLocale.get(locale);
  if (!promise) {
    promise = readablePromise(load(locale));
    // A failed request is tried again the next time, not remembered.
    promise.catch(() => byLocale.delete(locale));
    byLocale.set(locale, promise);
  }
  return promise;
}

/**
 * A page's feature texts in the language shown, on top of the remote's: fetched the first time
 * (the page suspends meanwhile, so a server-rendered page stays until it can hydrate). After a switch
 * of language the page keeps its previous texts until the new ones have arrived (a deferred
 * value: React keeps the shown tree while the new one suspends) instead of blanking.
 */
export function FeatureMessages({ load, children }: { load: MessageLoader; children: ReactNode }) {
  const intl = useIntl();
  const locale = useDeferredValue(intl.locale as Locale);
  const table = use(messagesOf(load, locale));
  const messages = useMemo(() => ({ ...intl.messages, ...table }) as MessageTable, [intl.messages, table]);
  return (
    <MessagesProvider locale={locale} messages={messages}>
      {children}
    </MessagesProvider>
  );
}
