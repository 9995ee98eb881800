import type { LocaleMessages } from '@congress/i18n';

// Texts of the introduction pages; their shapes are in content.ts (overview: OverviewPage.tsx).
const en = {
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

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'welcome.description': '대한병리학회 회장의 KSP 2024 인사말 (부산, 2024년 3월 21일~23일).',
  'welcome.p1':
    '조직위원회를 대표하여 2024년 3월 부산에서 열리는 대한병리학회 제1회 학술대회 및 국제 심포지엄에 여러분을 초대하게 되어 기쁩니다.',
  'welcome.p2':
    '정밀 영양을 주제로 병리의사, 임상의, 영양학자, 데이터 과학자가 모여 조직 기반 진단과 분자 프로파일링이 개인 맞춤 영양 관리에 어떻게 기여할 수 있는지 논의합니다.',
  'welcome.p4':
    '학회 정기 학술대회가 처음으로 해외 연구자들에게 문을 엽니다. 벡스코에서 사흘 동안 다음 프로그램이 준비되어 있습니다.',
  'welcome.highlights.1': '병리학과 영양학 분야 세계적 석학의 기조 강연',
  'welcome.highlights.2': '위장관, 간, 대사 병리, 마이크로바이옴, 디지털 병리 심포지엄',
  'welcome.highlights.3': '병리의사, 임상의, 산업계가 새로운 진단법을 논의하는 PIC 포럼',
  'welcome.highlights.4': '젊은 연구자를 위한 구연 및 포스터 세션과 시상, 여행 지원금',
  'welcome.p5':
    '해변과 해산물, 산사가 어우러진 부산은 이른 봄에 가장 아름답습니다. 학문과 함께 부산의 정취도 즐기시기 바랍니다.',
  'welcome.p3': '부산에서 뵙기를 기대합니다.',
  'welcome.signature': '대한병리학회 회장',
  'overview.name': '행사명',
  'overview.nameValue': '대한병리학회 제1회 학술대회 및 국제 심포지엄 (KSP 2024)',
  'overview.date': '일시',
  'overview.dateValue': '2024년 3월 21일(목) ~ 23일(토)',
  'overview.venue': '장소',
  'overview.venueValue': '부산 벡스코(BEXCO)',
  'overview.theme': '주제',
  'overview.themeValue': '정밀 영양',
  'overview.language': '공식 언어',
  'overview.languageValue': '영어 (국문 세션 통역 제공)',
  'overview.host': '주최',
  'overview.hostValue': '대한병리학회',

  'congress.description':
    'KSP 2024 소개: 정밀 영양을 주제로 한 대한병리학회 제1회 학술대회 및 국제 심포지엄의 목적, 구성, 참가 대상.',
  'congress.p1':
    '본 학술대회는 학회 정기 학술대회와 국제 심포지엄을 함께 개최합니다. 외과병리와 분자병리 전 분야를 다루며, 영양 관련 병리와 디지털 병리 트랙이 마련됩니다.',
  'congress.themeHeading': '주제: 정밀 영양',
  'congress.theme':
    '우리가 먹는 음식은 우리가 관찰하는 조직을 바꿉니다. 정밀 영양은 조직 소견, 유전자, 마이크로바이옴, 대사 등 개인의 생물학적 특성에 맞추어 식이 관리를 설계합니다. 장 생검에서 간과 종양에 이르기까지 그 근거의 상당 부분을 병리의사가 다루고 있으며, 본 학술대회는 이를 환자 진료에 어떻게 활용할지 함께 모색합니다.',
  'congress.goalsHeading': '목적',
  'congress.goals.1': '병리학으로 본 영양 관련 질환의 최신 근거 공유',
  'congress.goals.2': '분자병리와 디지털 병리가 개인 맞춤 영양 관리에 기여하는 방법 제시',
  'congress.goals.3': '국내외 병리의사, 임상의, 연구자 간 교류 확대',
  'congress.goals.4': '젊은 병리의사의 연구 발표 기회 제공',
  'congress.formatHeading': '구성',
  'congress.format.caption': '학술대회 구성',
  'congress.format.part': '구분',
  'congress.format.what': '내용',
  'congress.format.plenary.part': '기조 강연 및 전체 강연',
  'congress.format.plenary.what': '매일 오전 해외 연자의 기조 강연',
  'congress.format.symposia.part': '심포지엄',
  'congress.format.symposia.what': '주제와 병리 각 분야의 초청 강연, 2개 홀 동시 진행',
  'congress.format.picforum.part': 'PIC 포럼',
  'congress.format.picforum.what': '병리의사, 임상의, 산업계가 새로운 진단법과 그 임상 적용을 논의',
  'congress.format.free.part': '구연 세션',
  'congress.format.free.what': '선정된 초록 발표, 발표 7분과 토론 3분',
  'congress.format.posters.part': '포스터 전시',
  'congress.format.posters.what': '채택된 모든 포스터를 사흘간 전시하며 포스터 투어 진행',
  'congress.format.workshops.part': '슬라이드 세미나',
  'congress.format.workshops.what': '전공의와 전문의를 위한 가상 슬라이드 증례 세션',
  'congress.audienceHeading': '참가 대상',
  'congress.audience':
    '병리의사와 전공의, 소화기내과 및 종양내과 의사, 임상영양 전문가, 영양사, 간호사, 약사, 임상병리사, 영양·마이크로바이옴·데이터 과학 연구자.',
  'congress.programLink': '프로그램 일람 보기',

  'committees.description':
    'KSP 2024 조직위원회, 학술위원회, 국제위원회, 시상위원회, 재무위원회와 사무국 안내.',
  'committees.p1':
    '조직위원회, 학술위원회, 국제위원회가 프로그램을 준비하고 초록을 심사하며 해외 연자를 맞이합니다.',
  'committees.list.caption': 'KSP 2024 위원회',
  'committees.list.committee': '위원회',
  'committees.list.chair': '위원장',
  'committees.list.role': '역할',
  'committees.list.organising.committee': '조직위원회',
  'committees.list.organising.chair': '학회 회장 (대회장)',
  'committees.list.organising.role': '행사 전반 기획, 예산, 행사장, 협력 기관, 최종 프로그램',
  'committees.list.scientific.committee': '학술위원회',
  'committees.list.scientific.chair': '학술이사',
  'committees.list.scientific.role': '세션과 연자 구성, 초록 심사, 채택 및 발표 형식 결정',
  'committees.list.international.committee': '국제위원회',
  'committees.list.international.chair': '국제협력이사',
  'committees.list.international.role': '해외 초청 연자, 협력 학회, 초청장, 여행 지원금',
  'committees.list.awards.committee': '시상위원회',
  'committees.list.awards.chair': '학회 부회장',
  'committees.list.awards.role': '심사위원 구성, 채점, 수상자 선정',
  'committees.list.finance.committee': '재무 및 후원위원회',
  'committees.list.finance.chair': '재무이사',
  'committees.list.finance.role': '등록비, 후원 및 전시, 환불, 회계',
  'committees.secretariatHeading': '학술대회 사무국',
  'committees.secretariat':
    '사무국은 위원회의 실무를 맡으며 참가자의 문의에 답합니다. 사무국의 업무는 다음과 같습니다.',
  'committees.secretariatTasks.1': '등록, 결제, 영수증, 환불 문의 응대',
  'committees.secretariatTasks.2': '학술위원회를 대신한 초록 및 발표 문의 응대',
  'committees.secretariatTasks.3': '초청장과 참가 증명서 발급',
  'committees.secretariatTasks.4': '후원사와 전시사의 부스 및 광고 지원',

  'history.description': '대한병리학회의 창립부터 2024년 첫 국제 학술대회까지의 연혁.',
  'history.p1':
    '대한병리학회는 수십 년간 정기 학술대회를 개최해 왔으며, 2024년 처음으로 국제 심포지엄과 함께하는 학술대회를 엽니다.',
  'history.timeline.caption': '학회 주요 연혁',
  'history.timeline.year': '연도',
  'history.timeline.event': '주요 내용',
  'history.timeline.y1946.year': '1946',
  'history.timeline.y1946.event': '한국 1세대 병리의사들이 학회를 창립했습니다.',
  'history.timeline.y1967.year': '1967',
  'history.timeline.y1967.event': '대한병리학회지 창간호를 발행했습니다.',
  'history.timeline.y2015.year': '2015',
  'history.timeline.y2015.event': '학회지를 영문 오픈 액세스 학술지로 개편하고 제호를 바꾸었습니다.',
  'history.timeline.y2024.year': '2024',
  'history.timeline.y2024.event': '부산에서 학회 제1회 학술대회 및 국제 심포지엄(KSP 2024)을 개최합니다.',
  'history.missionHeading': '학회의 역할',
  'history.mission.1': '국내 병리학의 학문과 진료 발전',
  'history.mission.2': '전문의 제도를 통한 병리의사 양성과 인증',
  'history.mission.3': '진단병리의 질 관리와 표준화',

  'past.description': '지난 대한병리학회 정기 학술대회 안내와 KSP 2024까지의 발자취.',
  'past.intro':
    '대한병리학회는 KSP 2024 이전까지 매년 봄과 가을에 정기 학술대회를 열어 왔습니다. 최근 학술대회는 다음과 같습니다.',
  'past.meetings.caption': '최근 정기 학술대회',
  'past.meetings.meeting': '학술대회',
  'past.meetings.date': '일시',
  'past.meetings.place': '장소',
  'past.meetings.m2023f.meeting': '2023년 추계 학술대회',
  'past.meetings.m2023f.date': '2023년 11월',
  'past.meetings.m2023f.place': '서울',
  'past.meetings.m2023s.meeting': '2023년 춘계 학술대회',
  'past.meetings.m2023s.date': '2023년 4월',
  'past.meetings.m2023s.place': '대전',
  'past.meetings.m2022f.meeting': '2022년 추계 학술대회',
  'past.meetings.m2022f.date': '2022년 11월',
  'past.meetings.m2022f.place': '서울',
  'past.meetings.m2022s.meeting': '2022년 춘계 학술대회',
  'past.meetings.m2022s.date': '2022년 4월',
  'past.meetings.m2022s.place': '경주',
  'past.firstHeading': '정기 학술대회에서 국제 학술대회로',
  'past.first':
    'KSP 2024는 국제 심포지엄과 함께하는 학회 최초의 학술대회입니다. 학술대회 사진과 소식은 갤러리와 공지사항에 게시됩니다.',
  'past.newsLink': '공지사항 보기',
};

export const messages: LocaleMessages = { en, ko };
