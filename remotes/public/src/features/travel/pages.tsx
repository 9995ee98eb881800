import { lazyPage, type FeaturePages } from '@congress/components/routing';
import { contentPage } from '../../components/lazyContentPage';
import { aboutSeoul, accommodation, generalInformation, venue, visa } from './content';

// The travel and stay pages of the Information menu, the venue and general information included
// (the menu section itself is declared by the newsAndNotices feature).
export const pages: FeaturePages = {
  '/informations/accommodation': contentPage(accommodation),
  '/informations/visa': contentPage(visa),
  '/informations/about_seoul': contentPage(aboutSeoul),
  '/informations/gallery': lazyPage(() => import('./GalleryPage')),
  '/informations/venue': contentPage(venue),
  '/informations/general_information': contentPage(generalInformation),
};

/** The text pages and the gallery (its news are a page query): no Apollo Client. */
export const withoutApolloClient = [
  '/informations/gallery',
  '/informations/accommodation',
  '/informations/visa',
  '/informations/about_seoul',
  '/informations/venue',
  '/informations/general_information',
];
