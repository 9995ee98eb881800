import type { LocaleMessages } from '@congress/i18n';

const en = {
  'sitemap.intro': 'All pages of the congress site.',
  'sitemap.member': 'Member area',
  'sitemap.account': 'Account',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'sitemap.intro': '학술대회 사이트의 모든 페이지입니다.',
  'sitemap.member': '마이페이지',
  'sitemap.account': '계정',
};

export const messages: LocaleMessages = { en, ko };
