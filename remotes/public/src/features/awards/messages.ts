import type { LocaleMessages } from '@congress/i18n';

// Texts of the awards and travel grants pages; their shapes are in content.ts.
const en = {
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

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'awards.description':
    'KSP 2024 시상 안내: 최우수 구연상, 최우수 포스터상, 젊은 연구자상의 상금, 심사 기준, 선정 방법과 발표.',
  'awards.intro':
    '대한병리학회는 KSP 2024에서 발표된 우수한 연구를 시상합니다. 발표 저자가 학술대회에 참석하는 모든 채택 초록이 심사 대상이며, 젊은 연구자상을 제외하면 별도 신청은 필요하지 않습니다.',
  'awards.listHeading': '시상 내역',
  'awards.list.caption': 'KSP 2024 시상 내역',
  'awards.list.award': '상',
  'awards.list.who': '대상',
  'awards.list.number': '시상 수',
  'awards.list.prize': '상금 (1인당)',
  'awards.list.bestOral.award': '최우수 구연상',
  'awards.list.bestOral.who': '구연 세션 발표자, 세션별 선정',
  'awards.list.bestOral.number': '5',
  'awards.list.bestOral.prize': '500,000원 (400 USD) 및 상장',
  'awards.list.bestPoster.award': '최우수 포스터상',
  'awards.list.bestPoster.who': '전체 주제의 포스터 발표자',
  'awards.list.bestPoster.number': '10',
  'awards.list.bestPoster.prize': '300,000원 (250 USD) 및 상장',
  'awards.list.youngInvestigator.award': '젊은 연구자상',
  'awards.list.youngInvestigator.who': '만 40세 미만 또는 전문의 취득 5년 이내의 제1저자',
  'awards.list.youngInvestigator.number': '3',
  'awards.list.youngInvestigator.prize': '1,000,000원 (800 USD) 및 상장',
  'awards.criteriaHeading': '심사 기준',
  'awards.criteriaIntro': '심사위원은 다음 항목으로 발표를 평가합니다.',
  'awards.criteria.1': '연구의 독창성과 학문적 중요성 (30%)',
  'awards.criteria.2': '연구 방법과 자료의 타당성 (30%)',
  'awards.criteria.3': '병리학 및 정밀 영양과의 관련성 (20%)',
  'awards.criteria.4': '발표와 토론 답변의 명확성 (20%)',
  'awards.youngHeading': '젊은 연구자상 신청 자격',
  'awards.young.1':
    '제1저자이자 발표자로서 2024년 3월 21일 기준 만 40세 미만이거나 2019년 이후 전문의를 취득한 분',
  'awards.young.2':
    '초록을 제출한 뒤 2024년 1월 15일까지 젊은 연구자상 신청서(자료실)에 초록 번호를 적고 나이 또는 전문의 취득일 증빙과 함께 사무국에 보내 주십시오.',
  'awards.young.3': '저자 1인당 초록 1편으로만 신청할 수 있습니다.',
  'awards.selectionHeading': '선정 방법',
  'awards.selection.1': '학술위원회가 초록 심사 점수를 바탕으로 후보를 선정합니다.',
  'awards.selection.2':
    '학술대회 기간 중 이해 상충이 없는 심사위원 2인이 각 후보의 구연 또는 포스터 발표를 심사합니다.',
  'awards.selection.3': '발표자가 현장에서 직접 발표해야 하며, 원격 발표는 심사 대상이 아닙니다.',
  'awards.selection.4': '시상위원회가 심사 점수로 수상자를 최종 결정합니다.',
  'awards.announcementHeading': '수상자 발표',
  'awards.announcement':
    '수상자는 2024년 3월 23일(토) 폐회사 전 시상식에서 발표하고 공지사항에 게시합니다. 상금은 학술대회 후 계좌로 입금됩니다.',
  'awards.guidelineLink': '초록 작성 안내 보기',

  'grants.description':
    'KSP 2024 여행 지원금 안내: 부산에서 발표하는 젊은 병리의사와 전공의를 위한 지원 자격, 원화·달러 지원액, 마감일, 신청 방법.',
  'grants.intro':
    '조직위원회는 젊은 병리의사와 전공의가 부산에서 연구를 발표할 수 있도록 교통비와 숙박비 일부를 여행 지원금으로 지원합니다.',
  'grants.deadline':
    '신청 마감: 2024년 1월 15일 23시 59분(한국 시간, 초록 마감과 동일). 선정 결과는 2024년 1월 31일까지 이메일로 안내합니다.',
  'grants.whoHeading': '지원 자격',
  'grants.who.1': '전공의, 전임의, 대학원생 및 전문의 취득 5년 이내의 병리의사',
  'grants.who.2': 'KSP 2024에 제출한 초록의 제1저자이자 발표자',
  'grants.who.3': '학술대회에 등록하고 현장에 참석하는 분',
  'grants.who.4': '같은 학술대회의 다른 여행 지원금을 받지 않는 분',
  'grants.amountsHeading': '지원 금액',
  'grants.amounts.caption': '출발 지역별 여행 지원금',
  'grants.amounts.from': '출발 지역',
  'grants.amounts.amount': '지원금 (1인당)',
  'grants.amounts.number': '지원 인원',
  'grants.amounts.asia.from': '아시아 (국외)',
  'grants.amounts.asia.amount': '500 USD',
  'grants.amounts.asia.number': '20',
  'grants.amounts.elsewhere.from': '그 밖의 대륙',
  'grants.amounts.elsewhere.amount': '1,000 USD',
  'grants.amounts.elsewhere.number': '10',
  'grants.amounts.korea.from': '국내 (부산 외 지역)',
  'grants.amounts.korea.amount': '200,000원',
  'grants.amounts.korea.number': '30',
  'grants.amountsNote': '지원 대상자는 등록비도 면제되며, 이미 납부한 등록비는 환불해 드립니다.',
  'grants.howHeading': '신청 방법',
  'grants.how.1': '학술대회 누리집에 가입하고 로그인합니다.',
  'grants.how.2': '초록 제출 페이지에서 초록을 제출하고 초록 번호를 확인합니다 (나의 초록).',
  'grants.how.3': '자료실의 여행 지원금 신청서에 초록 번호를 적어 작성합니다.',
  'grants.how.4': '마감 전까지 신청서와 소속 기관장의 재직 확인서(PDF)를 사무국에 보냅니다.',
  'grants.selectionHeading': '선정 방법',
  'grants.selection.1': '학술위원회가 초록 심사 점수로 지원 대상자를 선정합니다.',
  'grants.selection.2': '점수가 같으면 첫 참가자와 저소득 국가 신청자를 우선합니다.',
  'grants.selection.3': '선정자는 초록 번호로 공지사항에 게시합니다.',
  'grants.paymentHeading': '지급 방법',
  'grants.payment':
    '지원금은 발표 후 등록 데스크에서 여권 또는 신분증을 확인한 뒤 현금(원화) 또는 계좌 이체로 지급합니다. 발표하지 않으면 지원금이 취소됩니다.',
  'grants.submitLink': '초록 제출로 가기',
};

export const messages: LocaleMessages = { en, ko };
