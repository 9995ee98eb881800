// Texts of the visa invitation letter section of My registration (VisaLetterSection.tsx).
export const visaLetterEn = {
  'visaLetter.heading': 'Visa invitation letter',
  'visaLetter.intro':
    'If you need a visa to enter Korea, the organising committee can issue an invitation letter for your application. Ask for it here with your passport details; the secretariat reviews each request and you receive an e-mail when it is decided.',
  'visaLetter.request': 'Request an invitation letter',
  'visaLetter.form': 'Visa invitation letter request',
  'visaLetter.formIntro': 'Enter your details exactly as they appear in your passport.',
  'visaLetter.nameHint': 'As in your passport, in English letters.',
  'visaLetter.nationalityHint': 'As in your passport, in English (for example: Netherlands).',
  'visaLetter.expiryHint': 'Your passport must be valid until at least 21 September 2024.',
  'visaLetter.send': 'Send the request',
  'visaLetter.cancel': 'Cancel',
  'visaLetter.status': 'Status',
  'visaLetter.passportName': 'Name (passport)',
  'visaLetter.requested': 'Requested on',
  'visaLetter.number': 'Letter reference',
  'visaLetter.reason': 'Reason',
  'visaLetter.explain.REQUESTED':
    'The secretariat is reviewing your request. You can still correct your details until it is approved.',
  'visaLetter.explain.APPROVED':
    'Your invitation letter is ready. Download it and add it to your visa application.',
  'visaLetter.explain.REJECTED': 'Your request was not approved. Correct your details and send it again.',
  'visaLetter.download': 'Download the letter (PDF)',
  'visaLetter.change': 'Change my request',
  'visaLetter.registrationRequired': 'Register for the congress before asking for an invitation letter.',
  'visaLetter.alreadyApproved': 'Your letter has already been issued and can no longer be changed.',
};

export const visaLetterKo: Record<keyof typeof visaLetterEn, string> = {
  'visaLetter.heading': '비자 초청장',
  'visaLetter.intro':
    '한국 입국에 비자가 필요하시면 조직위원회가 비자 신청용 초청장을 발급해 드립니다. 여권 정보를 입력해 신청해 주세요. 사무국이 신청을 검토한 뒤 결과를 이메일로 알려 드립니다.',
  'visaLetter.request': '초청장 신청',
  'visaLetter.form': '비자 초청장 신청서',
  'visaLetter.formIntro': '여권에 적힌 그대로 입력해 주세요.',
  'visaLetter.nameHint': '여권에 적힌 영문 이름',
  'visaLetter.nationalityHint': '여권에 적힌 영문 국적 (예: Netherlands)',
  'visaLetter.expiryHint': '여권은 2024년 9월 21일 이후까지 유효해야 합니다.',
  'visaLetter.send': '신청하기',
  'visaLetter.cancel': '취소',
  'visaLetter.status': '상태',
  'visaLetter.passportName': '이름(여권)',
  'visaLetter.requested': '신청일',
  'visaLetter.number': '문서 번호',
  'visaLetter.reason': '반려 사유',
  'visaLetter.explain.REQUESTED':
    '사무국에서 신청을 검토하고 있습니다. 승인 전까지는 내용을 고칠 수 있습니다.',
  'visaLetter.explain.APPROVED': '초청장이 발급되었습니다. 내려받아 비자 신청서에 첨부해 주세요.',
  'visaLetter.explain.REJECTED': '신청이 반려되었습니다. 내용을 고쳐 다시 신청해 주세요.',
  'visaLetter.download': '초청장 내려받기 (PDF)',
  'visaLetter.change': '신청 내용 수정',
  'visaLetter.registrationRequired': '초청장을 신청하려면 먼저 학술대회에 등록해 주세요.',
  'visaLetter.alreadyApproved': '이미 발급된 초청장은 수정할 수 없습니다.',
};
