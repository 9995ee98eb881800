import type { en } from './en';

export const ko: Record<keyof typeof en, string> = {
  'admin.signedInAs': '{email} 로그인 중',
  'admin.logout': '로그아웃',
  'admin.menuLabel': '관리자 메뉴',
};
