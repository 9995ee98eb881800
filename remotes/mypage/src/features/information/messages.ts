import type { LocaleMessages } from '@congress/i18n';

const en = {
  'mypage.welcome': 'Welcome, {name}',
  'mypage.nav': 'Member area',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'mypage.welcome': '{name}님, 환영합니다',
  'mypage.nav': '회원 메뉴',
};

export const messages: LocaleMessages = { en, ko };
