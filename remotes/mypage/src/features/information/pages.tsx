import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

const MyInformationPage = lazy(() => import('./MyInformationPage'));

export const pages: FeaturePages = {
  '/mypage/my_information': MyInformationPage,
  // The phone layout's "my page" shows the same information.
  '/mypage/mbmypage': MyInformationPage,
};
