import { Suspense } from 'react';
import { Route, Routes } from '@congress/router';
import { MYPAGE_ROUTES } from '@congress/domain';
import { NotFoundPage, RemoteRoot } from '@congress/ui';
import { ConfirmBanner } from '../components/ConfirmBanner';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { MYPAGE_PAGES } from '../pages';

const messages = { en, ko };

/** The member area and payment result pages (the host requires a login before mounting it). */
export default function MypageApp() {
  return (
    <RemoteRoot name="mypage" build={process.env.BUILD_ID ?? 'dev'} messages={messages}>
      <ConfirmBanner />
      <Suspense fallback={null}>
        <Routes>
          {MYPAGE_ROUTES.map((route) => {
            const Page = MYPAGE_PAGES[route.path] ?? NotFoundPage;
            return <Route key={route.path} path={route.path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
