import { items, table, type PageContent } from '../../components/content';

// The programme pages as data (texts in messages.ts; see components/content.ts).

const DAY_COLUMNS = ['time', 'session', 'place'];

export const programGlance: PageContent = {
  titleId: 'nav.programs.glance',
  descriptionId: 'glance.description',
  blocks: [
    { p: 'glance.intro' },
    { h: 'glance.day1Heading' },
    table('glance.day1', DAY_COLUMNS, [
      'registration',
      'opening',
      'keynote',
      'symposium1',
      'lunch',
      'symposium2',
      'oral1',
      'reception',
    ]),
    { h: 'glance.day2Heading' },
    table('glance.day2', DAY_COLUMNS, ['keynote', 'symposium3', 'lunch', 'picforum', 'oral2', 'dinner']),
    { h: 'glance.day3Heading' },
    table('glance.day3', DAY_COLUMNS, ['keynote', 'seminar', 'closing']),
    { note: 'glance.note' },
    { link: 'glance.scientificLink', to: '/programs/program_scientific' },
  ],
};

export const programScientific: PageContent = {
  titleId: 'nav.programs.scientific',
  descriptionId: 'scientific.description',
  blocks: [
    { p: 'scientific.intro' },
    { h: 'scientific.keynotesHeading' },
    { ul: items('scientific.keynotes', 3) },
    { h: 'scientific.symposiaHeading' },
    table('scientific.symposia', ['session', 'topics'], ['s1', 's2', 's3']),
    { h: 'scientific.freeHeading' },
    { p: 'scientific.free' },
    { ul: items('scientific.freeRules', 3) },
    { h: 'scientific.seminarHeading' },
    { p: 'scientific.seminar' },
    { note: 'scientific.note' },
  ],
};

export const programPicForum: PageContent = {
  titleId: 'nav.programs.picforum',
  descriptionId: 'picforum.description',
  blocks: [
    { p: 'picforum.intro' },
    { note: 'picforum.when' },
    { h: 'picforum.programmeHeading' },
    table('picforum.sessions', ['time', 'session'], ['opening', 'talks', 'panel', 'pitches']),
    { h: 'picforum.whoHeading' },
    { ul: items('picforum.who', 3) },
    { p: 'picforum.sponsors' },
    { link: 'picforum.sponsorLink', to: '/sponsorships/sponsor' },
  ],
};

export const socialProgram: PageContent = {
  titleId: 'nav.programs.social',
  descriptionId: 'social.description',
  blocks: [
    { p: 'social.intro' },
    table(
      'social.events',
      ['event', 'when', 'where', 'fee'],
      ['reception', 'dinner', 'tour', 'accompanying'],
      [3],
    ),
    { h: 'social.dinnerHeading' },
    { p: 'social.dinner' },
    { h: 'social.tourHeading' },
    { ul: items('social.tour', 3) },
    { h: 'social.accompanyingHeading' },
    { p: 'social.accompanying' },
  ],
};

export const invitedSpeaker: PageContent = {
  titleId: 'nav.programs.invitedSpeaker',
  descriptionId: 'invited.description',
  blocks: [
    { p: 'invited.intro' },
    { h: 'invited.formatsHeading' },
    table('invited.formats', ['format', 'length', 'where'], ['keynote', 'symposium', 'picforum', 'seminar']),
    { h: 'invited.forSpeakersHeading' },
    { ul: items('invited.forSpeakers', 4) },
    { link: 'invited.programLink', to: '/programs/program_scientific' },
  ],
};
