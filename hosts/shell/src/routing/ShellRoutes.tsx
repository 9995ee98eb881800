import { Navigate, Route, Routes, useLocation } from '@congress/router';
import { matchRoute } from '@congress/domain';
import { BlockPage, NotFoundPage, RouteGuard } from '@congress/ui';
import { RemoteApp } from '../remotes/RemoteApp';

/** Picks the remote for a path from the route manifest, behind its guard; unknown paths are 404. */
function ManifestRoute() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  if (!route) return <NotFoundPage />;
  return (
    <RouteGuard access={route.access}>
      <RemoteApp name={route.remote} />
    </RouteGuard>
  );
}

export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/home" replace />} />
      <Route path="/block" element={<BlockPage />} />
      <Route path="/admin" element={<Navigate to="/admin/login" replace />} />
      <Route path="/admin/main" element={<Navigate to="/admin/main/committee/eventStatistics" replace />} />
      <Route path="/mypage" element={<Navigate to="/mypage/my_information" replace />} />
      <Route path="*" element={<ManifestRoute />} />
    </Routes>
  );
}
