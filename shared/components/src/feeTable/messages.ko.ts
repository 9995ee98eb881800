import type { feeTableEn } from './messages.en';

// The fee tables' texts in Korean: exactly the English file's keys.
export const feeTableKo: Record<keyof typeof feeTableEn, string> = {
  'feeTable.caption': '{table} (단위: {currency})',
  'feeTable.tier': '등록 구분',
  'feeTable.fee': '등록비',
  'feeTable.dinner': '만찬',
  'feeTable.accompanying': '동반자',
  'feeTable.free': '무료',
};
