import { lazyPage, type FeaturePages } from '@congress/components/routing';

const fees = (
  titleId: string,
  tableIds: ('KOREA_MEMBER' | 'KOREA_NON_MEMBER' | 'OVERSEAS_NON_MEMBER')[],
  lang: 'ko' | 'en',
) =>
  lazyPage(async () => {
    const { FeesPage } = await import('./FeesPage');
    return { default: () => <FeesPage titleId={titleId} tableIds={tableIds} lang={lang} /> };
  });

// /registrations/registration/:lang opens the member area's registration form (RegisterPage).
export const pages: FeaturePages = {
  '/registrations/registration_korean': fees(
    'nav.registrations.korean',
    ['KOREA_MEMBER', 'KOREA_NON_MEMBER'],
    'ko',
  ),
  '/registrations/registration_foreigner': fees('nav.registrations.foreigner', ['OVERSEAS_NON_MEMBER'], 'en'),
  '/registrations/registration/:lang': lazyPage(() => import('./RegisterPage')),
};

/** Fee tables and the registration redirect: no GraphQL operation, so no Apollo Client. */
export const withoutApolloClient = Object.keys(pages);
