import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

export const pages: FeaturePages = {
  '/admin/main/mail/autoSending': lazy(() => import('./AutoSendingPage')),
  '/admin/main/mail/mailLog': lazy(() => import('./MailLogPage')),
  '/admin/main/mail/sendMail': lazy(() => import('./SendMailPage')),
  '/admin/main/mail/templateSetting': lazy(() => import('./TemplatesPage')),
};
