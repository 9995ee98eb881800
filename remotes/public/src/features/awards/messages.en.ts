// Texts of the awards and travel grants pages; their shapes are in content.ts.
// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'awards.description':
    'KSP 2024 awards: best oral and poster presentation awards and the young investigator award — prizes, criteria, selection and announcement.',
  'awards.intro':
    'The Korean Society of Pathologists recognises outstanding work presented at KSP 2024. Every accepted abstract whose presenting author attends the congress is considered; no separate application is needed, except for the young investigator award.',
  'awards.listHeading': 'Awards',
  'awards.list.caption': 'Awards of KSP 2024',
  'awards.list.award': 'Award',
  'awards.list.who': 'For',
  'awards.list.number': 'Awards',
  'awards.list.prize': 'Prize (each)',
  'awards.list.bestOral.award': 'Best oral presentation award',
  'awards.list.bestOral.who': 'Presenters of oral sessions, by session',
  'awards.list.bestOral.number': '5',
  'awards.list.bestOral.prize': 'KRW 500,000 (USD 400) and a certificate',
  'awards.list.bestPoster.award': 'Best poster presentation award',
  'awards.list.bestPoster.who': 'Poster presenters, across all topics',
  'awards.list.bestPoster.number': '10',
  'awards.list.bestPoster.prize': 'KRW 300,000 (USD 250) and a certificate',
  'awards.list.youngInvestigator.award': 'Young investigator award',
  'awards.list.youngInvestigator.who': 'First authors under 40 or within 5 years of their specialist board',
  'awards.list.youngInvestigator.number': '3',
  'awards.list.youngInvestigator.prize': 'KRW 1,000,000 (USD 800) and a certificate',
  'awards.criteriaHeading': 'Criteria',
  'awards.criteriaIntro': 'The judges score each presentation on:',
  'awards.criteria.1': 'Originality and scientific importance of the work (30%)',
  'awards.criteria.2': 'Soundness of methods and data (30%)',
  'awards.criteria.3': 'Relevance to pathology and to precision nutrition (20%)',
  'awards.criteria.4': 'Clarity of the presentation and of the answers in discussion (20%)',
  'awards.youngHeading': 'Young investigator award: who may apply',
  'awards.young.1':
    'The first and presenting author is under 40 on 21 March 2024, or obtained the specialist board certificate in 2019 or later.',
  'awards.young.2':
    'Submit the abstract, then send the young investigator application form (Download center) with the abstract number and proof of age or board date to the congress secretariat by 15 January 2024.',
  'awards.young.3': 'Each author may apply with one abstract only.',
  'awards.selectionHeading': 'Selection',
  'awards.selection.1': 'The scientific committee shortlists candidates from the abstract review scores.',
  'awards.selection.2':
    'During the congress two judges, who have no conflict of interest with the work, attend each shortlisted oral or poster presentation.',
  'awards.selection.3': 'The presenter must present in person; remote presentations are not eligible.',
  'awards.selection.4': 'The awards committee decides from the judges’ scores; its decision is final.',
  'awards.announcementHeading': 'Announcement',
  'awards.announcement':
    'Winners are announced at the award ceremony before the closing remarks on Saturday 23 March 2024 and then in News & notices. Prizes are paid by bank transfer after the congress.',
  'awards.guidelineLink': 'Read the abstract guideline',

  'grants.description':
    'KSP 2024 travel grants for young pathologists and trainees presenting in Busan: who may apply, amounts in KRW and USD, the deadline and how to apply.',
  'grants.intro':
    'To help young pathologists and trainees present their work in Busan, the organising committee offers travel grants towards travel and accommodation costs.',
  'grants.deadline':
    'Application deadline: 15 January 2024, 23:59 Korea time (the abstract deadline). Results are sent by e-mail by 31 January 2024.',
  'grants.whoHeading': 'Who may apply',
  'grants.who.1':
    'Residents, fellows, graduate students and pathologists within 5 years of their specialist board',
  'grants.who.2': 'The first and presenting author of an abstract submitted to KSP 2024',
  'grants.who.3': 'Registered for the congress and attending in person',
  'grants.who.4': 'Not holding another travel grant for the same congress',
  'grants.amountsHeading': 'Amounts',
  'grants.amounts.caption': 'Travel grants by place of departure',
  'grants.amounts.from': 'Travelling from',
  'grants.amounts.amount': 'Grant (each)',
  'grants.amounts.number': 'Grants',
  'grants.amounts.asia.from': 'Asia (outside Korea)',
  'grants.amounts.asia.amount': 'USD 500',
  'grants.amounts.asia.number': '20',
  'grants.amounts.elsewhere.from': 'Other continents',
  'grants.amounts.elsewhere.amount': 'USD 1,000',
  'grants.amounts.elsewhere.number': '10',
  'grants.amounts.korea.from': 'Korea (from outside Busan)',
  'grants.amounts.korea.amount': 'KRW 200,000',
  'grants.amounts.korea.number': '30',
  'grants.amountsNote':
    'Grant holders are also exempt from the registration fee; a fee already paid is refunded.',
  'grants.howHeading': 'How to apply',
  'grants.how.1': 'Sign up and log in to the congress website.',
  'grants.how.2': 'Submit your abstract on the abstract submission page and note its number (My abstract).',
  'grants.how.3':
    'Fill in the travel grant application form from the Download center with your abstract number.',
  'grants.how.4':
    'Send the form and a letter from your head of department confirming your position (PDF) to the congress secretariat before the deadline.',
  'grants.selectionHeading': 'Selection',
  'grants.selection.1': 'Grants are awarded by the scientific committee on the abstract review score.',
  'grants.selection.2':
    'Among equal scores, first-time participants and applicants from lower-income countries come first.',
  'grants.selection.3': 'Recipients are listed by abstract number in News & notices.',
  'grants.paymentHeading': 'Payment',
  'grants.payment':
    'The grant is paid in cash (KRW) or by bank transfer at the registration desk after your presentation, on showing your passport or identity card. A recipient who does not present loses the grant.',
  'grants.submitLink': 'Go to abstract submission',
};
