// Event statistics (committee/eventStatistics): the names of its figures, shared by the admin page
// (section titles, table headers) and the API's Excel export (sheet titles, column headers).
import type { Label } from './types';

/** The breakdowns that count rows by one coded value (EventStatistics fields of type [StatisticsCount]). */
export const STATISTICS_BREAKDOWNS = {
  registrationsByTrack: { en: 'Registrations by track', ko: '트랙별 등록' },
  registrationsByTier: { en: 'Registrations by tier', ko: '등록 구분별 등록' },
  registrationsByCategory: { en: 'Registrations by category', ko: '직종별 등록' },
  registrationsByAttendance: { en: 'Registrations by attendance', ko: '참석 형태별 등록' },
  registrationsByStatus: { en: 'Registrations by status', ko: '등록 상태별 등록' },
  abstractsByTopic: { en: 'Abstracts by topic', ko: '주제별 초록' },
  abstractsByPreference: { en: 'Abstracts by presentation', ko: '발표 형식별 초록' },
  abstractsByCategory: { en: 'Abstracts by category', ko: '분류별 초록' },
  abstractsByStatus: { en: 'Abstracts by status', ko: '상태별 초록' },
  sponsorsByPaymentStatus: { en: 'Sponsors by payment status', ko: '결제 상태별 후원사' },
} as const satisfies Record<string, Label>;
export type StatisticsBreakdown = keyof typeof STATISTICS_BREAKDOWNS;

/** Rows per Asia/Seoul day. */
export const STATISTICS_DAY_SERIES = {
  signUpsPerDay: { en: 'Sign-ups per day', ko: '일별 회원 가입' },
  registrationsPerDay: { en: 'Registrations per day', ko: '일별 등록' },
} as const satisfies Record<string, Label>;
export type StatisticsDaySeries = keyof typeof STATISTICS_DAY_SERIES;

export const STATISTICS_LABELS = {
  title: { en: 'Event statistics', ko: '행사 통계' },
  summary: { en: 'Summary', ko: '요약' },
  range: { en: 'Date range (Asia/Seoul)', ko: '기간 (서울 시각)' },
  allDates: { en: 'All dates', ko: '전체 기간' },
  value: { en: 'Value', ko: '값' },
  count: { en: 'Count', ko: '건수' },
  date: { en: 'Date', ko: '날짜' },
  none: { en: '(not set)', ko: '(없음)' },
  registrationCount: { en: 'Registrations', ko: '등록' },
  paidCount: { en: 'Paid registrations', ko: '결제 완료 등록' },
  unpaidCount: { en: 'Unpaid registrations', ko: '미결제 등록' },
  abstractCount: { en: 'Abstracts', ko: '초록' },
  signUpCount: { en: 'Sign-ups', ko: '회원 가입' },
  sponsorCount: { en: 'Sponsors', ko: '후원사' },
  revenue: { en: 'Revenue by currency and payment method', ko: '통화·결제 수단별 매출' },
  currency: { en: 'Currency', ko: '통화' },
  cashCode: { en: 'Payment method', ko: '결제 수단' },
  payments: { en: 'Payments', ko: '결제 건수' },
  gross: { en: 'Paid', ko: '결제 금액' },
  refunded: { en: 'Refunded', ko: '환불 금액' },
  net: { en: 'Net', ko: '순매출' },
  refunds: { en: 'Refunds', ko: '환불' },
  partialCount: { en: 'Partial refunds', ko: '부분 환불' },
  amount: { en: 'Amount', ko: '금액' },
  sponsorsByGrade: { en: 'Sponsors by grade', ko: '등급별 후원사' },
  grade: { en: 'Grade', ko: '등급' },
  price: { en: 'Price', ko: '후원 금액' },
  paid: { en: 'Paid', ko: '납부 금액' },
} as const satisfies Record<string, Label>;
