import type { LocaleMessages } from '@congress/i18n';

const en = {
  'sponsor.intro':
    'The 1st Congress and International Symposium of the Korean Society of Pathologists 2024 brings about 1,200 pathologists, clinicians, nutrition scientists and laboratory specialists to Busan in March 2024 under the theme of precision nutrition. The Organising Committee invites companies in diagnostics, digital pathology, laboratory equipment, pharmaceuticals and clinical nutrition to meet them as sponsors and exhibitors.',
  'sponsor.facts':
    'All exhibition booths are in the hall in front of the main lecture hall, where coffee breaks and the poster session take place. Booths are allocated by grade and, within a grade, in the order in which full payment is received.',
  'sponsor.grade': 'Grade',
  'sponsor.price': 'Amount (KRW)',
  'sponsor.benefits': 'Benefits',
  'sponsor.krw': 'KRW {amount}',
  'sponsor.grade.DIAMOND': 'Diamond',
  'sponsor.grade.PLATINUM': 'Platinum',
  'sponsor.grade.GOLD': 'Gold',
  'sponsor.grade.SILVER': 'Silver',
  'sponsor.grade.BRONZE': 'Bronze',
  'sponsor.grade.GARNET': 'Garnet',
  'sponsor.grade.AD_GRADE1': 'Advertisement: back cover (inside)',
  'sponsor.grade.AD_GRADE2': 'Advertisement: inner page',
  'sponsor.benefits.DIAMOND':
    'Two double booths (6 × 3 m) facing the lecture hall doors; a 20-minute luncheon symposium; logo on the main stage backdrop, website and name badges; full-page colour advertisement in the programme book; 6 complimentary registrations.',
  'sponsor.benefits.PLATINUM':
    'One double booth (6 × 2 m) in the front row; a 15-minute satellite session; logo on the backdrop and website; full-page advertisement in the programme book; 4 complimentary registrations.',
  'sponsor.benefits.GOLD':
    'One booth (3 × 2 m) along the side wall; logo on the website and the sponsor board; half-page advertisement; 3 complimentary registrations.',
  'sponsor.benefits.SILVER':
    'One booth (3 × 2 m) along the side wall; logo on the website and the sponsor board; 2 complimentary registrations.',
  'sponsor.benefits.BRONZE':
    'One booth (3 × 2 m) in the centre row; company name on the website and sponsor board; 1 complimentary registration.',
  'sponsor.benefits.GARNET':
    'One table-top booth (2 × 1.5 m); company name on the website and sponsor board.',
  'sponsor.benefits.AD_GRADE1':
    'Full-page colour advertisement on the inside of the back cover of the programme book.',
  'sponsor.benefits.AD_GRADE2': 'Full-page colour advertisement on an inner page of the programme book.',
  'sponsor.sponsorships': 'Sponsorship packages',
  'sponsor.advertisements': 'Programme book advertisements',
  'sponsor.vat':
    'Amounts are in Korean won and exclude 10% VAT. One company may combine a sponsorship package with an advertisement by sending one application for each.',
  'sponsor.howTo': 'How to apply',
  'sponsor.step1':
    'Fill in the online sponsorship form; no account is needed. Attach the business registration certificate and, if you have one, your signed sponsorship agreement (PDF or image, at most 5 MB each).',
  'sponsor.step2':
    'You receive a confirmation e-mail at once. The secretariat reviews the application and confirms the package within five working days.',
  'sponsor.step3':
    'After confirmation you receive the invoice and, if requested, the Korean tax invoice. Payment is made by bank transfer according to the schedule you choose.',
  'sponsor.step4':
    'Booth numbers are allocated once full payment is received; confirmed sponsors appear on the Sponsors page.',
  'sponsor.applyNow': 'Apply for sponsorship',
  'sponsor.contactTitle': 'Sponsorship desk',
  'sponsor.contact':
    'For questions about packages, booth allocation or invoices, contact the sponsorship desk of the congress secretariat on weekdays from 9:00 to 18:00 (Korea time).',

  'sponsorForm.intro':
    'Companies apply here without an account. The amount is set by the grade you choose; the secretariat confirms each application by e-mail.',
  'sponsorForm.section.company': 'Company',
  'sponsorForm.section.manager': 'Person in charge',
  'sponsorForm.section.package': 'Sponsorship package',
  'sponsorForm.section.tax': 'Tax invoice',
  'sponsorForm.section.documents': 'Documents',
  'sponsorForm.companyName_en': 'Company name (English)',
  'sponsorForm.companyName_kr': 'Company name (Korean)',
  'sponsorForm.bizNumber': 'Business registration number',
  'sponsorForm.bizNumber.hint': '10 digits, or 000-00-00000 (Korean companies).',
  'sponsorForm.homepage': 'Homepage',
  'sponsorForm.homepage.hint': 'Starting with https://',
  'sponsorForm.address': 'Address',
  'sponsorForm.managerName': 'Name',
  'sponsorForm.email': 'E-mail',
  'sponsorForm.mobilePhone': 'Mobile phone',
  'sponsorForm.phone': 'Office phone',
  'sponsorForm.phone.hint': 'Digits and hyphens, e.g. 010-1234-5678.',
  'sponsorForm.grade': 'Grade',
  'sponsorForm.amount': 'Amount for this grade: {price} (VAT excluded).',
  'sponsorForm.partnership': 'Partnership or co-sponsorship',
  'sponsorForm.partnership.hint': 'Optional: a partner company, or a session you would like to support.',
  'sponsorForm.paymentSchedule': 'Payment schedule',
  'sponsorForm.paymentSchedule.LUMP_SUM': 'In full within 30 days of the invoice',
  'sponsorForm.paymentSchedule.TWO_INSTALMENTS': 'In two instalments (50% / 50%)',
  'sponsorForm.paymentSchedule.AFTER_CONGRESS': 'In full after the congress',
  'sponsorForm.taxBill': 'We need a Korean tax invoice',
  'sponsorForm.taxBillSchedule': 'Issue the tax invoice',
  'sponsorForm.taxBillSchedule.ON_APPLICATION': 'When the application is confirmed',
  'sponsorForm.taxBillSchedule.ON_PAYMENT': 'When payment is received',
  'sponsorForm.taxBillSchedule.MONTH_END': 'At the end of the month',
  'sponsorForm.taxBillEmail': 'E-mail for the tax invoice',
  'sponsorForm.businessRegistration': 'Business registration certificate',
  'sponsorForm.sponsorPaper': 'Signed sponsorship agreement',
  'sponsorForm.document.hint': 'PDF or image, at most 5 MB. Required with a tax invoice.',
  'sponsorForm.uploading': 'Upload progress',
  'sponsorForm.attached': 'Attached: {name}',
  'sponsorForm.remove': 'Remove',
  'sponsorForm.privacy':
    "The secretariat keeps the person in charge's name, e-mail and phone numbers to handle this sponsorship and deletes them one year after the congress. They are never shown on the website.",
  'sponsorForm.privacyConsent': 'I agree to the handling of these contact details.',
  'sponsorForm.submit': 'Send application',
  'sponsorForm.done.title': 'Thank you: your application has been received',
  'sponsorForm.done.text':
    'The application of {company} for the {grade} package ({price}, VAT excluded) has been received. A confirmation has been sent to {email}; the secretariat will contact you within five working days.',

  'sponsors.intro': 'We thank the companies supporting the KSP 2024 Congress.',
  'sponsors.none': 'Confirmed sponsors will be listed here.',

  'floorPlan.intro':
    'Exhibition hall, in front of the main lecture hall. Booth numbers start with the first letter of the grade (N for garnet). The table below lists the same booths as text.',
  'floorPlan.svgTitle': 'Exhibition floor plan',
  'floorPlan.svgDesc':
    'The main lecture hall is along the top wall. Diamond booths D1 and D2 face its doors, platinum booths P1 to P3 are behind them, gold booths G1 to G4 along the left wall, silver booths S1 to S4 along the right wall, bronze booths B1 to B6 in the centre row and garnet table-tops N1 to N8 along the bottom left. The registration desk and the entrance are at the bottom; the coffee lounge is in the bottom right corner.',
  'floorPlan.lectureHall': 'Main lecture hall',
  'floorPlan.lounge': 'Coffee lounge',
  'floorPlan.registration': 'Registration desk',
  'floorPlan.entrance': 'Entrance',
  'floorPlan.legend': 'Booths by grade',
  'floorPlan.booths': 'Booths',
  'floorPlan.size': 'Booth size',
  'floorPlan.size.DIAMOND': '6 × 3 m (double)',
  'floorPlan.size.PLATINUM': '6 × 2 m (double)',
  'floorPlan.size.GOLD': '3 × 2 m',
  'floorPlan.size.SILVER': '3 × 2 m',
  'floorPlan.size.BRONZE': '3 × 2 m',
  'floorPlan.size.GARNET': '2 × 1.5 m (table-top)',
  'floorPlan.note':
    'Booths are allocated by grade in the order in which full payment is received. Power (1 kW) and one table with two chairs are included.',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'sponsor.intro':
    '대한병리학회 2024 제1회 학술대회 및 국제 심포지엄은 "정밀 영양"을 주제로 2024년 3월 부산에서 병리학자, 임상의, 영양학자, 진단검사 전문가 약 1,200명이 참석하는 가운데 개최됩니다. 조직위원회는 진단, 디지털 병리, 검사 장비, 제약, 임상 영양 분야의 기업을 후원사 및 전시 참가사로 모시고자 합니다.',
  'sponsor.facts':
    '모든 전시 부스는 주 강연장 앞 전시장에 설치되며, 이곳에서 휴식 시간과 포스터 세션이 진행됩니다. 부스는 등급별로, 같은 등급 안에서는 후원금 완납 순서에 따라 배정됩니다.',
  'sponsor.grade': '등급',
  'sponsor.price': '금액 (원)',
  'sponsor.benefits': '혜택',
  'sponsor.krw': '{amount}원',
  'sponsor.grade.DIAMOND': '다이아몬드',
  'sponsor.grade.PLATINUM': '플래티넘',
  'sponsor.grade.GOLD': '골드',
  'sponsor.grade.SILVER': '실버',
  'sponsor.grade.BRONZE': '브론즈',
  'sponsor.grade.GARNET': '가넷',
  'sponsor.grade.AD_GRADE1': '광고: 표지 안쪽',
  'sponsor.grade.AD_GRADE2': '광고: 내지',
  'sponsor.benefits.DIAMOND':
    '강연장 출입구 정면 더블 부스 2개(6 × 3 m), 런천 심포지엄 20분, 메인 무대 배경막·홈페이지·명찰 로고 게재, 프로그램북 컬러 전면 광고, 무료 등록 6명',
  'sponsor.benefits.PLATINUM':
    '앞줄 더블 부스 1개(6 × 2 m), 새틀라이트 세션 15분, 배경막·홈페이지 로고 게재, 프로그램북 전면 광고, 무료 등록 4명',
  'sponsor.benefits.GOLD':
    '측면 부스 1개(3 × 2 m), 홈페이지·후원사 보드 로고 게재, 프로그램북 1/2면 광고, 무료 등록 3명',
  'sponsor.benefits.SILVER': '측면 부스 1개(3 × 2 m), 홈페이지·후원사 보드 로고 게재, 무료 등록 2명',
  'sponsor.benefits.BRONZE': '중앙 부스 1개(3 × 2 m), 홈페이지·후원사 보드 회사명 게재, 무료 등록 1명',
  'sponsor.benefits.GARNET': '테이블 부스 1개(2 × 1.5 m), 홈페이지·후원사 보드 회사명 게재',
  'sponsor.benefits.AD_GRADE1': '프로그램북 뒤표지 안쪽 컬러 전면 광고',
  'sponsor.benefits.AD_GRADE2': '프로그램북 내지 컬러 전면 광고',
  'sponsor.sponsorships': '후원 등급',
  'sponsor.advertisements': '프로그램북 광고',
  'sponsor.vat':
    '금액은 원화 기준이며 부가세 10%는 별도입니다. 후원 등급과 광고를 함께 신청하시려면 각각 신청서를 제출해 주십시오.',
  'sponsor.howTo': '신청 방법',
  'sponsor.step1':
    '온라인 후원 신청서를 작성해 주십시오. 회원 가입은 필요 없습니다. 사업자등록증과 (있는 경우) 서명한 후원 약정서를 첨부해 주십시오(PDF 또는 이미지, 각 5MB 이하).',
  'sponsor.step2':
    '신청 즉시 접수 확인 메일이 발송됩니다. 사무국에서 신청 내용을 검토한 뒤 영업일 기준 5일 이내에 후원을 확정해 드립니다.',
  'sponsor.step3':
    '확정 후 청구서와 (요청하신 경우) 세금계산서를 발행해 드립니다. 후원금은 선택하신 일정에 따라 계좌 이체로 납부해 주십시오.',
  'sponsor.step4': '부스 번호는 완납 후 배정되며, 확정된 후원사는 후원사 페이지에 게시됩니다.',
  'sponsor.applyNow': '후원 신청하기',
  'sponsor.contactTitle': '후원 담당 창구',
  'sponsor.contact':
    '후원 등급, 부스 배정, 청구서에 관한 문의는 평일 오전 9시부터 오후 6시(한국 시간)까지 학술대회 사무국 후원 담당자에게 연락해 주십시오.',

  'sponsorForm.intro':
    '회원 가입 없이 이 페이지에서 신청하실 수 있습니다. 금액은 선택하신 등급에 따라 정해지며, 사무국이 이메일로 신청을 확정해 드립니다.',
  'sponsorForm.section.company': '회사 정보',
  'sponsorForm.section.manager': '담당자',
  'sponsorForm.section.package': '후원 내용',
  'sponsorForm.section.tax': '세금계산서',
  'sponsorForm.section.documents': '제출 서류',
  'sponsorForm.companyName_en': '회사명 (영문)',
  'sponsorForm.companyName_kr': '회사명 (국문)',
  'sponsorForm.bizNumber': '사업자등록번호',
  'sponsorForm.bizNumber.hint': '숫자 10자리 또는 000-00-00000 (국내 법인)',
  'sponsorForm.homepage': '홈페이지',
  'sponsorForm.homepage.hint': 'https://로 시작하는 주소',
  'sponsorForm.address': '주소',
  'sponsorForm.managerName': '성명',
  'sponsorForm.email': '이메일',
  'sponsorForm.mobilePhone': '휴대전화',
  'sponsorForm.phone': '사무실 전화',
  'sponsorForm.phone.hint': '숫자와 하이픈, 예: 010-1234-5678',
  'sponsorForm.grade': '등급',
  'sponsorForm.amount': '이 등급의 후원 금액: {price} (부가세 별도)',
  'sponsorForm.partnership': '제휴 또는 공동 후원',
  'sponsorForm.partnership.hint': '선택 사항: 제휴사 또는 후원을 희망하시는 세션',
  'sponsorForm.paymentSchedule': '입금 일정',
  'sponsorForm.paymentSchedule.LUMP_SUM': '청구서 발행 후 30일 이내 일시 납부',
  'sponsorForm.paymentSchedule.TWO_INSTALMENTS': '2회 분할 납부 (50% / 50%)',
  'sponsorForm.paymentSchedule.AFTER_CONGRESS': '학술대회 종료 후 일시 납부',
  'sponsorForm.taxBill': '세금계산서 발행이 필요합니다',
  'sponsorForm.taxBillSchedule': '세금계산서 발행 시기',
  'sponsorForm.taxBillSchedule.ON_APPLICATION': '후원 확정 시',
  'sponsorForm.taxBillSchedule.ON_PAYMENT': '입금 확인 시',
  'sponsorForm.taxBillSchedule.MONTH_END': '월말 일괄',
  'sponsorForm.taxBillEmail': '세금계산서 수신 이메일',
  'sponsorForm.businessRegistration': '사업자등록증',
  'sponsorForm.sponsorPaper': '서명한 후원 약정서',
  'sponsorForm.document.hint': 'PDF 또는 이미지, 5MB 이하. 세금계산서 발행 시 사업자등록증은 필수입니다.',
  'sponsorForm.uploading': '업로드 진행률',
  'sponsorForm.attached': '첨부됨: {name}',
  'sponsorForm.remove': '삭제',
  'sponsorForm.privacy':
    '사무국은 후원 업무 처리를 위해 담당자의 성명, 이메일, 전화번호를 보관하며 학술대회 종료 1년 후 파기합니다. 이 정보는 홈페이지에 공개되지 않습니다.',
  'sponsorForm.privacyConsent': '위 연락처 정보의 수집 및 이용에 동의합니다.',
  'sponsorForm.submit': '신청서 제출',
  'sponsorForm.done.title': '감사합니다. 후원 신청이 접수되었습니다',
  'sponsorForm.done.text':
    '{company}의 {grade} 등급 후원 신청({price}, 부가세 별도)이 접수되었습니다. 접수 확인 메일을 {email}(으)로 보내 드렸으며, 사무국에서 영업일 기준 5일 이내에 연락드리겠습니다.',

  'sponsors.intro': '대한병리학회 2024 학술대회를 후원해 주신 기업에 감사드립니다.',
  'sponsors.none': '후원이 확정된 기업이 이곳에 게시됩니다.',

  'floorPlan.intro':
    '주 강연장 앞 전시장입니다. 부스 번호는 등급의 영문 첫 글자로 시작합니다(가넷은 N). 아래 표에 같은 부스를 글로 안내합니다.',
  'floorPlan.svgTitle': '전시 부스 배치도',
  'floorPlan.svgDesc':
    '위쪽 벽을 따라 주 강연장이 있습니다. 다이아몬드 부스 D1, D2는 강연장 출입구 정면에, 플래티넘 부스 P1~P3는 그 뒤에, 골드 부스 G1~G4는 왼쪽 벽을 따라, 실버 부스 S1~S4는 오른쪽 벽을 따라, 브론즈 부스 B1~B6은 중앙 줄에, 가넷 테이블 부스 N1~N8은 왼쪽 아래에 있습니다. 등록 데스크와 입구는 아래쪽에, 커피 라운지는 오른쪽 아래 구석에 있습니다.',
  'floorPlan.lectureHall': '주 강연장',
  'floorPlan.lounge': '커피 라운지',
  'floorPlan.registration': '등록 데스크',
  'floorPlan.entrance': '입구',
  'floorPlan.legend': '등급별 부스',
  'floorPlan.booths': '부스',
  'floorPlan.size': '부스 크기',
  'floorPlan.size.DIAMOND': '6 × 3 m (더블)',
  'floorPlan.size.PLATINUM': '6 × 2 m (더블)',
  'floorPlan.size.GOLD': '3 × 2 m',
  'floorPlan.size.SILVER': '3 × 2 m',
  'floorPlan.size.BRONZE': '3 × 2 m',
  'floorPlan.size.GARNET': '2 × 1.5 m (테이블)',
  'floorPlan.note':
    '부스는 등급별로 완납 순서에 따라 배정됩니다. 전기(1kW)와 테이블 1개, 의자 2개가 기본 제공됩니다.',
};

export const messages: LocaleMessages = { en, ko };
