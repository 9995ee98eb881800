import { items, table, type PageContent } from '../../components/content';
import { VenueMapFigure } from './VenueMapFigure';

// The pages of this feature as data (texts in messages.ts; see components/content.ts).

export const accommodation: PageContent = {
  titleId: 'nav.informations.accommodation',
  descriptionId: 'accommodation.description',
  blocks: [
    { p: 'accommodation.intro' },
    { note: 'accommodation.deadline' },
    { h: 'accommodation.hotelsHeading' },
    table(
      'accommodation.hotels',
      ['name', 'distance', 'single', 'double'],
      ['parkHyatt', 'novotel', 'centumPremier'],
      [2, 3],
    ),
    { ul: items('accommodation.rateNotes', 3) },
    { h: 'accommodation.howHeading' },
    { ol: items('accommodation.how', 4) },
    { h: 'accommodation.policyHeading' },
    { ul: items('accommodation.policy', 3) },
    { h: 'accommodation.shuttleHeading' },
    { p: 'accommodation.shuttle' },
  ],
};

export const visa: PageContent = {
  titleId: 'nav.informations.visa',
  descriptionId: 'visa.description',
  blocks: [
    { p: 'visa.intro' },
    { h: 'visa.whoHeading' },
    table('visa.rules', ['who', 'what'], ['kEta', 'visaFree', 'visa']),
    { p: 'visa.check' },
    { h: 'visa.letterHeading' },
    { p: 'visa.letterIntro' },
    { ol: items('visa.letterSteps', 4) },
    { note: 'visa.letterNote' },
    { link: 'visa.letterLink', to: '/mypage/my_registration' },
    { h: 'visa.documentsHeading' },
    { ul: items('visa.documents', 4) },
  ],
};

export const aboutSeoul: PageContent = {
  titleId: 'nav.informations.aboutSeoul',
  descriptionId: 'aboutSeoul.description',
  blocks: [
    { h: 'aboutSeoul.seoulHeading' },
    { p: 'aboutSeoul.seoul' },
    { ul: items('aboutSeoul.seoulSights', 4) },
    { h: 'aboutSeoul.trainHeading' },
    { p: 'aboutSeoul.train' },
    table('aboutSeoul.routes', ['route', 'time', 'fare'], ['ktx', 'srt', 'flight'], [2]),
    { ul: items('aboutSeoul.trainTips', 3) },
    { h: 'aboutSeoul.busanHeading' },
    { p: 'aboutSeoul.busan' },
    table(
      'aboutSeoul.sights',
      ['place', 'distance', 'what'],
      ['haeundae', 'dongbaek', 'gwangan', 'haedong', 'gamcheon'],
    ),
    { h: 'aboutSeoul.practicalHeading' },
    { ul: items('aboutSeoul.practical', 4) },
  ],
};

export const venue: PageContent = {
  titleId: 'nav.informations.venue',
  descriptionId: 'venueInfo.description',
  blocks: [
    { p: 'venue.p1' },
    { figure: VenueMapFigure },
    { h: 'venueInfo.halls' },
    { ul: items('venueInfo.hall', 3) },
    { h: 'venueInfo.gettingHere' },
    table('venueInfo.routes', ['from', 'how', 'time'], ['gimhae', 'busanStation', 'subway', 'hotels']),
    { h: 'venueInfo.parkingHeading' },
    { p: 'venueInfo.parking' },
  ],
};

export const generalInformation: PageContent = {
  titleId: 'nav.informations.general',
  descriptionId: 'generalInfo.description',
  blocks: [
    { h: 'generalInfo.datesHeading' },
    table('generalInfo.facts', ['item', 'detail'], ['dates', 'venue', 'language', 'host', 'theme']),
    { h: 'generalInfo.registrationHeading' },
    { ul: items('generalInfo.registration', 4) },
    { h: 'generalInfo.creditsHeading' },
    { p: 'generalInfo.credits' },
    { h: 'generalInfo.koreaHeading' },
    { p: 'general.p1' },
    { ul: items('generalInfo.korea', 4) },
    { h: 'generalInfo.onSiteHeading' },
    { p: 'general.p2' },
    { ul: items('generalInfo.onSite', 4) },
  ],
};
