import type { ComponentType } from 'react';
import { lazyPage, preloadOf, type FeaturePages } from '@congress/components/routing';
import { GuestOnly } from './GuestOnly';

const LoginPage = lazyPage(() => import('./LoginPage'));
const SignUpPage = lazyPage(() => import('./SignUpPage'));

const forGuests = (Page: ComponentType): ComponentType => {
  function GuestPage() {
    return (
      <GuestOnly>
        <Page />
      </GuestOnly>
    );
  }
  // The guard is loaded with the remote; the page's code can be loaded ahead (preloadFeaturePage).
  return Object.assign(GuestPage, { preload: preloadOf(Page) });
};

export const pages: FeaturePages = {
  '/auth/login': forGuests(LoginPage),
  '/auth/signup': forGuests(SignUpPage),
  '/auth/find': lazyPage(() => import('./FindPage')),
  '/auth/confirm': lazyPage(() => import('./ConfirmEmailPage')),
};
