import type { LocaleMessages } from '@congress/i18n';

const en = {
  'pilot.title': 'KSP 2024',
  'pilot.subtitle': 'Precision nutrition — from tissue to table',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'pilot.title': 'KSP 2024',
  'pilot.subtitle': '정밀 영양 — 조직에서 식탁까지',
};

export const messages: LocaleMessages = { en, ko };
