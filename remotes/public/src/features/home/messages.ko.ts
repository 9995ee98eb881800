import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  'home.heroTitle': '대한병리학회 2024 — 제1회 학술대회 및 국제 심포지엄',
  'home.heroLead': '병리학과 정밀 영양: 조직에서 식탁까지.',
  'home.when': '일시',
  'home.where': '장소',
  'home.theme': '주제',
  'home.quickLinks': '바로가기',
  'popup.hideToday': '오늘 하루 보지 않기',
  'popup.close': '닫기',
  'popup.closeLabel': '“{title}” 닫기',
};
