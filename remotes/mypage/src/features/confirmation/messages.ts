import type { LocaleMessages } from '@congress/i18n';

const en = {
  'mypage.confirmBanner':
    'Please confirm your e-mail address {email}: open the link we mailed you. Until then we send you no other mail.',
  'mypage.confirmResend': 'Send the link again',
  'mypage.confirmResent': 'A new confirmation link is on its way.',
  'mypage.confirmFirst':
    'Before you register or pay, please confirm your e-mail address {email}: your payment mails and receipts go there. Open the link we mailed you, or have it sent again.',
  'mypage.changeAddress': 'Change address',
  'mypage.changeAddressIntro':
    'Mistyped your address? Enter the right one: it becomes your login ID and the confirmation link goes there.',
  'mypage.newAddress': 'New e-mail address',
  'mypage.changeAddressSubmit': 'Change and send the link',
  'mypage.addressChanged': 'Your address was changed. A confirmation link is on its way to it.',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'mypage.confirmBanner':
    '이메일 주소 {email}을(를) 확인해 주세요. 메일로 보낸 링크를 열면 됩니다. 확인 전에는 다른 메일을 보내지 않습니다.',
  'mypage.confirmResend': '링크 다시 보내기',
  'mypage.confirmResent': '새 확인 링크를 보냈습니다.',
  'mypage.confirmFirst':
    '등록하거나 결제하기 전에 이메일 주소 {email}을(를) 확인해 주세요. 결제 메일과 영수증이 이 주소로 발송됩니다. 메일로 받은 링크를 열거나 링크를 다시 받으세요.',
  'mypage.changeAddress': '이메일 주소 변경',
  'mypage.changeAddressIntro':
    '주소를 잘못 입력하셨나요? 올바른 주소를 입력하면 그 주소가 로그인 아이디가 되고 확인 링크가 그 주소로 발송됩니다.',
  'mypage.newAddress': '새 이메일 주소',
  'mypage.changeAddressSubmit': '변경하고 링크 받기',
  'mypage.addressChanged': '이메일 주소가 변경되었습니다. 새 주소로 확인 링크를 보냈습니다.',
};

export const messages: LocaleMessages = { en, ko };
