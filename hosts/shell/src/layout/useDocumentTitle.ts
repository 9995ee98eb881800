import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@congress/router';
import { matchRoute, redirectFor, remoteForPath } from '@congress/domain';
import { siteRoutesState } from '@congress/ui';

/**
 * The browser tab names the page in the page's language: "내 정보 · 대한병리학회 2024", from the
 * label of its route (the remotes' route tables); unknown addresses are "404 Not Found". The back
 * office names its own pages (it draws its own layout), so its paths are left to it.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const intl = useIntl();
  const tables = useAtomValue(siteRoutesState);
  const remote = remoteForPath(pathname);
  const table = tables[remote];
  useEffect(() => {
    if (remote === 'admin') return;
    const site = intl.formatMessage({ id: 'site.documentTitle' });
    if (pathname === '/block') {
      document.title = `${intl.formatMessage({ id: 'page.block.title' })} · ${site}`;
      return;
    }
    if (!table || redirectFor(table, pathname)) return; // known once the table is read
    const route = matchRoute(table.routes, pathname);
    const page = intl.formatMessage({ id: route ? route.labelId : 'page.notFound.title' });
    document.title = pathname === '/home' ? site : `${page} · ${site}`;
  }, [remote, table, pathname, intl]);
}
