import { lazy, type ComponentType } from 'react';
import { ComingSoonPage } from '@congress/ui';

/** A page whose service arrives in a later release (see docs/decisions.md). */
const soon = (titleId: string) => () => <ComingSoonPage titleId={titleId} />;

export const MYPAGE_PAGES: Record<string, ComponentType> = {
  '/mypage/my_information': lazy(() => import('./information/MyInformationPage')),
  '/mypage/my_abstract': soon('nav.mypage.myAbstract'),
  '/mypage/my_registration': soon('nav.mypage.myRegistration'),
  '/mypage/sitemap': soon('nav.mypage.sitemap'),
  '/mypage/abstract_modify/:absId': soon('nav.mypage.abstractModify'),
  '/mypage/registration_modify/:lang': soon('nav.mypage.registrationModify'),
  '/mypage/mbmypage': lazy(() => import('./information/MyInformationPage')),
  '/success': soon('nav.payment.success'),
  '/failed': soon('nav.payment.failed'),
  '/windowClose': soon('nav.payment.windowClose'),
  '/payment/:payId': soon('nav.payment.payment'),
};
