import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/credits/schemes': lazy(() => import('./CreditSchemesPage')),
  '/admin/main/credits/preview': lazy(() => import('./CreditPreviewPage')),
  '/admin/main/credits/objections': lazy(() => import('./CreditObjectionsPage')),
};
