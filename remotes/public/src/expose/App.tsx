import { Suspense } from 'react';
import { Route, Routes } from '@congress/router';
import { PUBLIC_ROUTES } from '@congress/domain';
import { NotFoundPage, RemoteRoot } from '@congress/ui';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { PUBLIC_PAGES } from '../pages';

const messages = { en, ko };

/** The public site: every page of PUBLIC_ROUTES (the host guards and mounts it). */
export default function PublicApp() {
  return (
    <RemoteRoot name="public" build={process.env.BUILD_ID ?? 'dev'} messages={messages}>
      <Suspense fallback={null}>
        <Routes>
          {PUBLIC_ROUTES.map((route) => {
            const Page = PUBLIC_PAGES[route.path] ?? NotFoundPage;
            return <Route key={route.path} path={route.path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
