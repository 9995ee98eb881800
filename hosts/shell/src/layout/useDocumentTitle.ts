import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@congress/router';
import { matchRoute, redirectFor, remoteForPath } from '@congress/domain';
import { siteRoutesState, usePageRender } from '@congress/ui';

/**
 * The browser tab names the page in the page's language: "내 정보 · 대한병리학회 2024", from the
 * label of its route (the remotes' route tables); unknown addresses are "404 Not Found". The back
 * office names its own pages (it draws its own layout), so its paths are left to it. A server
 * render writes the same title into the page's head.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const intl = useIntl();
  const tables = useAtomValue(siteRoutesState);
  const remote = remoteForPath(pathname);
  const table = tables[remote];
  const render = usePageRender();
  let title: string | undefined;
  if (remote !== 'admin') {
    const site = intl.formatMessage({ id: 'site.documentTitle' });
    if (pathname === '/block') title = `${intl.formatMessage({ id: 'page.block.title' })} · ${site}`;
    // Known once the table is read.
    else if (table && !redirectFor(table, pathname)) {
      const route = matchRoute(table.routes, pathname);
      const page = intl.formatMessage({ id: route ? route.labelId : 'page.notFound.title' });
      title = pathname === '/home' ? site : `${page} · ${site}`;
    }
  }
  if (render && title) render.head.title = title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
