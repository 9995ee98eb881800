import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

export const pages: FeaturePages = {
  '/admin/main/regist/visaLetters': lazy(() => import('./VisaLettersPage')),
};
