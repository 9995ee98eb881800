// Texts of the introduction pages; their shapes are in content.ts (overview: OverviewPage.tsx).
// One file per language: a page fetches only the texts of the language shown (features/index.ts).
export const en = {
  'welcome.description':
    'Welcome message from the President of the Korean Society of Pathologists to KSP 2024, Busan, 21–23 March 2024.',
  'welcome.p1':
    'On behalf of the organising committee, it is our great pleasure to invite you to the first congress and international symposium of the Korean Society of Pathologists, held in Busan in March 2024.',
  'welcome.p2':
    'Under the theme of precision nutrition, pathologists, clinicians, nutrition scientists and data scientists will share how tissue-based diagnostics and molecular profiling can guide individual nutritional care.',
  'welcome.p4':
    'For the first time, the society’s annual scientific meeting opens its doors to colleagues from abroad. Over three days at BEXCO you will find:',
  'welcome.highlights.1': 'Keynote lectures by international leaders in pathology and nutrition science',
  'welcome.highlights.2':
    'Symposia on gastrointestinal, liver and metabolic pathology, the microbiome and digital pathology',
  'welcome.highlights.3':
    'The PIC forum, where pathologists, clinicians and industry meet on new diagnostics',
  'welcome.highlights.4': 'Oral and poster sessions for young investigators, with awards and travel grants',
  'welcome.p5':
    'Busan, with its beaches, seafood and mountain temples, is at its most pleasant in early spring. We hope you will enjoy the city as much as the science.',
  'welcome.p3': 'We look forward to welcoming you to Busan.',
  'welcome.signature': 'President, Korean Society of Pathologists',
  'overview.name': 'Official name',
  'overview.nameValue':
    'The 1st Congress & International Symposium of the Korean Society of Pathologists (KSP 2024)',
  'overview.date': 'Date',
  'overview.dateValue': 'Thursday 21 to Saturday 23 March 2024',
  'overview.venue': 'Venue',
  'overview.venueValue': 'BEXCO, Busan, Korea',
  'overview.theme': 'Theme',
  'overview.themeValue': 'Precision nutrition',
  'overview.language': 'Official language',
  'overview.languageValue': 'English (Korean sessions with interpretation)',
  'overview.host': 'Host',
  'overview.hostValue': 'Korean Society of Pathologists',

  'congress.description':
    'About KSP 2024: the first congress and international symposium of the Korean Society of Pathologists on precision nutrition — aims, format and audience.',
  'congress.p1':
    'The congress brings together the society’s annual scientific meeting and an international symposium. Sessions cover all fields of surgical and molecular pathology, with a dedicated track on nutrition-related pathology and digital pathology.',
  'congress.themeHeading': 'Theme: precision nutrition',
  'congress.theme':
    'What we eat shapes the tissues we examine. Precision nutrition uses a person’s biology — tissue findings, genes, the microbiome and metabolism — to tailor dietary care. Pathologists hold much of this evidence, from the intestinal biopsy to the liver and the tumour, and the congress asks how we can put it to work for patients.',
  'congress.goalsHeading': 'Aims',
  'congress.goals.1': 'Share current evidence on nutrition-related disease seen through pathology',
  'congress.goals.2': 'Show how molecular and digital pathology support individual nutritional care',
  'congress.goals.3': 'Build links between Korean and international pathologists, clinicians and scientists',
  'congress.goals.4': 'Give young pathologists a stage for their research',
  'congress.formatHeading': 'Format',
  'congress.format.caption': 'Parts of the congress',
  'congress.format.part': 'Part',
  'congress.format.what': 'What it offers',
  'congress.format.plenary.part': 'Keynote and plenary lectures',
  'congress.format.plenary.what': 'One keynote each morning, given by international speakers',
  'congress.format.symposia.part': 'Symposia',
  'congress.format.symposia.what':
    'Invited talks on the theme and on each field of pathology, in two parallel halls',
  'congress.format.picforum.part': 'PIC forum',
  'congress.format.picforum.what':
    'Pathologists, clinicians and industry discuss new diagnostics and how they reach practice',
  'congress.format.free.part': 'Oral sessions',
  'congress.format.free.what': 'Selected abstracts, 7 minutes of talk and 3 of discussion',
  'congress.format.posters.part': 'Poster exhibition',
  'congress.format.posters.what':
    'All accepted posters on display for the three days, with guided poster rounds',
  'congress.format.workshops.part': 'Slide seminars',
  'congress.format.workshops.what': 'Case-based sessions with virtual slides for trainees and specialists',
  'congress.audienceHeading': 'Who should attend',
  'congress.audience':
    'Pathologists and residents, gastroenterologists, oncologists, clinical nutrition specialists, dietitians, nurses, pharmacists, laboratory scientists and researchers in nutrition, the microbiome and data science.',
  'congress.programLink': 'See the programme at a glance',

  'committees.description':
    'The organising, scientific, international, awards and finance committees of KSP 2024 and the congress secretariat.',
  'committees.p1':
    'The organising, scientific and international committees prepare the programme, review abstracts and welcome our international guests.',
  'committees.list.caption': 'Committees of KSP 2024',
  'committees.list.committee': 'Committee',
  'committees.list.chair': 'Chaired by',
  'committees.list.role': 'Responsibilities',
  'committees.list.organising.committee': 'Organising committee',
  'committees.list.organising.chair': 'President of the society (congress president)',
  'committees.list.organising.role': 'Overall planning, budget, venue, partners and the final programme',
  'committees.list.scientific.committee': 'Scientific committee',
  'committees.list.scientific.chair': 'Director of scientific affairs',
  'committees.list.scientific.role':
    'Sessions and speakers, abstract review, acceptance and presentation type',
  'committees.list.international.committee': 'International committee',
  'committees.list.international.chair': 'Director of international affairs',
  'committees.list.international.role':
    'Invited speakers from abroad, partner societies, invitation letters and travel grants',
  'committees.list.awards.committee': 'Awards committee',
  'committees.list.awards.chair': 'Vice-president of the society',
  'committees.list.awards.role': 'Judges, scoring and the choice of the award winners',
  'committees.list.finance.committee': 'Finance and sponsorship committee',
  'committees.list.finance.chair': 'Director of finance',
  'committees.list.finance.role': 'Registration fees, sponsorship and exhibition, refunds and accounts',
  'committees.secretariatHeading': 'Congress secretariat',
  'committees.secretariat':
    'The congress secretariat works for the committees and is your contact for practical questions. It:',
  'committees.secretariatTasks.1': 'answers questions on registration, payment, receipts and refunds',
  'committees.secretariatTasks.2': 'handles abstract and presentation questions for the scientific committee',
  'committees.secretariatTasks.3': 'issues invitation letters and certificates of attendance',
  'committees.secretariatTasks.4': 'helps sponsors and exhibitors with booths and advertisements',

  'history.description':
    'History of the Korean Society of Pathologists, from its founding to its first international congress in 2024.',
  'history.p1':
    'The Korean Society of Pathologists has held annual scientific meetings for decades; 2024 marks its first congress combined with an international symposium.',
  'history.timeline.caption': 'Milestones of the society',
  'history.timeline.year': 'Year',
  'history.timeline.event': 'Milestone',
  'history.timeline.y1946.year': '1946',
  'history.timeline.y1946.event': 'The society is founded by Korea’s first pathologists.',
  'history.timeline.y1967.year': '1967',
  'history.timeline.y1967.event': 'The first issue of the Korean Journal of Pathology is published.',
  'history.timeline.y2015.year': '2015',
  'history.timeline.y2015.event':
    'The journal becomes the Journal of Pathology and Translational Medicine, in English and open access.',
  'history.timeline.y2024.year': '2024',
  'history.timeline.y2024.event':
    'The first congress and international symposium of the society is held in Busan (KSP 2024).',
  'history.missionHeading': 'What the society does',
  'history.mission.1': 'Advances the science and practice of pathology in Korea',
  'history.mission.2': 'Trains and certifies pathologists with the specialist board',
  'history.mission.3': 'Promotes quality and standards in diagnostic pathology',

  'past.description':
    'Past annual scientific meetings of the Korean Society of Pathologists that led to KSP 2024.',
  'past.intro':
    'Before KSP 2024 the society met twice a year at its spring and autumn scientific meetings. The most recent meetings were:',
  'past.meetings.caption': 'Recent scientific meetings of the society',
  'past.meetings.meeting': 'Meeting',
  'past.meetings.date': 'Date',
  'past.meetings.place': 'Place',
  'past.meetings.m2023f.meeting': 'Autumn scientific meeting 2023',
  'past.meetings.m2023f.date': 'November 2023',
  'past.meetings.m2023f.place': 'Seoul',
  'past.meetings.m2023s.meeting': 'Spring scientific meeting 2023',
  'past.meetings.m2023s.date': 'April 2023',
  'past.meetings.m2023s.place': 'Daejeon',
  'past.meetings.m2022f.meeting': 'Autumn scientific meeting 2022',
  'past.meetings.m2022f.date': 'November 2022',
  'past.meetings.m2022f.place': 'Seoul',
  'past.meetings.m2022s.meeting': 'Spring scientific meeting 2022',
  'past.meetings.m2022s.date': 'April 2022',
  'past.meetings.m2022s.place': 'Gyeongju',
  'past.firstHeading': 'From annual meeting to congress',
  'past.first':
    'KSP 2024 is the society’s first congress with an international symposium. Photographs and reports of the congress will be published in the gallery and in News & notices.',
  'past.newsLink': 'Read the news and notices',
};
