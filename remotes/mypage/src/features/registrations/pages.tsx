import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

const MyRegistrationPage = lazy(() => import('./MyRegistrationPage'));
const ModifyPage = lazy(() => import('./ModifyRegistrationPage'));

export const pages: FeaturePages = {
  '/mypage/my_registration': MyRegistrationPage,
  '/mypage/registration_modify/:lang': ModifyPage,
};
