import type { en } from './en';

export const ko: Record<keyof typeof en, string> = {
  'mypage.welcome': '{name}님, 환영합니다',
};
