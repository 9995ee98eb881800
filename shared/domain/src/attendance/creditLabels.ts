// The coded values of the CME credit process (phase, reason, flag, objection status, eligibility)
// and their names in both languages, in one home: the back office's messages are made from these
// (labelMessages) and the API's Excel preview, change log and mails write them, so a person reads
// the same words everywhere, never the codes (docs/decisions.md, "CME credits: the process").
import type { ValueLabel } from '../labels';
import { CREDIT_DAY_FLAGS, type CreditDayReason, type CreditEligibility } from './credits';

export const CREDIT_PHASES = ['PREVIEW', 'OBJECTIONS', 'FINAL'] as const;
export type CreditPhase = (typeof CREDIT_PHASES)[number];

export const CREDIT_RULE_KINDS = ['BANDS', 'PER_HOUR'] as const;

/** The day's flags plus what the process adds: an organiser's correction, an open objection. */
export const CREDIT_FLAGS = [...CREDIT_DAY_FLAGS, 'CORRECTED', 'OBJECTED'] as const;
export type CreditFlag = (typeof CREDIT_FLAGS)[number];

export const CREDIT_PREVIEW_FILTERS = [
  'ONE_SCAN',
  'NOT_ELIGIBLE',
  'CAPPED',
  'FLAGGED',
  'CORRECTED',
  'OBJECTED',
  'NO_POINTS',
] as const;
export type CreditPreviewFilter = (typeof CREDIT_PREVIEW_FILTERS)[number];

export const CREDIT_OBJECTION_STATUSES = ['OPEN', 'ACCEPTED', 'REJECTED'] as const;
export type CreditObjectionStatus = (typeof CREDIT_OBJECTION_STATUSES)[number];

export const CREDIT_PHASE_LABELS: Record<CreditPhase, ValueLabel> = {
  PREVIEW: { en: 'Preview', ko: '미리보기' },
  OBJECTIONS: { en: 'Objection period', ko: '이의 신청 기간' },
  FINAL: { en: 'Final', ko: '확정' },
};

export const CREDIT_REASON_LABELS: Record<CreditDayReason, ValueLabel> = {
  NOT_ELIGIBLE: { en: 'No licence number', ko: '면허번호 없음' },
  NOT_A_CREDIT_DAY: { en: 'No points approved this day', ko: '이 날은 승인 평점 없음' },
  ONE_SCAN: { en: 'One scan only', ko: '인식 1회뿐' },
  OUTSIDE_LECTURES: { en: 'Outside lecture hours', ko: '강의 시간 외' },
  TOO_SHORT: { en: 'Too short for points', ko: '인정 시간 부족' },
  DAY_APPROVED: { en: 'Limited to the day’s approved points', ko: '당일 승인 평점까지만 인정' },
  DAILY_MAX: { en: 'Limited to the daily maximum', ko: '1일 최대 평점까지만 인정' },
  CONGRESS_MAX: { en: 'Limited to the congress maximum', ko: '학술대회 최대 평점까지만 인정' },
};

export const CREDIT_FLAG_LABELS: Record<CreditFlag, ValueLabel> = {
  FIRST_SCAN_IS_EXIT: { en: 'First scan was an exit', ko: '첫 인식이 퇴장' },
  LAST_SCAN_IS_ENTRY: { en: 'Exit scan missing', ko: '퇴장 인식 누락' },
  SEVERAL_ROOMS: { en: 'Scanned in several rooms', ko: '여러 장소에서 인식' },
  CORRECTED: { en: 'Corrected', ko: '수정됨' },
  OBJECTED: { en: 'Objection filed', ko: '이의 신청됨' },
};

export const CREDIT_OBJECTION_STATUS_LABELS: Record<CreditObjectionStatus, ValueLabel> = {
  OPEN: { en: 'Open', ko: '접수' },
  ACCEPTED: { en: 'Accepted', ko: '인정' },
  REJECTED: { en: 'Rejected', ko: '기각' },
};

export const CREDIT_ELIGIBILITY_LABELS: Record<CreditEligibility, ValueLabel> = {
  LICENCE: { en: 'Attendees with a licence number', ko: '면허번호가 있는 참석자' },
  ANYONE: { en: 'Every attendee', ko: '모든 참석자' },
};
