import type { FeaturePages } from '@congress/ui/routing';
import { textPage } from '../../components/lazyTextPage';

// News and notices, their detail page and the download center open in a later release.
export const pages: FeaturePages = {
  '/informations/general_information': textPage('nav.informations.general', 'general.p1', 'general.p2'),
  '/informations/venue': textPage('nav.informations.venue', 'venue.p1', 'venue.p2'),
};
