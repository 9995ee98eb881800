import { lazyPage, type FeaturePages } from '@congress/components/routing';

// Awards and travel grants: features/awards/pages.tsx.
export const pages: FeaturePages = {
  '/abstracts/abstract_guideline': lazyPage(() => import('./AbstractGuidelinePage')),
  '/abstracts/abstract_submission': lazyPage(() => import('./AbstractSubmissionPage')),
  '/abstracts/presentation_upload': lazyPage(() => import('./PresentationUploadPage')),
  '/abstracts/presentation_guideline': lazyPage(() => import('./PresentationGuidelinePage')),
};

/** The guidelines run no operation, or page queries only: no Apollo Client. */
export const withoutApolloClient = ['/abstracts/abstract_guideline', '/abstracts/presentation_guideline'];
