import { feeTableKo } from '@congress/components/fee-table/messages.ko';
import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  ...feeTableKo,
  'fees.period': '등록 기간 (한국 시간): {start} – {end}',
  'fees.periodUnknown': '등록 기간은 등록 페이지에서 확인해 주세요.',
  'fees.registerCta': '등록하기',
};
