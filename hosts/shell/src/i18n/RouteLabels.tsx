import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { LOCALES, routeMessages, type RemoteName, type RouteTable } from '@congress/domain';
import { RemoteMessages, type LocaleMessages } from '@congress/i18n';
import { siteRoutesState } from '@congress/ui';

/**
 * Adds the labels of every route table read so far (page titles, menu entries and sections, which
 * ship with their remote) to the page's messages, for the header, the footer and the sitemap.
 */
export function RouteLabels({ children }: { children: ReactNode }) {
  const tables = useAtomValue(siteRoutesState);
  let messages = labels.get(tables);
  if (!messages) labels.set(tables, (messages = labelsOf(tables)));
  return <RemoteMessages messages={messages}>{children}</RemoteMessages>;
}

/** Made once per set of tables (the server's renders of one deployment share theirs). */
const labels = new WeakMap<object, LocaleMessages>();

function labelsOf(tables: Partial<Record<RemoteName, RouteTable>>): LocaleMessages {
  const loaded = Object.values(tables);
  const messagesIn = (locale: (typeof LOCALES)[number]) =>
    Object.assign({}, ...loaded.map((table) => routeMessages(table, locale))) as Record<string, string>;
  return {
    ...Object.fromEntries(LOCALES.map((l) => [l, messagesIn(l)])),
    en: messagesIn('en'),
  } as LocaleMessages;
}
