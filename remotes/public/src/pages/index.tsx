// Which component renders each public page of the route manifest. Pages other than home load on
// demand so the first visit downloads only what /home needs.
import { lazy, type ComponentType } from 'react';
import { ComingSoonPage } from '@congress/ui';
import HomePage from './home/HomePage';

const text = (titleId: string, ...paragraphIds: string[]) =>
  lazy(async () => {
    const { TextPage } = await import('./introductions/TextPage');
    return { default: () => <TextPage titleId={titleId} paragraphIds={paragraphIds} /> };
  });

const fees = (
  titleId: string,
  tableIds: ('KOREA_MEMBER' | 'KOREA_NON_MEMBER' | 'OVERSEAS_NON_MEMBER')[],
  lang: 'ko' | 'en',
) =>
  lazy(async () => {
    const { FeesPage } = await import('./registrations/FeesPage');
    return { default: () => <FeesPage titleId={titleId} tableIds={tableIds} lang={lang} /> };
  });

/** A page whose service arrives in a later release (see docs/decisions.md). */
const soon = (titleId: string) => () => <ComingSoonPage titleId={titleId} />;

export const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/home': HomePage,
  '/introductions/welcome': text(
    'nav.introductions.welcome',
    'welcome.p1',
    'welcome.p2',
    'welcome.p3',
    'welcome.signature',
  ),
  '/introductions/overview': lazy(() => import('./introductions/OverviewPage')),
  '/introductions/congress': text('nav.introductions.congress', 'congress.p1'),
  '/introductions/committees': text(
    'nav.introductions.committees',
    'committees.p1',
    'committees.organising',
    'committees.scientific',
    'committees.international',
  ),
  '/introductions/history': text('nav.introductions.history', 'history.p1'),
  '/programs/program_glance': text('nav.programs.glance', 'program.soon'),
  '/programs/invited_speaker': text('nav.programs.invitedSpeaker', 'program.soon'),
  '/programs/program_picforum': text('nav.programs.picforum', 'program.soon'),
  '/programs/program_scientific': text('nav.programs.scientific', 'program.soon'),
  '/programs/social_program': text('nav.programs.social', 'program.soon'),
  '/abstracts/abstract_guideline': lazy(() => import('./abstracts/AbstractGuidelinePage')),
  '/abstracts/abstract_submission': soon('nav.abstracts.submission'),
  '/abstracts/awards': soon('nav.abstracts.awards'),
  '/abstracts/presentation_guideline': text('nav.abstracts.presentationGuideline', 'presentation.p1'),
  '/abstracts/presentation_upload': soon('nav.abstracts.presentationUpload'),
  '/registrations/registration_korean': fees(
    'nav.registrations.korean',
    ['KOREA_MEMBER', 'KOREA_NON_MEMBER'],
    'ko',
  ),
  '/registrations/registration_foreigner': fees('nav.registrations.foreigner', ['OVERSEAS_NON_MEMBER'], 'en'),
  '/registrations/registration/:lang': soon('nav.registrations.register'),
  '/sponsorships/sponsor_apply': lazy(() => import('./sponsorships/SponsorApplyPage')),
  '/sponsorships/sponsor': soon('nav.sponsorships.sponsor'),
  '/sponsorships/sponsorForm': soon('nav.sponsorships.form'),
  '/sponsorships/floorPlan': soon('nav.sponsorships.floorPlan'),
  '/informations/news_notices': soon('nav.informations.newsNotices'),
  '/informations/general_information': text('nav.informations.general', 'general.p1', 'general.p2'),
  '/informations/venue': text('nav.informations.venue', 'venue.p1', 'venue.p2'),
  '/informations/download_center': soon('nav.informations.downloadCenter'),
  '/informations/bbsDetail/:bbsId': soon('nav.informations.newsNotices'),
  '/pilot': lazy(() => import('./pilot/PilotPosterPage')),
  '/auth/login': lazy(() => import('./auth/LoginPage')),
  '/auth/signup': lazy(() => import('./auth/SignUpPage')),
  '/auth/find': lazy(() => import('./auth/FindPage')),
  '/auth/sitemap': lazy(() => import('./auth/SitemapPage')),
  '/auth/confirm': lazy(() => import('./auth/ConfirmEmailPage')),
};
