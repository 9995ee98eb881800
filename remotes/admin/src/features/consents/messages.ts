import type { LocaleMessages } from '@congress/i18n';

// general/consentTexts: the consent texts asked at sign-up and with a visa letter, and the privacy
// policy page, each published as a new version (issue 39 §1).
const en = {
  // The back-office menu is Korean in both languages (spec §2).
  'admin.menu.consentTexts': '개인정보 동의·처리방침',
  'admin.consents.title': 'Consent texts and privacy policy',
  'admin.consents.intro':
    'Each text is published as a new version; earlier versions stay, and every member’s answer names the version they read. A new consent text is asked of new members from now on; members who answered an earlier version keep their answer. The privacy policy is the public page linked from the footer and the sign-up page.',
  'admin.consents.kind': 'Text',
  'admin.consents.kind.COLLECTION': 'Collection and use (required, sign-up)',
  'admin.consents.kind.KMA_PROVISION': 'Provision to the KMA for CME credits (optional, sign-up)',
  'admin.consents.kind.FUTURE_MAILS': 'Mails about future congresses (optional, sign-up)',
  'admin.consents.kind.PASSPORT': 'Passport number (required, visa letter request)',
  'admin.consents.kind.PRIVACY_POLICY': 'Privacy policy (public page)',
  'admin.consents.bodyEn': 'English text',
  'admin.consents.bodyKo': 'Korean text',
  'admin.consents.publish': 'Publish as a new version',
  'admin.consents.published': 'Version {version} is published.',
  'admin.consents.current':
    'Current: version {version}, published {when} (Korea time){by, select, none {} other {, by {by}}}.',
  'admin.consents.versions': 'Earlier versions',
  'admin.consents.version': 'Version {version}, {when}',
  'admin.consents.unchanged': 'The texts are the same as the current version: nothing to publish.',
  // A member's answers on their page (members/MemberDetail).
  'admin.consents.memberHistory': 'Consent answers',
  'admin.consents.memberHistoryNone': 'No consent answers recorded (an account older than the consents).',
  'admin.consents.answeredAt': 'When (Korea time)',
  'admin.consents.answer': 'Answer',
  'admin.consents.source': 'Where',
  'admin.consents.versionShort': '(version {version})',
  'admin.consents.given': 'Given',
  'admin.consents.refused': 'Refused or withdrawn',
  'admin.consents.source.SIGN_UP': 'Sign-up',
  'admin.consents.source.MY_PAGE': 'Member area',
  'admin.consents.source.VISA_LETTER': 'Visa letter request',
  'admin.consents.source.DESK': 'Registration desk',
};

const ko: Record<keyof typeof en, string> = {
  'admin.menu.consentTexts': '개인정보 동의·처리방침',
  'admin.consents.title': '동의 문구 및 개인정보 처리방침',
  'admin.consents.intro':
    '문구는 새 판으로 게시됩니다. 이전 판은 남고, 회원의 모든 동의 기록은 읽은 판을 가리킵니다. 새 동의 문구는 이후 가입하는 회원에게 적용되며, 이전 판에 답한 회원의 동의는 그대로 유지됩니다. 개인정보 처리방침은 하단과 회원가입 화면에서 연결되는 공개 페이지입니다.',
  'admin.consents.kind': '문구',
  'admin.consents.kind.COLLECTION': '개인정보 수집·이용 (필수, 회원가입)',
  'admin.consents.kind.KMA_PROVISION': '대한의사협회 제3자 제공 (선택, 회원가입)',
  'admin.consents.kind.FUTURE_MAILS': '향후 학술대회 안내 메일 (선택, 회원가입)',
  'admin.consents.kind.PASSPORT': '여권번호 처리 (필수, 비자 초청장 신청)',
  'admin.consents.kind.PRIVACY_POLICY': '개인정보 처리방침 (공개 페이지)',
  'admin.consents.bodyEn': '영문',
  'admin.consents.bodyKo': '국문',
  'admin.consents.publish': '새 판으로 게시',
  'admin.consents.published': '제{version}판이 게시되었습니다.',
  'admin.consents.current':
    '현재: 제{version}판, {when} 게시 (한국 시간){by, select, none {} other {, 게시자 {by}}}.',
  'admin.consents.versions': '이전 판',
  'admin.consents.version': '제{version}판, {when}',
  'admin.consents.unchanged': '현재 판과 같은 내용이라 게시할 것이 없습니다.',
  'admin.consents.memberHistory': '동의 기록',
  'admin.consents.memberHistoryNone': '기록된 동의가 없습니다 (동의 절차 이전에 가입한 계정).',
  'admin.consents.answeredAt': '일시 (한국 시간)',
  'admin.consents.answer': '응답',
  'admin.consents.source': '경로',
  'admin.consents.versionShort': '(제{version}판)',
  'admin.consents.given': '동의',
  'admin.consents.refused': '거부 또는 철회',
  'admin.consents.source.SIGN_UP': '회원가입',
  'admin.consents.source.MY_PAGE': '마이페이지',
  'admin.consents.source.VISA_LETTER': '비자 초청장 신청',
  'admin.consents.source.DESK': '현장 등록 데스크',
};

export const messages: LocaleMessages = { en, ko };
