import { lazy } from 'react';
import type { FeaturePages } from '@congress/components/routing';
import { contentPage } from '../../components/lazyContentPage';
import { aboutSeoul, accommodation, generalInformation, venue, visa } from './content';

// The venue and general information routes are declared by the informations feature; their pages
// are here, with the other travel pages.
export const pages: FeaturePages = {
  '/informations/accommodation': contentPage(accommodation),
  '/informations/visa': contentPage(visa),
  '/informations/about_seoul': contentPage(aboutSeoul),
  '/informations/gallery': lazy(() => import('./GalleryPage')),
  '/informations/venue': contentPage(venue),
  '/informations/general_information': contentPage(generalInformation),
};

/** The text pages (all but the gallery, which reads the news): no Apollo Client. */
export const withoutApolloClient = [
  '/informations/accommodation',
  '/informations/visa',
  '/informations/about_seoul',
  '/informations/venue',
  '/informations/general_information',
];
