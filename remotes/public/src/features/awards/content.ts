import { items, table, type PageContent } from '../../components/content';

// The awards and travel grants pages as data (texts in messages.ts; see components/content.ts).

export const awards: PageContent = {
  titleId: 'nav.abstracts.awards',
  descriptionId: 'awards.description',
  blocks: [
    { p: 'awards.intro' },
    { h: 'awards.listHeading' },
    table(
      'awards.list',
      ['award', 'who', 'number', 'prize'],
      ['bestOral', 'bestPoster', 'youngInvestigator'],
      [2, 3],
    ),
    { h: 'awards.criteriaHeading' },
    { p: 'awards.criteriaIntro' },
    { ul: items('awards.criteria', 4) },
    { h3: 'awards.youngHeading' },
    { ul: items('awards.young', 3) },
    { h: 'awards.selectionHeading' },
    { ol: items('awards.selection', 4) },
    { h: 'awards.announcementHeading' },
    { p: 'awards.announcement' },
    { link: 'awards.guidelineLink', to: '/abstracts/abstract_guideline' },
  ],
};

export const travelGrants: PageContent = {
  titleId: 'nav.abstracts.travelGrants',
  descriptionId: 'grants.description',
  blocks: [
    { p: 'grants.intro' },
    { note: 'grants.deadline' },
    { h: 'grants.whoHeading' },
    { ul: items('grants.who', 4) },
    { h: 'grants.amountsHeading' },
    table('grants.amounts', ['from', 'amount', 'number'], ['asia', 'elsewhere', 'korea'], [1, 2]),
    { p: 'grants.amountsNote' },
    { h: 'grants.howHeading' },
    { ol: items('grants.how', 4) },
    { h: 'grants.selectionHeading' },
    { ul: items('grants.selection', 3) },
    { h: 'grants.paymentHeading' },
    { p: 'grants.payment' },
    { link: 'grants.submitLink', to: '/abstracts/abstract_submission' },
  ],
};
