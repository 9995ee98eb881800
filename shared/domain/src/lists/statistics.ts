// Event statistics (committee/eventStatistics): the names of its figures, shared by the admin page
// (section titles, table headers) and the API's Excel export (sheet titles, column headers).
import { FEE_TABLES, TIER_NAMES } from '../fees';
import {
  ABSTRACT_CATEGORY_LABELS,
  ABSTRACT_PREFERENCE_LABELS,
  ABSTRACT_STATUS_LABELS,
  ABSTRACT_TOPIC_LABELS,
  REGISTRATION_OCCUPATION_LABELS,
} from '../labels';
import { SPONSOR_GRADE_LABELS, SPONSOR_PAY_STATUS_LABELS } from '../sponsors';
import { CASH_CODE_LABELS } from './payments';
import { ATTEND_LABELS, PRICE_STATUS_LABELS } from './registrations';
import { labelIn, type Label } from './types';

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

const TRACK_LABELS: Readonly<Record<string, Label>> = Object.fromEntries(
  FEE_TABLES.map((table) => [table.id, table.name]),
);

/** The names of the coded values each breakdown counts (plus payment methods and sponsor grades). */
const VALUE_LABELS: Record<
  StatisticsBreakdown | 'cashCode' | 'sponsorGrade',
  Readonly<Record<string, Label>>
> = {
  registrationsByTrack: TRACK_LABELS,
  registrationsByTier: TIER_NAMES,
  registrationsByCategory: REGISTRATION_OCCUPATION_LABELS,
  registrationsByAttendance: ATTEND_LABELS,
  registrationsByStatus: PRICE_STATUS_LABELS,
  abstractsByTopic: ABSTRACT_TOPIC_LABELS,
  abstractsByPreference: ABSTRACT_PREFERENCE_LABELS,
  abstractsByCategory: ABSTRACT_CATEGORY_LABELS,
  abstractsByStatus: ABSTRACT_STATUS_LABELS,
  sponsorsByPaymentStatus: SPONSOR_PAY_STATUS_LABELS,
  cashCode: CASH_CODE_LABELS,
  sponsorGrade: SPONSOR_GRADE_LABELS,
};

/**
 * A counted value by its name in one language, the same on the statistics page and in its Excel
 * export (issue 27: the Korean page showed KM_TIER1, GOLD and APPLIED). A value with no name
 * (a code no longer offered) is shown as stored; a missing one as "(not set)".
 */
export function statisticsValueLabel(
  kind: keyof typeof VALUE_LABELS,
  key: string | null | undefined,
  locale: string,
): string {
  if (key === null || key === undefined) return labelIn(STATISTICS_LABELS.none, locale);
  const labels = VALUE_LABELS[kind];
  return Object.hasOwn(labels, key) ? labelIn(labels[key] as Label, locale) : key;
}
