import { lazy, type ComponentType } from 'react';
import type { FeaturePages } from '@congress/components/routing';
import { GuestOnly } from './GuestOnly';

const LoginPage = lazy(() => import('./LoginPage'));
const SignUpPage = lazy(() => import('./SignUpPage'));

const forGuests = (Page: ComponentType): ComponentType =>
  function GuestPage() {
    return (
      <GuestOnly>
        <Page />
      </GuestOnly>
    );
  };

export const pages: FeaturePages = {
  '/auth/login': forGuests(LoginPage),
  '/auth/signup': forGuests(SignUpPage),
  '/auth/find': lazy(() => import('./FindPage')),
  '/auth/confirm': lazy(() => import('./ConfirmEmailPage')),
};
