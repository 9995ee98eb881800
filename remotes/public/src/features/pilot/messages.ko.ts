import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  'pilot.title': 'KSP 2024',
  'pilot.subtitle': '정밀 영양 — 조직에서 식탁까지',
};
