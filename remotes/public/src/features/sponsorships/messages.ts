import type { LocaleMessages } from '@congress/i18n';

const en = {
  'sponsor.intro':
    'Companies supporting precision nutrition and pathology are invited to sponsor the congress.',
  'sponsor.grade': 'Grade',
  'sponsor.price': 'Amount (KRW)',
  'sponsor.grade.DIAMOND': 'Diamond',
  'sponsor.grade.PLATINUM': 'Platinum',
  'sponsor.grade.GOLD': 'Gold',
  'sponsor.grade.SILVER': 'Silver',
  'sponsor.grade.BRONZE': 'Bronze',
  'sponsor.grade.GARNET': 'Garnet',
  'sponsor.grade.AD_GRADE1': 'Advertisement: back cover (inside)',
  'sponsor.grade.AD_GRADE2': 'Advertisement: inner page',
  'sponsor.sponsorships': 'Sponsorship',
  'sponsor.advertisements': 'Advertisement',
};

// The type makes a missing or extra Korean text a compile error.
const ko: Record<keyof typeof en, string> = {
  'sponsor.intro': '정밀 영양과 병리학 발전을 함께할 후원사를 모십니다.',
  'sponsor.grade': '등급',
  'sponsor.price': '금액 (원)',
  'sponsor.grade.DIAMOND': '다이아몬드',
  'sponsor.grade.PLATINUM': '플래티넘',
  'sponsor.grade.GOLD': '골드',
  'sponsor.grade.SILVER': '실버',
  'sponsor.grade.BRONZE': '브론즈',
  'sponsor.grade.GARNET': '가넷',
  'sponsor.grade.AD_GRADE1': '광고: 표지 안쪽',
  'sponsor.grade.AD_GRADE2': '광고: 내지',
  'sponsor.sponsorships': '후원',
  'sponsor.advertisements': '광고',
};

export const messages: LocaleMessages = { en, ko };
