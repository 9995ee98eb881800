import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';

// Its route is in the registration section of the menu (routes.json: section and order).
export const pages: FeaturePages = {
  '/admin/main/regist/invitedSpeaker': lazy(() => import('./InvitedSpeakersPage')),
};
