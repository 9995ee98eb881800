// Names a person reads for the credits' coded values (a phase, a reason, a flag, an objection's
// status, a change of the log), in both languages: the Excel preview, the change log, the mail and
// the certificate show these, never the codes (docs/decisions.md, "CME credits: the process").
import {
  CREDIT_DAY_FLAGS,
  CREDIT_MESSAGES,
  formatCreditMessage,
  type CreditDayReason,
  type Locale,
} from '@congress/domain';

export type Named = { en: string; ko: string };

export const CREDIT_PHASES = ['PREVIEW', 'OBJECTIONS', 'FINAL'] as const;
export type CreditPhase = (typeof CREDIT_PHASES)[number];

export const CREDIT_RULE_KINDS = ['BANDS', 'PER_HOUR'] as const;

/** The domain's flags plus what the process adds: an organiser's correction, an open objection. */
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

export const PHASE_NAMES: Record<CreditPhase, Named> = {
  PREVIEW: { en: 'Preview', ko: '사전 검토' },
  OBJECTIONS: { en: 'Objections', ko: '이의 신청' },
  FINAL: { en: 'Final', ko: '확정' },
};

export const REASON_NAMES: Record<CreditDayReason, Named> = {
  NOT_ELIGIBLE: { en: 'No licence number', ko: '면허번호 없음' },
  NOT_A_CREDIT_DAY: { en: 'No points approved that day', ko: '평점 미승인일' },
  ONE_SCAN: { en: 'Fewer than two scans', ko: '인식 기록 2회 미만' },
  OUTSIDE_LECTURES: { en: 'Outside lecture time', ko: '강의 시간 외' },
  TOO_SHORT: { en: 'Too short', ko: '인정 시간 미달' },
  DAY_APPROVED: { en: 'Capped: points approved that day', ko: '당일 승인 평점으로 제한' },
  DAILY_MAX: { en: 'Capped: daily maximum', ko: '1일 최대 평점으로 제한' },
  CONGRESS_MAX: { en: 'Capped: congress maximum', ko: '학술대회 최대 평점으로 제한' },
};

export const FLAG_NAMES: Record<CreditFlag, Named> = {
  FIRST_SCAN_IS_EXIT: { en: 'First scan was an exit', ko: '첫 인식이 퇴장' },
  LAST_SCAN_IS_ENTRY: { en: 'Last scan was an entry (no exit)', ko: '마지막 인식이 입장 (퇴장 누락)' },
  SEVERAL_ROOMS: { en: 'Scanned in several rooms', ko: '여러 강의실에서 인식' },
  CORRECTED: { en: 'Corrected', ko: '수정됨' },
  OBJECTED: { en: 'Objection open', ko: '이의 신청 중' },
};

export const OBJECTION_STATUS_NAMES: Record<CreditObjectionStatus, Named> = {
  OPEN: { en: 'Open', ko: '접수' },
  ACCEPTED: { en: 'Accepted', ko: '수용' },
  REJECTED: { en: 'Rejected', ko: '기각' },
};

export const ELIGIBILITY_NAMES: Record<'LICENCE' | 'ANYONE', Named> = {
  LICENCE: { en: 'licence number required', ko: '면허번호 필요' },
  ANYONE: { en: 'anyone', ko: '누구나' },
};

export const nameIn = (named: Named, locale: Locale): string => named[locale];

/** The reader's language when the page did not say: Korean for members from Korea, else English. */
export const readerLocale = (reader: { country?: string | null } | null | undefined): Locale =>
  reader?.country === 'KR' ? 'ko' : 'en';

/** A day's explanation (a CREDIT_MESSAGES key and its values) in a language. */
export const explanationIn = (
  explain: { key: keyof (typeof CREDIT_MESSAGES)['en']; values: Record<string, string | number> },
  locale: Locale,
): string => formatCreditMessage(CREDIT_MESSAGES[locale][explain.key], explain.values);

/** "185 min, 4 points" / "185분, 4평점". */
export const figureIn = (figure: { minutes: number; points: number }, locale: Locale): string =>
  locale === 'ko'
    ? `${figure.minutes}분, ${figure.points}평점`
    : `${figure.minutes} min, ${figure.points} point${figure.points === 1 ? '' : 's'}`;

/** "(Korea time)" / "(한국 시간)". */
export const koreaTime = (locale: Locale) => (locale === 'ko' ? '(한국 시간)' : '(Korea time)');
