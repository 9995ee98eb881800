import type { LocaleMessages } from '@congress/i18n';

const en = {
  'admin.count.visaLetters': '{count, plural, =0 {No requests} one {# request} other {# requests}}',
  'admin.visaLetters.intro':
    "Members ask for a visa invitation letter in My registration. Approve a request to issue the letter (the member downloads it as a PDF) or reject it with a reason; an issued letter can be withdrawn, with a reason. The member is mailed each time. Passport numbers are masked here; Passport shows one request's number whole.",
  'admin.visaLetters.approve': 'Approve',
  'admin.visaLetters.reject': 'Reject',
  'admin.visaLetters.pdf': 'PDF',
  'admin.visaLetters.detail': 'Passport',
  'admin.visaLetters.detail.title': 'Passport details: {name}',
  'admin.visaLetters.detail.loading': 'Loading the passport details…',
  'admin.visaLetters.reason': 'Reason (sent to the member)',
  'admin.visaLetters.approve.title': 'Approve this visa letter request?',
  'admin.visaLetters.approve.text':
    'The invitation letter for {name} ({passport}) gets its number and can be downloaded; the member is mailed.',
  'admin.visaLetters.approve.done': 'Approved: letter {number} for {name}.',
  'admin.visaLetters.reject.title': 'Reject this visa letter request?',
  'admin.visaLetters.reject.text':
    'The request of {name} ({passport}) is rejected and the member is mailed the reason. They can correct it and ask again.',
  'admin.visaLetters.reject.done': 'Rejected the request of {name}.',
  'admin.visaLetters.revoke': 'Withdraw',
  'admin.visaLetters.revoke.title': 'Withdraw this issued letter?',
  'admin.visaLetters.revoke.text':
    'Letter {number} for {name} is withdrawn: it can no longer be downloaded, and the member is mailed the reason. They can correct the request and ask again.',
  'admin.visaLetters.revoke.done': 'Withdrew letter {number} of {name}.',
  'visaLetter.notApproved': 'Only an issued (approved) letter can be withdrawn. Reload the list.',
  'visaLetter.alreadyDecided': 'This request has already been decided. Reload the list.',
  'visaLetter.registrationRequired': 'The member no longer has a live registration.',
};

const ko: typeof en = {
  'admin.count.visaLetters': '{count, plural, =0 {신청이 없습니다} other {신청 #건}}',
  'admin.visaLetters.intro':
    '회원은 내 등록 페이지에서 비자 초청장을 신청합니다. 승인하면 초청장이 발급되어 회원이 PDF로 내려받을 수 있고, 반려할 때는 사유를 적습니다. 발급된 초청장도 사유를 적어 취소할 수 있습니다. 처리할 때마다 회원에게 메일이 발송됩니다. 여권 번호는 가려서 표시되며, 여권 정보에서 한 건의 번호 전체를 볼 수 있습니다.',
  'admin.visaLetters.approve': '승인',
  'admin.visaLetters.reject': '반려',
  'admin.visaLetters.pdf': 'PDF',
  'admin.visaLetters.detail': '여권 정보',
  'admin.visaLetters.detail.title': '여권 정보: {name}',
  'admin.visaLetters.detail.loading': '여권 정보를 불러오는 중…',
  'admin.visaLetters.reason': '반려 사유 (회원에게 발송)',
  'admin.visaLetters.approve.title': '비자 초청장 신청을 승인할까요?',
  'admin.visaLetters.approve.text':
    '{name}({passport})의 초청장에 문서 번호가 부여되고 내려받을 수 있게 됩니다. 회원에게 메일이 발송됩니다.',
  'admin.visaLetters.approve.done': '승인했습니다: {name}, 문서 번호 {number}.',
  'admin.visaLetters.reject.title': '비자 초청장 신청을 반려할까요?',
  'admin.visaLetters.reject.text':
    '{name}({passport})의 신청이 반려되고 회원에게 사유가 메일로 발송됩니다. 회원은 내용을 고쳐 다시 신청할 수 있습니다.',
  'admin.visaLetters.reject.done': '{name}의 신청을 반려했습니다.',
  'admin.visaLetters.revoke': '발급 취소',
  'admin.visaLetters.revoke.title': '발급된 초청장을 취소할까요?',
  'admin.visaLetters.revoke.text':
    '{name}의 초청장 {number}이(가) 취소되어 더 이상 내려받을 수 없게 되고, 회원에게 사유가 메일로 발송됩니다. 회원은 내용을 고쳐 다시 신청할 수 있습니다.',
  'admin.visaLetters.revoke.done': '{name}의 초청장 {number}을(를) 취소했습니다.',
  'visaLetter.notApproved': '승인된 초청장만 발급을 취소할 수 있습니다. 목록을 새로 고쳐 주세요.',
  'visaLetter.alreadyDecided': '이미 처리된 신청입니다. 목록을 새로 고쳐 주세요.',
  'visaLetter.registrationRequired': '회원의 유효한 등록 내역이 없습니다.',
};

export const messages: LocaleMessages = { en, ko };
