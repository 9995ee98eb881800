import type { LocaleMessages } from '@congress/i18n';

// My consents (issue 39 §1): the answers given at sign-up; the optional ones given or withdrawn.
const en = {
  'mypage.consents.intro':
    'The consents you answered. The optional ones you may give or withdraw at any time; a withdrawal takes effect at once. The required consent ends only with your account.',
  'mypage.consents.loadFailed': 'Your consents could not be loaded. Please try again.',
  'mypage.consents.title.COLLECTION': 'Collection and use of personal information (required)',
  'mypage.consents.title.KMA_PROVISION':
    'Provision to the Korean Medical Association for CME credits (optional)',
  'mypage.consents.title.FUTURE_MAILS': 'Mails about future congresses (optional)',
  'mypage.consents.title.PASSPORT': 'Processing of your passport number for the visa letter',
  'mypage.consents.given': 'Given on {when} (text version {version})',
  'mypage.consents.refused': 'Not given',
  'mypage.consents.withdrawnOn': 'Withdrawn on {when} (text version {version})',
  'mypage.consents.give': 'Give consent',
  'mypage.consents.withdraw': 'Withdraw consent',
  'mypage.consents.withdrawn': 'Your consent is withdrawn.',
  'mypage.consents.givenNow': 'Thank you: your consent is recorded.',
  'mypage.consents.readText': 'Read the text',
  'mypage.consents.history': 'History',
  'mypage.consents.historyRow':
    '{when}: {kind}, {given, select, yes {given} other {withdrawn or refused}} (version {version})',
  'consent.stale':
    'This text has just been changed by the secretariat. Please reload the page and read it again.',
  'consent.notChangeable': 'This consent cannot be changed here.',
  'consent.missing':
    'Please agree to the processing of your passport number: the letter cannot be issued without it.',
  'consent.requiredRefused':
    'Please agree to the processing of your passport number: the letter cannot be issued without it.',
  'visaLetter.passportConsent.title': 'Processing of your passport number (unique identifier, required)',
  'visaLetter.passportConsent.agree': 'I agree to the processing of my passport number for the visa letter.',
};

const ko: Record<keyof typeof en, string> = {
  'mypage.consents.intro':
    '회원님이 답하신 동의 내역입니다. 선택 동의는 언제든 새로 하거나 철회할 수 있으며, 철회는 즉시 적용됩니다. 필수 동의는 회원 탈퇴로만 끝납니다.',
  'mypage.consents.loadFailed': '동의 내역을 불러오지 못했습니다. 다시 시도해 주세요.',
  'mypage.consents.title.COLLECTION': '개인정보 수집·이용 동의 (필수)',
  'mypage.consents.title.KMA_PROVISION': '연수평점을 위한 대한의사협회 제3자 제공 동의 (선택)',
  'mypage.consents.title.FUTURE_MAILS': '향후 학술대회 안내 메일 수신 동의 (선택)',
  'mypage.consents.title.PASSPORT': '비자 초청장을 위한 여권번호 처리 동의',
  'mypage.consents.given': '{when} 동의 (제{version}판)',
  'mypage.consents.refused': '동의하지 않음',
  'mypage.consents.withdrawnOn': '{when} 철회 (제{version}판)',
  'mypage.consents.give': '동의하기',
  'mypage.consents.withdraw': '동의 철회',
  'mypage.consents.withdrawn': '동의가 철회되었습니다.',
  'mypage.consents.givenNow': '동의가 기록되었습니다.',
  'mypage.consents.readText': '내용 보기',
  'mypage.consents.history': '변경 이력',
  'mypage.consents.historyRow':
    '{when}: {kind}, {given, select, yes {동의} other {철회 또는 거부}} (제{version}판)',
  'consent.stale': '사무국이 방금 이 내용을 변경했습니다. 페이지를 새로 고친 뒤 다시 읽어 주세요.',
  'consent.notChangeable': '여기에서 변경할 수 없는 동의입니다.',
  'consent.missing': '여권번호 처리에 동의해 주세요. 동의 없이는 초청장을 발급할 수 없습니다.',
  'consent.requiredRefused': '여권번호 처리에 동의해 주세요. 동의 없이는 초청장을 발급할 수 없습니다.',
  'visaLetter.passportConsent.title': '여권번호(고유식별정보) 처리 동의 (필수)',
  'visaLetter.passportConsent.agree': '비자 초청장 발급을 위한 여권번호 처리에 동의합니다.',
};

export const messages: LocaleMessages = { en, ko };
