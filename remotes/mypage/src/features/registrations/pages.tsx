import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

const loadMyRegistrationPage = () => import('./MyRegistrationPage');
// The page members open at the desk for their badge's QR code: when it is the address opened, its
// code is asked for with the remote's own, not once the session check has let the remote render
// (issue 36: one round trip less on a slow phone). The lazy page below gets the same module.
if (typeof window !== 'undefined' && window.location.pathname === '/mypage/my_registration')
  void loadMyRegistrationPage().catch(() => undefined);

const MyRegistrationPage = lazy(loadMyRegistrationPage);
const ModifyPage = lazy(() => import('./ModifyRegistrationPage'));

export const pages: FeaturePages = {
  '/mypage/my_registration': MyRegistrationPage,
  '/mypage/registration_modify/:lang': ModifyPage,
};
