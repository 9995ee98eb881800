import type { LocaleMessages } from '@congress/i18n';

// My data (issue 39 §4): the own-data download (PIPA Art. 35) and the deletion request (Art. 36).
const en = {
  'nav.mypage.myData': 'My data',
  'mypage.data.downloadTitle': 'Download your data',
  'mypage.data.downloadText':
    'One file (JSON, machine-readable) with everything we hold about you: your account, registrations, payments and receipts, abstracts, attendance and credits, visa letter requests and the mails we sent you.',
  'mypage.data.download': 'Download my data (JSON)',
  'mypage.data.downloadFailed': 'Your data could not be downloaded. Please try again.',
  'mypage.data.deleteTitle': 'Ask us to delete your data',
  'mypage.data.deleteText':
    'The secretariat acts on your request within 10 days (Personal Information Protection Act, Art. 36). Your account and profile, visa letter requests and mail records are deleted. What the law requires us to keep is kept apart until its period ends, and we tell you so: payment records (five years, tax law) and, if you attended, your attendance and CME credit records (for credit objections and KMA’s checks). After the deletion you can no longer log in.',
  'mypage.data.reason': 'Reason (optional)',
  'mypage.data.reasonHint': 'At most 2,000 characters.',
  'mypage.data.ask': 'Ask for deletion',
  'mypage.data.confirm':
    'Ask the secretariat to delete your account and personal data? This cannot be undone once they act.',
  'mypage.data.open':
    'You asked for deletion on {requested} (Korea time). The secretariat acts on it by {due} and tells you by mail what was deleted and what is kept.',
  'mypage.data.failed': 'Your request could not be sent. Please try again.',
};

const ko: Record<keyof typeof en, string> = {
  'nav.mypage.myData': '내 개인정보',
  'mypage.data.downloadTitle': '내 정보 내려받기',
  'mypage.data.downloadText':
    '보관 중인 회원님의 모든 정보를 기계가 읽을 수 있는 파일(JSON) 하나로 내려받습니다: 계정, 등록, 결제와 영수증, 초록, 출결과 연수평점, 비자 초청장 신청, 발송한 메일.',
  'mypage.data.download': '내 정보 내려받기 (JSON)',
  'mypage.data.downloadFailed': '정보를 내려받지 못했습니다. 다시 시도해 주세요.',
  'mypage.data.deleteTitle': '개인정보 삭제 요청',
  'mypage.data.deleteText':
    '사무국은 요청을 받은 날부터 10일 이내에 처리합니다(개인정보 보호법 제36조). 계정과 프로필, 비자 초청장 신청, 메일 기록이 삭제됩니다. 법령에 따라 보관해야 하는 정보는 보관 기간이 끝날 때까지 분리하여 보관하며 이를 알려 드립니다: 결제 기록(세법에 따라 5년), 참석하신 경우 출결 및 연수평점 기록(평점 이의 신청과 대한의사협회 확인용). 삭제 후에는 로그인할 수 없습니다.',
  'mypage.data.reason': '사유 (선택)',
  'mypage.data.reasonHint': '최대 2,000자.',
  'mypage.data.ask': '삭제 요청하기',
  'mypage.data.confirm':
    '계정과 개인정보의 삭제를 사무국에 요청하시겠습니까? 사무국이 처리하면 되돌릴 수 없습니다.',
  'mypage.data.open':
    '{requested}(한국 시간)에 삭제를 요청하셨습니다. 사무국이 {due}까지 처리하고 삭제된 정보와 보관되는 정보를 메일로 알려 드립니다.',
  'mypage.data.failed': '요청을 보내지 못했습니다. 다시 시도해 주세요.',
};

export const messages: LocaleMessages = { en, ko };
