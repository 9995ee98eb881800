/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/**
 * Filters of spec §7. id, userId: exact; title, email, krName (Korean name), enName (given or family
 * name): contains; country, topic, preference, status: exact code; delete: deleted ones (default: live);
 * startDate / endDate (or created_at_from / created_at_to): submission day in Asia/Seoul, both included.
 */
export type AbstractsFilter = {
  country?: string | null | undefined;
  created_at_from?: string | null | undefined;
  created_at_to?: string | null | undefined;
  delete?: boolean | null | undefined;
  email?: string | null | undefined;
  enName?: string | null | undefined;
  endDate?: string | null | undefined;
  /** true: its presenter has uploaded the presentation; false: not yet. */
  has_presentation?: boolean | null | undefined;
  id?: string | number | null | undefined;
  krName?: string | null | undefined;
  preference?: string | null | undefined;
  /** The recommendation most of its reviews give (ACCEPT_ORAL, ACCEPT_POSTER, REJECT). */
  recommended?: string | null | undefined;
  /** true: the abstract has a review done; false: none yet. */
  reviewed?: boolean | null | undefined;
  startDate?: string | null | undefined;
  status?: string | null | undefined;
  title?: string | null | undefined;
  topic?: string | null | undefined;
  userId?: string | number | null | undefined;
};

/** Filters of privacy/accessRecord (shared/domain ACCESS_RECORD_LIST). */
export type AccessRecordFilter = {
  action?: string | null | undefined;
  actor_contains?: string | null | undefined;
  at_from?: string | null | undefined;
  at_to?: string | null | undefined;
  member_id?: string | number | null | undefined;
  operation_contains?: string | null | undefined;
};

/** A scan of the desk's queue. */
export type AttendanceScanInput = {
  /** The browser's id of the scan (a UUID): a scan sent again is recorded once. */
  clientScanId: string;
  /** The badge's QR text (a QR scan), or */
  code?: string | null | undefined;
  kind: Enum_Attendancescan_Kind;
  method: Enum_Attendancescan_Method;
  /** the registration number (found by search). */
  registrationId?: string | number | null | undefined;
  room?: string | null | undefined;
  /**
   * When the desk scanned (the browser's clock; offline scans are sent later). Refused, by index
   * (scans.<i>.scannedAt): more than 10 minutes ahead (validation.date); from a front-desk account,
   * older than 24 hours (checkIn.beyondOfflineWindow); older than 24 hours and not on a congress
   * day, Korea time (checkIn.notCongressDay).
   */
  scannedAt: string;
};

/**
 * What a consent text is about (docs/decisions.md "Consent at sign-up, kept as records"):
 * COLLECTION (required at sign-up: the items, purpose and retention period), KMA_PROVISION (optional:
 * provision of the licence number and attendance to the KMA for CME credits), FUTURE_MAILS (optional:
 * mails about future congresses), PASSPORT (asked with a visa letter request: the passport number, a
 * unique identifier), PRIVACY_POLICY (the public privacy policy page, not a consent).
 */
export type ConsentKind =
  | 'COLLECTION'
  | 'FUTURE_MAILS'
  | 'KMA_PROVISION'
  | 'PASSPORT'
  | 'PRIVACY_POLICY';

export type ConsentTextInput = {
  body_en: string;
  body_ko: string;
  kind: ConsentKind;
};

export type CreateSendEmailInput = {
  content?: string | null | undefined;
  /** Organisers: attachments uploaded with POST /upload?use=mailAttachment. */
  files?: Array<string | number> | null | undefined;
  /** Organisers: many recipients at once (instead of usermail); one logged mail each. */
  recipients?: MailRecipientsInput | null | undefined;
  /** Organisers: a template rendered for each recipient (instead of title and content). */
  templateId?: string | number | null | undefined;
  /** Organisers' hand-written mails only. */
  title?: string | null | undefined;
  type: Enum_Sendemail_Type;
  /** The one address (find password; an organiser's mail to one address). Organisers may give recipients instead. */
  usermail?: string | null | undefined;
};

export type CreditBandInput = {
  moreThanMinutes: number;
  points: number;
  upToMinutes?: number | null | undefined;
};

export type CreditDayPointsInput = {
  day: string;
  points: number;
};

/** Validated by @congress/domain creditSchemeSchema (the code is made by the server, never shown). */
export type CreditSchemeInput = {
  bands: Array<CreditBandInput>;
  boundByLectureWindow: boolean;
  congressMax?: number | null | undefined;
  dailyMax?: number | null | undefined;
  dayPoints: Array<CreditDayPointsInput>;
  eligibility: Enum_Creditscheme_Eligibility;
  kind: Enum_Creditscheme_Kind;
  minimumMinutes?: number | null | undefined;
  name_en: string;
  name_ko: string;
  pointsPerHour?: number | null | undefined;
  reportsToKma: boolean;
};

/** Filters of the dormant-account list (shared/domain DORMANT_LIST). */
export type DormantUsersFilter = {
  blocked?: boolean | null | undefined;
  email_contains?: string | null | undefined;
};

export type Enum_Abstract_Category =
  | 'CASE_REPORT'
  | 'ORIGINAL';

export type Enum_Abstract_Preference =
  | 'ORAL'
  | 'POSTER';

export type Enum_Abstract_Status =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'WITHDRAWN';

/** ENTRY or EXIT at the congress desk (shared/domain SCAN_KINDS). */
export type Enum_Attendancescan_Kind =
  | 'ENTRY'
  | 'EXIT';

/** How the desk found the attendee: the badge's QR code or a search (shared/domain SCAN_METHODS). */
export type Enum_Attendancescan_Method =
  | 'QR'
  | 'SEARCH';

/**
 * What a scan did (shared/domain SCAN_OUTCOMES and its labels). RECORDED, NOT_INSIDE, ALREADY_INSIDE
 * and ALREADY_RECORDED: the scan is stored (the last three are warnings to the desk); UNPAID,
 * CANCELLED, UNKNOWN_BADGE: nothing is stored.
 */
export type Enum_Attendancescan_Outcome =
  | 'ALREADY_INSIDE'
  | 'ALREADY_RECORDED'
  | 'CANCELLED'
  | 'NOT_INSIDE'
  | 'RECORDED'
  | 'UNKNOWN_BADGE'
  | 'UNPAID';

/** What an organiser looks at: the domain's CREDIT_DAY_FLAGS, plus a correction or an objection. */
export type Enum_Creditday_Flag =
  | 'CORRECTED'
  | 'FIRST_SCAN_IS_EXIT'
  | 'LAST_SCAN_IS_ENTRY'
  | 'OBJECTED'
  | 'SEVERAL_ROOMS';

/** Why a day earns nothing or less (@congress/domain CREDIT_DAY_REASONS, reason and capReason). */
export type Enum_Creditday_Reason =
  | 'CONGRESS_MAX'
  | 'DAILY_MAX'
  | 'DAY_APPROVED'
  | 'NOT_A_CREDIT_DAY'
  | 'NOT_ELIGIBLE'
  | 'ONE_SCAN'
  | 'OUTSIDE_LECTURES'
  | 'TOO_SHORT';

export type Enum_Creditobjection_Status =
  | 'ACCEPTED'
  | 'OPEN'
  | 'REJECTED';

/** Who counts (@congress/domain CREDIT_ELIGIBILITIES). */
export type Enum_Creditscheme_Eligibility =
  | 'ANYONE'
  /** Only attendees with a licence number (medi_license) on file. */
  | 'LICENCE';

/** How a scheme turns counted minutes into points (@congress/domain CreditRule). */
export type Enum_Creditscheme_Kind =
  /** Points by bands of counted time (KMA: more than 2 h up to 3 h: 3 points, …). */
  | 'BANDS'
  /** Points per full hour counted, nothing below minimumMinutes. */
  | 'PER_HOUR';

/** Where the credit process stands: organisers move it forward (and back), logged. */
export type Enum_Credit_Phase =
  /** Figures are final: the KMA export and the certificates are available. */
  | 'FINAL'
  /** Members see their expected credits and may object until objectionsCloseAt. */
  | 'OBJECTIONS'
  /** Organisers look at the preview; members see nothing yet. */
  | 'PREVIEW';

/** The preview's filter: rows with a day of this reason or flag. */
export type Enum_Credit_Preview_Filter =
  | 'CAPPED'
  | 'CORRECTED'
  | 'FLAGGED'
  | 'NOT_ELIGIBLE'
  | 'NO_POINTS'
  | 'OBJECTED'
  | 'ONE_SCAN';

export type Enum_Memo_Type =
  | 'ABSTRACT'
  | 'PAY'
  | 'REGISTRATION'
  | 'SPONSOR'
  | 'USER';

export type Enum_Newsandnotice_Type =
  | 'DOWNLOAD'
  | 'GALLERY'
  | 'NEWS'
  | 'NOTICE';

export type Enum_Pay_Cash_Code =
  | 'BANK'
  | 'CASH'
  | 'CN'
  | 'EP'
  | 'MC'
  | 'POS'
  | 'RA'
  | 'TM'
  | 'VA';

export type Enum_Pay_Status =
  | 'BANK_TRANSFER'
  | 'CANCELLED'
  | 'ERROR'
  | 'PAID'
  | 'REQUESTED';

export type Enum_Popup_Location =
  | 'CENTER'
  | 'LEFT'
  | 'RIGHT';

export type Enum_Registrationlist_Attend =
  | 'OFFLINE'
  | 'ONLINE';

export type Enum_Registrationlist_Currency =
  | 'KRW'
  | 'USD';

export type Enum_Registrationlist_Price_Status =
  | 'CANCELLED'
  | 'FREE'
  | 'PAID'
  | 'REFUNDED'
  | 'REFUND_REQUESTED'
  | 'UNPAID';

export type Enum_Review_Bid =
  | 'EAGER'
  | 'NOT_WILLING'
  | 'WILLING';

export type Enum_Review_Recommendation =
  | 'ACCEPT_ORAL'
  | 'ACCEPT_POSTER'
  | 'REJECT';

export type Enum_Sendemail_Type =
  | 'ABSTRACT_ACCEPTED'
  | 'ABSTRACT_EDIT'
  | 'ABSTRACT_REGISTRATION'
  | 'ABSTRACT_REJECTED'
  | 'CREDITS_EXPECTED'
  | 'EVENT_REGISTRATION'
  | 'FIND_PASSWORD'
  | 'LOGIN_ALERT'
  | 'MANUAL'
  | 'PAYMENT_RECEIPT'
  | 'PAYMENT_REQUEST'
  | 'PROGRAMME_SLOT_MOVED'
  | 'REGISTRATION_EDIT'
  | 'REVIEW_REMINDER'
  | 'SECOND_FACTOR_CHANGED'
  | 'SIGN_UP'
  | 'SPONSOR_APPLICATION'
  | 'USER_INFO_EDIT'
  | 'VIRTUAL_ACCOUNT'
  | 'VISA_LETTER_DECISION';

export type Enum_Sponsor_Grade =
  | 'AD_GRADE1'
  | 'AD_GRADE2'
  | 'BRONZE'
  | 'DIAMOND'
  | 'GARNET'
  | 'GOLD'
  | 'PLATINUM'
  | 'SILVER';

/** Event statistics' date range: Asia/Seoul days as YYYY-MM-DD, both ends included; either may be left out. */
export type EventStatisticsFilter = {
  endDate?: string | null | undefined;
  startDate?: string | null | undefined;
};

/** A new front-desk account (check-in only): login e-mail, the desk's name, the first password. */
export type FrontDeskAccountInput = {
  email: string;
  /** Any script, at most 100 characters. */
  name: string;
  /** The first password (the sign-up rule), handed over in person. */
  password: string;
};

export type GroupInput = {
  free: boolean;
  title: string;
  type: string;
};

export type GroupsFilter = {
  free?: boolean | null | undefined;
  title?: string | null | undefined;
  type?: string | null | undefined;
};

/** Filters of the invited-speaker list (shared/domain INVITED_SPEAKERS_LIST). */
export type InvitedUsersFilter = {
  email_contains?: string | null | undefined;
  familyName?: string | null | undefined;
  /** true: the speaker has uploaded a presentation; false: not yet. */
  has_presentation?: boolean | null | undefined;
  name_kr_contains?: string | null | undefined;
};

export type MailAutoSettingInput = {
  enabled: boolean;
  template_en_id?: string | number | null | undefined;
  template_ko_id?: string | number | null | undefined;
  type: Enum_Sendemail_Type;
};

/** Delivery state of a logged mail: SENT once delivered, FAILED while the last attempt failed (retries follow), QUEUED before. */
export type MailDeliveryState =
  | 'FAILED'
  | 'QUEUED'
  | 'SENT';

/** Who an organiser's mail goes to (exactly one of them). */
export type MailRecipientsInput = {
  /**
   * The mail is about future congresses (marketing): it goes only to the members whose consent to
   * such mails (FUTURE_MAILS) stands; the others are left out and counted (leftOut).
   */
  futureCongresses?: boolean | null | undefined;
  /** Every live, unblocked member of a group. */
  groupId?: string | number | null | undefined;
  /** Every member with a live registration not yet paid. */
  unpaid?: boolean | null | undefined;
  /** Chosen members. */
  userIds?: Array<string | number> | null | undefined;
};

export type MailTemplateInput = {
  /** Body (HTML, sanitised by the server with an allowlist; placeholders allowed). */
  contents: string;
  /** en or ko. */
  locale: string;
  /** Subject (plain text, placeholders allowed). */
  title: string;
  type: Enum_Sendemail_Type;
};

export type MailTemplatesFilter = {
  /** en or ko. */
  locale?: string | null | undefined;
  /** Contains, case-insensitive. */
  title?: string | null | undefined;
  type?: Enum_Sendemail_Type | null | undefined;
};

/** An organiser's note on a registration, payment, member, sponsor or abstract. */
export type MemoInput = {
  /** 1 to 2,000 characters. */
  contents: string;
  relationId: string | number;
  type: Enum_Memo_Type;
};

export type NewsAndNoticeInput = {
  /** Uploaded files (use bbsAttachment). */
  attachments?: Array<string | number> | null | undefined;
  /** HTML; sanitised on the server (allowlist), no script survives. */
  content: string;
  /** Shown as the author; default: the organiser's name. */
  created_name?: string | null | undefined;
  /** Uploaded file (use galleryMain); required for a GALLERY post. */
  gallery_main?: string | number | null | undefined;
  title: string;
  type: Enum_Newsandnotice_Type;
};

/**
 * Partial update. An input of viewCount alone is a view, from anyone (no token needed): the post's
 * view count goes up by exactly one, whatever number was sent (the value is not trusted). Any other
 * change is the organisers', who may also set viewCount together with another field.
 */
export type NewsAndNoticeUpdateInput = {
  attachments?: Array<string | number> | null | undefined;
  content?: string | null | undefined;
  created_name?: string | null | undefined;
  gallery_main?: string | number | null | undefined;
  title?: string | null | undefined;
  type?: Enum_Newsandnotice_Type | null | undefined;
  viewCount?: number | null | undefined;
};

export type NewsAndNoticesFilter = {
  /** Author name contains (any case). */
  created_name?: string | null | undefined;
  /** Title contains (any case). */
  title?: string | null | undefined;
  /** Any of these types (one value is a list of one). */
  type?: Array<Enum_Newsandnotice_Type> | null | undefined;
  /** None of these types. */
  type_ne?: Array<Enum_Newsandnotice_Type> | null | undefined;
};

export type PayCancellationsFilter = {
  created_at_from?: string | null | undefined;
  created_at_to?: string | null | undefined;
  succeeded?: boolean | null | undefined;
  tid?: string | null | undefined;
  /** Contains, case-insensitive. */
  user_email?: string | null | undefined;
};

/** Filters of regist/payLog (spec §7 `pays`; shared/domain PAY_LOG_LIST). */
export type PaysFilter = {
  cash_code?: string | null | undefined;
  /** Asia/Seoul days (YYYY-MM-DD), both included. */
  created_at_from?: string | null | undefined;
  created_at_to?: string | null | undefined;
  /** Fee tier code. */
  grade?: string | null | undefined;
  pay_status?: string | null | undefined;
  /** Contains, case-insensitive. */
  product_name?: string | null | undefined;
  /** The paid registration's delete flag. */
  registration_list_delete?: boolean | null | undefined;
  /** Contains, case-insensitive. */
  user_email?: string | null | undefined;
  /** Contains, case-insensitive. */
  user_name?: string | null | undefined;
};

export type PopupInput = {
  /** HTML; sanitised on the server (allowlist), no script survives. */
  content: string;
  /** 3000-12-31T23:59:59+09:00 for no end date; never before start. */
  end: string;
  location: Enum_Popup_Location;
  size_height: number;
  /** CSS pixels, 200 to 1200. */
  size_width: number;
  /** Korea time is how the back office shows it; stored as an instant. */
  start: string;
  title: string;
  use: boolean;
};

export type PopupsFilter = {
  /**
   * Only the popups showing now (use is true and now is within start and end). Visitors and members
   * always get only these; organisers get every live popup unless they ask for active ones.
   */
  active?: boolean | null | undefined;
  /** Title contains (any case). Organisers only; ignored for everyone else. */
  title?: string | null | undefined;
  /** In use. Organisers only; ignored for everyone else. */
  use?: boolean | null | undefined;
};

export type PosterBoardInput = {
  board: number;
  talk_id: string | number;
};

export type ProgrammeDayInput = {
  date: string;
  label_en?: string | null | undefined;
  label_ko?: string | null | undefined;
};

export type ProgrammeRoomInput = {
  name_en: string;
  name_ko: string;
  position?: number | null | undefined;
  poster_area?: boolean | null | undefined;
};

export type ProgrammeSessionInput = {
  chair_ids?: Array<string | number> | null | undefined;
  day_id: string | number;
  end: string;
  kind: ProgrammeSessionKind;
  room_id: string | number;
  start: string;
  title_en: string;
  title_ko: string;
};

/**
 * The programme as data (docs/decisions.md, "The programme as data"). Organisers edit one draft;
 * publishing stores an immutable version; the public site and the members' agendas read only the
 * latest published version. Times are instants (DateTime); inputs are Korea-time wall clocks.
 */
export type ProgrammeSessionKind =
  | 'BREAK'
  | 'KEYNOTE'
  | 'ORAL'
  | 'PIC_FORUM'
  | 'POSTER'
  | 'SEMINAR'
  | 'SOCIAL'
  | 'SYMPOSIUM';

/** Where and when: times are Korea-time wall clocks (HH:mm) on the day; end 00:00 is midnight. */
export type ProgrammeSlotInput = {
  day_id: string | number;
  end: string;
  room_id: string | number;
  start: string;
};

export type ProgrammeTalkInput = {
  abstract_id?: string | number | null | undefined;
  board?: number | null | undefined;
  minutes: number;
  speaker_id?: string | number | null | undefined;
  title_en?: string | null | undefined;
  title_ko?: string | null | undefined;
};

export type RegistrationFailuresFilter = {
  created_at_from?: string | null | undefined;
  created_at_to?: string | null | undefined;
  reason?: string | null | undefined;
  tid?: string | null | undefined;
  /** Contains, case-insensitive. */
  user_email?: string | null | undefined;
};

/** Filters of regist/committeUserData (shared/domain REGISTRATIONS_LIST). */
export type RegistrationListsFilter = {
  attend?: string | null | undefined;
  category?: string | null | undefined;
  country?: string | null | undefined;
  created_at_from?: string | null | undefined;
  created_at_to?: string | null | undefined;
  delete?: boolean | null | undefined;
  email_contains?: string | null | undefined;
  name_contains?: string | null | undefined;
  pay_null?: boolean | null | undefined;
  pay_tid?: string | null | undefined;
  price_status?: string | null | undefined;
  user?: string | number | null | undefined;
};

export type RetentionSettingsInput = {
  attendanceYears: number;
  /** YYYY-MM-DD, or empty/null for the last programme day. */
  congressEndedOn?: string | null | undefined;
  paymentYears: number;
  profileMonths: number;
};

export type ReviewCriterionInput = {
  key: string;
  label_en: string;
  label_ko: string;
  weight: number;
};

/** Dates as Korea-time wall clocks (2024-01-15T09:00), empty for none. */
export type ReviewSettingsInput = {
  biddingEnd: string;
  biddingStart: string;
  blind: boolean;
  criteria: Array<ReviewCriterionInput>;
  perAbstract: number;
  reviewEnd: string;
  reviewStart: string;
};

export type SendEmailsFilter = {
  /** Contains, case-insensitive. */
  title?: string | null | undefined;
  type?: Enum_Sendemail_Type | null | undefined;
  /** Contains, case-insensitive. */
  usermail?: string | null | undefined;
};

/**
 * Dates as Korea-time (Asia/Seoul) wall clock, YYYY-MM-DDTHH:mm (seconds optional). Each end after
 * its start; the optional ones empty or null for none.
 */
export type SiteSettingsInput = {
  abstractSubmissionEnd?: string | null | undefined;
  abstractSubmissionStart: string;
  presentationUploadDeadline?: string | null | undefined;
  registrationClosesAt: string;
  registrationOpensAt: string;
  speakerUploadDeadline?: string | null | undefined;
  /** 1 to 20,000. */
  usdKrwRate: number;
};

export type SortCondition = {
  direction?: SortDirection | null | undefined;
  field: string;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Organisers' edit of an application (files stay as uploaded; the price follows the grade). */
export type SponsorUpdateInput = {
  address?: string | null | undefined;
  bizNumber?: string | null | undefined;
  companyName_en: string;
  companyName_kr?: string | null | undefined;
  email: string;
  grade: Enum_Sponsor_Grade;
  homepage_en?: string | null | undefined;
  managerName: string;
  manager_memo?: string | null | undefined;
  mobilePhone: string;
  partnership?: string | null | undefined;
  paymentSchedule: string;
  phone?: string | null | undefined;
  /** Amount received so far (KRW; the largest package with VAT fits an Int). */
  sponsor_pay: number;
  /** APPLIED, CONFIRMED, PARTIALLY_PAID, PAID or CANCELLED. */
  sponsor_pay_status: string;
  taxBill?: boolean | null | undefined;
  taxBillEmail?: string | null | undefined;
  taxBillSchedule?: string | null | undefined;
};

/** Filters of sponsor/sponsorData (shared/domain SPONSORS_LIST). */
export type SponsorsFilter = {
  company_contains?: string | null | undefined;
  created_at_from?: string | null | undefined;
  created_at_to?: string | null | undefined;
  email_contains?: string | null | undefined;
  grade?: string | null | undefined;
  sponsor_pay_status?: string | null | undefined;
};

export type UpdateUserInput = {
  address?: string | null | undefined;
  affiliation?: string | null | undefined;
  affiliation_kr?: string | null | undefined;
  /** Organisers only. */
  blocked?: boolean | null | undefined;
  country?: string | null | undefined;
  currentPassword?: string | null | undefined;
  degree?: string | null | undefined;
  /** Organisers only (soft delete and restore). */
  delete?: boolean | null | undefined;
  department?: string | null | undefined;
  dialCode?: string | null | undefined;
  /** Cannot change after sign-up; sending another value is refused. */
  email?: string | null | undefined;
  familyName?: string | null | undefined;
  fax?: string | null | undefined;
  givenName?: string | null | undefined;
  howFind?: string | null | undefined;
  /** Organisers only. */
  invited?: boolean | null | undefined;
  medi_license?: string | null | undefined;
  mobilePhone?: string | null | undefined;
  name_kr?: string | null | undefined;
  occupation?: string | null | undefined;
  occupationOther?: string | null | undefined;
  /** New password; a member must also give currentPassword. */
  password?: string | null | undefined;
  phone?: string | null | undefined;
  receiveInfo?: boolean | null | undefined;
  title?: string | null | undefined;
  viaEmail?: boolean | null | undefined;
  visa?: boolean | null | undefined;
  visaBirth?: string | null | undefined;
  visaCountry?: string | null | undefined;
  visaExpire?: string | null | undefined;
  visaFamilyName?: string | null | undefined;
  visaGivenName?: string | null | undefined;
  visaIssue?: string | null | undefined;
  /** The masked number an organiser was shown, sent back unchanged, changes nothing. */
  visaPassportNumber?: string | null | undefined;
};

export type UsersFilter = {
  affiliation?: string | null | undefined;
  blocked?: boolean | null | undefined;
  /** ISO two-letter code. */
  country?: string | null | undefined;
  delete?: boolean | null | undefined;
  email_contains?: string | null | undefined;
  familyName?: string | null | undefined;
  givenName?: string | null | undefined;
  id?: string | number | null | undefined;
  invited?: boolean | null | undefined;
  name_kr_contains?: string | null | undefined;
  /** true: users without a (live) registration; false: with one. */
  registration_list_null?: boolean | null | undefined;
};

/** Filters of regist/visaLetters (shared/domain VISA_LETTERS_LIST). */
export type VisaLettersFilter = {
  email_contains?: string | null | undefined;
  name_contains?: string | null | undefined;
  nationality_contains?: string | null | undefined;
  requested_at_from?: string | null | undefined;
  requested_at_to?: string | null | undefined;
  status?: string | null | undefined;
};

/**
 * A walk-in at the congress desk (issue 26 §2): an existing member (memberId) or a new account
 * (member), the registration category (fee tier code, chosen by its name), and the payment taken.
 */
export type WalkInInput = {
  accompanyingPerson?: number | null | undefined;
  /** The fee tier's code (the page offers the tiers by name). */
  category: string;
  dinnerAttendance?: boolean | null | undefined;
  /**
   * The total the page showed, in whole units of the tier's currency: a different server fee is
   * refused (walkIn.feeChanged) and nothing is written.
   */
  fee: number;
  /**
   * The doctor agrees, asked at the desk, that their licence number and attendance go to KMA for
   * CME credits (issue 39 §1): recorded as their consent to the current text. Not ticked: their
   * earlier answer stands (a new account has none, so it is left out of the KMA report).
   */
  kmaConsent?: boolean | null | undefined;
  member?: WalkInMemberInput | null | undefined;
  memberId?: string | number | null | undefined;
  /** Who took the money, the terminal's slip number…; required when there is something to pay. */
  memo?: string | null | undefined;
  /** CASH or POS (the desk's card terminal); required when there is something to pay. */
  method?: Enum_Pay_Cash_Code | null | undefined;
  /** REGISTRATION_OCCUPATIONS (professor, fellow, … non-member). */
  occupation: string;
};

/** A new member account made at the desk: only what the desk asks, by the sign-up rules. */
export type WalkInMemberInput = {
  affiliation: string;
  /** Required for members from Korea (Hangul), optional otherwise. */
  affiliation_kr?: string | null | undefined;
  /** ISO two-letter code. */
  country: string;
  email: string;
  familyName: string;
  givenName: string;
  /** Digits only; optional (CME credits need it). */
  medi_license?: string | null | undefined;
  /** Required for members from Korea (Hangul), optional otherwise. */
  name_kr?: string | null | undefined;
};

export type AbstractRowFragment = { id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, category: Enum_Abstract_Category | null, topic: string | null, delete: boolean, created_at: string, accepted_as: Enum_Abstract_Preference | null, reviews_done: number | null, review_mean: number | null, review_spread: number | null, recommend_oral: number | null, recommend_poster: number | null, recommend_reject: number | null, file_presentation: { id: string, name: string, url: string } | null, user: { id: string, email: string, givenName: string | null, familyName: string | null, country: string | null } };

export type AbstractDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AbstractDetailQuery = { abstract: { id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, category: Enum_Abstract_Category | null, topic: string | null, objectives: string | null, methods: string | null, results: string | null, conclusions: string | null, keywords: string | null, author: unknown, including: unknown, terms: unknown, history: unknown, delete: boolean, created_at: string, updated_at: string, presentation_uploaded_at: string | null, file_img: Array<{ id: string, name: string, url: string, width: number | null, height: number | null }>, file_presentation: { id: string, name: string, url: string, mime: string | null, size: number | null } | null, user: { id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, affiliation: string | null } } | null };

export type AbstractsQueryVariables = Exact<{
  filter?: AbstractsFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AbstractsQuery = { abstractsConnection: { count: number, rows: Array<{ id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, category: Enum_Abstract_Category | null, topic: string | null, delete: boolean, created_at: string, accepted_as: Enum_Abstract_Preference | null, reviews_done: number | null, review_mean: number | null, review_spread: number | null, recommend_oral: number | null, recommend_poster: number | null, recommend_reject: number | null, file_presentation: { id: string, name: string, url: string } | null, user: { id: string, email: string, givenName: string | null, familyName: string | null, country: string | null } }> } };

export type ChangeAbstractStatusMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  status: Enum_Abstract_Status;
  notify?: boolean | null | undefined;
}>;


export type ChangeAbstractStatusMutation = { changeAbstractStatus: { ok: boolean, affected: number } };

export type DeleteAbstractsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteAbstractsMutation = { deleteMultipleAbstract: { ok: boolean, affected: number } };

export type DecideAbstractsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  decision: Enum_Review_Recommendation;
  notify?: boolean | null | undefined;
}>;


export type DecideAbstractsMutation = { decideAbstracts: { ok: boolean, affected: number } };

export type AccessRecordEntryRowFragment = { id: string, at: string, actor_email: string, actor_name: string, ip: string, action: string, operation: string, member_ids: Array<string>, filter: unknown, row_count: number | null, reason: string | null };

export type AccessRecordsQueryVariables = Exact<{
  filter?: AccessRecordFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AccessRecordsQuery = { accessRecords: { count: number, rows: Array<{ id: string, at: string, actor_email: string, actor_name: string, ip: string, action: string, operation: string, member_ids: Array<string>, filter: unknown, row_count: number | null, reason: string | null }> } };

export type AccessRecordMonthQueryVariables = Exact<{
  month: string;
}>;


export type AccessRecordMonthQuery = { accessRecordMonth: { month: string, records: number, bulkCount: number, nightCount: number, bulk: Array<{ id: string, at: string, actor_email: string, actor_name: string, ip: string, action: string, operation: string, member_ids: Array<string>, filter: unknown, row_count: number | null, reason: string | null }>, night: Array<{ id: string, at: string, actor_email: string, actor_name: string, ip: string, action: string, operation: string, member_ids: Array<string>, filter: unknown, row_count: number | null, reason: string | null }>, actors: Array<{ actor_email: string, actor_name: string, records: number, members: number, rows: number, night: number, manyMembers: boolean }>, checks: Array<{ id: string, checked_at: string, checked_by_email: string, checked_by_name: string, note: string }> } };

export type RecordAccessRecordCheckMutationVariables = Exact<{
  month: string;
  note: string;
}>;


export type RecordAccessRecordCheckMutation = { recordAccessRecordCheck: { id: string } };

export type DeskBadgeFragment = { registrationId: string, name: string, affiliation: string, categoryEn: string, categoryKo: string, price_status: Enum_Registrationlist_Price_Status, deleted: boolean, valid: boolean, inside: boolean, todayScans: Array<{ id: string, kind: Enum_Attendancescan_Kind, room: string | null, scannedAt: string }> };

export type CheckInSearchQueryVariables = Exact<{
  text: string;
}>;


export type CheckInSearchQuery = { checkInSearch: Array<{ registrationId: string, name: string, affiliation: string, categoryEn: string, categoryKo: string, price_status: Enum_Registrationlist_Price_Status, deleted: boolean, valid: boolean, inside: boolean, todayScans: Array<{ id: string, kind: Enum_Attendancescan_Kind, room: string | null, scannedAt: string }> }> };

export type RecordAttendanceScansMutationVariables = Exact<{
  scans: Array<AttendanceScanInput> | AttendanceScanInput;
}>;


export type RecordAttendanceScansMutation = { recordAttendanceScans: Array<{ clientScanId: string, outcome: Enum_Attendancescan_Outcome, recorded: boolean, badge: { registrationId: string, name: string, affiliation: string, categoryEn: string, categoryKo: string, price_status: Enum_Registrationlist_Price_Status, deleted: boolean, valid: boolean, inside: boolean, todayScans: Array<{ id: string, kind: Enum_Attendancescan_Kind, room: string | null, scannedAt: string }> } | null }> };

export type CheckInRosterQueryVariables = Exact<{
  after?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CheckInRosterQuery = { checkInRoster: { count: number, next: string | null, rows: Array<{ registrationId: string, name: string, affiliation: string, paid: boolean }> } };

export type AdminConsentTextFragment = { id: string, kind: ConsentKind, version: number, body_en: string, body_ko: string, required: boolean, created_at: string, created_by: { id: string, email: string, givenName: string | null, familyName: string | null } | null };

export type AdminConsentTextVersionsQueryVariables = Exact<{
  kind: ConsentKind;
}>;


export type AdminConsentTextVersionsQuery = { consentTextVersions: Array<{ id: string, kind: ConsentKind, version: number, body_en: string, body_ko: string, required: boolean, created_at: string, created_by: { id: string, email: string, givenName: string | null, familyName: string | null } | null }> };

export type PublishConsentTextMutationVariables = Exact<{
  input: ConsentTextInput;
}>;


export type PublishConsentTextMutation = { publishConsentText: { id: string, kind: ConsentKind, version: number, body_en: string, body_ko: string, required: boolean, created_at: string, created_by: { id: string, email: string, givenName: string | null, familyName: string | null } | null } };

export type MemberConsentHistoryQueryVariables = Exact<{
  userId: string | number;
}>;


export type MemberConsentHistoryQuery = { memberConsentHistory: Array<{ id: string, kind: ConsentKind, version: number, given: boolean, source: string, at: string }> };

export type AdminCreditSchemeFragment = { dailyMax: number | null, congressMax: number | null, eligibility: Enum_Creditscheme_Eligibility, reportsToKma: boolean, id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, boundByLectureWindow: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> };

export type AdminCreditSettingsFragment = { phase: Enum_Credit_Phase, objectionsCloseAt: string | null, version: number, mailedCount: number, days: Array<{ day: string, windowStart: string | null, windowEnd: string | null }> };

export type AdminCreditSchemesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCreditSchemesQuery = { creditSchemes: Array<{ dailyMax: number | null, congressMax: number | null, eligibility: Enum_Creditscheme_Eligibility, reportsToKma: boolean, id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, boundByLectureWindow: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> }>, creditSettings: { phase: Enum_Credit_Phase, objectionsCloseAt: string | null, version: number, mailedCount: number, days: Array<{ day: string, windowStart: string | null, windowEnd: string | null }> } };

export type AdminCreditChangesQueryVariables = Exact<{
  start?: number | null | undefined;
  limit?: number | null | undefined;
  locale?: string | null | undefined;
}>;


export type AdminCreditChangesQuery = { creditChanges: { count: number, rows: Array<{ id: string, changedAt: string, userName: string, what: string, before: string | null, after: string | null, memo: string | null }> } };

export type SaveCreditSchemeMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: CreditSchemeInput;
}>;


export type SaveCreditSchemeMutation = { saveCreditScheme: { dailyMax: number | null, congressMax: number | null, eligibility: Enum_Creditscheme_Eligibility, reportsToKma: boolean, id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, boundByLectureWindow: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> } };

export type DeleteCreditSchemeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCreditSchemeMutation = { deleteCreditScheme: boolean };

export type SetCreditPhaseMutationVariables = Exact<{
  version: number;
  phase: Enum_Credit_Phase;
  objectionsCloseAt?: string | null | undefined;
}>;


export type SetCreditPhaseMutation = { setCreditPhase: { phase: Enum_Credit_Phase, objectionsCloseAt: string | null, version: number, mailedCount: number, days: Array<{ day: string, windowStart: string | null, windowEnd: string | null }> } };

export type SendExpectedCreditMailsMutationVariables = Exact<{ [key: string]: never; }>;


export type SendExpectedCreditMailsMutation = { sendExpectedCreditMails: number };

export type AdminCreditDayFragment = { day: string, first: string, last: string, scanCount: number, countedMinutes: number, earnedPoints: number, points: number, reason: Enum_Creditday_Reason | null, flags: Array<Enum_Creditday_Flag>, explanation: string, correctionMemo: string | null };

export type AdminCreditRecordFragment = { userId: string, registrationId: string, name: string, email: string, licence: string | null, schemeId: string, totalMinutes: number, totalPoints: number, eligible: boolean, flags: Array<Enum_Creditday_Flag>, days: Array<{ day: string, first: string, last: string, scanCount: number, countedMinutes: number, earnedPoints: number, points: number, reason: Enum_Creditday_Reason | null, flags: Array<Enum_Creditday_Flag>, explanation: string, correctionMemo: string | null }> };

export type AdminCreditPreviewQueryVariables = Exact<{
  schemeId: string | number;
  start?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: Enum_Credit_Preview_Filter | null | undefined;
  text?: string | null | undefined;
  locale?: string | null | undefined;
}>;


export type AdminCreditPreviewQuery = { creditPreview: { count: number, rows: Array<{ userId: string, registrationId: string, name: string, email: string, licence: string | null, schemeId: string, totalMinutes: number, totalPoints: number, eligible: boolean, flags: Array<Enum_Creditday_Flag>, days: Array<{ day: string, first: string, last: string, scanCount: number, countedMinutes: number, earnedPoints: number, points: number, reason: Enum_Creditday_Reason | null, flags: Array<Enum_Creditday_Flag>, explanation: string, correctionMemo: string | null }> }> } };

export type CorrectCreditMutationVariables = Exact<{
  userId: string | number;
  schemeId: string | number;
  day: string;
  countedMinutes: number;
  points: number;
  memo: string;
  locale?: string | null | undefined;
}>;


export type CorrectCreditMutation = { correctCredit: { userId: string, registrationId: string, name: string, email: string, licence: string | null, schemeId: string, totalMinutes: number, totalPoints: number, eligible: boolean, flags: Array<Enum_Creditday_Flag>, days: Array<{ day: string, first: string, last: string, scanCount: number, countedMinutes: number, earnedPoints: number, points: number, reason: Enum_Creditday_Reason | null, flags: Array<Enum_Creditday_Flag>, explanation: string, correctionMemo: string | null }> } };

export type ClearCreditCorrectionMutationVariables = Exact<{
  userId: string | number;
  schemeId: string | number;
  day: string;
  memo: string;
  locale?: string | null | undefined;
}>;


export type ClearCreditCorrectionMutation = { clearCreditCorrection: { userId: string, registrationId: string, name: string, email: string, licence: string | null, schemeId: string, totalMinutes: number, totalPoints: number, eligible: boolean, flags: Array<Enum_Creditday_Flag>, days: Array<{ day: string, first: string, last: string, scanCount: number, countedMinutes: number, earnedPoints: number, points: number, reason: Enum_Creditday_Reason | null, flags: Array<Enum_Creditday_Flag>, explanation: string, correctionMemo: string | null }> } };

export type AdminCreditObjectionFragment = { userId: string, name: string, email: string, schemeName_en: string, schemeName_ko: string, id: string, schemeId: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number };

export type AdminCreditObjectionsQueryVariables = Exact<{
  status?: Enum_Creditobjection_Status | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminCreditObjectionsQuery = { creditObjections: { count: number, rows: Array<{ userId: string, name: string, email: string, schemeName_en: string, schemeName_ko: string, id: string, schemeId: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number }> } };

export type ResolveCreditObjectionMutationVariables = Exact<{
  id: string | number;
  accept: boolean;
  memo: string;
  countedMinutes?: number | null | undefined;
  points?: number | null | undefined;
}>;


export type ResolveCreditObjectionMutation = { resolveCreditObjection: { userId: string, name: string, email: string, schemeName_en: string, schemeName_ko: string, id: string, schemeId: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number } };

export type GroupRowFragment = { id: string, title: string, type: string, free: boolean, memberCount: number, created_at: string };

export type GroupsQueryVariables = Exact<{
  filter?: GroupsFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type GroupsQuery = { groups: { count: number, rows: Array<{ id: string, title: string, type: string, free: boolean, memberCount: number, created_at: string }> } };

export type CreateGroupMutationVariables = Exact<{
  input: GroupInput;
}>;


export type CreateGroupMutation = { createGroup: { id: string, title: string, type: string, free: boolean, memberCount: number, created_at: string } };

export type UpdateGroupMutationVariables = Exact<{
  id: string | number;
  input: GroupInput;
}>;


export type UpdateGroupMutation = { updateGroup: { id: string, title: string, type: string, free: boolean, memberCount: number, created_at: string } };

export type DeleteMultipleGroupsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteMultipleGroupsMutation = { deleteMultipleGroups: { ok: boolean, affected: number } };

export type ChangeUserGroupMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  type: string;
}>;


export type ChangeUserGroupMutation = { changeUserGroup: { ok: boolean, affected: number } };

export type BeginLoginMutationVariables = Exact<{
  identifier: string;
  password: string;
}>;


export type BeginLoginMutation = { beginLogin: { jwt: string | null, pendingToken: string | null, methods: Array<string>, enrolRequired: boolean, enrolSuggested: boolean, user: { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } | null } };

export type BeginPasskeyLoginMutationVariables = Exact<{
  pendingToken: string;
}>;


export type BeginPasskeyLoginMutation = { beginPasskeyLogin: string };

export type CompleteLoginMutationVariables = Exact<{
  pendingToken: string;
  totpCode?: string | null | undefined;
  recoveryCode?: string | null | undefined;
  passkeyResponse?: string | null | undefined;
}>;


export type CompleteLoginMutation = { completeLogin: { jwt: string, user: { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } } };

export type SendEmailsQueryVariables = Exact<{
  filter?: SendEmailsFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SendEmailsQuery = { sendEmails: { count: number, rows: Array<{ id: string, type: Enum_Sendemail_Type, title: string, usermail: string, content: string, created_at: string, sent_at: string | null, state: MailDeliveryState, delivery_attempts: number, delivery_error: string | null, automatic: boolean, resent_from: string | null }> } };

export type CreateSendEmailMutationVariables = Exact<{
  input: CreateSendEmailInput;
  locale?: string | null | undefined;
}>;


export type CreateSendEmailMutation = { createSendEmail: { ok: boolean, affected: number, leftOut: number | null } };

export type ResendEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendEmailMutation = { resendEmail: { ok: boolean } };

export type MailTemplateRowFragment = { id: string, title: string, type: Enum_Sendemail_Type, locale: string, updated_at: string };

export type MailTemplatesQueryVariables = Exact<{
  filter?: MailTemplatesFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MailTemplatesQuery = { mailTemplates: { count: number, rows: Array<{ id: string, title: string, type: Enum_Sendemail_Type, locale: string, updated_at: string }> } };

export type MailTemplateQueryVariables = Exact<{
  id: string | number;
}>;


export type MailTemplateQuery = { mailTemplate: { contents: string, id: string, title: string, type: Enum_Sendemail_Type, locale: string, updated_at: string } | null };

export type PreviewMailTemplateQueryVariables = Exact<{
  input: MailTemplateInput;
  userId?: string | number | null | undefined;
}>;


export type PreviewMailTemplateQuery = { previewMailTemplate: { title: string, content: string, unknownPlaceholders: Array<string>, userEmail: string } };

export type CreateMailTemplateMutationVariables = Exact<{
  input: MailTemplateInput;
}>;


export type CreateMailTemplateMutation = { createMailTemplate: { contents: string, id: string, title: string, type: Enum_Sendemail_Type, locale: string, updated_at: string } };

export type UpdateMailTemplateMutationVariables = Exact<{
  id: string | number;
  input: MailTemplateInput;
}>;


export type UpdateMailTemplateMutation = { updateMailTemplate: { contents: string, id: string, title: string, type: Enum_Sendemail_Type, locale: string, updated_at: string } };

export type DeleteMultipleMailTemplatesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteMultipleMailTemplatesMutation = { deleteMultipleMailTemplates: { ok: boolean, affected: number } };

export type MailAutoSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MailAutoSettingsQuery = { mailAutoSettings: Array<{ type: Enum_Sendemail_Type, enabled: boolean, required: boolean, template_en_id: string | null, template_ko_id: string | null }>, mailTemplates: { count: number, rows: Array<{ id: string, title: string, type: Enum_Sendemail_Type, locale: string, updated_at: string }> } };

export type UpdateMailAutoSettingMutationVariables = Exact<{
  input: MailAutoSettingInput;
}>;


export type UpdateMailAutoSettingMutation = { updateMailAutoSetting: { type: Enum_Sendemail_Type, enabled: boolean, required: boolean, template_en_id: string | null, template_ko_id: string | null } };

export type MailRecipientsSummaryQueryVariables = Exact<{
  recipients: MailRecipientsInput;
}>;


export type MailRecipientsSummaryQuery = { mailRecipientsSummary: { count: number, leftOut: number } };

export type MailSendOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MailSendOptionsQuery = { groups: { count: number, rows: Array<{ id: string, title: string, memberCount: number }> }, mailTemplates: { count: number, rows: Array<{ id: string, title: string, type: Enum_Sendemail_Type, locale: string, updated_at: string }> } };

export type UserRowFragment = { id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, affiliation: string | null, mobilePhone: string | null, dialCode: string | null, invited: boolean, blocked: boolean, delete: boolean, created_at: string, role: { id: string, name: string } };

export type UsersQueryVariables = Exact<{
  filter?: UsersFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type UsersQuery = { users: { count: number, rows: Array<{ id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, affiliation: string | null, mobilePhone: string | null, dialCode: string | null, invited: boolean, blocked: boolean, delete: boolean, created_at: string, role: { id: string, name: string } }> } };

export type DormantUsersQueryVariables = Exact<{
  filter?: DormantUsersFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DormantUsersQuery = { dormantUsers: { count: number, rows: Array<{ last_active_at: string, id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, affiliation: string | null, mobilePhone: string | null, dialCode: string | null, invited: boolean, blocked: boolean, delete: boolean, created_at: string, role: { id: string, name: string } }> } };

export type UserQueryVariables = Exact<{
  id: string | number;
}>;


export type UserQuery = { user: { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } | null };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
  locale?: string | null | undefined;
}>;


export type UpdateUserMutation = { updateUser: { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ code: string, name: string, dialCode: string }> };

export type PostRowFragment = { id: string, type: Enum_Newsandnotice_Type, title: string, created_name: string | null, viewCount: number, created_at: string };

export type AdminPostsQueryVariables = Exact<{
  filter?: NewsAndNoticesFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminPostsQuery = { newsAndNotices: { count: number, countEstimated: boolean, rows: Array<{ id: string, type: Enum_Newsandnotice_Type, title: string, created_name: string | null, viewCount: number, created_at: string }> } };

export type AdminPostQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPostQuery = { newsAndNotice: { content: string, id: string, type: Enum_Newsandnotice_Type, title: string, created_name: string | null, viewCount: number, created_at: string, gallery_main: { id: string, name: string, url: string } | null, attachments: Array<{ id: string, name: string, url: string, size: number | null }> } | null };

export type CreatePostMutationVariables = Exact<{
  input: NewsAndNoticeInput;
}>;


export type CreatePostMutation = { createNewsAndNotice: { id: string, type: Enum_Newsandnotice_Type, title: string, created_name: string | null, viewCount: number, created_at: string } };

export type UpdatePostMutationVariables = Exact<{
  id: string | number;
  input: NewsAndNoticeUpdateInput;
}>;


export type UpdatePostMutation = { updateNewsAndNotice: { content: string, id: string, type: Enum_Newsandnotice_Type, title: string, created_name: string | null, viewCount: number, created_at: string } };

export type DeletePostsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeletePostsMutation = { deleteMultipleBbs: { ok: boolean, affected: number } };

export type PopupRowFragment = { id: string, title: string, use: boolean, start: string, end: string, location: Enum_Popup_Location, size_width: number, size_height: number, created_name: string | null, created_at: string };

export type AdminPopupsQueryVariables = Exact<{
  filter?: PopupsFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminPopupsQuery = { popups: { count: number, countEstimated: boolean, rows: Array<{ id: string, title: string, use: boolean, start: string, end: string, location: Enum_Popup_Location, size_width: number, size_height: number, created_name: string | null, created_at: string }> } };

export type AdminPopupQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminPopupQuery = { popup: { content: string, id: string, title: string, use: boolean, start: string, end: string, location: Enum_Popup_Location, size_width: number, size_height: number, created_name: string | null, created_at: string } | null };

export type CreatePopupMutationVariables = Exact<{
  input: PopupInput;
}>;


export type CreatePopupMutation = { createPopup: { id: string, title: string, use: boolean, start: string, end: string, location: Enum_Popup_Location, size_width: number, size_height: number, created_name: string | null, created_at: string } };

export type UpdatePopupMutationVariables = Exact<{
  id: string | number;
  input: PopupInput;
}>;


export type UpdatePopupMutation = { updatePopup: { content: string, id: string, title: string, use: boolean, start: string, end: string, location: Enum_Popup_Location, size_width: number, size_height: number, created_name: string | null, created_at: string } };

export type DeletePopupsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeletePopupsMutation = { deleteMultiplePopup: { ok: boolean, affected: number } };

export type ProgrammeDraftFieldsFragment = { undoable: number, last_change: string | null, days: Array<{ id: string, date: string, label_en: string, label_ko: string }>, rooms: Array<{ id: string, name_en: string, name_ko: string, position: number, poster_area: boolean }>, sessions: Array<{ id: string, day_id: string, room_id: string, kind: ProgrammeSessionKind, title_en: string, title_ko: string, chair_ids: Array<string>, start_at: string, end_at: string }>, talks: Array<{ id: string, session_id: string, position: number, minutes: number, title_en: string, title_ko: string, speaker_id: string | null, abstract_id: string | null, board: number | null }>, conflicts: Array<{ kind: string, severity: string, code: string, session_ids: Array<string>, talk_ids: Array<string>, person_id: string | null }> };

export type AdminProgrammeDraftQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgrammeDraftQuery = { programmeDraft: { undoable: number, last_change: string | null, days: Array<{ id: string, date: string, label_en: string, label_ko: string }>, rooms: Array<{ id: string, name_en: string, name_ko: string, position: number, poster_area: boolean }>, sessions: Array<{ id: string, day_id: string, room_id: string, kind: ProgrammeSessionKind, title_en: string, title_ko: string, chair_ids: Array<string>, start_at: string, end_at: string }>, talks: Array<{ id: string, session_id: string, position: number, minutes: number, title_en: string, title_ko: string, speaker_id: string | null, abstract_id: string | null, board: number | null }>, conflicts: Array<{ kind: string, severity: string, code: string, session_ids: Array<string>, talk_ids: Array<string>, person_id: string | null }> } };

export type AdminProgrammeVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgrammeVersionsQuery = { programmeVersions: Array<{ id: string, version: number, published_at: string, published_by: { id: string, givenName: string | null, familyName: string | null, name_kr: string | null } | null }> };

export type AdminProgrammePeopleQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type AdminProgrammePeopleQuery = { invitedUsers: { rows: Array<{ id: string, givenName: string | null, familyName: string | null, name_kr: string | null, affiliation: string | null }> }, abstracts: Array<{ id: string, title: string, preference: Enum_Abstract_Preference | null, user: { id: string, givenName: string | null, familyName: string | null, name_kr: string | null } }> };

export type SaveProgrammeDayMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: ProgrammeDayInput;
}>;


export type SaveProgrammeDayMutation = { saveProgrammeDay: { id: string } };

export type DeleteProgrammeDayMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProgrammeDayMutation = { deleteProgrammeDay: boolean };

export type SaveProgrammeRoomMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: ProgrammeRoomInput;
}>;


export type SaveProgrammeRoomMutation = { saveProgrammeRoom: { id: string } };

export type DeleteProgrammeRoomMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProgrammeRoomMutation = { deleteProgrammeRoom: boolean };

export type CreateProgrammeSessionMutationVariables = Exact<{
  input: ProgrammeSessionInput;
}>;


export type CreateProgrammeSessionMutation = { createProgrammeSession: { id: string } };

export type UpdateProgrammeSessionMutationVariables = Exact<{
  id: string | number;
  input: ProgrammeSessionInput;
}>;


export type UpdateProgrammeSessionMutation = { updateProgrammeSession: { id: string } };

export type MoveProgrammeSessionMutationVariables = Exact<{
  id: string | number;
  slot: ProgrammeSlotInput;
}>;


export type MoveProgrammeSessionMutation = { moveProgrammeSession: { id: string } };

export type DeleteProgrammeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProgrammeSessionMutation = { deleteProgrammeSession: boolean };

export type CreateProgrammeTalkMutationVariables = Exact<{
  sessionId: string | number;
  input: ProgrammeTalkInput;
}>;


export type CreateProgrammeTalkMutation = { createProgrammeTalk: { id: string } };

export type DeleteProgrammeTalkMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProgrammeTalkMutation = { deleteProgrammeTalk: boolean };

export type ReorderProgrammeTalksMutationVariables = Exact<{
  sessionId: string | number;
  talkIds: Array<string | number> | string | number;
}>;


export type ReorderProgrammeTalksMutation = { reorderProgrammeTalks: Array<{ id: string }> };

export type AssignPosterBoardsMutationVariables = Exact<{
  sessionId: string | number;
  boards: Array<PosterBoardInput> | PosterBoardInput;
}>;


export type AssignPosterBoardsMutation = { assignPosterBoards: Array<{ id: string }> };

export type UndoProgrammeChangeMutationVariables = Exact<{ [key: string]: never; }>;


export type UndoProgrammeChangeMutation = { undoProgrammeChange: string };

export type PublishProgrammeMutationVariables = Exact<{ [key: string]: never; }>;


export type PublishProgrammeMutation = { publishProgramme: { id: string, version: number } };

export type AdminProgrammePublishedQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgrammePublishedQuery = { programme: { version: number, days: Array<{ id: string, sessions: Array<{ id: string, room: { id: string }, talks: Array<{ id: string, start: string, end: string, speaker: { id: string } | null }> }> }> } | null };

export type RegistrationMemosQueryVariables = Exact<{
  relationId: string | number;
  type: Enum_Memo_Type;
}>;


export type RegistrationMemosQuery = { memoLists: Array<{ id: string, contents: string, lastLog: string | null, updated_at: string }> };

export type CreateMemoMutationVariables = Exact<{
  input: MemoInput;
}>;


export type CreateMemoMutation = { createMemo: { id: string } };

export type UpdateMemoMutationVariables = Exact<{
  id: string | number;
  contents: string;
}>;


export type UpdateMemoMutation = { updateMemo: { id: string } };

export type RecordBankTransferMutationVariables = Exact<{
  registrationId: string | number;
  memo: string;
}>;


export type RecordBankTransferMutation = { recordBankTransfer: { id: string, pay_status: Enum_Pay_Status } };

export type CheckupRegistpaymentMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type CheckupRegistpaymentMutation = { checkupRegistpayment: Array<{ registrationId: string, outcome: string }> };

export type DeleteRegistrationsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteRegistrationsMutation = { deleteMultipleRegister: { ok: boolean, affected: number, notDeleted: Array<{ id: string, reason: string }> } };

export type PayLogQueryVariables = Exact<{
  filter?: PaysFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PayLogQuery = { pays: { count: number, rows: Array<{ id: string, user_email: string, user_name: string, product_name: string, grade: string | null, cash_code: Enum_Pay_Cash_Code | null, total: number, cancelled_total: number, pay_status: Enum_Pay_Status, tid: string | null, paid_at: string | null, created_at: string, receipts: Array<{ id: string, reference: string, pdf_url: string }> }> } };

export type RefundDataQueryVariables = Exact<{
  filter?: PayCancellationsFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type RefundDataQuery = { payCancellations: { count: number, rows: Array<{ id: string, pay_id: string, amount: number, partial: boolean, succeeded: boolean, result_code: string, result_message: string | null, reason: string | null, organiser_email: string | null, user_email: string, user_name: string, tid: string | null, pay_total: number, created_at: string }> } };

export type RegisterLogQueryVariables = Exact<{
  filter?: RegistrationFailuresFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type RegisterLogQuery = { registrationFailures: { count: number, rows: Array<{ id: string, reason: string, code: string | null, message: string | null, tid: string | null, trade_id: string | null, user_email: string | null, user_name: string | null, registration_list_id: string | null, count: number, source_ip: string | null, created_at: string, last_at: string | null }> } };

export type RegistrationRowFragment = { id: string, category: string, occupation: string | null, attend: Enum_Registrationlist_Attend, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status, dinnerAttendance: boolean, accompanyingPerson: number, created_at: string, delete: boolean, user: { id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null }, pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, cash_code: Enum_Pay_Cash_Code | null, total: number, cancelled_total: number, refund_account: { bank_code: string, account_no: string, account_name: string } | null } | null };

export type RegistrationListsQueryVariables = Exact<{
  filter?: RegistrationListsFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type RegistrationListsQuery = { registrationLists: { count: number, rows: Array<{ id: string, category: string, occupation: string | null, attend: Enum_Registrationlist_Attend, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status, dinnerAttendance: boolean, accompanyingPerson: number, created_at: string, delete: boolean, user: { id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null }, pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, cash_code: Enum_Pay_Cash_Code | null, total: number, cancelled_total: number, refund_account: { bank_code: string, account_no: string, account_name: string } | null } | null }> } };

export type RetentionForm_SettingsFragment = { paymentYears: number, attendanceYears: number, profileMonths: number, congressEndedOn: string | null, lastProgrammeDay: string | null, version: number, limits: Array<{ field: string, min: number, max: number }> };

export type RetentionRun_RunFragment = { id: string, dryRun: boolean, ranAt: string, runBy: string | null, congressEnd: string | null, appliedFrom: string | null, categories: Array<{ category: string, keptUntil: string | null, memberCount: number, rowCount: number, members: Array<{ id: string, name: string, email: string, anonymised: boolean }> }> };

export type AdminRetentionQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRetentionQuery = { retentionSettings: { paymentYears: number, attendanceYears: number, profileMonths: number, congressEndedOn: string | null, lastProgrammeDay: string | null, version: number, limits: Array<{ field: string, min: number, max: number }> }, retentionRuns: Array<{ id: string, dryRun: boolean, ranAt: string, runBy: string | null, congressEnd: string | null, appliedFrom: string | null, categories: Array<{ category: string, keptUntil: string | null, memberCount: number, rowCount: number, members: Array<{ id: string, name: string, email: string, anonymised: boolean }> }> }> };

export type UpdateRetentionSettingsMutationVariables = Exact<{
  version: number;
  input: RetentionSettingsInput;
}>;


export type UpdateRetentionSettingsMutation = { updateRetentionSettings: { paymentYears: number, attendanceYears: number, profileMonths: number, congressEndedOn: string | null, lastProgrammeDay: string | null, version: number, limits: Array<{ field: string, min: number, max: number }> } };

export type PreviewRetentionMutationVariables = Exact<{ [key: string]: never; }>;


export type PreviewRetentionMutation = { previewRetention: { id: string, dryRun: boolean, ranAt: string, runBy: string | null, congressEnd: string | null, appliedFrom: string | null, categories: Array<{ category: string, keptUntil: string | null, memberCount: number, rowCount: number, members: Array<{ id: string, name: string, email: string, anonymised: boolean }> }> } };

export type RunRetentionMutationVariables = Exact<{
  dryRunId: string | number;
}>;


export type RunRetentionMutation = { runRetention: { id: string, dryRun: boolean, ranAt: string, runBy: string | null, congressEnd: string | null, appliedFrom: string | null, categories: Array<{ category: string, keptUntil: string | null, memberCount: number, rowCount: number, members: Array<{ id: string, name: string, email: string, anonymised: boolean }> }> } };

export type AdminDeletionRequestsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type AdminDeletionRequestsQuery = { deletionRequests: { count: number, rows: Array<{ id: string, reason: string | null, requestedAt: string, dueAt: string, status: string, actedAt: string | null, actedBy: string | null, overdue: boolean, kept: Array<string>, member: { id: string, name: string, email: string, anonymised: boolean } | null }> } };

export type CarryOutDeletionRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CarryOutDeletionRequestMutation = { carryOutDeletionRequest: { id: string, status: string, actedAt: string | null, kept: Array<string> } };

export type ReviewSettingsFormFragment = { blind: boolean, perAbstract: number, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> };

export type AdminReviewSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReviewSettingsQuery = { reviewSettings: { blind: boolean, perAbstract: number, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> } };

export type SaveReviewSettingsMutationVariables = Exact<{
  input: ReviewSettingsInput;
}>;


export type SaveReviewSettingsMutation = { saveReviewSettings: { blind: boolean, perAbstract: number, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> } };

export type ReviewerRowFragment = { id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, awaitingConfirmation: boolean, topics: Array<string>, assigned: number, done: number, open: number, drafts: number };

export type AdminReviewersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReviewersQuery = { reviewers: Array<{ id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, awaitingConfirmation: boolean, topics: Array<string>, assigned: number, done: number, open: number, drafts: number }> };

export type ReviewerCandidatesQueryVariables = Exact<{
  search: string;
}>;


export type ReviewerCandidatesQuery = { reviewerCandidates: Array<{ id: string, name: string, email: string, affiliation: string | null, confirmed: boolean, reviewer: boolean }> };

export type AddReviewerMutationVariables = Exact<{
  userId?: string | number | null | undefined;
  email?: string | null | undefined;
  topics: Array<string> | string;
}>;


export type AddReviewerMutation = { addReviewer: { id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, awaitingConfirmation: boolean, topics: Array<string>, assigned: number, done: number, open: number, drafts: number } };

export type UpdateReviewerTopicsMutationVariables = Exact<{
  id: string | number;
  topics: Array<string> | string;
}>;


export type UpdateReviewerTopicsMutation = { updateReviewerTopics: { id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, awaitingConfirmation: boolean, topics: Array<string>, assigned: number, done: number, open: number, drafts: number } };

export type RemoveReviewerMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveReviewerMutation = { removeReviewer: { ok: boolean, affected: number } };

export type SendReviewRemindersMutationVariables = Exact<{
  reviewerIds?: Array<string | number> | string | number | null | undefined;
}>;


export type SendReviewRemindersMutation = { sendReviewReminders: { ok: boolean, affected: number } };

export type ReviewAssignmentProposalQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewAssignmentProposalQuery = { reviewAssignmentProposal: { hash: string, perAbstract: number, abstracts: number, reviewers: number, pendingReviewers: number, spread: number, proposal: Array<{ abstractId: string, abstractTitle: string, reviewerId: string, reviewerName: string, bid: Enum_Review_Bid | null }>, loads: Array<{ reviewerId: string, reviewerName: string, load: number, proposed: number }>, shortfalls: Array<{ abstractId: string, abstractTitle: string, missing: number, eligible: number }> } };

export type ApplyReviewAssignmentMutationVariables = Exact<{
  hash: string;
}>;


export type ApplyReviewAssignmentMutation = { applyReviewAssignment: { ok: boolean, affected: number } };

export type ReviewAssignmentItemFragment = { id: string, abstractId: string, abstractTitle: string, abstractTopic: string | null, reviewerId: string, reviewerName: string, source: string, done: boolean, draft: boolean };

export type AdminReviewAssignmentsQueryVariables = Exact<{
  abstractId?: string | number | null | undefined;
  reviewerId?: string | number | null | undefined;
}>;


export type AdminReviewAssignmentsQuery = { reviewAssignments: Array<{ id: string, abstractId: string, abstractTitle: string, abstractTopic: string | null, reviewerId: string, reviewerName: string, source: string, done: boolean, draft: boolean }> };

export type AddReviewAssignmentMutationVariables = Exact<{
  abstractId: string | number;
  reviewerId: string | number;
}>;


export type AddReviewAssignmentMutation = { addReviewAssignment: { id: string, abstractId: string, abstractTitle: string, abstractTopic: string | null, reviewerId: string, reviewerName: string, source: string, done: boolean, draft: boolean } };

export type RemoveReviewAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveReviewAssignmentMutation = { removeReviewAssignment: { ok: boolean, affected: number } };

export type SecondFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorStatusQuery = { secondFactorStatus: { totp: boolean, recoveryCodesLeft: number, required: boolean, mustEnrol: boolean, passkeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }> } };

export type SecondFactorPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorPolicyQuery = { secondFactorPolicy: { requiredForOrganisers: boolean } };

export type LoginSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginSessionsQuery = { loginSessions: Array<{ id: string, ip: string | null, userAgent: string | null, createdAt: string, lastSeenAt: string, current: boolean }> };

export type StartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTotpEnrolmentMutation = { startTotpEnrolment: { secret: string, uri: string, qrCode: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { recoveryCodes: Array<string> } };

export type BeginPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginPasskeyRegistrationMutation = { beginPasskeyRegistration: string };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  response: string;
  name?: string | null | undefined;
}>;


export type FinishPasskeyRegistrationMutation = { finishPasskeyRegistration: { recoveryCodes: Array<string> } };

export type RemoveSecondFactorMutationVariables = Exact<{
  currentPassword: string;
  passkeyId?: string | number | null | undefined;
}>;


export type RemoveSecondFactorMutation = { removeSecondFactor: { ok: boolean } };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  currentPassword: string;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { recoveryCodes: Array<string> } };

export type SetSecondFactorRequiredMutationVariables = Exact<{
  required: boolean;
}>;


export type SetSecondFactorRequiredMutation = { setSecondFactorRequired: { requiredForOrganisers: boolean } };

export type EndLoginSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndLoginSessionMutation = { endLoginSession: { ok: boolean } };

export type EndOtherLoginSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherLoginSessionsMutation = { endOtherLoginSessions: { ok: boolean, affected: number } };

export type SiteSettingsForm_SettingsFragment = { registrationOpensAt: string, registrationClosesAt: string, abstractSubmissionStart: string, abstractSubmissionEnd: string | null, speakerUploadDeadline: string | null, presentationUploadDeadline: string | null, usdKrwRate: number, version: number, updatedAt: string };

export type AdminSiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteSettingsQuery = { siteSettings: { registrationOpensAt: string, registrationClosesAt: string, abstractSubmissionStart: string, abstractSubmissionEnd: string | null, speakerUploadDeadline: string | null, presentationUploadDeadline: string | null, usdKrwRate: number, version: number, updatedAt: string } };

export type AdminSiteSettingChangesQueryVariables = Exact<{
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminSiteSettingChangesQuery = { siteSettingChanges: { count: number, rows: Array<{ id: string, changedAt: string, userName: string, userEmail: string, field: string, before: string | null, after: string | null }> } };

export type UpdateSiteSettingsMutationVariables = Exact<{
  version: number;
  input: SiteSettingsInput;
}>;


export type UpdateSiteSettingsMutation = { updateSiteSettings: { registrationOpensAt: string, registrationClosesAt: string, abstractSubmissionStart: string, abstractSubmissionEnd: string | null, speakerUploadDeadline: string | null, presentationUploadDeadline: string | null, usdKrwRate: number, version: number, updatedAt: string } };

export type SpeakerFileLinkFragment = { id: string, name: string, url: string, size: number | null };

export type InvitedUsersQueryVariables = Exact<{
  filter?: InvitedUsersFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type InvitedUsersQuery = { invitedUsers: { count: number, rows: Array<{ id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, affiliation: string | null, country: string | null, blocked: boolean, delete: boolean, speaker: { id: string, updated_at: string, file_presentation: { id: string, name: string, url: string, size: number | null } | null, file_lecture: { id: string, name: string, url: string, size: number | null } | null, file_cv: { id: string, name: string, url: string, size: number | null } | null, file_photo: { id: string, name: string, url: string, size: number | null } | null } | null }> } };

export type InviteCandidatesQueryVariables = Exact<{
  filter?: UsersFilter | null | undefined;
  limit?: number | null | undefined;
}>;


export type InviteCandidatesQuery = { users: { count: number, rows: Array<{ id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, invited: boolean }> } };

export type InviteSpeakersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type InviteSpeakersMutation = { inviteSpeakers: { ok: boolean, affected: number } };

export type DeleteMultipleInvitedUserMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteMultipleInvitedUserMutation = { deleteMultipleInvitedUser: { ok: boolean, affected: number } };

export type DeleteMultipleSpeakerMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteMultipleSpeakerMutation = { deleteMultipleSpeaker: { ok: boolean, affected: number } };

export type SponsorRowFragment = { id: string, companyName_en: string, companyName_kr: string | null, grade: Enum_Sponsor_Grade, price: number, sponsor_pay: number, sponsor_pay_status: string, managerName: string, email: string, mobilePhone: string | null, bizNumber: string | null, created_at: string };

export type SponsorsQueryVariables = Exact<{
  filter?: SponsorsFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SponsorsQuery = { sponsors: { count: number, rows: Array<{ id: string, companyName_en: string, companyName_kr: string | null, grade: Enum_Sponsor_Grade, price: number, sponsor_pay: number, sponsor_pay_status: string, managerName: string, email: string, mobilePhone: string | null, bizNumber: string | null, created_at: string }> } };

export type SponsorFileFragment = { id: string, name: string, url: string, size: number | null };

export type SponsorQueryVariables = Exact<{
  id: string | number;
}>;


export type SponsorQuery = { sponsor: { homepage_en: string | null, address: string | null, phone: string | null, partnership: string | null, paymentSchedule: string | null, taxBill: boolean, taxBillSchedule: string | null, taxBillEmail: string | null, manager_memo: string | null, id: string, companyName_en: string, companyName_kr: string | null, grade: Enum_Sponsor_Grade, price: number, sponsor_pay: number, sponsor_pay_status: string, managerName: string, email: string, mobilePhone: string | null, bizNumber: string | null, created_at: string, businessRegistration: { id: string, name: string, url: string, size: number | null } | null, sponsor_paper: { id: string, name: string, url: string, size: number | null } | null } | null };

export type UpdateSponsorMutationVariables = Exact<{
  id: string | number;
  input: SponsorUpdateInput;
}>;


export type UpdateSponsorMutation = { updateSponsor: { manager_memo: string | null, id: string, companyName_en: string, companyName_kr: string | null, grade: Enum_Sponsor_Grade, price: number, sponsor_pay: number, sponsor_pay_status: string, managerName: string, email: string, mobilePhone: string | null, bizNumber: string | null, created_at: string } };

export type DeleteMultipleSponsorMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteMultipleSponsorMutation = { deleteMultipleSponsor: { ok: boolean, affected: number } };

export type EventStatisticsQueryVariables = Exact<{
  filter?: EventStatisticsFilter | null | undefined;
}>;


export type EventStatisticsQuery = { eventStatistics: { startDate: string | null, endDate: string | null, registrationCount: number, paidCount: number, unpaidCount: number, abstractCount: number, signUpCount: number, sponsorCount: number, registrationsByStatus: Array<{ key: string | null, count: number }>, registrationsByTrack: Array<{ key: string | null, count: number }>, registrationsByTier: Array<{ key: string | null, count: number }>, registrationsByCategory: Array<{ key: string | null, count: number }>, registrationsByAttendance: Array<{ key: string | null, count: number }>, registrationsPerDay: Array<{ date: string, count: number }>, revenue: Array<{ currency: string | null, cashCode: string | null, count: number, gross: number, refunded: number, net: number }>, refunds: Array<{ currency: string | null, count: number, partialCount: number, amount: number }>, abstractsByTopic: Array<{ key: string | null, count: number }>, abstractsByPreference: Array<{ key: string | null, count: number }>, abstractsByCategory: Array<{ key: string | null, count: number }>, abstractsByStatus: Array<{ key: string | null, count: number }>, signUpsPerDay: Array<{ date: string, count: number }>, sponsorsByGrade: Array<{ grade: string, count: number, price: number, paid: number }>, sponsorsByPaymentStatus: Array<{ key: string | null, count: number }> } };

export type VisaLetterPassportFragment = { given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string };

export type VisaLetterRowFragment = { id: string, status: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null };

export type VisaLettersQueryVariables = Exact<{
  filter?: VisaLettersFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type VisaLettersQuery = { visaLetters: { count: number, rows: Array<{ id: string, status: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null }> } };

export type DecideVisaLetterMutationVariables = Exact<{
  id: string | number;
  decision: string;
  reason?: string | null | undefined;
}>;


export type DecideVisaLetterMutation = { decideVisaLetter: { id: string, status: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null } };

export type RevokeVisaLetterMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RevokeVisaLetterMutation = { revokeVisaLetter: { id: string, status: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null } };

export type VisaLetterQueryVariables = Exact<{
  id: string | number;
}>;


export type VisaLetterQuery = { visaLetter: { id: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string } | null };

export type FrontDeskAccountFragment = { id: string, email: string, givenName: string | null, blocked: boolean, created_at: string, last_active_at: string };

export type FrontDeskAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type FrontDeskAccountsQuery = { frontDeskAccounts: Array<{ id: string, email: string, givenName: string | null, blocked: boolean, created_at: string, last_active_at: string }> };

export type CreateFrontDeskAccountMutationVariables = Exact<{
  input: FrontDeskAccountInput;
}>;


export type CreateFrontDeskAccountMutation = { createFrontDeskAccount: { id: string, email: string, givenName: string | null, blocked: boolean, created_at: string, last_active_at: string } };

export type SetFrontDeskAccountDisabledMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type SetFrontDeskAccountDisabledMutation = { setFrontDeskAccountDisabled: { id: string, email: string, givenName: string | null, blocked: boolean, created_at: string, last_active_at: string } };

export type WalkInMemberFragment = { id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, affiliation: string | null, country: string | null, medi_license: string | null, registration_list: { id: string, category: string, price_status: Enum_Registrationlist_Price_Status } | null };

export type WalkInMembersQueryVariables = Exact<{
  text: string;
}>;


export type WalkInMembersQuery = { walkInMembers: Array<{ id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, affiliation: string | null, country: string | null, medi_license: string | null, registration_list: { id: string, category: string, price_status: Enum_Registrationlist_Price_Status } | null }> };

export type RegisterWalkInMutationVariables = Exact<{
  input: WalkInInput;
  idempotencyKey: string;
}>;


export type RegisterWalkInMutation = { registerWalkIn: { receiptReference: string | null, amountKrw: number, newAccount: boolean, replayed: boolean, registration: { id: string, category: string, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status }, member: { id: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null }, pay: { id: string, cash_code: Enum_Pay_Cash_Code | null } | null } };

export type WalkInRateQueryVariables = Exact<{ [key: string]: never; }>;


export type WalkInRateQuery = { siteSettings: { usdKrwRate: number } };

export type CreditSchemeRuleFragment = { id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, boundByLectureWindow: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> };

export type CreditObjectionStateFragment = { id: string, schemeId: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number };

export type UserProfileFragment = { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export type SessionUserFragment = { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export const AbstractRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AbstractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"accepted_as"}},{"kind":"Field","name":{"kind":"Name","value":"reviews_done"}},{"kind":"Field","name":{"kind":"Name","value":"review_mean"}},{"kind":"Field","name":{"kind":"Name","value":"review_spread"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_oral"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_poster"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_reject"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode;
export const AccessRecordEntryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRecordEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRecordEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor_email"}},{"kind":"Field","name":{"kind":"Name","value":"actor_name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"member_ids"}},{"kind":"Field","name":{"kind":"Name","value":"filter"}},{"kind":"Field","name":{"kind":"Name","value":"row_count"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode;
export const DeskBadgeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskBadge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Badge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryKo"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}},{"kind":"Field","name":{"kind":"Name","value":"todayScans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}}]}}]}}]} as unknown as DocumentNode;
export const AdminConsentTextFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConsentText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}}]}}]} as unknown as DocumentNode;
export const CreditSchemeRuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditSchemeRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;
export const AdminCreditSchemeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditScheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditSchemeRule"}},{"kind":"Field","name":{"kind":"Name","value":"dailyMax"}},{"kind":"Field","name":{"kind":"Name","value":"congressMax"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"}},{"kind":"Field","name":{"kind":"Name","value":"reportsToKma"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditSchemeRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;
export const AdminCreditSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"objectionsCloseAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mailedCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"windowStart"}},{"kind":"Field","name":{"kind":"Name","value":"windowEnd"}}]}}]}}]} as unknown as DocumentNode;
export const AdminCreditDayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earnedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"correctionMemo"}}]}}]} as unknown as DocumentNode;
export const AdminCreditRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earnedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"correctionMemo"}}]}}]} as unknown as DocumentNode;
export const CreditObjectionStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditObjectionState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;
export const AdminCreditObjectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditObjection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditObjectionState"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_en"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_ko"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditObjectionState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;
export const GroupRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const MailTemplateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;
export const UserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const PostRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const PopupRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"size_width"}},{"kind":"Field","name":{"kind":"Name","value":"size_height"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const ProgrammeDraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"poster_area"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"chair_ids"}},{"kind":"Field","name":{"kind":"Name","value":"start_at"}},{"kind":"Field","name":{"kind":"Name","value":"end_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"talks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"session_id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"speaker_id"}},{"kind":"Field","name":{"kind":"Name","value":"abstract_id"}},{"kind":"Field","name":{"kind":"Name","value":"board"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"session_ids"}},{"kind":"Field","name":{"kind":"Name","value":"talk_ids"}},{"kind":"Field","name":{"kind":"Name","value":"person_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}},{"kind":"Field","name":{"kind":"Name","value":"last_change"}}]}}]} as unknown as DocumentNode;
export const RegistrationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"refund_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"account_no"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}}]}}]}}]}}]} as unknown as DocumentNode;
export const RetentionForm_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceYears"}},{"kind":"Field","name":{"kind":"Name","value":"profileMonths"}},{"kind":"Field","name":{"kind":"Name","value":"congressEndedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastProgrammeDay"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;
export const RetentionRun_RunFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionRun_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}},{"kind":"Field","name":{"kind":"Name","value":"runBy"}},{"kind":"Field","name":{"kind":"Name","value":"congressEnd"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"anonymised"}}]}}]}}]}}]} as unknown as DocumentNode;
export const ReviewSettingsFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"perAbstract"}},{"kind":"Field","name":{"kind":"Name","value":"biddingStart"}},{"kind":"Field","name":{"kind":"Name","value":"biddingEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviewEnd"}},{"kind":"Field","name":{"kind":"Name","value":"biddingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOpen"}}]}}]} as unknown as DocumentNode;
export const ReviewerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"}}]}}]} as unknown as DocumentNode;
export const ReviewAssignmentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAssignmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAssignmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTopic"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]} as unknown as DocumentNode;
export const SiteSettingsForm_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionStart"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionEnd"}},{"kind":"Field","name":{"kind":"Name","value":"speakerUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"usdKrwRate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SpeakerFileLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerFileLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;
export const SponsorRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_en"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_kr"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"bizNumber"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const SponsorFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;
export const VisaLetterPassportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterPassport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}}]}}]} as unknown as DocumentNode;
export const VisaLetterRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterPassport"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterPassport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}}]}}]} as unknown as DocumentNode;
export const FrontDeskAccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrontDeskAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_active_at"}}]}}]} as unknown as DocumentNode;
export const WalkInMemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkInMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"registration_list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const UserProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation_kr"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationOther"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"howFind"}},{"kind":"Field","name":{"kind":"Name","value":"viaEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiveInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visa"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const AbstractDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AbstractDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"objectives"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"results"}},{"kind":"Field","name":{"kind":"Name","value":"conclusions"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"including"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"history"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"presentation_uploaded_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_img"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAbstractDetailQuery__
 *
 * To run a query within a React component, call `useAbstractDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useAbstractDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAbstractDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAbstractDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AbstractDetailQuery, AbstractDetailQueryVariables> & ({ variables: AbstractDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AbstractDetailQuery, AbstractDetailQueryVariables>(AbstractDetailDocument, options);
      }
export function useAbstractDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AbstractDetailQuery, AbstractDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AbstractDetailQuery, AbstractDetailQueryVariables>(AbstractDetailDocument, options);
        }
export type AbstractDetailQueryHookResult = ReturnType<typeof useAbstractDetailQuery>;
export type AbstractDetailLazyQueryHookResult = ReturnType<typeof useAbstractDetailLazyQuery>;
export type AbstractDetailQueryResult = ApolloReactCommon.QueryResult<AbstractDetailQuery, AbstractDetailQueryVariables>;
export const AbstractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Abstracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AbstractsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstractsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AbstractRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AbstractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"accepted_as"}},{"kind":"Field","name":{"kind":"Name","value":"reviews_done"}},{"kind":"Field","name":{"kind":"Name","value":"review_mean"}},{"kind":"Field","name":{"kind":"Name","value":"review_spread"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_oral"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_poster"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_reject"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAbstractsQuery__
 *
 * To run a query within a React component, call `useAbstractsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAbstractsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAbstractsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAbstractsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AbstractsQuery, AbstractsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AbstractsQuery, AbstractsQueryVariables>(AbstractsDocument, options);
      }
export function useAbstractsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AbstractsQuery, AbstractsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AbstractsQuery, AbstractsQueryVariables>(AbstractsDocument, options);
        }
export type AbstractsQueryHookResult = ReturnType<typeof useAbstractsQuery>;
export type AbstractsLazyQueryHookResult = ReturnType<typeof useAbstractsLazyQuery>;
export type AbstractsQueryResult = ApolloReactCommon.QueryResult<AbstractsQuery, AbstractsQueryVariables>;
export const ChangeAbstractStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAbstractStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_ABSTRACT_STATUS"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAbstractStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"notify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeAbstractStatusMutation__
 *
 * To run a mutation, you first call `useChangeAbstractStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeAbstractStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeAbstractStatusMutation, { data, loading, error }] = useChangeAbstractStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *      notify: // value for 'notify'
 *   },
 * });
 */
export function useChangeAbstractStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeAbstractStatusMutation, ChangeAbstractStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeAbstractStatusMutation, ChangeAbstractStatusMutationVariables>(ChangeAbstractStatusDocument, options);
      }
export type ChangeAbstractStatusMutationHookResult = ReturnType<typeof useChangeAbstractStatusMutation>;
export type ChangeAbstractStatusMutationResult = ApolloReactCommon.MutationResult<ChangeAbstractStatusMutation>;
export const DeleteAbstractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAbstracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleAbstract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteAbstractsMutation__
 *
 * To run a mutation, you first call `useDeleteAbstractsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAbstractsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAbstractsMutation, { data, loading, error }] = useDeleteAbstractsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteAbstractsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAbstractsMutation, DeleteAbstractsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteAbstractsMutation, DeleteAbstractsMutationVariables>(DeleteAbstractsDocument, options);
      }
export type DeleteAbstractsMutationHookResult = ReturnType<typeof useDeleteAbstractsMutation>;
export type DeleteAbstractsMutationResult = ApolloReactCommon.MutationResult<DeleteAbstractsMutation>;
export const DecideAbstractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideAbstracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_REVIEW_RECOMMENDATION"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideAbstracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"notify"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDecideAbstractsMutation__
 *
 * To run a mutation, you first call `useDecideAbstractsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDecideAbstractsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [decideAbstractsMutation, { data, loading, error }] = useDecideAbstractsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      decision: // value for 'decision'
 *      notify: // value for 'notify'
 *   },
 * });
 */
export function useDecideAbstractsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DecideAbstractsMutation, DecideAbstractsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DecideAbstractsMutation, DecideAbstractsMutationVariables>(DecideAbstractsDocument, options);
      }
export type DecideAbstractsMutationHookResult = ReturnType<typeof useDecideAbstractsMutation>;
export type DecideAbstractsMutationResult = ApolloReactCommon.MutationResult<DecideAbstractsMutation>;
export const AccessRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRecordFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRecordEntryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRecordEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRecordEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor_email"}},{"kind":"Field","name":{"kind":"Name","value":"actor_name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"member_ids"}},{"kind":"Field","name":{"kind":"Name","value":"filter"}},{"kind":"Field","name":{"kind":"Name","value":"row_count"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode;

/**
 * __useAccessRecordsQuery__
 *
 * To run a query within a React component, call `useAccessRecordsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccessRecordsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccessRecordsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAccessRecordsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccessRecordsQuery, AccessRecordsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessRecordsQuery, AccessRecordsQueryVariables>(AccessRecordsDocument, options);
      }
export function useAccessRecordsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessRecordsQuery, AccessRecordsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessRecordsQuery, AccessRecordsQueryVariables>(AccessRecordsDocument, options);
        }
export type AccessRecordsQueryHookResult = ReturnType<typeof useAccessRecordsQuery>;
export type AccessRecordsLazyQueryHookResult = ReturnType<typeof useAccessRecordsLazyQuery>;
export type AccessRecordsQueryResult = ApolloReactCommon.QueryResult<AccessRecordsQuery, AccessRecordsQueryVariables>;
export const AccessRecordMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRecordMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRecordMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"bulkCount"}},{"kind":"Field","name":{"kind":"Name","value":"bulk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRecordEntryRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nightCount"}},{"kind":"Field","name":{"kind":"Name","value":"night"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRecordEntryRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actor_email"}},{"kind":"Field","name":{"kind":"Name","value":"actor_name"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"night"}},{"kind":"Field","name":{"kind":"Name","value":"manyMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checked_at"}},{"kind":"Field","name":{"kind":"Name","value":"checked_by_email"}},{"kind":"Field","name":{"kind":"Name","value":"checked_by_name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRecordEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRecordEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor_email"}},{"kind":"Field","name":{"kind":"Name","value":"actor_name"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"member_ids"}},{"kind":"Field","name":{"kind":"Name","value":"filter"}},{"kind":"Field","name":{"kind":"Name","value":"row_count"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode;

/**
 * __useAccessRecordMonthQuery__
 *
 * To run a query within a React component, call `useAccessRecordMonthQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccessRecordMonthQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccessRecordMonthQuery({
 *   variables: {
 *      month: // value for 'month'
 *   },
 * });
 */
export function useAccessRecordMonthQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccessRecordMonthQuery, AccessRecordMonthQueryVariables> & ({ variables: AccessRecordMonthQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccessRecordMonthQuery, AccessRecordMonthQueryVariables>(AccessRecordMonthDocument, options);
      }
export function useAccessRecordMonthLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccessRecordMonthQuery, AccessRecordMonthQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccessRecordMonthQuery, AccessRecordMonthQueryVariables>(AccessRecordMonthDocument, options);
        }
export type AccessRecordMonthQueryHookResult = ReturnType<typeof useAccessRecordMonthQuery>;
export type AccessRecordMonthLazyQueryHookResult = ReturnType<typeof useAccessRecordMonthLazyQuery>;
export type AccessRecordMonthQueryResult = ApolloReactCommon.QueryResult<AccessRecordMonthQuery, AccessRecordMonthQueryVariables>;
export const RecordAccessRecordCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordAccessRecordCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAccessRecordCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordAccessRecordCheckMutation__
 *
 * To run a mutation, you first call `useRecordAccessRecordCheckMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordAccessRecordCheckMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordAccessRecordCheckMutation, { data, loading, error }] = useRecordAccessRecordCheckMutation({
 *   variables: {
 *      month: // value for 'month'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useRecordAccessRecordCheckMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecordAccessRecordCheckMutation, RecordAccessRecordCheckMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecordAccessRecordCheckMutation, RecordAccessRecordCheckMutationVariables>(RecordAccessRecordCheckDocument, options);
      }
export type RecordAccessRecordCheckMutationHookResult = ReturnType<typeof useRecordAccessRecordCheckMutation>;
export type RecordAccessRecordCheckMutationResult = ApolloReactCommon.MutationResult<RecordAccessRecordCheckMutation>;
export const CheckInSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskBadge"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskBadge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Badge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryKo"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}},{"kind":"Field","name":{"kind":"Name","value":"todayScans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckInSearchQuery__
 *
 * To run a query within a React component, call `useCheckInSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckInSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckInSearchQuery({
 *   variables: {
 *      text: // value for 'text'
 *   },
 * });
 */
export function useCheckInSearchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckInSearchQuery, CheckInSearchQueryVariables> & ({ variables: CheckInSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckInSearchQuery, CheckInSearchQueryVariables>(CheckInSearchDocument, options);
      }
export function useCheckInSearchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckInSearchQuery, CheckInSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckInSearchQuery, CheckInSearchQueryVariables>(CheckInSearchDocument, options);
        }
export type CheckInSearchQueryHookResult = ReturnType<typeof useCheckInSearchQuery>;
export type CheckInSearchLazyQueryHookResult = ReturnType<typeof useCheckInSearchLazyQuery>;
export type CheckInSearchQueryResult = ApolloReactCommon.QueryResult<CheckInSearchQuery, CheckInSearchQueryVariables>;
export const RecordAttendanceScansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordAttendanceScans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scans"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceScanInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAttendanceScans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scans"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scans"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientScanId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"badge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskBadge"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskBadge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Badge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryKo"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}},{"kind":"Field","name":{"kind":"Name","value":"todayScans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordAttendanceScansMutation__
 *
 * To run a mutation, you first call `useRecordAttendanceScansMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordAttendanceScansMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordAttendanceScansMutation, { data, loading, error }] = useRecordAttendanceScansMutation({
 *   variables: {
 *      scans: // value for 'scans'
 *   },
 * });
 */
export function useRecordAttendanceScansMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecordAttendanceScansMutation, RecordAttendanceScansMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecordAttendanceScansMutation, RecordAttendanceScansMutationVariables>(RecordAttendanceScansDocument, options);
      }
export type RecordAttendanceScansMutationHookResult = ReturnType<typeof useRecordAttendanceScansMutation>;
export type RecordAttendanceScansMutationResult = ApolloReactCommon.MutationResult<RecordAttendanceScansMutation>;
export const CheckInRosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInRoster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckInRosterQuery__
 *
 * To run a query within a React component, call `useCheckInRosterQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckInRosterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckInRosterQuery({
 *   variables: {
 *      after: // value for 'after'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useCheckInRosterQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CheckInRosterQuery, CheckInRosterQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckInRosterQuery, CheckInRosterQueryVariables>(CheckInRosterDocument, options);
      }
export function useCheckInRosterLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckInRosterQuery, CheckInRosterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckInRosterQuery, CheckInRosterQueryVariables>(CheckInRosterDocument, options);
        }
export type CheckInRosterQueryHookResult = ReturnType<typeof useCheckInRosterQuery>;
export type CheckInRosterLazyQueryHookResult = ReturnType<typeof useCheckInRosterLazyQuery>;
export type CheckInRosterQueryResult = ApolloReactCommon.QueryResult<CheckInRosterQuery, CheckInRosterQueryVariables>;
export const AdminConsentTextVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminConsentTextVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentTextVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminConsentText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConsentText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminConsentTextVersionsQuery__
 *
 * To run a query within a React component, call `useAdminConsentTextVersionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminConsentTextVersionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminConsentTextVersionsQuery({
 *   variables: {
 *      kind: // value for 'kind'
 *   },
 * });
 */
export function useAdminConsentTextVersionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminConsentTextVersionsQuery, AdminConsentTextVersionsQueryVariables> & ({ variables: AdminConsentTextVersionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminConsentTextVersionsQuery, AdminConsentTextVersionsQueryVariables>(AdminConsentTextVersionsDocument, options);
      }
export function useAdminConsentTextVersionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminConsentTextVersionsQuery, AdminConsentTextVersionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminConsentTextVersionsQuery, AdminConsentTextVersionsQueryVariables>(AdminConsentTextVersionsDocument, options);
        }
export type AdminConsentTextVersionsQueryHookResult = ReturnType<typeof useAdminConsentTextVersionsQuery>;
export type AdminConsentTextVersionsLazyQueryHookResult = ReturnType<typeof useAdminConsentTextVersionsLazyQuery>;
export type AdminConsentTextVersionsQueryResult = ApolloReactCommon.QueryResult<AdminConsentTextVersionsQuery, AdminConsentTextVersionsQueryVariables>;
export const PublishConsentTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishConsentText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishConsentText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminConsentText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConsentText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublishConsentTextMutation__
 *
 * To run a mutation, you first call `usePublishConsentTextMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishConsentTextMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishConsentTextMutation, { data, loading, error }] = usePublishConsentTextMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePublishConsentTextMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishConsentTextMutation, PublishConsentTextMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishConsentTextMutation, PublishConsentTextMutationVariables>(PublishConsentTextDocument, options);
      }
export type PublishConsentTextMutationHookResult = ReturnType<typeof usePublishConsentTextMutation>;
export type PublishConsentTextMutationResult = ApolloReactCommon.MutationResult<PublishConsentTextMutation>;
export const MemberConsentHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberConsentHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberConsentHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberConsentHistoryQuery__
 *
 * To run a query within a React component, call `useMemberConsentHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberConsentHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberConsentHistoryQuery({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useMemberConsentHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MemberConsentHistoryQuery, MemberConsentHistoryQueryVariables> & ({ variables: MemberConsentHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberConsentHistoryQuery, MemberConsentHistoryQueryVariables>(MemberConsentHistoryDocument, options);
      }
export function useMemberConsentHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberConsentHistoryQuery, MemberConsentHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberConsentHistoryQuery, MemberConsentHistoryQueryVariables>(MemberConsentHistoryDocument, options);
        }
export type MemberConsentHistoryQueryHookResult = ReturnType<typeof useMemberConsentHistoryQuery>;
export type MemberConsentHistoryLazyQueryHookResult = ReturnType<typeof useMemberConsentHistoryLazyQuery>;
export type MemberConsentHistoryQueryResult = ApolloReactCommon.QueryResult<MemberConsentHistoryQuery, MemberConsentHistoryQueryVariables>;
export const AdminCreditSchemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreditSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditScheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditScheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditSchemeRule"}},{"kind":"Field","name":{"kind":"Name","value":"dailyMax"}},{"kind":"Field","name":{"kind":"Name","value":"congressMax"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"}},{"kind":"Field","name":{"kind":"Name","value":"reportsToKma"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"objectionsCloseAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mailedCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"windowStart"}},{"kind":"Field","name":{"kind":"Name","value":"windowEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditSchemeRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCreditSchemesQuery__
 *
 * To run a query within a React component, call `useAdminCreditSchemesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCreditSchemesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCreditSchemesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminCreditSchemesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>(AdminCreditSchemesDocument, options);
      }
export function useAdminCreditSchemesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>(AdminCreditSchemesDocument, options);
        }
export type AdminCreditSchemesQueryHookResult = ReturnType<typeof useAdminCreditSchemesQuery>;
export type AdminCreditSchemesLazyQueryHookResult = ReturnType<typeof useAdminCreditSchemesLazyQuery>;
export type AdminCreditSchemesQueryResult = ApolloReactCommon.QueryResult<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>;
export const AdminCreditChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreditChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"what"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"before"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"after"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"memo"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCreditChangesQuery__
 *
 * To run a query within a React component, call `useAdminCreditChangesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCreditChangesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCreditChangesQuery({
 *   variables: {
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useAdminCreditChangesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>(AdminCreditChangesDocument, options);
      }
export function useAdminCreditChangesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>(AdminCreditChangesDocument, options);
        }
export type AdminCreditChangesQueryHookResult = ReturnType<typeof useAdminCreditChangesQuery>;
export type AdminCreditChangesLazyQueryHookResult = ReturnType<typeof useAdminCreditChangesLazyQuery>;
export type AdminCreditChangesQueryResult = ApolloReactCommon.QueryResult<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>;
export const SaveCreditSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCreditScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditSchemeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCreditScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditScheme"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditScheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditSchemeRule"}},{"kind":"Field","name":{"kind":"Name","value":"dailyMax"}},{"kind":"Field","name":{"kind":"Name","value":"congressMax"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"}},{"kind":"Field","name":{"kind":"Name","value":"reportsToKma"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditSchemeRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveCreditSchemeMutation__
 *
 * To run a mutation, you first call `useSaveCreditSchemeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveCreditSchemeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveCreditSchemeMutation, { data, loading, error }] = useSaveCreditSchemeMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveCreditSchemeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveCreditSchemeMutation, SaveCreditSchemeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveCreditSchemeMutation, SaveCreditSchemeMutationVariables>(SaveCreditSchemeDocument, options);
      }
export type SaveCreditSchemeMutationHookResult = ReturnType<typeof useSaveCreditSchemeMutation>;
export type SaveCreditSchemeMutationResult = ApolloReactCommon.MutationResult<SaveCreditSchemeMutation>;
export const DeleteCreditSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCreditScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCreditScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteCreditSchemeMutation__
 *
 * To run a mutation, you first call `useDeleteCreditSchemeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCreditSchemeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCreditSchemeMutation, { data, loading, error }] = useDeleteCreditSchemeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCreditSchemeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteCreditSchemeMutation, DeleteCreditSchemeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteCreditSchemeMutation, DeleteCreditSchemeMutationVariables>(DeleteCreditSchemeDocument, options);
      }
export type DeleteCreditSchemeMutationHookResult = ReturnType<typeof useDeleteCreditSchemeMutation>;
export type DeleteCreditSchemeMutationResult = ApolloReactCommon.MutationResult<DeleteCreditSchemeMutation>;
export const SetCreditPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCreditPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_CREDIT_PHASE"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectionsCloseAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCreditPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"phase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phase"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectionsCloseAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectionsCloseAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"objectionsCloseAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mailedCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"windowStart"}},{"kind":"Field","name":{"kind":"Name","value":"windowEnd"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetCreditPhaseMutation__
 *
 * To run a mutation, you first call `useSetCreditPhaseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCreditPhaseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCreditPhaseMutation, { data, loading, error }] = useSetCreditPhaseMutation({
 *   variables: {
 *      version: // value for 'version'
 *      phase: // value for 'phase'
 *      objectionsCloseAt: // value for 'objectionsCloseAt'
 *   },
 * });
 */
export function useSetCreditPhaseMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetCreditPhaseMutation, SetCreditPhaseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetCreditPhaseMutation, SetCreditPhaseMutationVariables>(SetCreditPhaseDocument, options);
      }
export type SetCreditPhaseMutationHookResult = ReturnType<typeof useSetCreditPhaseMutation>;
export type SetCreditPhaseMutationResult = ApolloReactCommon.MutationResult<SetCreditPhaseMutation>;
export const SendExpectedCreditMailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendExpectedCreditMails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendExpectedCreditMails"}}]}}]} as unknown as DocumentNode;

/**
 * __useSendExpectedCreditMailsMutation__
 *
 * To run a mutation, you first call `useSendExpectedCreditMailsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendExpectedCreditMailsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendExpectedCreditMailsMutation, { data, loading, error }] = useSendExpectedCreditMailsMutation({
 *   variables: {
 *   },
 * });
 */
export function useSendExpectedCreditMailsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendExpectedCreditMailsMutation, SendExpectedCreditMailsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendExpectedCreditMailsMutation, SendExpectedCreditMailsMutationVariables>(SendExpectedCreditMailsDocument, options);
      }
export type SendExpectedCreditMailsMutationHookResult = ReturnType<typeof useSendExpectedCreditMailsMutation>;
export type SendExpectedCreditMailsMutationResult = ApolloReactCommon.MutationResult<SendExpectedCreditMailsMutation>;
export const AdminCreditPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreditPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_CREDIT_PREVIEW_FILTER"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schemeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earnedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"correctionMemo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCreditPreviewQuery__
 *
 * To run a query within a React component, call `useAdminCreditPreviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCreditPreviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCreditPreviewQuery({
 *   variables: {
 *      schemeId: // value for 'schemeId'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *      filter: // value for 'filter'
 *      text: // value for 'text'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useAdminCreditPreviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables> & ({ variables: AdminCreditPreviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>(AdminCreditPreviewDocument, options);
      }
export function useAdminCreditPreviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>(AdminCreditPreviewDocument, options);
        }
export type AdminCreditPreviewQueryHookResult = ReturnType<typeof useAdminCreditPreviewQuery>;
export type AdminCreditPreviewLazyQueryHookResult = ReturnType<typeof useAdminCreditPreviewLazyQuery>;
export type AdminCreditPreviewQueryResult = ApolloReactCommon.QueryResult<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>;
export const CorrectCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countedMinutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schemeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"countedMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countedMinutes"}}},{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}},{"kind":"Argument","name":{"kind":"Name","value":"memo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earnedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"correctionMemo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode;

/**
 * __useCorrectCreditMutation__
 *
 * To run a mutation, you first call `useCorrectCreditMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCorrectCreditMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [correctCreditMutation, { data, loading, error }] = useCorrectCreditMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      schemeId: // value for 'schemeId'
 *      day: // value for 'day'
 *      countedMinutes: // value for 'countedMinutes'
 *      points: // value for 'points'
 *      memo: // value for 'memo'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCorrectCreditMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CorrectCreditMutation, CorrectCreditMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CorrectCreditMutation, CorrectCreditMutationVariables>(CorrectCreditDocument, options);
      }
export type CorrectCreditMutationHookResult = ReturnType<typeof useCorrectCreditMutation>;
export type CorrectCreditMutationResult = ApolloReactCommon.MutationResult<CorrectCreditMutation>;
export const ClearCreditCorrectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearCreditCorrection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCreditCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schemeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"memo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earnedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"correctionMemo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode;

/**
 * __useClearCreditCorrectionMutation__
 *
 * To run a mutation, you first call `useClearCreditCorrectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClearCreditCorrectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [clearCreditCorrectionMutation, { data, loading, error }] = useClearCreditCorrectionMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      schemeId: // value for 'schemeId'
 *      day: // value for 'day'
 *      memo: // value for 'memo'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useClearCreditCorrectionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClearCreditCorrectionMutation, ClearCreditCorrectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClearCreditCorrectionMutation, ClearCreditCorrectionMutationVariables>(ClearCreditCorrectionDocument, options);
      }
export type ClearCreditCorrectionMutationHookResult = ReturnType<typeof useClearCreditCorrectionMutation>;
export type ClearCreditCorrectionMutationResult = ApolloReactCommon.MutationResult<ClearCreditCorrectionMutation>;
export const AdminCreditObjectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreditObjections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_CREDITOBJECTION_STATUS"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditObjections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditObjection"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditObjection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditObjectionState"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_en"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_ko"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditObjectionState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCreditObjectionsQuery__
 *
 * To run a query within a React component, call `useAdminCreditObjectionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCreditObjectionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCreditObjectionsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminCreditObjectionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>(AdminCreditObjectionsDocument, options);
      }
export function useAdminCreditObjectionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>(AdminCreditObjectionsDocument, options);
        }
export type AdminCreditObjectionsQueryHookResult = ReturnType<typeof useAdminCreditObjectionsQuery>;
export type AdminCreditObjectionsLazyQueryHookResult = ReturnType<typeof useAdminCreditObjectionsLazyQuery>;
export type AdminCreditObjectionsQueryResult = ApolloReactCommon.QueryResult<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>;
export const ResolveCreditObjectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveCreditObjection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countedMinutes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCreditObjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}},{"kind":"Argument","name":{"kind":"Name","value":"memo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memo"}}},{"kind":"Argument","name":{"kind":"Name","value":"countedMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countedMinutes"}}},{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditObjection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditObjection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditObjectionState"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_en"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_ko"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditObjectionState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;

/**
 * __useResolveCreditObjectionMutation__
 *
 * To run a mutation, you first call `useResolveCreditObjectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResolveCreditObjectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resolveCreditObjectionMutation, { data, loading, error }] = useResolveCreditObjectionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      accept: // value for 'accept'
 *      memo: // value for 'memo'
 *      countedMinutes: // value for 'countedMinutes'
 *      points: // value for 'points'
 *   },
 * });
 */
export function useResolveCreditObjectionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResolveCreditObjectionMutation, ResolveCreditObjectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResolveCreditObjectionMutation, ResolveCreditObjectionMutationVariables>(ResolveCreditObjectionDocument, options);
      }
export type ResolveCreditObjectionMutationHookResult = ReturnType<typeof useResolveCreditObjectionMutation>;
export type ResolveCreditObjectionMutationResult = ApolloReactCommon.MutationResult<ResolveCreditObjectionMutation>;
export const GroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Groups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useGroupsQuery__
 *
 * To run a query within a React component, call `useGroupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGroupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGroupsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useGroupsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
      }
export function useGroupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
export type GroupsQueryHookResult = ReturnType<typeof useGroupsQuery>;
export type GroupsLazyQueryHookResult = ReturnType<typeof useGroupsLazyQuery>;
export type GroupsQueryResult = ApolloReactCommon.QueryResult<GroupsQuery, GroupsQueryVariables>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateGroupMutation__
 *
 * To run a mutation, you first call `useCreateGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createGroupMutation, { data, loading, error }] = useCreateGroupMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateGroupMutation, CreateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateGroupMutation, CreateGroupMutationVariables>(CreateGroupDocument, options);
      }
export type CreateGroupMutationHookResult = ReturnType<typeof useCreateGroupMutation>;
export type CreateGroupMutationResult = ApolloReactCommon.MutationResult<CreateGroupMutation>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateGroupMutation__
 *
 * To run a mutation, you first call `useUpdateGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGroupMutation, { data, loading, error }] = useUpdateGroupMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateGroupMutation, UpdateGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateGroupMutation, UpdateGroupMutationVariables>(UpdateGroupDocument, options);
      }
export type UpdateGroupMutationHookResult = ReturnType<typeof useUpdateGroupMutation>;
export type UpdateGroupMutationResult = ApolloReactCommon.MutationResult<UpdateGroupMutation>;
export const DeleteMultipleGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMultipleGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteMultipleGroupsMutation__
 *
 * To run a mutation, you first call `useDeleteMultipleGroupsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMultipleGroupsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMultipleGroupsMutation, { data, loading, error }] = useDeleteMultipleGroupsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteMultipleGroupsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteMultipleGroupsMutation, DeleteMultipleGroupsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteMultipleGroupsMutation, DeleteMultipleGroupsMutationVariables>(DeleteMultipleGroupsDocument, options);
      }
export type DeleteMultipleGroupsMutationHookResult = ReturnType<typeof useDeleteMultipleGroupsMutation>;
export type DeleteMultipleGroupsMutationResult = ApolloReactCommon.MutationResult<DeleteMultipleGroupsMutation>;
export const ChangeUserGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeUserGroupMutation__
 *
 * To run a mutation, you first call `useChangeUserGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeUserGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeUserGroupMutation, { data, loading, error }] = useChangeUserGroupMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      type: // value for 'type'
 *   },
 * });
 */
export function useChangeUserGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeUserGroupMutation, ChangeUserGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeUserGroupMutation, ChangeUserGroupMutationVariables>(ChangeUserGroupDocument, options);
      }
export type ChangeUserGroupMutationHookResult = ReturnType<typeof useChangeUserGroupMutation>;
export type ChangeUserGroupMutationResult = ApolloReactCommon.MutationResult<ChangeUserGroupMutation>;
export const BeginLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingToken"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"enrolRequired"}},{"kind":"Field","name":{"kind":"Name","value":"enrolSuggested"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useBeginLoginMutation__
 *
 * To run a mutation, you first call `useBeginLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBeginLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [beginLoginMutation, { data, loading, error }] = useBeginLoginMutation({
 *   variables: {
 *      identifier: // value for 'identifier'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useBeginLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BeginLoginMutation, BeginLoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BeginLoginMutation, BeginLoginMutationVariables>(BeginLoginDocument, options);
      }
export type BeginLoginMutationHookResult = ReturnType<typeof useBeginLoginMutation>;
export type BeginLoginMutationResult = ApolloReactCommon.MutationResult<BeginLoginMutation>;
export const BeginPasskeyLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginPasskeyLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pendingToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginPasskeyLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pendingToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pendingToken"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useBeginPasskeyLoginMutation__
 *
 * To run a mutation, you first call `useBeginPasskeyLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBeginPasskeyLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [beginPasskeyLoginMutation, { data, loading, error }] = useBeginPasskeyLoginMutation({
 *   variables: {
 *      pendingToken: // value for 'pendingToken'
 *   },
 * });
 */
export function useBeginPasskeyLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BeginPasskeyLoginMutation, BeginPasskeyLoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BeginPasskeyLoginMutation, BeginPasskeyLoginMutationVariables>(BeginPasskeyLoginDocument, options);
      }
export type BeginPasskeyLoginMutationHookResult = ReturnType<typeof useBeginPasskeyLoginMutation>;
export type BeginPasskeyLoginMutationResult = ApolloReactCommon.MutationResult<BeginPasskeyLoginMutation>;
export const CompleteLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pendingToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"totpCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recoveryCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passkeyResponse"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pendingToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pendingToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"totpCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"totpCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"recoveryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recoveryCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"passkeyResponse"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passkeyResponse"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCompleteLoginMutation__
 *
 * To run a mutation, you first call `useCompleteLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompleteLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [completeLoginMutation, { data, loading, error }] = useCompleteLoginMutation({
 *   variables: {
 *      pendingToken: // value for 'pendingToken'
 *      totpCode: // value for 'totpCode'
 *      recoveryCode: // value for 'recoveryCode'
 *      passkeyResponse: // value for 'passkeyResponse'
 *   },
 * });
 */
export function useCompleteLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompleteLoginMutation, CompleteLoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompleteLoginMutation, CompleteLoginMutationVariables>(CompleteLoginDocument, options);
      }
export type CompleteLoginMutationHookResult = ReturnType<typeof useCompleteLoginMutation>;
export type CompleteLoginMutationResult = ApolloReactCommon.MutationResult<CompleteLoginMutation>;
export const SendEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SendEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"usermail"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"sent_at"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_attempts"}},{"kind":"Field","name":{"kind":"Name","value":"delivery_error"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"resent_from"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendEmailsQuery__
 *
 * To run a query within a React component, call `useSendEmailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSendEmailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSendEmailsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useSendEmailsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SendEmailsQuery, SendEmailsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SendEmailsQuery, SendEmailsQueryVariables>(SendEmailsDocument, options);
      }
export function useSendEmailsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SendEmailsQuery, SendEmailsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SendEmailsQuery, SendEmailsQueryVariables>(SendEmailsDocument, options);
        }
export type SendEmailsQueryHookResult = ReturnType<typeof useSendEmailsQuery>;
export type SendEmailsLazyQueryHookResult = ReturnType<typeof useSendEmailsLazyQuery>;
export type SendEmailsQueryResult = ApolloReactCommon.QueryResult<SendEmailsQuery, SendEmailsQueryVariables>;
export const CreateSendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSendEmailInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateSendEmailMutation__
 *
 * To run a mutation, you first call `useCreateSendEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSendEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSendEmailMutation, { data, loading, error }] = useCreateSendEmailMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCreateSendEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSendEmailMutation, CreateSendEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSendEmailMutation, CreateSendEmailMutationVariables>(CreateSendEmailDocument, options);
      }
export type CreateSendEmailMutationHookResult = ReturnType<typeof useCreateSendEmailMutation>;
export type CreateSendEmailMutationResult = ApolloReactCommon.MutationResult<CreateSendEmailMutation>;
export const ResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResendEmailMutation__
 *
 * To run a mutation, you first call `useResendEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendEmailMutation, { data, loading, error }] = useResendEmailMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useResendEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendEmailMutation, ResendEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendEmailMutation, ResendEmailMutationVariables>(ResendEmailDocument, options);
      }
export type ResendEmailMutationHookResult = ReturnType<typeof useResendEmailMutation>;
export type ResendEmailMutationResult = ApolloReactCommon.MutationResult<ResendEmailMutation>;
export const MailTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplatesFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useMailTemplatesQuery__
 *
 * To run a query within a React component, call `useMailTemplatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailTemplatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailTemplatesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useMailTemplatesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MailTemplatesQuery, MailTemplatesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MailTemplatesQuery, MailTemplatesQueryVariables>(MailTemplatesDocument, options);
      }
export function useMailTemplatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MailTemplatesQuery, MailTemplatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MailTemplatesQuery, MailTemplatesQueryVariables>(MailTemplatesDocument, options);
        }
export type MailTemplatesQueryHookResult = ReturnType<typeof useMailTemplatesQuery>;
export type MailTemplatesLazyQueryHookResult = ReturnType<typeof useMailTemplatesLazyQuery>;
export type MailTemplatesQueryResult = ApolloReactCommon.QueryResult<MailTemplatesQuery, MailTemplatesQueryVariables>;
export const MailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateRow"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useMailTemplateQuery__
 *
 * To run a query within a React component, call `useMailTemplateQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailTemplateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailTemplateQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMailTemplateQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MailTemplateQuery, MailTemplateQueryVariables> & ({ variables: MailTemplateQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MailTemplateQuery, MailTemplateQueryVariables>(MailTemplateDocument, options);
      }
export function useMailTemplateLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MailTemplateQuery, MailTemplateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MailTemplateQuery, MailTemplateQueryVariables>(MailTemplateDocument, options);
        }
export type MailTemplateQueryHookResult = ReturnType<typeof useMailTemplateQuery>;
export type MailTemplateLazyQueryHookResult = ReturnType<typeof useMailTemplateLazyQuery>;
export type MailTemplateQueryResult = ApolloReactCommon.QueryResult<MailTemplateQuery, MailTemplateQueryVariables>;
export const PreviewMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"unknownPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePreviewMailTemplateQuery__
 *
 * To run a query within a React component, call `usePreviewMailTemplateQuery` and pass it any options that fit your needs.
 * When your component renders, `usePreviewMailTemplateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePreviewMailTemplateQuery({
 *   variables: {
 *      input: // value for 'input'
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function usePreviewMailTemplateQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables> & ({ variables: PreviewMailTemplateQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>(PreviewMailTemplateDocument, options);
      }
export function usePreviewMailTemplateLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>(PreviewMailTemplateDocument, options);
        }
export type PreviewMailTemplateQueryHookResult = ReturnType<typeof usePreviewMailTemplateQuery>;
export type PreviewMailTemplateLazyQueryHookResult = ReturnType<typeof usePreviewMailTemplateLazyQuery>;
export type PreviewMailTemplateQueryResult = ApolloReactCommon.QueryResult<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>;
export const CreateMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateRow"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateMailTemplateMutation__
 *
 * To run a mutation, you first call `useCreateMailTemplateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMailTemplateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMailTemplateMutation, { data, loading, error }] = useCreateMailTemplateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateMailTemplateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateMailTemplateMutation, CreateMailTemplateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateMailTemplateMutation, CreateMailTemplateMutationVariables>(CreateMailTemplateDocument, options);
      }
export type CreateMailTemplateMutationHookResult = ReturnType<typeof useCreateMailTemplateMutation>;
export type CreateMailTemplateMutationResult = ApolloReactCommon.MutationResult<CreateMailTemplateMutation>;
export const UpdateMailTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMailTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMailTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateRow"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMailTemplateMutation__
 *
 * To run a mutation, you first call `useUpdateMailTemplateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMailTemplateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMailTemplateMutation, { data, loading, error }] = useUpdateMailTemplateMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMailTemplateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMailTemplateMutation, UpdateMailTemplateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMailTemplateMutation, UpdateMailTemplateMutationVariables>(UpdateMailTemplateDocument, options);
      }
export type UpdateMailTemplateMutationHookResult = ReturnType<typeof useUpdateMailTemplateMutation>;
export type UpdateMailTemplateMutationResult = ApolloReactCommon.MutationResult<UpdateMailTemplateMutation>;
export const DeleteMultipleMailTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMultipleMailTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleMailTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteMultipleMailTemplatesMutation__
 *
 * To run a mutation, you first call `useDeleteMultipleMailTemplatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMultipleMailTemplatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMultipleMailTemplatesMutation, { data, loading, error }] = useDeleteMultipleMailTemplatesMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteMultipleMailTemplatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteMultipleMailTemplatesMutation, DeleteMultipleMailTemplatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteMultipleMailTemplatesMutation, DeleteMultipleMailTemplatesMutationVariables>(DeleteMultipleMailTemplatesDocument, options);
      }
export type DeleteMultipleMailTemplatesMutationHookResult = ReturnType<typeof useDeleteMultipleMailTemplatesMutation>;
export type DeleteMultipleMailTemplatesMutationResult = ApolloReactCommon.MutationResult<DeleteMultipleMailTemplatesMutation>;
export const MailAutoSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailAutoSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailAutoSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"template_en_id"}},{"kind":"Field","name":{"kind":"Name","value":"template_ko_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useMailAutoSettingsQuery__
 *
 * To run a query within a React component, call `useMailAutoSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailAutoSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailAutoSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMailAutoSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>(MailAutoSettingsDocument, options);
      }
export function useMailAutoSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>(MailAutoSettingsDocument, options);
        }
export type MailAutoSettingsQueryHookResult = ReturnType<typeof useMailAutoSettingsQuery>;
export type MailAutoSettingsLazyQueryHookResult = ReturnType<typeof useMailAutoSettingsLazyQuery>;
export type MailAutoSettingsQueryResult = ApolloReactCommon.QueryResult<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>;
export const UpdateMailAutoSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMailAutoSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailAutoSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMailAutoSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"template_en_id"}},{"kind":"Field","name":{"kind":"Name","value":"template_ko_id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMailAutoSettingMutation__
 *
 * To run a mutation, you first call `useUpdateMailAutoSettingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMailAutoSettingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMailAutoSettingMutation, { data, loading, error }] = useUpdateMailAutoSettingMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMailAutoSettingMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMailAutoSettingMutation, UpdateMailAutoSettingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMailAutoSettingMutation, UpdateMailAutoSettingMutationVariables>(UpdateMailAutoSettingDocument, options);
      }
export type UpdateMailAutoSettingMutationHookResult = ReturnType<typeof useUpdateMailAutoSettingMutation>;
export type UpdateMailAutoSettingMutationResult = ApolloReactCommon.MutationResult<UpdateMailAutoSettingMutation>;
export const MailRecipientsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailRecipientsSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recipients"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailRecipientsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailRecipientsSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recipients"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recipients"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMailRecipientsSummaryQuery__
 *
 * To run a query within a React component, call `useMailRecipientsSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailRecipientsSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailRecipientsSummaryQuery({
 *   variables: {
 *      recipients: // value for 'recipients'
 *   },
 * });
 */
export function useMailRecipientsSummaryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MailRecipientsSummaryQuery, MailRecipientsSummaryQueryVariables> & ({ variables: MailRecipientsSummaryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MailRecipientsSummaryQuery, MailRecipientsSummaryQueryVariables>(MailRecipientsSummaryDocument, options);
      }
export function useMailRecipientsSummaryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MailRecipientsSummaryQuery, MailRecipientsSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MailRecipientsSummaryQuery, MailRecipientsSummaryQueryVariables>(MailRecipientsSummaryDocument, options);
        }
export type MailRecipientsSummaryQueryHookResult = ReturnType<typeof useMailRecipientsSummaryQuery>;
export type MailRecipientsSummaryLazyQueryHookResult = ReturnType<typeof useMailRecipientsSummaryLazyQuery>;
export type MailRecipientsSummaryQueryResult = ApolloReactCommon.QueryResult<MailRecipientsSummaryQuery, MailRecipientsSummaryQueryVariables>;
export const MailSendOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailSendOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailTemplateRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useMailSendOptionsQuery__
 *
 * To run a query within a React component, call `useMailSendOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailSendOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailSendOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMailSendOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MailSendOptionsQuery, MailSendOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MailSendOptionsQuery, MailSendOptionsQueryVariables>(MailSendOptionsDocument, options);
      }
export function useMailSendOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MailSendOptionsQuery, MailSendOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MailSendOptionsQuery, MailSendOptionsQueryVariables>(MailSendOptionsDocument, options);
        }
export type MailSendOptionsQueryHookResult = ReturnType<typeof useMailSendOptionsQuery>;
export type MailSendOptionsLazyQueryHookResult = ReturnType<typeof useMailSendOptionsLazyQuery>;
export type MailSendOptionsQueryResult = ApolloReactCommon.QueryResult<MailSendOptionsQuery, MailSendOptionsQueryVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUsersQuery__
 *
 * To run a query within a React component, call `useUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUsersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useUsersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<UsersQuery, UsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UsersQuery, UsersQueryVariables>(UsersDocument, options);
      }
export function useUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UsersQuery, UsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UsersQuery, UsersQueryVariables>(UsersDocument, options);
        }
export type UsersQueryHookResult = ReturnType<typeof useUsersQuery>;
export type UsersLazyQueryHookResult = ReturnType<typeof useUsersLazyQuery>;
export type UsersQueryResult = ApolloReactCommon.QueryResult<UsersQuery, UsersQueryVariables>;
export const DormantUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DormantUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DormantUsersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dormantUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}},{"kind":"Field","name":{"kind":"Name","value":"last_active_at"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDormantUsersQuery__
 *
 * To run a query within a React component, call `useDormantUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useDormantUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDormantUsersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useDormantUsersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DormantUsersQuery, DormantUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DormantUsersQuery, DormantUsersQueryVariables>(DormantUsersDocument, options);
      }
export function useDormantUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DormantUsersQuery, DormantUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DormantUsersQuery, DormantUsersQueryVariables>(DormantUsersDocument, options);
        }
export type DormantUsersQueryHookResult = ReturnType<typeof useDormantUsersQuery>;
export type DormantUsersLazyQueryHookResult = ReturnType<typeof useDormantUsersLazyQuery>;
export type DormantUsersQueryResult = ApolloReactCommon.QueryResult<DormantUsersQuery, DormantUsersQueryVariables>;
export const UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation_kr"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationOther"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"howFind"}},{"kind":"Field","name":{"kind":"Name","value":"viaEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiveInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visa"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUserQuery__
 *
 * To run a query within a React component, call `useUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUserQuery(baseOptions: ApolloReactHooks.QueryHookOptions<UserQuery, UserQueryVariables> & ({ variables: UserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserQuery, UserQueryVariables>(UserDocument, options);
      }
export function useUserLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserQuery, UserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserQuery, UserQueryVariables>(UserDocument, options);
        }
export type UserQueryHookResult = ReturnType<typeof useUserQuery>;
export type UserLazyQueryHookResult = ReturnType<typeof useUserLazyQuery>;
export type UserQueryResult = ApolloReactCommon.QueryResult<UserQuery, UserQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation_kr"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationOther"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"howFind"}},{"kind":"Field","name":{"kind":"Name","value":"viaEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiveInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visa"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateUserMutation__
 *
 * To run a mutation, you first call `useUpdateUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUserMutation, { data, loading, error }] = useUpdateUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useUpdateUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateUserMutation, UpdateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateUserMutation, UpdateUserMutationVariables>(UpdateUserDocument, options);
      }
export type UpdateUserMutationHookResult = ReturnType<typeof useUpdateUserMutation>;
export type UpdateUserMutationResult = ApolloReactCommon.MutationResult<UpdateUserMutation>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCountriesQuery__
 *
 * To run a query within a React component, call `useCountriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCountriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCountriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useCountriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CountriesQuery, CountriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CountriesQuery, CountriesQueryVariables>(CountriesDocument, options);
      }
export function useCountriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CountriesQuery, CountriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CountriesQuery, CountriesQueryVariables>(CountriesDocument, options);
        }
export type CountriesQueryHookResult = ReturnType<typeof useCountriesQuery>;
export type CountriesLazyQueryHookResult = ReturnType<typeof useCountriesLazyQuery>;
export type CountriesQueryResult = ApolloReactCommon.QueryResult<CountriesQuery, CountriesQueryVariables>;
export const AdminPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNoticesFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsAndNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"countEstimated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminPostsQuery__
 *
 * To run a query within a React component, call `useAdminPostsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPostsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPostsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminPostsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminPostsQuery, AdminPostsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPostsQuery, AdminPostsQueryVariables>(AdminPostsDocument, options);
      }
export function useAdminPostsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPostsQuery, AdminPostsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPostsQuery, AdminPostsQueryVariables>(AdminPostsDocument, options);
        }
export type AdminPostsQueryHookResult = ReturnType<typeof useAdminPostsQuery>;
export type AdminPostsLazyQueryHookResult = ReturnType<typeof useAdminPostsLazyQuery>;
export type AdminPostsQueryResult = ApolloReactCommon.QueryResult<AdminPostsQuery, AdminPostsQueryVariables>;
export const AdminPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsAndNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"gallery_main"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminPostQuery__
 *
 * To run a query within a React component, call `useAdminPostQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPostQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPostQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminPostQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminPostQuery, AdminPostQueryVariables> & ({ variables: AdminPostQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPostQuery, AdminPostQueryVariables>(AdminPostDocument, options);
      }
export function useAdminPostLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPostQuery, AdminPostQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPostQuery, AdminPostQueryVariables>(AdminPostDocument, options);
        }
export type AdminPostQueryHookResult = ReturnType<typeof useAdminPostQuery>;
export type AdminPostLazyQueryHookResult = ReturnType<typeof useAdminPostLazyQuery>;
export type AdminPostQueryResult = ApolloReactCommon.QueryResult<AdminPostQuery, AdminPostQueryVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsAndNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreatePostMutation__
 *
 * To run a mutation, you first call `useCreatePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPostMutation, { data, loading, error }] = useCreatePostMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePostMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePostMutation, CreatePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePostMutation, CreatePostMutationVariables>(CreatePostDocument, options);
      }
export type CreatePostMutationHookResult = ReturnType<typeof useCreatePostMutation>;
export type CreatePostMutationResult = ApolloReactCommon.MutationResult<CreatePostMutation>;
export const UpdatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNoticeUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsAndNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdatePostMutation__
 *
 * To run a mutation, you first call `useUpdatePostMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePostMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePostMutation, { data, loading, error }] = useUpdatePostMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePostMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePostMutation, UpdatePostMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePostMutation, UpdatePostMutationVariables>(UpdatePostDocument, options);
      }
export type UpdatePostMutationHookResult = ReturnType<typeof useUpdatePostMutation>;
export type UpdatePostMutationResult = ApolloReactCommon.MutationResult<UpdatePostMutation>;
export const DeletePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleBbs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeletePostsMutation__
 *
 * To run a mutation, you first call `useDeletePostsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePostsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePostsMutation, { data, loading, error }] = useDeletePostsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeletePostsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePostsMutation, DeletePostsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePostsMutation, DeletePostsMutationVariables>(DeletePostsDocument, options);
      }
export type DeletePostsMutationHookResult = ReturnType<typeof useDeletePostsMutation>;
export type DeletePostsMutationResult = ApolloReactCommon.MutationResult<DeletePostsMutation>;
export const AdminPopupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPopups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"countEstimated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"size_width"}},{"kind":"Field","name":{"kind":"Name","value":"size_height"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminPopupsQuery__
 *
 * To run a query within a React component, call `useAdminPopupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPopupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPopupsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminPopupsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminPopupsQuery, AdminPopupsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPopupsQuery, AdminPopupsQueryVariables>(AdminPopupsDocument, options);
      }
export function useAdminPopupsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPopupsQuery, AdminPopupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPopupsQuery, AdminPopupsQueryVariables>(AdminPopupsDocument, options);
        }
export type AdminPopupsQueryHookResult = ReturnType<typeof useAdminPopupsQuery>;
export type AdminPopupsLazyQueryHookResult = ReturnType<typeof useAdminPopupsLazyQuery>;
export type AdminPopupsQueryResult = ApolloReactCommon.QueryResult<AdminPopupsQuery, AdminPopupsQueryVariables>;
export const AdminPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"size_width"}},{"kind":"Field","name":{"kind":"Name","value":"size_height"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminPopupQuery__
 *
 * To run a query within a React component, call `useAdminPopupQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPopupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPopupQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminPopupQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminPopupQuery, AdminPopupQueryVariables> & ({ variables: AdminPopupQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminPopupQuery, AdminPopupQueryVariables>(AdminPopupDocument, options);
      }
export function useAdminPopupLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminPopupQuery, AdminPopupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminPopupQuery, AdminPopupQueryVariables>(AdminPopupDocument, options);
        }
export type AdminPopupQueryHookResult = ReturnType<typeof useAdminPopupQuery>;
export type AdminPopupLazyQueryHookResult = ReturnType<typeof useAdminPopupLazyQuery>;
export type AdminPopupQueryResult = ApolloReactCommon.QueryResult<AdminPopupQuery, AdminPopupQueryVariables>;
export const CreatePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"size_width"}},{"kind":"Field","name":{"kind":"Name","value":"size_height"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreatePopupMutation__
 *
 * To run a mutation, you first call `useCreatePopupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePopupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPopupMutation, { data, loading, error }] = useCreatePopupMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePopupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePopupMutation, CreatePopupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePopupMutation, CreatePopupMutationVariables>(CreatePopupDocument, options);
      }
export type CreatePopupMutationHookResult = ReturnType<typeof useCreatePopupMutation>;
export type CreatePopupMutationResult = ApolloReactCommon.MutationResult<CreatePopupMutation>;
export const UpdatePopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PopupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PopupRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"size_width"}},{"kind":"Field","name":{"kind":"Name","value":"size_height"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdatePopupMutation__
 *
 * To run a mutation, you first call `useUpdatePopupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePopupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePopupMutation, { data, loading, error }] = useUpdatePopupMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePopupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePopupMutation, UpdatePopupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePopupMutation, UpdatePopupMutationVariables>(UpdatePopupDocument, options);
      }
export type UpdatePopupMutationHookResult = ReturnType<typeof useUpdatePopupMutation>;
export type UpdatePopupMutationResult = ApolloReactCommon.MutationResult<UpdatePopupMutation>;
export const DeletePopupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePopups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultiplePopup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeletePopupsMutation__
 *
 * To run a mutation, you first call `useDeletePopupsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePopupsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePopupsMutation, { data, loading, error }] = useDeletePopupsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeletePopupsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeletePopupsMutation, DeletePopupsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeletePopupsMutation, DeletePopupsMutationVariables>(DeletePopupsDocument, options);
      }
export type DeletePopupsMutationHookResult = ReturnType<typeof useDeletePopupsMutation>;
export type DeletePopupsMutationResult = ApolloReactCommon.MutationResult<DeletePopupsMutation>;
export const AdminProgrammeDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgrammeDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeDraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"poster_area"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"chair_ids"}},{"kind":"Field","name":{"kind":"Name","value":"start_at"}},{"kind":"Field","name":{"kind":"Name","value":"end_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"talks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"session_id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"speaker_id"}},{"kind":"Field","name":{"kind":"Name","value":"abstract_id"}},{"kind":"Field","name":{"kind":"Name","value":"board"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"session_ids"}},{"kind":"Field","name":{"kind":"Name","value":"talk_ids"}},{"kind":"Field","name":{"kind":"Name","value":"person_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}},{"kind":"Field","name":{"kind":"Name","value":"last_change"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminProgrammeDraftQuery__
 *
 * To run a query within a React component, call `useAdminProgrammeDraftQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProgrammeDraftQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProgrammeDraftQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminProgrammeDraftQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>(AdminProgrammeDraftDocument, options);
      }
export function useAdminProgrammeDraftLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>(AdminProgrammeDraftDocument, options);
        }
export type AdminProgrammeDraftQueryHookResult = ReturnType<typeof useAdminProgrammeDraftQuery>;
export type AdminProgrammeDraftLazyQueryHookResult = ReturnType<typeof useAdminProgrammeDraftLazyQuery>;
export type AdminProgrammeDraftQueryResult = ApolloReactCommon.QueryResult<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>;
export const AdminProgrammeVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgrammeVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"published_by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminProgrammeVersionsQuery__
 *
 * To run a query within a React component, call `useAdminProgrammeVersionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProgrammeVersionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProgrammeVersionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminProgrammeVersionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>(AdminProgrammeVersionsDocument, options);
      }
export function useAdminProgrammeVersionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>(AdminProgrammeVersionsDocument, options);
        }
export type AdminProgrammeVersionsQueryHookResult = ReturnType<typeof useAdminProgrammeVersionsQuery>;
export type AdminProgrammeVersionsLazyQueryHookResult = ReturnType<typeof useAdminProgrammeVersionsLazyQuery>;
export type AdminProgrammeVersionsQueryResult = ApolloReactCommon.QueryResult<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>;
export const AdminProgrammePeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgrammePeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"ACCEPTED","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminProgrammePeopleQuery__
 *
 * To run a query within a React component, call `useAdminProgrammePeopleQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProgrammePeopleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProgrammePeopleQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminProgrammePeopleQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>(AdminProgrammePeopleDocument, options);
      }
export function useAdminProgrammePeopleLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>(AdminProgrammePeopleDocument, options);
        }
export type AdminProgrammePeopleQueryHookResult = ReturnType<typeof useAdminProgrammePeopleQuery>;
export type AdminProgrammePeopleLazyQueryHookResult = ReturnType<typeof useAdminProgrammePeopleLazyQuery>;
export type AdminProgrammePeopleQueryResult = ApolloReactCommon.QueryResult<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>;
export const SaveProgrammeDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProgrammeDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeDayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProgrammeDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveProgrammeDayMutation__
 *
 * To run a mutation, you first call `useSaveProgrammeDayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveProgrammeDayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveProgrammeDayMutation, { data, loading, error }] = useSaveProgrammeDayMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveProgrammeDayMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveProgrammeDayMutation, SaveProgrammeDayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveProgrammeDayMutation, SaveProgrammeDayMutationVariables>(SaveProgrammeDayDocument, options);
      }
export type SaveProgrammeDayMutationHookResult = ReturnType<typeof useSaveProgrammeDayMutation>;
export type SaveProgrammeDayMutationResult = ApolloReactCommon.MutationResult<SaveProgrammeDayMutation>;
export const DeleteProgrammeDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgrammeDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgrammeDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteProgrammeDayMutation__
 *
 * To run a mutation, you first call `useDeleteProgrammeDayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProgrammeDayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProgrammeDayMutation, { data, loading, error }] = useDeleteProgrammeDayMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProgrammeDayMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProgrammeDayMutation, DeleteProgrammeDayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProgrammeDayMutation, DeleteProgrammeDayMutationVariables>(DeleteProgrammeDayDocument, options);
      }
export type DeleteProgrammeDayMutationHookResult = ReturnType<typeof useDeleteProgrammeDayMutation>;
export type DeleteProgrammeDayMutationResult = ApolloReactCommon.MutationResult<DeleteProgrammeDayMutation>;
export const SaveProgrammeRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProgrammeRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProgrammeRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveProgrammeRoomMutation__
 *
 * To run a mutation, you first call `useSaveProgrammeRoomMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveProgrammeRoomMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveProgrammeRoomMutation, { data, loading, error }] = useSaveProgrammeRoomMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveProgrammeRoomMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveProgrammeRoomMutation, SaveProgrammeRoomMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveProgrammeRoomMutation, SaveProgrammeRoomMutationVariables>(SaveProgrammeRoomDocument, options);
      }
export type SaveProgrammeRoomMutationHookResult = ReturnType<typeof useSaveProgrammeRoomMutation>;
export type SaveProgrammeRoomMutationResult = ApolloReactCommon.MutationResult<SaveProgrammeRoomMutation>;
export const DeleteProgrammeRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgrammeRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgrammeRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteProgrammeRoomMutation__
 *
 * To run a mutation, you first call `useDeleteProgrammeRoomMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProgrammeRoomMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProgrammeRoomMutation, { data, loading, error }] = useDeleteProgrammeRoomMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProgrammeRoomMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProgrammeRoomMutation, DeleteProgrammeRoomMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProgrammeRoomMutation, DeleteProgrammeRoomMutationVariables>(DeleteProgrammeRoomDocument, options);
      }
export type DeleteProgrammeRoomMutationHookResult = ReturnType<typeof useDeleteProgrammeRoomMutation>;
export type DeleteProgrammeRoomMutationResult = ApolloReactCommon.MutationResult<DeleteProgrammeRoomMutation>;
export const CreateProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgrammeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateProgrammeSessionMutation__
 *
 * To run a mutation, you first call `useCreateProgrammeSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProgrammeSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProgrammeSessionMutation, { data, loading, error }] = useCreateProgrammeSessionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProgrammeSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProgrammeSessionMutation, CreateProgrammeSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProgrammeSessionMutation, CreateProgrammeSessionMutationVariables>(CreateProgrammeSessionDocument, options);
      }
export type CreateProgrammeSessionMutationHookResult = ReturnType<typeof useCreateProgrammeSessionMutation>;
export type CreateProgrammeSessionMutationResult = ApolloReactCommon.MutationResult<CreateProgrammeSessionMutation>;
export const UpdateProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgrammeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateProgrammeSessionMutation__
 *
 * To run a mutation, you first call `useUpdateProgrammeSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProgrammeSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProgrammeSessionMutation, { data, loading, error }] = useUpdateProgrammeSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProgrammeSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProgrammeSessionMutation, UpdateProgrammeSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateProgrammeSessionMutation, UpdateProgrammeSessionMutationVariables>(UpdateProgrammeSessionDocument, options);
      }
export type UpdateProgrammeSessionMutationHookResult = ReturnType<typeof useUpdateProgrammeSessionMutation>;
export type UpdateProgrammeSessionMutationResult = ApolloReactCommon.MutationResult<UpdateProgrammeSessionMutation>;
export const MoveProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slot"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSlotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveProgrammeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slot"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMoveProgrammeSessionMutation__
 *
 * To run a mutation, you first call `useMoveProgrammeSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveProgrammeSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveProgrammeSessionMutation, { data, loading, error }] = useMoveProgrammeSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      slot: // value for 'slot'
 *   },
 * });
 */
export function useMoveProgrammeSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveProgrammeSessionMutation, MoveProgrammeSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveProgrammeSessionMutation, MoveProgrammeSessionMutationVariables>(MoveProgrammeSessionDocument, options);
      }
export type MoveProgrammeSessionMutationHookResult = ReturnType<typeof useMoveProgrammeSessionMutation>;
export type MoveProgrammeSessionMutationResult = ApolloReactCommon.MutationResult<MoveProgrammeSessionMutation>;
export const DeleteProgrammeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgrammeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgrammeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteProgrammeSessionMutation__
 *
 * To run a mutation, you first call `useDeleteProgrammeSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProgrammeSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProgrammeSessionMutation, { data, loading, error }] = useDeleteProgrammeSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProgrammeSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProgrammeSessionMutation, DeleteProgrammeSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProgrammeSessionMutation, DeleteProgrammeSessionMutationVariables>(DeleteProgrammeSessionDocument, options);
      }
export type DeleteProgrammeSessionMutationHookResult = ReturnType<typeof useDeleteProgrammeSessionMutation>;
export type DeleteProgrammeSessionMutationResult = ApolloReactCommon.MutationResult<DeleteProgrammeSessionMutation>;
export const CreateProgrammeTalkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgrammeTalk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeTalkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgrammeTalk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateProgrammeTalkMutation__
 *
 * To run a mutation, you first call `useCreateProgrammeTalkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProgrammeTalkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProgrammeTalkMutation, { data, loading, error }] = useCreateProgrammeTalkMutation({
 *   variables: {
 *      sessionId: // value for 'sessionId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProgrammeTalkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProgrammeTalkMutation, CreateProgrammeTalkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateProgrammeTalkMutation, CreateProgrammeTalkMutationVariables>(CreateProgrammeTalkDocument, options);
      }
export type CreateProgrammeTalkMutationHookResult = ReturnType<typeof useCreateProgrammeTalkMutation>;
export type CreateProgrammeTalkMutationResult = ApolloReactCommon.MutationResult<CreateProgrammeTalkMutation>;
export const DeleteProgrammeTalkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgrammeTalk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgrammeTalk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteProgrammeTalkMutation__
 *
 * To run a mutation, you first call `useDeleteProgrammeTalkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProgrammeTalkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProgrammeTalkMutation, { data, loading, error }] = useDeleteProgrammeTalkMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProgrammeTalkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProgrammeTalkMutation, DeleteProgrammeTalkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProgrammeTalkMutation, DeleteProgrammeTalkMutationVariables>(DeleteProgrammeTalkDocument, options);
      }
export type DeleteProgrammeTalkMutationHookResult = ReturnType<typeof useDeleteProgrammeTalkMutation>;
export type DeleteProgrammeTalkMutationResult = ApolloReactCommon.MutationResult<DeleteProgrammeTalkMutation>;
export const ReorderProgrammeTalksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderProgrammeTalks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"talkIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderProgrammeTalks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"talkIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"talkIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReorderProgrammeTalksMutation__
 *
 * To run a mutation, you first call `useReorderProgrammeTalksMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReorderProgrammeTalksMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reorderProgrammeTalksMutation, { data, loading, error }] = useReorderProgrammeTalksMutation({
 *   variables: {
 *      sessionId: // value for 'sessionId'
 *      talkIds: // value for 'talkIds'
 *   },
 * });
 */
export function useReorderProgrammeTalksMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReorderProgrammeTalksMutation, ReorderProgrammeTalksMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReorderProgrammeTalksMutation, ReorderProgrammeTalksMutationVariables>(ReorderProgrammeTalksDocument, options);
      }
export type ReorderProgrammeTalksMutationHookResult = ReturnType<typeof useReorderProgrammeTalksMutation>;
export type ReorderProgrammeTalksMutationResult = ApolloReactCommon.MutationResult<ReorderProgrammeTalksMutation>;
export const AssignPosterBoardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignPosterBoards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"boards"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PosterBoardInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignPosterBoards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"boards"},"value":{"kind":"Variable","name":{"kind":"Name","value":"boards"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAssignPosterBoardsMutation__
 *
 * To run a mutation, you first call `useAssignPosterBoardsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssignPosterBoardsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [assignPosterBoardsMutation, { data, loading, error }] = useAssignPosterBoardsMutation({
 *   variables: {
 *      sessionId: // value for 'sessionId'
 *      boards: // value for 'boards'
 *   },
 * });
 */
export function useAssignPosterBoardsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AssignPosterBoardsMutation, AssignPosterBoardsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AssignPosterBoardsMutation, AssignPosterBoardsMutationVariables>(AssignPosterBoardsDocument, options);
      }
export type AssignPosterBoardsMutationHookResult = ReturnType<typeof useAssignPosterBoardsMutation>;
export type AssignPosterBoardsMutationResult = ApolloReactCommon.MutationResult<AssignPosterBoardsMutation>;
export const UndoProgrammeChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoProgrammeChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoProgrammeChange"}}]}}]} as unknown as DocumentNode;

/**
 * __useUndoProgrammeChangeMutation__
 *
 * To run a mutation, you first call `useUndoProgrammeChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUndoProgrammeChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [undoProgrammeChangeMutation, { data, loading, error }] = useUndoProgrammeChangeMutation({
 *   variables: {
 *   },
 * });
 */
export function useUndoProgrammeChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UndoProgrammeChangeMutation, UndoProgrammeChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UndoProgrammeChangeMutation, UndoProgrammeChangeMutationVariables>(UndoProgrammeChangeDocument, options);
      }
export type UndoProgrammeChangeMutationHookResult = ReturnType<typeof useUndoProgrammeChangeMutation>;
export type UndoProgrammeChangeMutationResult = ApolloReactCommon.MutationResult<UndoProgrammeChangeMutation>;
export const PublishProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublishProgrammeMutation__
 *
 * To run a mutation, you first call `usePublishProgrammeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePublishProgrammeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [publishProgrammeMutation, { data, loading, error }] = usePublishProgrammeMutation({
 *   variables: {
 *   },
 * });
 */
export function usePublishProgrammeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PublishProgrammeMutation, PublishProgrammeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PublishProgrammeMutation, PublishProgrammeMutationVariables>(PublishProgrammeDocument, options);
      }
export type PublishProgrammeMutationHookResult = ReturnType<typeof usePublishProgrammeMutation>;
export type PublishProgrammeMutationResult = ApolloReactCommon.MutationResult<PublishProgrammeMutation>;
export const AdminProgrammePublishedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgrammePublished"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"talks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminProgrammePublishedQuery__
 *
 * To run a query within a React component, call `useAdminProgrammePublishedQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProgrammePublishedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProgrammePublishedQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminProgrammePublishedQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>(AdminProgrammePublishedDocument, options);
      }
export function useAdminProgrammePublishedLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>(AdminProgrammePublishedDocument, options);
        }
export type AdminProgrammePublishedQueryHookResult = ReturnType<typeof useAdminProgrammePublishedQuery>;
export type AdminProgrammePublishedLazyQueryHookResult = ReturnType<typeof useAdminProgrammePublishedLazyQuery>;
export type AdminProgrammePublishedQueryResult = ApolloReactCommon.QueryResult<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>;
export const RegistrationMemosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationMemos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_MEMO_TYPE"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memoLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"relationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contents"}},{"kind":"Field","name":{"kind":"Name","value":"lastLog"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRegistrationMemosQuery__
 *
 * To run a query within a React component, call `useRegistrationMemosQuery` and pass it any options that fit your needs.
 * When your component renders, `useRegistrationMemosQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRegistrationMemosQuery({
 *   variables: {
 *      relationId: // value for 'relationId'
 *      type: // value for 'type'
 *   },
 * });
 */
export function useRegistrationMemosQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RegistrationMemosQuery, RegistrationMemosQueryVariables> & ({ variables: RegistrationMemosQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RegistrationMemosQuery, RegistrationMemosQueryVariables>(RegistrationMemosDocument, options);
      }
export function useRegistrationMemosLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RegistrationMemosQuery, RegistrationMemosQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RegistrationMemosQuery, RegistrationMemosQueryVariables>(RegistrationMemosDocument, options);
        }
export type RegistrationMemosQueryHookResult = ReturnType<typeof useRegistrationMemosQuery>;
export type RegistrationMemosLazyQueryHookResult = ReturnType<typeof useRegistrationMemosLazyQuery>;
export type RegistrationMemosQueryResult = ApolloReactCommon.QueryResult<RegistrationMemosQuery, RegistrationMemosQueryVariables>;
export const CreateMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateMemoMutation__
 *
 * To run a mutation, you first call `useCreateMemoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMemoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMemoMutation, { data, loading, error }] = useCreateMemoMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateMemoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateMemoMutation, CreateMemoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateMemoMutation, CreateMemoMutationVariables>(CreateMemoDocument, options);
      }
export type CreateMemoMutationHookResult = ReturnType<typeof useCreateMemoMutation>;
export type CreateMemoMutationResult = ApolloReactCommon.MutationResult<CreateMemoMutation>;
export const UpdateMemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"contents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contents"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMemoMutation__
 *
 * To run a mutation, you first call `useUpdateMemoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMemoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMemoMutation, { data, loading, error }] = useUpdateMemoMutation({
 *   variables: {
 *      id: // value for 'id'
 *      contents: // value for 'contents'
 *   },
 * });
 */
export function useUpdateMemoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMemoMutation, UpdateMemoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMemoMutation, UpdateMemoMutationVariables>(UpdateMemoDocument, options);
      }
export type UpdateMemoMutationHookResult = ReturnType<typeof useUpdateMemoMutation>;
export type UpdateMemoMutationResult = ApolloReactCommon.MutationResult<UpdateMemoMutation>;
export const RecordBankTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordBankTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordBankTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"memo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRecordBankTransferMutation__
 *
 * To run a mutation, you first call `useRecordBankTransferMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordBankTransferMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordBankTransferMutation, { data, loading, error }] = useRecordBankTransferMutation({
 *   variables: {
 *      registrationId: // value for 'registrationId'
 *      memo: // value for 'memo'
 *   },
 * });
 */
export function useRecordBankTransferMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecordBankTransferMutation, RecordBankTransferMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecordBankTransferMutation, RecordBankTransferMutationVariables>(RecordBankTransferDocument, options);
      }
export type RecordBankTransferMutationHookResult = ReturnType<typeof useRecordBankTransferMutation>;
export type RecordBankTransferMutationResult = ApolloReactCommon.MutationResult<RecordBankTransferMutation>;
export const CheckupRegistpaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckupRegistpayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkupRegistpayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckupRegistpaymentMutation__
 *
 * To run a mutation, you first call `useCheckupRegistpaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckupRegistpaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkupRegistpaymentMutation, { data, loading, error }] = useCheckupRegistpaymentMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useCheckupRegistpaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckupRegistpaymentMutation, CheckupRegistpaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckupRegistpaymentMutation, CheckupRegistpaymentMutationVariables>(CheckupRegistpaymentDocument, options);
      }
export type CheckupRegistpaymentMutationHookResult = ReturnType<typeof useCheckupRegistpaymentMutation>;
export type CheckupRegistpaymentMutationResult = ApolloReactCommon.MutationResult<CheckupRegistpaymentMutation>;
export const DeleteRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleRegister"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}},{"kind":"Field","name":{"kind":"Name","value":"notDeleted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteRegistrationsMutation__
 *
 * To run a mutation, you first call `useDeleteRegistrationsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRegistrationsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRegistrationsMutation, { data, loading, error }] = useDeleteRegistrationsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteRegistrationsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteRegistrationsMutation, DeleteRegistrationsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteRegistrationsMutation, DeleteRegistrationsMutationVariables>(DeleteRegistrationsDocument, options);
      }
export type DeleteRegistrationsMutationHookResult = ReturnType<typeof useDeleteRegistrationsMutation>;
export type DeleteRegistrationsMutationResult = ApolloReactCommon.MutationResult<DeleteRegistrationsMutation>;
export const PayLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaysFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user_email"}},{"kind":"Field","name":{"kind":"Name","value":"user_name"}},{"kind":"Field","name":{"kind":"Name","value":"product_name"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePayLogQuery__
 *
 * To run a query within a React component, call `usePayLogQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayLogQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function usePayLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PayLogQuery, PayLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PayLogQuery, PayLogQueryVariables>(PayLogDocument, options);
      }
export function usePayLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PayLogQuery, PayLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PayLogQuery, PayLogQueryVariables>(PayLogDocument, options);
        }
export type PayLogQueryHookResult = ReturnType<typeof usePayLogQuery>;
export type PayLogLazyQueryHookResult = ReturnType<typeof usePayLogLazyQuery>;
export type PayLogQueryResult = ApolloReactCommon.QueryResult<PayLogQuery, PayLogQueryVariables>;
export const RefundDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefundData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PayCancellationsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payCancellations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pay_id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"result_code"}},{"kind":"Field","name":{"kind":"Name","value":"result_message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"organiser_email"}},{"kind":"Field","name":{"kind":"Name","value":"user_email"}},{"kind":"Field","name":{"kind":"Name","value":"user_name"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_total"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRefundDataQuery__
 *
 * To run a query within a React component, call `useRefundDataQuery` and pass it any options that fit your needs.
 * When your component renders, `useRefundDataQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRefundDataQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useRefundDataQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RefundDataQuery, RefundDataQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RefundDataQuery, RefundDataQueryVariables>(RefundDataDocument, options);
      }
export function useRefundDataLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RefundDataQuery, RefundDataQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RefundDataQuery, RefundDataQueryVariables>(RefundDataDocument, options);
        }
export type RefundDataQueryHookResult = ReturnType<typeof useRefundDataQuery>;
export type RefundDataLazyQueryHookResult = ReturnType<typeof useRefundDataLazyQuery>;
export type RefundDataQueryResult = ApolloReactCommon.QueryResult<RefundDataQuery, RefundDataQueryVariables>;
export const RegisterLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationFailuresFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationFailures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"trade_id"}},{"kind":"Field","name":{"kind":"Name","value":"user_email"}},{"kind":"Field","name":{"kind":"Name","value":"user_name"}},{"kind":"Field","name":{"kind":"Name","value":"registration_list_id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"source_ip"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_at"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRegisterLogQuery__
 *
 * To run a query within a React component, call `useRegisterLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useRegisterLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRegisterLogQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useRegisterLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RegisterLogQuery, RegisterLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RegisterLogQuery, RegisterLogQueryVariables>(RegisterLogDocument, options);
      }
export function useRegisterLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RegisterLogQuery, RegisterLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RegisterLogQuery, RegisterLogQueryVariables>(RegisterLogDocument, options);
        }
export type RegisterLogQueryHookResult = ReturnType<typeof useRegisterLogQuery>;
export type RegisterLogLazyQueryHookResult = ReturnType<typeof useRegisterLogLazyQuery>;
export type RegisterLogQueryResult = ApolloReactCommon.QueryResult<RegisterLogQuery, RegisterLogQueryVariables>;
export const RegistrationListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationListsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistrationRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"refund_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"account_no"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRegistrationListsQuery__
 *
 * To run a query within a React component, call `useRegistrationListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRegistrationListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRegistrationListsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useRegistrationListsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RegistrationListsQuery, RegistrationListsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RegistrationListsQuery, RegistrationListsQueryVariables>(RegistrationListsDocument, options);
      }
export function useRegistrationListsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RegistrationListsQuery, RegistrationListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RegistrationListsQuery, RegistrationListsQueryVariables>(RegistrationListsDocument, options);
        }
export type RegistrationListsQueryHookResult = ReturnType<typeof useRegistrationListsQuery>;
export type RegistrationListsLazyQueryHookResult = ReturnType<typeof useRegistrationListsLazyQuery>;
export type RegistrationListsQueryResult = ApolloReactCommon.QueryResult<RegistrationListsQuery, RegistrationListsQueryVariables>;
export const AdminRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retentionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionForm_settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retentionRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionRun_run"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceYears"}},{"kind":"Field","name":{"kind":"Name","value":"profileMonths"}},{"kind":"Field","name":{"kind":"Name","value":"congressEndedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastProgrammeDay"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionRun_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}},{"kind":"Field","name":{"kind":"Name","value":"runBy"}},{"kind":"Field","name":{"kind":"Name","value":"congressEnd"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"anonymised"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminRetentionQuery__
 *
 * To run a query within a React component, call `useAdminRetentionQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminRetentionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminRetentionQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminRetentionQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminRetentionQuery, AdminRetentionQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminRetentionQuery, AdminRetentionQueryVariables>(AdminRetentionDocument, options);
      }
export function useAdminRetentionLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminRetentionQuery, AdminRetentionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminRetentionQuery, AdminRetentionQueryVariables>(AdminRetentionDocument, options);
        }
export type AdminRetentionQueryHookResult = ReturnType<typeof useAdminRetentionQuery>;
export type AdminRetentionLazyQueryHookResult = ReturnType<typeof useAdminRetentionLazyQuery>;
export type AdminRetentionQueryResult = ApolloReactCommon.QueryResult<AdminRetentionQuery, AdminRetentionQueryVariables>;
export const UpdateRetentionSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRetentionSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRetentionSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionForm_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceYears"}},{"kind":"Field","name":{"kind":"Name","value":"profileMonths"}},{"kind":"Field","name":{"kind":"Name","value":"congressEndedOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastProgrammeDay"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateRetentionSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateRetentionSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRetentionSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRetentionSettingsMutation, { data, loading, error }] = useUpdateRetentionSettingsMutation({
 *   variables: {
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRetentionSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateRetentionSettingsMutation, UpdateRetentionSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateRetentionSettingsMutation, UpdateRetentionSettingsMutationVariables>(UpdateRetentionSettingsDocument, options);
      }
export type UpdateRetentionSettingsMutationHookResult = ReturnType<typeof useUpdateRetentionSettingsMutation>;
export type UpdateRetentionSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateRetentionSettingsMutation>;
export const PreviewRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionRun_run"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionRun_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}},{"kind":"Field","name":{"kind":"Name","value":"runBy"}},{"kind":"Field","name":{"kind":"Name","value":"congressEnd"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"anonymised"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePreviewRetentionMutation__
 *
 * To run a mutation, you first call `usePreviewRetentionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePreviewRetentionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [previewRetentionMutation, { data, loading, error }] = usePreviewRetentionMutation({
 *   variables: {
 *   },
 * });
 */
export function usePreviewRetentionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PreviewRetentionMutation, PreviewRetentionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PreviewRetentionMutation, PreviewRetentionMutationVariables>(PreviewRetentionDocument, options);
      }
export type PreviewRetentionMutationHookResult = ReturnType<typeof usePreviewRetentionMutation>;
export type PreviewRetentionMutationResult = ApolloReactCommon.MutationResult<PreviewRetentionMutation>;
export const RunRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunRetention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runRetention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dryRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRunId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionRun_run"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionRun_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}},{"kind":"Field","name":{"kind":"Name","value":"runBy"}},{"kind":"Field","name":{"kind":"Name","value":"congressEnd"}},{"kind":"Field","name":{"kind":"Name","value":"appliedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"keptUntil"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"anonymised"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRunRetentionMutation__
 *
 * To run a mutation, you first call `useRunRetentionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRunRetentionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [runRetentionMutation, { data, loading, error }] = useRunRetentionMutation({
 *   variables: {
 *      dryRunId: // value for 'dryRunId'
 *   },
 * });
 */
export function useRunRetentionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RunRetentionMutation, RunRetentionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RunRetentionMutation, RunRetentionMutationVariables>(RunRetentionDocument, options);
      }
export type RunRetentionMutationHookResult = ReturnType<typeof useRunRetentionMutation>;
export type RunRetentionMutationResult = ApolloReactCommon.MutationResult<RunRetentionMutation>;
export const AdminDeletionRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDeletionRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletionRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actedBy"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"anonymised"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDeletionRequestsQuery__
 *
 * To run a query within a React component, call `useAdminDeletionRequestsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDeletionRequestsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDeletionRequestsQuery({
 *   variables: {
 *      status: // value for 'status'
 *   },
 * });
 */
export function useAdminDeletionRequestsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDeletionRequestsQuery, AdminDeletionRequestsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDeletionRequestsQuery, AdminDeletionRequestsQueryVariables>(AdminDeletionRequestsDocument, options);
      }
export function useAdminDeletionRequestsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDeletionRequestsQuery, AdminDeletionRequestsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDeletionRequestsQuery, AdminDeletionRequestsQueryVariables>(AdminDeletionRequestsDocument, options);
        }
export type AdminDeletionRequestsQueryHookResult = ReturnType<typeof useAdminDeletionRequestsQuery>;
export type AdminDeletionRequestsLazyQueryHookResult = ReturnType<typeof useAdminDeletionRequestsLazyQuery>;
export type AdminDeletionRequestsQueryResult = ApolloReactCommon.QueryResult<AdminDeletionRequestsQuery, AdminDeletionRequestsQueryVariables>;
export const CarryOutDeletionRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CarryOutDeletionRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carryOutDeletionRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actedAt"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCarryOutDeletionRequestMutation__
 *
 * To run a mutation, you first call `useCarryOutDeletionRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCarryOutDeletionRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [carryOutDeletionRequestMutation, { data, loading, error }] = useCarryOutDeletionRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCarryOutDeletionRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CarryOutDeletionRequestMutation, CarryOutDeletionRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CarryOutDeletionRequestMutation, CarryOutDeletionRequestMutationVariables>(CarryOutDeletionRequestDocument, options);
      }
export type CarryOutDeletionRequestMutationHookResult = ReturnType<typeof useCarryOutDeletionRequestMutation>;
export type CarryOutDeletionRequestMutationResult = ApolloReactCommon.MutationResult<CarryOutDeletionRequestMutation>;
export const AdminReviewSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviewSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSettingsForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"perAbstract"}},{"kind":"Field","name":{"kind":"Name","value":"biddingStart"}},{"kind":"Field","name":{"kind":"Name","value":"biddingEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviewEnd"}},{"kind":"Field","name":{"kind":"Name","value":"biddingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOpen"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminReviewSettingsQuery__
 *
 * To run a query within a React component, call `useAdminReviewSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReviewSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReviewSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminReviewSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>(AdminReviewSettingsDocument, options);
      }
export function useAdminReviewSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>(AdminReviewSettingsDocument, options);
        }
export type AdminReviewSettingsQueryHookResult = ReturnType<typeof useAdminReviewSettingsQuery>;
export type AdminReviewSettingsLazyQueryHookResult = ReturnType<typeof useAdminReviewSettingsLazyQuery>;
export type AdminReviewSettingsQueryResult = ApolloReactCommon.QueryResult<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>;
export const SaveReviewSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReviewSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReviewSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSettingsForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"perAbstract"}},{"kind":"Field","name":{"kind":"Name","value":"biddingStart"}},{"kind":"Field","name":{"kind":"Name","value":"biddingEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviewEnd"}},{"kind":"Field","name":{"kind":"Name","value":"biddingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOpen"}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveReviewSettingsMutation__
 *
 * To run a mutation, you first call `useSaveReviewSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveReviewSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveReviewSettingsMutation, { data, loading, error }] = useSaveReviewSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveReviewSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveReviewSettingsMutation, SaveReviewSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveReviewSettingsMutation, SaveReviewSettingsMutationVariables>(SaveReviewSettingsDocument, options);
      }
export type SaveReviewSettingsMutationHookResult = ReturnType<typeof useSaveReviewSettingsMutation>;
export type SaveReviewSettingsMutationResult = ApolloReactCommon.MutationResult<SaveReviewSettingsMutation>;
export const AdminReviewersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminReviewersQuery__
 *
 * To run a query within a React component, call `useAdminReviewersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReviewersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReviewersQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminReviewersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminReviewersQuery, AdminReviewersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReviewersQuery, AdminReviewersQueryVariables>(AdminReviewersDocument, options);
      }
export function useAdminReviewersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReviewersQuery, AdminReviewersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReviewersQuery, AdminReviewersQueryVariables>(AdminReviewersDocument, options);
        }
export type AdminReviewersQueryHookResult = ReturnType<typeof useAdminReviewersQuery>;
export type AdminReviewersLazyQueryHookResult = ReturnType<typeof useAdminReviewersLazyQuery>;
export type AdminReviewersQueryResult = ApolloReactCommon.QueryResult<AdminReviewersQuery, AdminReviewersQueryVariables>;
export const ReviewerCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewerCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewerCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewer"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReviewerCandidatesQuery__
 *
 * To run a query within a React component, call `useReviewerCandidatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useReviewerCandidatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReviewerCandidatesQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useReviewerCandidatesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables> & ({ variables: ReviewerCandidatesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>(ReviewerCandidatesDocument, options);
      }
export function useReviewerCandidatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>(ReviewerCandidatesDocument, options);
        }
export type ReviewerCandidatesQueryHookResult = ReturnType<typeof useReviewerCandidatesQuery>;
export type ReviewerCandidatesLazyQueryHookResult = ReturnType<typeof useReviewerCandidatesLazyQuery>;
export type ReviewerCandidatesQueryResult = ApolloReactCommon.QueryResult<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>;
export const AddReviewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReviewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topics"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReviewer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"topics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topics"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddReviewerMutation__
 *
 * To run a mutation, you first call `useAddReviewerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddReviewerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addReviewerMutation, { data, loading, error }] = useAddReviewerMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      email: // value for 'email'
 *      topics: // value for 'topics'
 *   },
 * });
 */
export function useAddReviewerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddReviewerMutation, AddReviewerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddReviewerMutation, AddReviewerMutationVariables>(AddReviewerDocument, options);
      }
export type AddReviewerMutationHookResult = ReturnType<typeof useAddReviewerMutation>;
export type AddReviewerMutationResult = ApolloReactCommon.MutationResult<AddReviewerMutation>;
export const UpdateReviewerTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReviewerTopics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topics"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReviewerTopics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"topics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topics"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateReviewerTopicsMutation__
 *
 * To run a mutation, you first call `useUpdateReviewerTopicsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateReviewerTopicsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateReviewerTopicsMutation, { data, loading, error }] = useUpdateReviewerTopicsMutation({
 *   variables: {
 *      id: // value for 'id'
 *      topics: // value for 'topics'
 *   },
 * });
 */
export function useUpdateReviewerTopicsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateReviewerTopicsMutation, UpdateReviewerTopicsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateReviewerTopicsMutation, UpdateReviewerTopicsMutationVariables>(UpdateReviewerTopicsDocument, options);
      }
export type UpdateReviewerTopicsMutationHookResult = ReturnType<typeof useUpdateReviewerTopicsMutation>;
export type UpdateReviewerTopicsMutationResult = ApolloReactCommon.MutationResult<UpdateReviewerTopicsMutation>;
export const RemoveReviewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReviewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReviewer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveReviewerMutation__
 *
 * To run a mutation, you first call `useRemoveReviewerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveReviewerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeReviewerMutation, { data, loading, error }] = useRemoveReviewerMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveReviewerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveReviewerMutation, RemoveReviewerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveReviewerMutation, RemoveReviewerMutationVariables>(RemoveReviewerDocument, options);
      }
export type RemoveReviewerMutationHookResult = ReturnType<typeof useRemoveReviewerMutation>;
export type RemoveReviewerMutationResult = ApolloReactCommon.MutationResult<RemoveReviewerMutation>;
export const SendReviewRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendReviewReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewerIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendReviewReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviewerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewerIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendReviewRemindersMutation__
 *
 * To run a mutation, you first call `useSendReviewRemindersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendReviewRemindersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendReviewRemindersMutation, { data, loading, error }] = useSendReviewRemindersMutation({
 *   variables: {
 *      reviewerIds: // value for 'reviewerIds'
 *   },
 * });
 */
export function useSendReviewRemindersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendReviewRemindersMutation, SendReviewRemindersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendReviewRemindersMutation, SendReviewRemindersMutationVariables>(SendReviewRemindersDocument, options);
      }
export type SendReviewRemindersMutationHookResult = ReturnType<typeof useSendReviewRemindersMutation>;
export type SendReviewRemindersMutationResult = ApolloReactCommon.MutationResult<SendReviewRemindersMutation>;
export const ReviewAssignmentProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewAssignmentProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewAssignmentProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"perAbstract"}},{"kind":"Field","name":{"kind":"Name","value":"abstracts"}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReviewers"}},{"kind":"Field","name":{"kind":"Name","value":"spread"}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"load"}},{"kind":"Field","name":{"kind":"Name","value":"proposed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortfalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReviewAssignmentProposalQuery__
 *
 * To run a query within a React component, call `useReviewAssignmentProposalQuery` and pass it any options that fit your needs.
 * When your component renders, `useReviewAssignmentProposalQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReviewAssignmentProposalQuery({
 *   variables: {
 *   },
 * });
 */
export function useReviewAssignmentProposalQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>(ReviewAssignmentProposalDocument, options);
      }
export function useReviewAssignmentProposalLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>(ReviewAssignmentProposalDocument, options);
        }
export type ReviewAssignmentProposalQueryHookResult = ReturnType<typeof useReviewAssignmentProposalQuery>;
export type ReviewAssignmentProposalLazyQueryHookResult = ReturnType<typeof useReviewAssignmentProposalLazyQuery>;
export type ReviewAssignmentProposalQueryResult = ApolloReactCommon.QueryResult<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>;
export const ApplyReviewAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyReviewAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyReviewAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplyReviewAssignmentMutation__
 *
 * To run a mutation, you first call `useApplyReviewAssignmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyReviewAssignmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyReviewAssignmentMutation, { data, loading, error }] = useApplyReviewAssignmentMutation({
 *   variables: {
 *      hash: // value for 'hash'
 *   },
 * });
 */
export function useApplyReviewAssignmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyReviewAssignmentMutation, ApplyReviewAssignmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyReviewAssignmentMutation, ApplyReviewAssignmentMutationVariables>(ApplyReviewAssignmentDocument, options);
      }
export type ApplyReviewAssignmentMutationHookResult = ReturnType<typeof useApplyReviewAssignmentMutation>;
export type ApplyReviewAssignmentMutationResult = ApolloReactCommon.MutationResult<ApplyReviewAssignmentMutation>;
export const AdminReviewAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviewAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"abstractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAssignmentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAssignmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAssignmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTopic"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminReviewAssignmentsQuery__
 *
 * To run a query within a React component, call `useAdminReviewAssignmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReviewAssignmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReviewAssignmentsQuery({
 *   variables: {
 *      abstractId: // value for 'abstractId'
 *      reviewerId: // value for 'reviewerId'
 *   },
 * });
 */
export function useAdminReviewAssignmentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>(AdminReviewAssignmentsDocument, options);
      }
export function useAdminReviewAssignmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>(AdminReviewAssignmentsDocument, options);
        }
export type AdminReviewAssignmentsQueryHookResult = ReturnType<typeof useAdminReviewAssignmentsQuery>;
export type AdminReviewAssignmentsLazyQueryHookResult = ReturnType<typeof useAdminReviewAssignmentsLazyQuery>;
export type AdminReviewAssignmentsQueryResult = ApolloReactCommon.QueryResult<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>;
export const AddReviewAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReviewAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReviewAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"abstractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAssignmentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAssignmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAssignmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTopic"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"draft"}}]}}]} as unknown as DocumentNode;

/**
 * __useAddReviewAssignmentMutation__
 *
 * To run a mutation, you first call `useAddReviewAssignmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddReviewAssignmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addReviewAssignmentMutation, { data, loading, error }] = useAddReviewAssignmentMutation({
 *   variables: {
 *      abstractId: // value for 'abstractId'
 *      reviewerId: // value for 'reviewerId'
 *   },
 * });
 */
export function useAddReviewAssignmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddReviewAssignmentMutation, AddReviewAssignmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddReviewAssignmentMutation, AddReviewAssignmentMutationVariables>(AddReviewAssignmentDocument, options);
      }
export type AddReviewAssignmentMutationHookResult = ReturnType<typeof useAddReviewAssignmentMutation>;
export type AddReviewAssignmentMutationResult = ApolloReactCommon.MutationResult<AddReviewAssignmentMutation>;
export const RemoveReviewAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReviewAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReviewAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveReviewAssignmentMutation__
 *
 * To run a mutation, you first call `useRemoveReviewAssignmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveReviewAssignmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeReviewAssignmentMutation, { data, loading, error }] = useRemoveReviewAssignmentMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveReviewAssignmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveReviewAssignmentMutation, RemoveReviewAssignmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveReviewAssignmentMutation, RemoveReviewAssignmentMutationVariables>(RemoveReviewAssignmentDocument, options);
      }
export type RemoveReviewAssignmentMutationHookResult = ReturnType<typeof useRemoveReviewAssignmentMutation>;
export type RemoveReviewAssignmentMutationResult = ApolloReactCommon.MutationResult<RemoveReviewAssignmentMutation>;
export const SecondFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecondFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totp"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrol"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSecondFactorStatusQuery__
 *
 * To run a query within a React component, call `useSecondFactorStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useSecondFactorStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSecondFactorStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useSecondFactorStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SecondFactorStatusQuery, SecondFactorStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SecondFactorStatusQuery, SecondFactorStatusQueryVariables>(SecondFactorStatusDocument, options);
      }
export function useSecondFactorStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SecondFactorStatusQuery, SecondFactorStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SecondFactorStatusQuery, SecondFactorStatusQueryVariables>(SecondFactorStatusDocument, options);
        }
export type SecondFactorStatusQueryHookResult = ReturnType<typeof useSecondFactorStatusQuery>;
export type SecondFactorStatusLazyQueryHookResult = ReturnType<typeof useSecondFactorStatusLazyQuery>;
export type SecondFactorStatusQueryResult = ApolloReactCommon.QueryResult<SecondFactorStatusQuery, SecondFactorStatusQueryVariables>;
export const SecondFactorPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecondFactorPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactorPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiredForOrganisers"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSecondFactorPolicyQuery__
 *
 * To run a query within a React component, call `useSecondFactorPolicyQuery` and pass it any options that fit your needs.
 * When your component renders, `useSecondFactorPolicyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSecondFactorPolicyQuery({
 *   variables: {
 *   },
 * });
 */
export function useSecondFactorPolicyQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SecondFactorPolicyQuery, SecondFactorPolicyQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SecondFactorPolicyQuery, SecondFactorPolicyQueryVariables>(SecondFactorPolicyDocument, options);
      }
export function useSecondFactorPolicyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SecondFactorPolicyQuery, SecondFactorPolicyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SecondFactorPolicyQuery, SecondFactorPolicyQueryVariables>(SecondFactorPolicyDocument, options);
        }
export type SecondFactorPolicyQueryHookResult = ReturnType<typeof useSecondFactorPolicyQuery>;
export type SecondFactorPolicyLazyQueryHookResult = ReturnType<typeof useSecondFactorPolicyLazyQuery>;
export type SecondFactorPolicyQueryResult = ApolloReactCommon.QueryResult<SecondFactorPolicyQuery, SecondFactorPolicyQueryVariables>;
export const LoginSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLoginSessionsQuery__
 *
 * To run a query within a React component, call `useLoginSessionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLoginSessionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLoginSessionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useLoginSessionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LoginSessionsQuery, LoginSessionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LoginSessionsQuery, LoginSessionsQueryVariables>(LoginSessionsDocument, options);
      }
export function useLoginSessionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LoginSessionsQuery, LoginSessionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LoginSessionsQuery, LoginSessionsQueryVariables>(LoginSessionsDocument, options);
        }
export type LoginSessionsQueryHookResult = ReturnType<typeof useLoginSessionsQuery>;
export type LoginSessionsLazyQueryHookResult = ReturnType<typeof useLoginSessionsLazyQuery>;
export type LoginSessionsQueryResult = ApolloReactCommon.QueryResult<LoginSessionsQuery, LoginSessionsQueryVariables>;
export const StartTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStartTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useStartTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startTotpEnrolmentMutation, { data, loading, error }] = useStartTotpEnrolmentMutation({
 *   variables: {
 *   },
 * });
 */
export function useStartTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StartTotpEnrolmentMutation, StartTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StartTotpEnrolmentMutation, StartTotpEnrolmentMutationVariables>(StartTotpEnrolmentDocument, options);
      }
export type StartTotpEnrolmentMutationHookResult = ReturnType<typeof useStartTotpEnrolmentMutation>;
export type StartTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<StartTotpEnrolmentMutation>;
export const ConfirmTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useConfirmTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmTotpEnrolmentMutation, { data, loading, error }] = useConfirmTotpEnrolmentMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useConfirmTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>(ConfirmTotpEnrolmentDocument, options);
      }
export type ConfirmTotpEnrolmentMutationHookResult = ReturnType<typeof useConfirmTotpEnrolmentMutation>;
export type ConfirmTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<ConfirmTotpEnrolmentMutation>;
export const BeginPasskeyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginPasskeyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginPasskeyRegistration"}}]}}]} as unknown as DocumentNode;

/**
 * __useBeginPasskeyRegistrationMutation__
 *
 * To run a mutation, you first call `useBeginPasskeyRegistrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBeginPasskeyRegistrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [beginPasskeyRegistrationMutation, { data, loading, error }] = useBeginPasskeyRegistrationMutation({
 *   variables: {
 *   },
 * });
 */
export function useBeginPasskeyRegistrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BeginPasskeyRegistrationMutation, BeginPasskeyRegistrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BeginPasskeyRegistrationMutation, BeginPasskeyRegistrationMutationVariables>(BeginPasskeyRegistrationDocument, options);
      }
export type BeginPasskeyRegistrationMutationHookResult = ReturnType<typeof useBeginPasskeyRegistrationMutation>;
export type BeginPasskeyRegistrationMutationResult = ApolloReactCommon.MutationResult<BeginPasskeyRegistrationMutation>;
export const FinishPasskeyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useFinishPasskeyRegistrationMutation__
 *
 * To run a mutation, you first call `useFinishPasskeyRegistrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFinishPasskeyRegistrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [finishPasskeyRegistrationMutation, { data, loading, error }] = useFinishPasskeyRegistrationMutation({
 *   variables: {
 *      response: // value for 'response'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useFinishPasskeyRegistrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>(FinishPasskeyRegistrationDocument, options);
      }
export type FinishPasskeyRegistrationMutationHookResult = ReturnType<typeof useFinishPasskeyRegistrationMutation>;
export type FinishPasskeyRegistrationMutationResult = ApolloReactCommon.MutationResult<FinishPasskeyRegistrationMutation>;
export const RemoveSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passkeyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"passkeyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passkeyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveSecondFactorMutation__
 *
 * To run a mutation, you first call `useRemoveSecondFactorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveSecondFactorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeSecondFactorMutation, { data, loading, error }] = useRemoveSecondFactorMutation({
 *   variables: {
 *      currentPassword: // value for 'currentPassword'
 *      passkeyId: // value for 'passkeyId'
 *   },
 * });
 */
export function useRemoveSecondFactorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>(RemoveSecondFactorDocument, options);
      }
export type RemoveSecondFactorMutationHookResult = ReturnType<typeof useRemoveSecondFactorMutation>;
export type RemoveSecondFactorMutationResult = ApolloReactCommon.MutationResult<RemoveSecondFactorMutation>;
export const RegenerateRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRegenerateRecoveryCodesMutation__
 *
 * To run a mutation, you first call `useRegenerateRecoveryCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegenerateRecoveryCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [regenerateRecoveryCodesMutation, { data, loading, error }] = useRegenerateRecoveryCodesMutation({
 *   variables: {
 *      currentPassword: // value for 'currentPassword'
 *   },
 * });
 */
export function useRegenerateRecoveryCodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>(RegenerateRecoveryCodesDocument, options);
      }
export type RegenerateRecoveryCodesMutationHookResult = ReturnType<typeof useRegenerateRecoveryCodesMutation>;
export type RegenerateRecoveryCodesMutationResult = ApolloReactCommon.MutationResult<RegenerateRecoveryCodesMutation>;
export const SetSecondFactorRequiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSecondFactorRequired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSecondFactorRequired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiredForOrganisers"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetSecondFactorRequiredMutation__
 *
 * To run a mutation, you first call `useSetSecondFactorRequiredMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetSecondFactorRequiredMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setSecondFactorRequiredMutation, { data, loading, error }] = useSetSecondFactorRequiredMutation({
 *   variables: {
 *      required: // value for 'required'
 *   },
 * });
 */
export function useSetSecondFactorRequiredMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetSecondFactorRequiredMutation, SetSecondFactorRequiredMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetSecondFactorRequiredMutation, SetSecondFactorRequiredMutationVariables>(SetSecondFactorRequiredDocument, options);
      }
export type SetSecondFactorRequiredMutationHookResult = ReturnType<typeof useSetSecondFactorRequiredMutation>;
export type SetSecondFactorRequiredMutationResult = ApolloReactCommon.MutationResult<SetSecondFactorRequiredMutation>;
export const EndLoginSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndLoginSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endLoginSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEndLoginSessionMutation__
 *
 * To run a mutation, you first call `useEndLoginSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEndLoginSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [endLoginSessionMutation, { data, loading, error }] = useEndLoginSessionMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEndLoginSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EndLoginSessionMutation, EndLoginSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EndLoginSessionMutation, EndLoginSessionMutationVariables>(EndLoginSessionDocument, options);
      }
export type EndLoginSessionMutationHookResult = ReturnType<typeof useEndLoginSessionMutation>;
export type EndLoginSessionMutationResult = ApolloReactCommon.MutationResult<EndLoginSessionMutation>;
export const EndOtherLoginSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherLoginSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherLoginSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEndOtherLoginSessionsMutation__
 *
 * To run a mutation, you first call `useEndOtherLoginSessionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useEndOtherLoginSessionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [endOtherLoginSessionsMutation, { data, loading, error }] = useEndOtherLoginSessionsMutation({
 *   variables: {
 *   },
 * });
 */
export function useEndOtherLoginSessionsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<EndOtherLoginSessionsMutation, EndOtherLoginSessionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<EndOtherLoginSessionsMutation, EndOtherLoginSessionsMutationVariables>(EndOtherLoginSessionsDocument, options);
      }
export type EndOtherLoginSessionsMutationHookResult = ReturnType<typeof useEndOtherLoginSessionsMutation>;
export type EndOtherLoginSessionsMutationResult = ApolloReactCommon.MutationResult<EndOtherLoginSessionsMutation>;
export const AdminSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsForm_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionStart"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionEnd"}},{"kind":"Field","name":{"kind":"Name","value":"speakerUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"usdKrwRate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminSiteSettingsQuery__
 *
 * To run a query within a React component, call `useAdminSiteSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSiteSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSiteSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminSiteSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>(AdminSiteSettingsDocument, options);
      }
export function useAdminSiteSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>(AdminSiteSettingsDocument, options);
        }
export type AdminSiteSettingsQueryHookResult = ReturnType<typeof useAdminSiteSettingsQuery>;
export type AdminSiteSettingsLazyQueryHookResult = ReturnType<typeof useAdminSiteSettingsLazyQuery>;
export type AdminSiteSettingsQueryResult = ApolloReactCommon.QueryResult<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>;
export const AdminSiteSettingChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteSettingChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettingChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminSiteSettingChangesQuery__
 *
 * To run a query within a React component, call `useAdminSiteSettingChangesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSiteSettingChangesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSiteSettingChangesQuery({
 *   variables: {
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAdminSiteSettingChangesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>(AdminSiteSettingChangesDocument, options);
      }
export function useAdminSiteSettingChangesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>(AdminSiteSettingChangesDocument, options);
        }
export type AdminSiteSettingChangesQueryHookResult = ReturnType<typeof useAdminSiteSettingChangesQuery>;
export type AdminSiteSettingChangesLazyQueryHookResult = ReturnType<typeof useAdminSiteSettingChangesLazyQuery>;
export type AdminSiteSettingChangesQueryResult = ApolloReactCommon.QueryResult<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>;
export const UpdateSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsForm_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionStart"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionEnd"}},{"kind":"Field","name":{"kind":"Name","value":"speakerUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"usdKrwRate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateSiteSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateSiteSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSiteSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSiteSettingsMutation, { data, loading, error }] = useUpdateSiteSettingsMutation({
 *   variables: {
 *      version: // value for 'version'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSiteSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>(UpdateSiteSettingsDocument, options);
      }
export type UpdateSiteSettingsMutationHookResult = ReturnType<typeof useUpdateSiteSettingsMutation>;
export type UpdateSiteSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateSiteSettingsMutation>;
export const InvitedUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitedUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitedUsersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitedUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerFileLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_lecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerFileLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_cv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerFileLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file_photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpeakerFileLink"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerFileLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;

/**
 * __useInvitedUsersQuery__
 *
 * To run a query within a React component, call `useInvitedUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useInvitedUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInvitedUsersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useInvitedUsersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<InvitedUsersQuery, InvitedUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<InvitedUsersQuery, InvitedUsersQueryVariables>(InvitedUsersDocument, options);
      }
export function useInvitedUsersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<InvitedUsersQuery, InvitedUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<InvitedUsersQuery, InvitedUsersQueryVariables>(InvitedUsersDocument, options);
        }
export type InvitedUsersQueryHookResult = ReturnType<typeof useInvitedUsersQuery>;
export type InvitedUsersLazyQueryHookResult = ReturnType<typeof useInvitedUsersLazyQuery>;
export type InvitedUsersQueryResult = ApolloReactCommon.QueryResult<InvitedUsersQuery, InvitedUsersQueryVariables>;
export const InviteCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useInviteCandidatesQuery__
 *
 * To run a query within a React component, call `useInviteCandidatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useInviteCandidatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInviteCandidatesQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useInviteCandidatesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<InviteCandidatesQuery, InviteCandidatesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<InviteCandidatesQuery, InviteCandidatesQueryVariables>(InviteCandidatesDocument, options);
      }
export function useInviteCandidatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<InviteCandidatesQuery, InviteCandidatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<InviteCandidatesQuery, InviteCandidatesQueryVariables>(InviteCandidatesDocument, options);
        }
export type InviteCandidatesQueryHookResult = ReturnType<typeof useInviteCandidatesQuery>;
export type InviteCandidatesLazyQueryHookResult = ReturnType<typeof useInviteCandidatesLazyQuery>;
export type InviteCandidatesQueryResult = ApolloReactCommon.QueryResult<InviteCandidatesQuery, InviteCandidatesQueryVariables>;
export const InviteSpeakersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteSpeakers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteSpeakers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useInviteSpeakersMutation__
 *
 * To run a mutation, you first call `useInviteSpeakersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInviteSpeakersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [inviteSpeakersMutation, { data, loading, error }] = useInviteSpeakersMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useInviteSpeakersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<InviteSpeakersMutation, InviteSpeakersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<InviteSpeakersMutation, InviteSpeakersMutationVariables>(InviteSpeakersDocument, options);
      }
export type InviteSpeakersMutationHookResult = ReturnType<typeof useInviteSpeakersMutation>;
export type InviteSpeakersMutationResult = ApolloReactCommon.MutationResult<InviteSpeakersMutation>;
export const DeleteMultipleInvitedUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMultipleInvitedUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleInvitedUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteMultipleInvitedUserMutation__
 *
 * To run a mutation, you first call `useDeleteMultipleInvitedUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMultipleInvitedUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMultipleInvitedUserMutation, { data, loading, error }] = useDeleteMultipleInvitedUserMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteMultipleInvitedUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteMultipleInvitedUserMutation, DeleteMultipleInvitedUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteMultipleInvitedUserMutation, DeleteMultipleInvitedUserMutationVariables>(DeleteMultipleInvitedUserDocument, options);
      }
export type DeleteMultipleInvitedUserMutationHookResult = ReturnType<typeof useDeleteMultipleInvitedUserMutation>;
export type DeleteMultipleInvitedUserMutationResult = ApolloReactCommon.MutationResult<DeleteMultipleInvitedUserMutation>;
export const DeleteMultipleSpeakerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMultipleSpeaker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleSpeaker"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteMultipleSpeakerMutation__
 *
 * To run a mutation, you first call `useDeleteMultipleSpeakerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMultipleSpeakerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMultipleSpeakerMutation, { data, loading, error }] = useDeleteMultipleSpeakerMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteMultipleSpeakerMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteMultipleSpeakerMutation, DeleteMultipleSpeakerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteMultipleSpeakerMutation, DeleteMultipleSpeakerMutationVariables>(DeleteMultipleSpeakerDocument, options);
      }
export type DeleteMultipleSpeakerMutationHookResult = ReturnType<typeof useDeleteMultipleSpeakerMutation>;
export type DeleteMultipleSpeakerMutationResult = ApolloReactCommon.MutationResult<DeleteMultipleSpeakerMutation>;
export const SponsorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sponsors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorsFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_en"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_kr"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"bizNumber"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useSponsorsQuery__
 *
 * To run a query within a React component, call `useSponsorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSponsorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSponsorsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useSponsorsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SponsorsQuery, SponsorsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SponsorsQuery, SponsorsQueryVariables>(SponsorsDocument, options);
      }
export function useSponsorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SponsorsQuery, SponsorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SponsorsQuery, SponsorsQueryVariables>(SponsorsDocument, options);
        }
export type SponsorsQueryHookResult = ReturnType<typeof useSponsorsQuery>;
export type SponsorsLazyQueryHookResult = ReturnType<typeof useSponsorsLazyQuery>;
export type SponsorsQueryResult = ApolloReactCommon.QueryResult<SponsorsQuery, SponsorsQueryVariables>;
export const SponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorRow"}},{"kind":"Field","name":{"kind":"Name","value":"homepage_en"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"partnership"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"taxBill"}},{"kind":"Field","name":{"kind":"Name","value":"taxBillSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"taxBillEmail"}},{"kind":"Field","name":{"kind":"Name","value":"manager_memo"}},{"kind":"Field","name":{"kind":"Name","value":"businessRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_paper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorFile"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_en"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_kr"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"bizNumber"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;

/**
 * __useSponsorQuery__
 *
 * To run a query within a React component, call `useSponsorQuery` and pass it any options that fit your needs.
 * When your component renders, `useSponsorQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSponsorQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSponsorQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SponsorQuery, SponsorQueryVariables> & ({ variables: SponsorQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SponsorQuery, SponsorQueryVariables>(SponsorDocument, options);
      }
export function useSponsorLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SponsorQuery, SponsorQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SponsorQuery, SponsorQueryVariables>(SponsorDocument, options);
        }
export type SponsorQueryHookResult = ReturnType<typeof useSponsorQuery>;
export type SponsorLazyQueryHookResult = ReturnType<typeof useSponsorLazyQuery>;
export type SponsorQueryResult = ApolloReactCommon.QueryResult<SponsorQuery, SponsorQueryVariables>;
export const UpdateSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SponsorUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SponsorRow"}},{"kind":"Field","name":{"kind":"Name","value":"manager_memo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_en"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_kr"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"bizNumber"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateSponsorMutation__
 *
 * To run a mutation, you first call `useUpdateSponsorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSponsorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSponsorMutation, { data, loading, error }] = useUpdateSponsorMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateSponsorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSponsorMutation, UpdateSponsorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSponsorMutation, UpdateSponsorMutationVariables>(UpdateSponsorDocument, options);
      }
export type UpdateSponsorMutationHookResult = ReturnType<typeof useUpdateSponsorMutation>;
export type UpdateSponsorMutationResult = ApolloReactCommon.MutationResult<UpdateSponsorMutation>;
export const DeleteMultipleSponsorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMultipleSponsor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMultipleSponsor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteMultipleSponsorMutation__
 *
 * To run a mutation, you first call `useDeleteMultipleSponsorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMultipleSponsorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMultipleSponsorMutation, { data, loading, error }] = useDeleteMultipleSponsorMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteMultipleSponsorMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteMultipleSponsorMutation, DeleteMultipleSponsorMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteMultipleSponsorMutation, DeleteMultipleSponsorMutationVariables>(DeleteMultipleSponsorDocument, options);
      }
export type DeleteMultipleSponsorMutationHookResult = ReturnType<typeof useDeleteMultipleSponsorMutation>;
export type DeleteMultipleSponsorMutationResult = ApolloReactCommon.MutationResult<DeleteMultipleSponsorMutation>;
export const EventStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatisticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidCount"}},{"kind":"Field","name":{"kind":"Name","value":"registrationsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationsByTrack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationsByTier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationsByCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationsByAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cashCode"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"partialCount"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstractCount"}},{"kind":"Field","name":{"kind":"Name","value":"abstractsByTopic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstractsByPreference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstractsByCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstractsByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"signUpsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorCount"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorsByGrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorsByPaymentStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEventStatisticsQuery__
 *
 * To run a query within a React component, call `useEventStatisticsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEventStatisticsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEventStatisticsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useEventStatisticsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EventStatisticsQuery, EventStatisticsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EventStatisticsQuery, EventStatisticsQueryVariables>(EventStatisticsDocument, options);
      }
export function useEventStatisticsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EventStatisticsQuery, EventStatisticsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EventStatisticsQuery, EventStatisticsQueryVariables>(EventStatisticsDocument, options);
        }
export type EventStatisticsQueryHookResult = ReturnType<typeof useEventStatisticsQuery>;
export type EventStatisticsLazyQueryHookResult = ReturnType<typeof useEventStatisticsLazyQuery>;
export type EventStatisticsQueryResult = ApolloReactCommon.QueryResult<EventStatisticsQuery, EventStatisticsQueryVariables>;
export const VisaLettersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaLetters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLettersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterPassport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterPassport"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVisaLettersQuery__
 *
 * To run a query within a React component, call `useVisaLettersQuery` and pass it any options that fit your needs.
 * When your component renders, `useVisaLettersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVisaLettersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort_conditions: // value for 'sort_conditions'
 *      start: // value for 'start'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useVisaLettersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VisaLettersQuery, VisaLettersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VisaLettersQuery, VisaLettersQueryVariables>(VisaLettersDocument, options);
      }
export function useVisaLettersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VisaLettersQuery, VisaLettersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VisaLettersQuery, VisaLettersQueryVariables>(VisaLettersDocument, options);
        }
export type VisaLettersQueryHookResult = ReturnType<typeof useVisaLettersQuery>;
export type VisaLettersLazyQueryHookResult = ReturnType<typeof useVisaLettersLazyQuery>;
export type VisaLettersQueryResult = ApolloReactCommon.QueryResult<VisaLettersQuery, VisaLettersQueryVariables>;
export const DecideVisaLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideVisaLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideVisaLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterPassport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterPassport"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDecideVisaLetterMutation__
 *
 * To run a mutation, you first call `useDecideVisaLetterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDecideVisaLetterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [decideVisaLetterMutation, { data, loading, error }] = useDecideVisaLetterMutation({
 *   variables: {
 *      id: // value for 'id'
 *      decision: // value for 'decision'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useDecideVisaLetterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DecideVisaLetterMutation, DecideVisaLetterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DecideVisaLetterMutation, DecideVisaLetterMutationVariables>(DecideVisaLetterDocument, options);
      }
export type DecideVisaLetterMutationHookResult = ReturnType<typeof useDecideVisaLetterMutation>;
export type DecideVisaLetterMutationResult = ApolloReactCommon.MutationResult<DecideVisaLetterMutation>;
export const RevokeVisaLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeVisaLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeVisaLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterPassport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterPassport"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRevokeVisaLetterMutation__
 *
 * To run a mutation, you first call `useRevokeVisaLetterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeVisaLetterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeVisaLetterMutation, { data, loading, error }] = useRevokeVisaLetterMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRevokeVisaLetterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeVisaLetterMutation, RevokeVisaLetterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeVisaLetterMutation, RevokeVisaLetterMutationVariables>(RevokeVisaLetterDocument, options);
      }
export type RevokeVisaLetterMutationHookResult = ReturnType<typeof useRevokeVisaLetterMutation>;
export type RevokeVisaLetterMutationResult = ApolloReactCommon.MutationResult<RevokeVisaLetterMutation>;
export const VisaLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterPassport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterPassport"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}}]}}]} as unknown as DocumentNode;

/**
 * __useVisaLetterQuery__
 *
 * To run a query within a React component, call `useVisaLetterQuery` and pass it any options that fit your needs.
 * When your component renders, `useVisaLetterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVisaLetterQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useVisaLetterQuery(baseOptions: ApolloReactHooks.QueryHookOptions<VisaLetterQuery, VisaLetterQueryVariables> & ({ variables: VisaLetterQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VisaLetterQuery, VisaLetterQueryVariables>(VisaLetterDocument, options);
      }
export function useVisaLetterLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VisaLetterQuery, VisaLetterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VisaLetterQuery, VisaLetterQueryVariables>(VisaLetterDocument, options);
        }
export type VisaLetterQueryHookResult = ReturnType<typeof useVisaLetterQuery>;
export type VisaLetterLazyQueryHookResult = ReturnType<typeof useVisaLetterLazyQuery>;
export type VisaLetterQueryResult = ApolloReactCommon.QueryResult<VisaLetterQuery, VisaLetterQueryVariables>;
export const FrontDeskAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FrontDeskAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frontDeskAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrontDeskAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_active_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useFrontDeskAccountsQuery__
 *
 * To run a query within a React component, call `useFrontDeskAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFrontDeskAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFrontDeskAccountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useFrontDeskAccountsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>(FrontDeskAccountsDocument, options);
      }
export function useFrontDeskAccountsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>(FrontDeskAccountsDocument, options);
        }
export type FrontDeskAccountsQueryHookResult = ReturnType<typeof useFrontDeskAccountsQuery>;
export type FrontDeskAccountsLazyQueryHookResult = ReturnType<typeof useFrontDeskAccountsLazyQuery>;
export type FrontDeskAccountsQueryResult = ApolloReactCommon.QueryResult<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>;
export const CreateFrontDeskAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFrontDeskAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FrontDeskAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFrontDeskAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrontDeskAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_active_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateFrontDeskAccountMutation__
 *
 * To run a mutation, you first call `useCreateFrontDeskAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateFrontDeskAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createFrontDeskAccountMutation, { data, loading, error }] = useCreateFrontDeskAccountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateFrontDeskAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateFrontDeskAccountMutation, CreateFrontDeskAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateFrontDeskAccountMutation, CreateFrontDeskAccountMutationVariables>(CreateFrontDeskAccountDocument, options);
      }
export type CreateFrontDeskAccountMutationHookResult = ReturnType<typeof useCreateFrontDeskAccountMutation>;
export type CreateFrontDeskAccountMutationResult = ApolloReactCommon.MutationResult<CreateFrontDeskAccountMutation>;
export const SetFrontDeskAccountDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFrontDeskAccountDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFrontDeskAccountDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrontDeskAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_active_at"}}]}}]} as unknown as DocumentNode;

/**
 * __useSetFrontDeskAccountDisabledMutation__
 *
 * To run a mutation, you first call `useSetFrontDeskAccountDisabledMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetFrontDeskAccountDisabledMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setFrontDeskAccountDisabledMutation, { data, loading, error }] = useSetFrontDeskAccountDisabledMutation({
 *   variables: {
 *      id: // value for 'id'
 *      disabled: // value for 'disabled'
 *   },
 * });
 */
export function useSetFrontDeskAccountDisabledMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetFrontDeskAccountDisabledMutation, SetFrontDeskAccountDisabledMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetFrontDeskAccountDisabledMutation, SetFrontDeskAccountDisabledMutationVariables>(SetFrontDeskAccountDisabledDocument, options);
      }
export type SetFrontDeskAccountDisabledMutationHookResult = ReturnType<typeof useSetFrontDeskAccountDisabledMutation>;
export type SetFrontDeskAccountDisabledMutationResult = ApolloReactCommon.MutationResult<SetFrontDeskAccountDisabledMutation>;
export const WalkInMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalkInMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walkInMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkInMember"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkInMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"registration_list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWalkInMembersQuery__
 *
 * To run a query within a React component, call `useWalkInMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useWalkInMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWalkInMembersQuery({
 *   variables: {
 *      text: // value for 'text'
 *   },
 * });
 */
export function useWalkInMembersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WalkInMembersQuery, WalkInMembersQueryVariables> & ({ variables: WalkInMembersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WalkInMembersQuery, WalkInMembersQueryVariables>(WalkInMembersDocument, options);
      }
export function useWalkInMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WalkInMembersQuery, WalkInMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WalkInMembersQuery, WalkInMembersQueryVariables>(WalkInMembersDocument, options);
        }
export type WalkInMembersQueryHookResult = ReturnType<typeof useWalkInMembersQuery>;
export type WalkInMembersLazyQueryHookResult = ReturnType<typeof useWalkInMembersLazyQuery>;
export type WalkInMembersQueryResult = ApolloReactCommon.QueryResult<WalkInMembersQuery, WalkInMembersQueryVariables>;
export const RegisterWalkInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterWalkIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WalkInInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerWalkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptReference"}},{"kind":"Field","name":{"kind":"Name","value":"amountKrw"}},{"kind":"Field","name":{"kind":"Name","value":"newAccount"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRegisterWalkInMutation__
 *
 * To run a mutation, you first call `useRegisterWalkInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterWalkInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerWalkInMutation, { data, loading, error }] = useRegisterWalkInMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useRegisterWalkInMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterWalkInMutation, RegisterWalkInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterWalkInMutation, RegisterWalkInMutationVariables>(RegisterWalkInDocument, options);
      }
export type RegisterWalkInMutationHookResult = ReturnType<typeof useRegisterWalkInMutation>;
export type RegisterWalkInMutationResult = ApolloReactCommon.MutationResult<RegisterWalkInMutation>;
export const WalkInRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalkInRate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usdKrwRate"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWalkInRateQuery__
 *
 * To run a query within a React component, call `useWalkInRateQuery` and pass it any options that fit your needs.
 * When your component renders, `useWalkInRateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWalkInRateQuery({
 *   variables: {
 *   },
 * });
 */
export function useWalkInRateQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<WalkInRateQuery, WalkInRateQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WalkInRateQuery, WalkInRateQueryVariables>(WalkInRateDocument, options);
      }
export function useWalkInRateLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WalkInRateQuery, WalkInRateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WalkInRateQuery, WalkInRateQueryVariables>(WalkInRateDocument, options);
        }
export type WalkInRateQueryHookResult = ReturnType<typeof useWalkInRateQuery>;
export type WalkInRateLazyQueryHookResult = ReturnType<typeof useWalkInRateLazyQuery>;
export type WalkInRateQueryResult = ApolloReactCommon.QueryResult<WalkInRateQuery, WalkInRateQueryVariables>;