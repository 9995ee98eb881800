import { Suspense } from 'react';
import { Route, Routes } from '@congress/router';
import { ADMIN_MENU } from '@congress/domain';
import { ComingSoonPage, RemoteRoot } from '@congress/ui';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { AdminLayout } from '../layout/AdminLayout';
import { ADMIN_PAGES } from '../pages';
import AdminLoginPage from '../pages/login/AdminLoginPage';
import AdminNotFoundPage from '../pages/AdminNotFoundPage';

const messages = { en, ko };

function pageFor(path: string, labelId: string) {
  const Page = ADMIN_PAGES[path];
  return Page ? (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  ) : (
    <ComingSoonPage titleId={labelId} />
  );
}

/** The back office. The host guards /admin/main/* (organisers only); /admin/login is open. */
export default function AdminApp() {
  return (
    <RemoteRoot name="admin" build={process.env.BUILD_ID ?? 'dev'} messages={messages}>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route element={<AdminLayout />}>
          {ADMIN_MENU.flatMap((group) =>
            group.items.map((item) => (
              <Route key={item.path} path={item.path} element={pageFor(item.path, item.labelId)} />
            )),
          )}
          {/* Any other address under /admin: a 404 inside the back office, menu included. */}
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Routes>
    </RemoteRoot>
  );
}
