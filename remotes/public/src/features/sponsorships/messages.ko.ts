import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
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
  'floorPlan.region': '전시 부스 배치도 (좁은 화면에서는 가로로 스크롤)',
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
