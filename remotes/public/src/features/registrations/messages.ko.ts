import type { en } from './messages.en';

// The type makes a missing or extra Korean text a compile error.
export const ko: Record<keyof typeof en, string> = {
  'fees.period': '등록 기간 (한국 시간): {start} – {end}',
  'fees.category': '구분',
  'fees.fee': '등록비',
  'fees.dinner': '만찬',
  'fees.accompanying': '동반자',
  'fees.table.KOREA_MEMBER': '회원 (국내)',
  'fees.table.KOREA_NON_MEMBER': '비회원 (국내)',
  'fees.table.OVERSEAS_NON_MEMBER': '해외 참가자',
  'fees.free': '무료',
  'fees.registerCta': '등록하기',
  'fee.koreaMember.specialist': '전문의',
  'fee.koreaMember.militaryDoctor': '군의관/공보의',
  'fee.koreaMember.specialMember': '특별회원',
  'fee.koreaMember.specialMemberTrainee': '특별회원 (수련의)',
  'fee.koreaMember.preferential': '우대',
  'fee.koreaMember.senior': '원로회원',
  'fee.koreaMember.resident': '전공의',
  'fee.koreaNonMember.tier1': '비회원 전문의',
  'fee.koreaNonMember.tier2': '비회원 수련의',
  'fee.koreaNonMember.medicalStudent': '의대생',
  'fee.overseas.tier1': '전문의',
  'fee.overseas.tier2': '수련의',
  'fee.overseas.onlineOnly': '온라인 참가',
  'fee.overseas.preferential': '우대',
};
