import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  'fees.period': '등록 기간 (한국 시간): {start} – {end}',
  'fees.periodUnknown': '등록 기간은 등록 페이지에서 확인해 주세요.',
  'fees.category': '구분',
  'fees.fee': '등록비',
  'fees.dinner': '만찬',
  'fees.accompanying': '동반자',
  'fees.free': '무료',
  'fees.registerCta': '등록하기',
};
