import { Navigate, Route, Routes, useLocation } from '@congress/router';
import { matchRoute, redirectFor, remoteForPath } from '@congress/domain';
import { RouteGuard } from '@congress/ui';
import { BlockPage, NotFoundPage, RemoteLoadError } from '@congress/components';
import { RemoteApp, RemotePlaceholder } from '../remotes/RemoteApp';
import { useRouteTable } from './routeTables';

/**
 * Serves a path from its remote: the prefix picks the remote (remotePrefixes.json), the remote's
 * route table (its routes.json) redirects, guards, or answers 404 before any of its code loads.
 */
function RemoteRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const { table, failed, retry } = useRouteTable(remote);
  if (failed) return <RemoteLoadError onRetry={retry} />;
  if (!table) return <RemotePlaceholder />;
  const redirect = redirectFor(table, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  const route = matchRoute(table.routes, pathname);
  if (!route) return <NotFoundPage />;
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
