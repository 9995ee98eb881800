import type { en } from './en';

export const ko: Record<keyof typeof en, string> = {
  'mypage.welcome': '{name}님, 환영합니다',
  'mypage.email': '아이디 (이메일)',
  'mypage.name': '이름',
  'mypage.role': '계정 유형',
  'mypage.role.Member': '회원',
  'mypage.role.Authenticated': '운영자',
  'mypage.invited': '초청 연자',
};
