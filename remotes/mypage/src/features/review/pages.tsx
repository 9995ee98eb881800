import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/mypage/my_reviews': lazy(() => import('./MyReviewsPage')),
  '/mypage/my_reviews/:assignmentId': lazy(() => import('./ReviewFormPage')),
};
