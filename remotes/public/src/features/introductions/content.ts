import { items, table, type PageContent } from '../../components/content';

// The introduction pages as data (texts in messages.ts; see components/content.ts).

export const welcome: PageContent = {
  titleId: 'nav.introductions.welcome',
  descriptionId: 'welcome.description',
  blocks: [
    { p: 'welcome.p1' },
    { p: 'welcome.p2' },
    { p: 'welcome.p4' },
    { ul: items('welcome.highlights', 4) },
    { p: 'welcome.p5' },
    { p: 'welcome.p3' },
    { p: 'welcome.signature' },
  ],
};

export const congress: PageContent = {
  titleId: 'nav.introductions.congress',
  descriptionId: 'congress.description',
  blocks: [
    { p: 'congress.p1' },
    { h: 'congress.themeHeading' },
    { p: 'congress.theme' },
    { h: 'congress.goalsHeading' },
    { ul: items('congress.goals', 4) },
    { h: 'congress.formatHeading' },
    table(
      'congress.format',
      ['part', 'what'],
      ['plenary', 'symposia', 'picforum', 'free', 'posters', 'workshops'],
    ),
    { h: 'congress.audienceHeading' },
    { p: 'congress.audience' },
    { link: 'congress.programLink', to: '/programs/program_glance' },
  ],
};

export const committees: PageContent = {
  titleId: 'nav.introductions.committees',
  descriptionId: 'committees.description',
  blocks: [
    { p: 'committees.p1' },
    table(
      'committees.list',
      ['committee', 'chair', 'role'],
      ['organising', 'scientific', 'international', 'awards', 'finance'],
    ),
    { h: 'committees.secretariatHeading' },
    { p: 'committees.secretariat' },
    { ul: items('committees.secretariatTasks', 4) },
  ],
};

export const history: PageContent = {
  titleId: 'nav.introductions.history',
  descriptionId: 'history.description',
  blocks: [
    { p: 'history.p1' },
    table('history.timeline', ['year', 'event'], ['y1946', 'y1967', 'y2015', 'y2024']),
    { h: 'history.missionHeading' },
    { ul: items('history.mission', 3) },
  ],
};

export const pastCongress: PageContent = {
  titleId: 'nav.introductions.pastCongress',
  descriptionId: 'past.description',
  blocks: [
    { p: 'past.intro' },
    table('past.meetings', ['meeting', 'date', 'place'], ['m2023f', 'm2023s', 'm2022f', 'm2022s']),
    { h: 'past.firstHeading' },
    { p: 'past.first' },
    { link: 'past.newsLink', to: '/informations/news_notices' },
  ],
};
