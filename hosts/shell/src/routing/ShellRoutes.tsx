import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from '@congress/router';
import { matchRoute, redirectFor, remoteForPath } from '@congress/domain';
import { decideAccess, RouteGuard, useSession } from '@congress/ui';
import { BlockPage, NotFoundPage, RemoteLoadError } from '@congress/components';
import { preloadRemoteApp, RemoteApp, RemotePlaceholder } from '../remotes/RemoteApp';
import { useRouteTable } from './routeTables';

/**
 * Serves a path from its remote: the prefix picks the remote (remotePrefixes.json), the remote's
 * route table (its routes.json) redirects, guards, or answers 404 before any of its code loads.
 */
function RemoteRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const { table, failed, retry } = useRouteTable(remote);
  const { token, user } = useSession();
  const route = table && !redirectFor(table, pathname) ? matchRoute(table.routes, pathname) : null;
  const decision = route ? decideAccess(route.access, token, user) : null;
  // The remote's code loads while the session is being checked (one wait instead of two in a row);
  // not for a visitor the guard sends elsewhere.
  const wanted = decision === 'allow' || decision === 'pending';
  useEffect(() => {
    if (wanted) preloadRemoteApp(remote);
  }, [wanted, remote]);
  if (failed) return <RemoteLoadError onRetry={retry} />;
  if (!table) return <RemotePlaceholder />;
  const redirect = redirectFor(table, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!route) return <NotFoundPage />;
  // While the session is checked the page says it is loading (the guard itself shows nothing).
  if (decision === 'pending') return <RemotePlaceholder />;
  return (
    <RouteGuard access={route.access}>
      <RemoteApp name={remote} />
    </RouteGuard>
  );
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/block" element={<BlockPage />} />
      <Route path="*" element={<RemoteRoute />} />
    </Routes>
  );
}
