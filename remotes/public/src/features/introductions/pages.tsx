import { lazy } from 'react';
import type { FeaturePages } from '@congress/ui/routing';
import { textPage } from '../../components/lazyTextPage';

export const pages: FeaturePages = {
  '/introductions/welcome': textPage(
    'nav.introductions.welcome',
    'welcome.p1',
    'welcome.p2',
    'welcome.p3',
    'welcome.signature',
  ),
  '/introductions/overview': lazy(() => import('./OverviewPage')),
  '/introductions/congress': textPage('nav.introductions.congress', 'congress.p1'),
  '/introductions/committees': textPage(
    'nav.introductions.committees',
    'committees.p1',
    'committees.organising',
    'committees.scientific',
    'committees.international',
  ),
  '/introductions/history': textPage('nav.introductions.history', 'history.p1'),
};
