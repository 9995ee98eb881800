import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  'signup.submit': '가입하기',
  'signup.done': '환영합니다! 계정이 생성되었습니다. 이메일로 보낸 링크를 열어 주소를 확인해 주세요.',
  'signup.rateLimited':
    '최근 1시간 동안 같은 네트워크 또는 같은 이메일 도메인에서 너무 많은 계정이 만들어졌습니다. 잠시 후 다시 시도하시거나 사무국에 문의해 주세요.',
  'confirm.checking': '이메일 주소를 확인하고 있습니다…',
  'confirm.confirmed': '감사합니다. 이메일 주소가 확인되었습니다.',
  'confirm.invalid': '유효하지 않은 확인 링크입니다. 이미 사용되었거나 만료되었거나 주소가 잘렸습니다.',
  'confirm.toMypage': '내 정보로 가기',
  'confirm.resendIntro': '새 링크를 받으려면 계정의 이메일 주소를 입력하세요.',
  'confirm.resend': '새 링크 보내기',
  'confirm.resent': '이 주소로 확인을 기다리는 계정이 있으면 새 링크가 발송됩니다.',
  'find.intro': '계정의 이메일 주소를 입력해 주세요. 6자리 인증번호를 보내 드립니다.',
  'find.sendCode': '인증번호 받기',
  'find.codeSent': '{email} 계정이 있다면 인증번호가 발송됩니다. {minutes}분 동안 유효합니다.',
  'find.code': '인증번호',
  'find.codeHint': '메일로 받은 6자리 숫자입니다.',
  'find.codeResent': '{email}(으)로 새 인증번호를 보냈습니다. 가장 최근 인증번호만 사용할 수 있습니다.',
  'find.resend': '인증번호 다시 받기',
  'find.changeEmail': '다른 이메일 주소 입력',
  'find.checkCode': '인증하기',
  'find.codeFormat': '6자리 숫자를 입력해 주세요.',
  'find.codeWrong': '인증번호가 올바르지 않거나 만료되었습니다.',
  'find.resetExpired': '인증이 만료되었거나 이미 사용되었습니다. 인증번호를 다시 받아 주세요.',
  'find.change': '비밀번호 변경',
  'find.done': '비밀번호가 변경되었습니다. 다시 로그인해 주세요.',
};
