// Demo bulletin posts and popup (demo-v1): what a congress secretariat posts in the months before
// the congress, each post in English and then in Korean (posts carry no language of their own:
// docs/decisions.md, "News, notices and popups").

const bilingual = (en: string, ko: string) => `${en}<hr /><div lang="ko">${ko}</div>`;

export const DEMO_POSTS = [
  {
    title: 'Call for abstracts is open / 초록 접수 시작 안내',
    type: 'NOTICE',
    created_name: 'Secretariat',
    created_at: '2023-10-04T10:00:00+09:00',
    viewCount: 412,
    content: bilingual(
      '<p>Dear colleagues,</p><p>The call for abstracts for the 2024 congress and international symposium is now open. Original articles and case reports in all 22 topics of pathology are welcome, for oral or poster presentation.</p><ul><li>Submission: Abstracts &gt; Abstract Submission (log in first)</li><li>Language: English</li><li>Length: up to 300 words, up to 5 figures</li></ul><p>Please read the abstract guideline before submitting. Accepted abstracts will be published in the abstract book.</p><p>Secretariat</p>',
      '<p>회원 여러분께,</p><p>2024 학술대회 및 국제 심포지엄의 초록 접수를 시작합니다. 병리학 22개 분야의 원저 및 증례 보고를 구연 또는 포스터 발표로 접수받습니다.</p><ul><li>접수 방법: 초록 &gt; 초록 접수 (로그인 후 이용)</li><li>작성 언어: 영어</li><li>분량: 300단어 이내, 그림 5개 이내</li></ul><p>접수 전 초록 작성 안내를 꼭 확인해 주시기 바랍니다. 채택된 초록은 초록집에 수록됩니다.</p><p>사무국 드림</p>',
    ),
  },
  {
    title: 'Pre-registration is open / 사전 등록 안내',
    type: 'NOTICE',
    created_name: 'Secretariat',
    created_at: '2023-11-06T09:30:00+09:00',
    viewCount: 538,
    content: bilingual(
      '<p>Pre-registration for the congress is now open. Members and non-members from Korea register on the Korean registration page; participants from other countries on the overseas registration page. Fees are listed on each page, and card payment is available.</p><p>The welcome dinner and accompanying persons can be added during registration.</p>',
      '<p>학술대회 사전 등록을 시작합니다. 국내 회원 및 비회원은 국내 등록 페이지에서, 해외 참가자는 해외 등록 페이지에서 등록해 주십시오. 등록비는 각 페이지에 안내되어 있으며 카드 결제가 가능합니다.</p><p>환영 만찬 참석 및 동반인 등록은 등록 시 함께 신청하실 수 있습니다.</p>',
    ),
  },
  {
    title: 'Abstract submission deadline extended to 15 January / 초록 접수 마감 연장',
    type: 'NOTICE',
    created_name: 'Scientific Committee',
    created_at: '2023-12-20T14:00:00+09:00',
    viewCount: 690,
    content: bilingual(
      '<p>At the request of many members, the abstract submission deadline has been <strong>extended to 15 January 2024, 23:59 (Korea time)</strong>. Submitted abstracts can be modified until the new deadline from My page.</p><p>Notification of acceptance will be sent by e-mail by the end of January.</p>',
      '<p>회원 여러분의 요청에 따라 초록 접수 마감을 <strong>2024년 1월 15일 23시 59분(한국 시간)까지 연장</strong>합니다. 제출한 초록은 마감 전까지 마이페이지에서 수정하실 수 있습니다.</p><p>채택 결과는 1월 말까지 이메일로 안내드립니다.</p>',
    ),
  },
  {
    title: 'Keynote speakers announced / 기조 강연 연자 안내',
    type: 'NEWS',
    created_name: 'Scientific Committee',
    created_at: '2024-01-10T11:00:00+09:00',
    viewCount: 305,
    content: bilingual(
      '<p>The Scientific Committee is pleased to announce the keynote lectures of the international symposium on precision nutrition. The programme at a glance and the invited speakers are now on the Programs menu.</p><blockquote><p>Nutrition, the microbiome and the pathologist: what tissue tells us about diet.</p></blockquote>',
      '<p>학술위원회는 정밀 영양을 주제로 한 국제 심포지엄의 기조 강연을 안내드립니다. 전체 일정과 초청 연자는 프로그램 메뉴에서 확인하실 수 있습니다.</p><blockquote><p>영양, 마이크로바이옴, 그리고 병리 의사: 조직이 말해 주는 식생활</p></blockquote>',
    ),
  },
  {
    title: 'Hotel reservation and shuttle bus / 숙박 예약 및 셔틀버스 안내',
    type: 'NEWS',
    created_name: 'Secretariat',
    created_at: '2024-01-29T16:20:00+09:00',
    viewCount: 221,
    content: bilingual(
      '<p>Rooms at special congress rates are held at three hotels near the venue in Haeundae, Busan, until 20 February. A shuttle bus runs between the hotels and the venue every 30 minutes on congress days.</p><p>See General Information &gt; Venue for directions from Gimhae International Airport and Busan Station.</p>',
      '<p>부산 해운대 행사장 인근 호텔 세 곳에 학술대회 특별 요금 객실을 2월 20일까지 확보해 두었습니다. 행사 기간 중 호텔과 행사장 사이에 셔틀버스가 30분 간격으로 운행됩니다.</p><p>김해국제공항 및 부산역에서 오시는 길은 일반 정보 &gt; 행사장 안내를 참고해 주십시오.</p>',
    ),
  },
  {
    title: 'Presentation guidelines and upload / 발표 안내 및 발표 자료 업로드',
    type: 'NOTICE',
    created_name: 'Secretariat',
    created_at: '2024-02-13T10:00:00+09:00',
    viewCount: 187,
    content: bilingual(
      '<p>Oral presenters: 7 minutes of presentation and 3 minutes of discussion. Please upload your slides (PDF or PPTX, 16:9) on the presentation upload page by 8 March. Poster presenters: A0 portrait (841 × 1189 mm); posters are put up on the first morning and taken down after the last session.</p>',
      '<p>구연 발표: 발표 7분, 토론 3분입니다. 발표 자료(PDF 또는 PPTX, 16:9)는 3월 8일까지 발표 자료 업로드 페이지에 올려 주십시오. 포스터 발표: A0 세로(841 × 1189 mm) 규격이며, 첫날 오전에 부착하고 마지막 세션 후 철거합니다.</p>',
    ),
  },
  {
    title: 'Programme book / 프로그램 북',
    type: 'DOWNLOAD',
    created_name: 'Secretariat',
    created_at: '2024-02-26T09:00:00+09:00',
    viewCount: 264,
    content: bilingual(
      '<p>The programme book with the full scientific programme, session rooms and the floor plan of the exhibition. A printed copy is handed out at the registration desk.</p>',
      '<p>전체 학술 프로그램, 세션 장소, 전시장 배치도를 담은 프로그램 북입니다. 인쇄본은 현장 등록 데스크에서 배부합니다.</p>',
    ),
  },
  {
    title: 'Invitation letter and certificate of attendance / 초청장 및 참가 확인서 양식',
    type: 'DOWNLOAD',
    created_name: 'Secretariat',
    created_at: '2024-01-18T15:00:00+09:00',
    viewCount: 98,
    content: bilingual(
      '<p>Participants who need an official invitation letter for their visa request it in the member area under My registration, once registered; when the secretariat has approved the request (usually within five working days) the letter is downloaded there as a PDF. The certificate of attendance is issued at the registration desk.</p>',
      '<p>비자 발급을 위한 공식 초청장이 필요하신 분은 등록 후 마이페이지의 내 등록 정보에서 신청해 주십시오. 사무국이 신청을 승인하면(보통 영업일 기준 5일 이내) 같은 곳에서 초청장 PDF를 내려받을 수 있습니다. 참가 확인서는 현장 등록 데스크에서 발급합니다.</p>',
    ),
  },
] as const;

export const DEMO_POPUP = {
  use: true,
  title: 'Abstract deadline extended / 초록 마감 연장',
  // Over since the deadline passed: a demo popup that showed on /home today would cover the page
  // in every browser test (an organiser turns a new one on in the back office).
  start: '2023-12-20T14:00:00+09:00',
  end: '2024-01-15T23:59:59+09:00',
  content:
    '<h3>Abstract submission extended</h3><p>Abstracts are accepted until <strong>15 January 2024</strong>.</p><hr /><p>초록 접수가 <strong>2024년 1월 15일</strong>까지 연장되었습니다.</p>',
  size_width: 380,
  size_height: 300,
  location: 'CENTER',
  created_name: 'Secretariat',
} as const;
