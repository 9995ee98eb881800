import type { LocaleMessages } from '@congress/i18n';

const en = {
  'welcome.p1':
    'On behalf of the organising committee, it is our great pleasure to invite you to the first congress and international symposium of the Korean Society of Pathologists, held in Busan in March 2024.',
  'welcome.p2':
    'Under the theme of precision nutrition, pathologists, clinicians, nutrition scientists and data scientists will share how tissue-based diagnostics and molecular profiling can guide individual nutritional care.',
  'welcome.p3': 'We look forward to welcoming you to Busan.',
  'welcome.signature': 'President, Korean Society of Pathologists',
  'overview.name': 'Official name',
  'overview.nameValue':
    'The 1st Congress & International Symposium of the Korean Society of Pathologists (KSP 2024)',
  'overview.date': 'Date',
  'overview.dateValue': 'March 2024',
  'overview.venue': 'Venue',
  'overview.venueValue': 'BEXCO, Busan, Korea',
  'overview.theme': 'Theme',
  'overview.themeValue': 'Precision nutrition',
  'overview.language': 'Official language',
  'overview.languageValue': 'English (Korean sessions with interpretation)',
  'overview.host': 'Host',
  'overview.hostValue': 'Korean Society of Pathologists',
  'congress.p1':
    'The congress brings together the society’s annual scientific meeting and an international symposium. Sessions cover all fields of surgical and molecular pathology, with a dedicated track on nutrition-related pathology and digital pathology.',
  'committees.p1':
    'The organising, scientific and international committees prepare the programme, review abstracts and welcome our international guests.',
  'committees.organising': 'Organising committee',
  'committees.scientific': 'Scientific committee',
  'committees.international': 'International committee',
  'history.p1':
    'The Korean Society of Pathologists has held annual scientific meetings for decades; 2024 marks its first congress combined with an international symposium.',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'welcome.p1':
    '조직위원회를 대표하여 2024년 3월 부산에서 열리는 대한병리학회 제1회 학술대회 및 국제 심포지엄에 여러분을 초대하게 되어 기쁩니다.',
  'welcome.p2':
    '정밀 영양을 주제로 병리의사, 임상의, 영양학자, 데이터 과학자가 모여 조직 기반 진단과 분자 프로파일링이 개인 맞춤 영양 관리에 어떻게 기여할 수 있는지 논의합니다.',
  'welcome.p3': '부산에서 뵙기를 기대합니다.',
  'welcome.signature': '대한병리학회 회장',
  'overview.name': '행사명',
  'overview.nameValue': '대한병리학회 제1회 학술대회 및 국제 심포지엄 (KSP 2024)',
  'overview.date': '일시',
  'overview.dateValue': '2024년 3월',
  'overview.venue': '장소',
  'overview.venueValue': '부산 벡스코(BEXCO)',
  'overview.theme': '주제',
  'overview.themeValue': '정밀 영양',
  'overview.language': '공식 언어',
  'overview.languageValue': '영어 (국문 세션 통역 제공)',
  'overview.host': '주최',
  'overview.hostValue': '대한병리학회',
  'congress.p1':
    '본 학술대회는 학회 정기 학술대회와 국제 심포지엄을 함께 개최합니다. 외과병리와 분자병리 전 분야를 다루며, 영양 관련 병리와 디지털 병리 트랙이 마련됩니다.',
  'committees.p1':
    '조직위원회, 학술위원회, 국제위원회가 프로그램을 준비하고 초록을 심사하며 해외 연자를 맞이합니다.',
  'committees.organising': '조직위원회',
  'committees.scientific': '학술위원회',
  'committees.international': '국제위원회',
  'history.p1':
    '대한병리학회는 수십 년간 정기 학술대회를 개최해 왔으며, 2024년 처음으로 국제 심포지엄과 함께하는 학술대회를 엽니다.',
};

export const messages: LocaleMessages = { en, ko };
