// Values of the enums the spec names without listing them (spec §9). Decisions: docs/decisions.md.
// Each is a readonly tuple so the API (GraphQL enums, DB check constraints, zod) and the
// browser (select options, labels) read one list.

/**
 * KG Mobilians cash codes (reference: kg-mobilians-protocol §3), plus BANK for a manual bank
 * transfer and the two ways a walk-in pays at the congress desk: CASH and POS (the desk's card
 * terminal), issue 26 §2.
 */
export const PAY_CASH_CODES = ['CN', 'EP', 'RA', 'VA', 'MC', 'TM', 'BANK', 'CASH', 'POS'] as const;
export type PayCashCode = (typeof PAY_CASH_CODES)[number];

/** Which fee table a payment belongs to. */
export const PAY_COUNTRIES = ['KOREA', 'OVERSEAS'] as const;
export type PayCountry = (typeof PAY_COUNTRIES)[number];

/** Payment status (spec §4: paid, payment requested, Error, cancelled, bank transfer). */
export const PAY_STATUSES = ['PAID', 'REQUESTED', 'ERROR', 'CANCELLED', 'BANK_TRANSFER'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];

export const REGISTRATION_ATTENDS = ['OFFLINE', 'ONLINE'] as const;
export type RegistrationAttend = (typeof REGISTRATION_ATTENDS)[number];

export const REGISTRATION_CURRENCIES = ['KRW', 'USD'] as const;
export type RegistrationCurrency = (typeof REGISTRATION_CURRENCIES)[number];

/** Registration price_status (not shown in the spec). */
export const REGISTRATION_PRICE_STATUSES = [
  'UNPAID',
  'PAID',
  'FREE',
  'REFUND_REQUESTED',
  'REFUNDED',
  'CANCELLED',
] as const;
export type RegistrationPriceStatus = (typeof REGISTRATION_PRICE_STATUSES)[number];

/** Sponsorship grades and the two advertisement grades (spec §9). */
export const SPONSOR_GRADES = [
  'DIAMOND',
  'PLATINUM',
  'GOLD',
  'SILVER',
  'BRONZE',
  'GARNET',
  'AD_GRADE1',
  'AD_GRADE2',
] as const;
export type SponsorGrade = (typeof SPONSOR_GRADES)[number];

export const POPUP_LOCATIONS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export type PopupLocation = (typeof POPUP_LOCATIONS)[number];

export const NEWS_AND_NOTICE_TYPES = ['NOTICE', 'NEWS', 'GALLERY', 'DOWNLOAD'] as const;
export type NewsAndNoticeType = (typeof NEWS_AND_NOTICE_TYPES)[number];

/** Mail kinds: the eight template types of spec §4 plus mails an organiser writes by hand. */
export const MAIL_TYPES = [
  'SIGN_UP',
  'FIND_PASSWORD',
  'USER_INFO_EDIT',
  'EVENT_REGISTRATION',
  'REGISTRATION_EDIT',
  'ABSTRACT_REGISTRATION',
  'ABSTRACT_EDIT',
  'PAYMENT_REQUEST',
  'MANUAL',
  /** The confirmation a company receives for its sponsorship application (no account). */
  'SPONSOR_APPLICATION',
  /** An organiser approved or rejected a member's visa invitation letter request. */
  'VISA_LETTER_DECISION',
  /** The receipt of a payment taken or cancelled, linked from the payer's mail. */
  'PAYMENT_RECEIPT',
  /** The virtual account a member pays into: bank, account number, deposit deadline. */
  'VIRTUAL_ACCOUNT',
  /** A published programme moved a presenter's talk (time, day or room): old and new slot. */
  'PROGRAMME_SLOT_MOVED',
  /** An organiser accepted an abstract (oral or poster): to the submitter and every author. */
  'ABSTRACT_ACCEPTED',
  /** An organiser rejected an abstract: to the submitter and every author. */
  'ABSTRACT_REJECTED',
  /** A reviewer still has reviews to write. */
  'REVIEW_REMINDER',
  /** An attendee's expected CME credits per day, and until when to object (issue 26 §3). */
  'CREDITS_EXPECTED',
  /** An account saw a burst of wrong passwords (issue 36): to its owner, once per window. */
  'LOGIN_ALERT',
  /**
   * A back-office account's second factor changed (added, removed, new recovery codes, a recovery
   * code used to log in): to its owner, each time.
   */
  'SECOND_FACTOR_CHANGED',
] as const;
export type MailType = (typeof MAIL_TYPES)[number];

export const ABSTRACT_STATUSES = ['SUBMITTED', 'PENDING', 'WITHDRAWN', 'ACCEPTED', 'REJECTED'] as const;
export type AbstractStatus = (typeof ABSTRACT_STATUSES)[number];

export const ABSTRACT_PREFERENCES = ['ORAL', 'POSTER'] as const;
export type AbstractPreference = (typeof ABSTRACT_PREFERENCES)[number];

export const ABSTRACT_CATEGORIES = ['ORIGINAL', 'CASE_REPORT'] as const;
export type AbstractCategory = (typeof ABSTRACT_CATEGORIES)[number];

export const USER_TITLES = ['MR', 'MS', 'DR', 'PROF', 'OTHER'] as const;
export type UserTitle = (typeof USER_TITLES)[number];

export const USER_DEGREES = ['PHD', 'MASTER', 'MASTER_PHD', 'OTHER'] as const;
export type UserDegree = (typeof USER_DEGREES)[number];

/** Registration categories (spec §9). */
export const REGISTRATION_OCCUPATIONS = [
  'PROFESSOR',
  'FELLOW',
  'RESIDENT',
  'PHARMACIST',
  'NURSE',
  'DIETITIAN',
  'STUDENT',
  'NON_MEMBER',
] as const;
export type RegistrationOccupation = (typeof REGISTRATION_OCCUPATIONS)[number];

/** MemoList.type: what relationId points at. */
export const MEMO_TYPES = ['USER', 'REGISTRATION', 'PAY', 'SPONSOR', 'ABSTRACT'] as const;
export type MemoType = (typeof MEMO_TYPES)[number];

/**
 * Role names. The spec names the organiser role "Authenticated" (spec §6); members get "Member".
 */
export const ROLE_ADMIN = 'Authenticated';
export const ROLE_MEMBER = 'Member';
/** The registration desk at the congress: the check-in page and nothing else (issue 26 §2). */
export const ROLE_FRONT_DESK = 'FrontDesk';
export const ROLES = [ROLE_ADMIN, ROLE_MEMBER, ROLE_FRONT_DESK] as const;
export type RoleName = (typeof ROLES)[number];

/**
 * Group types (issue 15 §5: a fixed, translated list instead of free text). COMMITTEE and SPEAKER
 * are the demo seed's; OTHER is where the migration puts rows whose free-text type matched none.
 */
export const GROUP_TYPES = [
  'COMMITTEE',
  'BOARD',
  'SPEAKER',
  'REVIEWER',
  'GRANT',
  'SPONSOR_STAFF',
  'STAFF',
  'VOLUNTEER',
  'OTHER',
] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** Each group type's label in both languages of the product. */
export const GROUP_TYPE_LABELS: Record<GroupType, { en: string; ko: string }> = {
  COMMITTEE: { en: 'Organising committee', ko: '조직위원회' },
  BOARD: { en: 'Board', ko: '이사회' },
  SPEAKER: { en: 'Speakers', ko: '연자' },
  REVIEWER: { en: 'Reviewers', ko: '심사위원' },
  GRANT: { en: 'Grant recipients', ko: '지원금 수혜자' },
  SPONSOR_STAFF: { en: 'Sponsor staff', ko: '후원사 직원' },
  STAFF: { en: 'Congress staff', ko: '운영 요원' },
  VOLUNTEER: { en: 'Volunteers', ko: '자원봉사자' },
  OTHER: { en: 'Other', ko: '기타' },
};
