import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

// Awards and travel grants: features/awards/pages.tsx.
export const pages: FeaturePages = {
  '/abstracts/abstract_guideline': lazy(() => import('./AbstractGuidelinePage')),
  '/abstracts/abstract_submission': lazy(() => import('./AbstractSubmissionPage')),
  '/abstracts/presentation_upload': lazy(() => import('./PresentationUploadPage')),
  '/abstracts/presentation_guideline': lazy(() => import('./PresentationGuidelinePage')),
};

/** The guidelines run no operation, or page queries only: no Apollo Client. */
export const withoutApolloClient = ['/abstracts/abstract_guideline', '/abstracts/presentation_guideline'];
