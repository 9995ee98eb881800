import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';
import { textPage } from '../../components/lazyTextPage';

// Awards and presentation upload open in a later release ("opens soon").
export const pages: FeaturePages = {
  '/abstracts/abstract_guideline': lazy(() => import('./AbstractGuidelinePage')),
  '/abstracts/abstract_submission': lazy(() => import('./AbstractSubmissionPage')),
  '/abstracts/presentation_guideline': textPage('nav.abstracts.presentationGuideline', 'presentation.p1'),
};
