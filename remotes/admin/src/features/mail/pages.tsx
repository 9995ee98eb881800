import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';

// Automatic sending and templates open in a later release ("opens soon").
export const pages: FeaturePages = {
  '/admin/main/mail/mailLog': lazy(() => import('./MailLogPage')),
};
