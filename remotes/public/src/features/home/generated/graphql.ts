// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: unknown; }
  Long: { input: number; output: number; }
};

export type AbstractAuthorInput = {
  /** Numbers (1-based) of the abstract's affiliations (including). */
  affiliations: Array<Scalars['Int']['input']>;
  corresponding: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  familyName: Scalars['String']['input'];
  givenName: Scalars['String']['input'];
  presenting: Scalars['Boolean']['input'];
};

/**
 * An abstract as its author writes it. Limits (docs/decisions.md): title 300 characters, the four
 * sections together 300 words (each at most 3,000 characters), at most 5 keywords (comma-separated,
 * 200 characters), 1–20 authors with exactly one presenting and at least one corresponding, 1–20
 * affiliations of at most 300 characters, at most 5 images uploaded with use abstractImage.
 */
export type AbstractInput = {
  author: Array<AbstractAuthorInput>;
  category: Enum_Abstract_Category;
  conclusions: Scalars['String']['input'];
  /** Ids of images the same member uploaded (POST /upload?use=abstractImage), in order. */
  file_img?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Affiliations, in order: author affiliation numbers refer to them. */
  including: Array<Scalars['String']['input']>;
  keywords: Scalars['String']['input'];
  methods: Scalars['String']['input'];
  objectives: Scalars['String']['input'];
  preference: Enum_Abstract_Preference;
  results: Scalars['String']['input'];
  /** The author agrees to the submission terms. */
  terms: Scalars['Boolean']['input'];
  title: Scalars['String']['input'];
  /** One of the 22 topic codes (@congress/domain ABSTRACT_TOPICS). */
  topic: Scalars['String']['input'];
};

/**
 * Filters of spec §7. id, userId: exact; title, email, krName (Korean name), enName (given or family
 * name): contains; country, topic, preference, status: exact code; delete: deleted ones (default: live);
 * startDate / endDate (or created_at_from / created_at_to): submission day in Asia/Seoul, both included.
 */
export type AbstractsFilter = {
  country?: InputMaybe<Scalars['String']['input']>;
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  enName?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** true: its presenter has uploaded the presentation; false: not yet. */
  has_presentation?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  krName?: InputMaybe<Scalars['String']['input']>;
  preference?: InputMaybe<Scalars['String']['input']>;
  /** The recommendation most of its reviews give (ACCEPT_ORAL, ACCEPT_POSTER, REJECT). */
  recommended?: InputMaybe<Scalars['String']['input']>;
  /** true: the abstract has a review done; false: none yet. */
  reviewed?: InputMaybe<Scalars['Boolean']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  topic?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A scan of the desk's queue. */
export type AttendanceScanInput = {
  /** The browser's id of the scan (a UUID): a scan sent again is recorded once. */
  clientScanId: Scalars['String']['input'];
  /** The badge's QR text (a QR scan), or */
  code?: InputMaybe<Scalars['String']['input']>;
  kind: Enum_Attendancescan_Kind;
  method: Enum_Attendancescan_Method;
  /** the registration number (found by search). */
  registrationId?: InputMaybe<Scalars['ID']['input']>;
  room?: InputMaybe<Scalars['String']['input']>;
  /**
   * When the desk scanned (the browser's clock; offline scans are sent later). Refused, by index
   * (scans.<i>.scannedAt): more than 10 minutes ahead (validation.date); from a front-desk account,
   * older than 24 hours (checkIn.beyondOfflineWindow); older than 24 hours and not on a congress
   * day, Korea time (checkIn.notCongressDay).
   */
  scannedAt: Scalars['String']['input'];
};

export type CreatePaymentInput = {
  /** CN card (default), VA virtual account, RA account transfer, MC mobile phone; overseas (USD) registrations: CN only. */
  cash_code?: InputMaybe<Enum_Pay_Cash_Code>;
  registrationId: Scalars['ID']['input'];
};

export type CreateSendEmailInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  /** Organisers: attachments uploaded with POST /upload?use=mailAttachment. */
  files?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Organisers: many recipients at once (instead of usermail); one logged mail each. */
  recipients?: InputMaybe<MailRecipientsInput>;
  /** Organisers: a template rendered for each recipient (instead of title and content). */
  templateId?: InputMaybe<Scalars['ID']['input']>;
  /** Organisers' hand-written mails only. */
  title?: InputMaybe<Scalars['String']['input']>;
  type: Enum_Sendemail_Type;
  /** The one address (find password; an organiser's mail to one address). Organisers may give recipients instead. */
  usermail?: InputMaybe<Scalars['String']['input']>;
};

export type CreditBandInput = {
  moreThanMinutes: Scalars['Int']['input'];
  points: Scalars['Int']['input'];
  upToMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type CreditDayPointsInput = {
  day: Scalars['String']['input'];
  points: Scalars['Int']['input'];
};

/** Validated by @congress/domain creditSchemeSchema (the code is made by the server, never shown). */
export type CreditSchemeInput = {
  bands: Array<CreditBandInput>;
  boundByLectureWindow: Scalars['Boolean']['input'];
  congressMax?: InputMaybe<Scalars['Int']['input']>;
  dailyMax?: InputMaybe<Scalars['Int']['input']>;
  dayPoints: Array<CreditDayPointsInput>;
  eligibility: Enum_Creditscheme_Eligibility;
  kind: Enum_Creditscheme_Kind;
  minimumMinutes?: InputMaybe<Scalars['Int']['input']>;
  name_en: Scalars['String']['input'];
  name_ko: Scalars['String']['input'];
  pointsPerHour?: InputMaybe<Scalars['Int']['input']>;
  reportsToKma: Scalars['Boolean']['input'];
};

/** Filters of the dormant-account list (shared/domain DORMANT_LIST). */
export type DormantUsersFilter = {
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  email_contains?: InputMaybe<Scalars['String']['input']>;
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

export type Enum_Pay_Country =
  | 'KOREA'
  | 'OVERSEAS';

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
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** A new front-desk account (check-in only): login e-mail, the desk's name, the first password. */
export type FrontDeskAccountInput = {
  email: Scalars['String']['input'];
  /** Any script, at most 100 characters. */
  name: Scalars['String']['input'];
  /** The first password (the sign-up rule), handed over in person. */
  password: Scalars['String']['input'];
};

export type GroupInput = {
  free: Scalars['Boolean']['input'];
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type GroupsFilter = {
  free?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** Filters of the invited-speaker list (shared/domain INVITED_SPEAKERS_LIST). */
export type InvitedUsersFilter = {
  email_contains?: InputMaybe<Scalars['String']['input']>;
  familyName?: InputMaybe<Scalars['String']['input']>;
  /** true: the speaker has uploaded a presentation; false: not yet. */
  has_presentation?: InputMaybe<Scalars['Boolean']['input']>;
  name_kr_contains?: InputMaybe<Scalars['String']['input']>;
};

export type MailAutoSettingInput = {
  enabled: Scalars['Boolean']['input'];
  template_en_id?: InputMaybe<Scalars['ID']['input']>;
  template_ko_id?: InputMaybe<Scalars['ID']['input']>;
  type: Enum_Sendemail_Type;
};

/** Delivery state of a logged mail: SENT once delivered, FAILED while the last attempt failed (retries follow), QUEUED before. */
export type MailDeliveryState =
  | 'FAILED'
  | 'QUEUED'
  | 'SENT';

/** Who an organiser's mail goes to (exactly one of them). */
export type MailRecipientsInput = {
  /** Every live, unblocked member of a group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Every member with a live registration not yet paid. */
  unpaid?: InputMaybe<Scalars['Boolean']['input']>;
  /** Chosen members. */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MailTemplateInput = {
  /** Body (HTML, sanitised by the server with an allowlist; placeholders allowed). */
  contents: Scalars['String']['input'];
  /** en or ko. */
  locale: Scalars['String']['input'];
  /** Subject (plain text, placeholders allowed). */
  title: Scalars['String']['input'];
  type: Enum_Sendemail_Type;
};

export type MailTemplatesFilter = {
  /** en or ko. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Contains, case-insensitive. */
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Enum_Sendemail_Type>;
};

/** An organiser's note on a registration, payment, member, sponsor or abstract. */
export type MemoInput = {
  /** 1 to 2,000 characters. */
  contents: Scalars['String']['input'];
  relationId: Scalars['ID']['input'];
  type: Enum_Memo_Type;
};

export type NewsAndNoticeInput = {
  /** Uploaded files (use bbsAttachment). */
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** HTML; sanitised on the server (allowlist), no script survives. */
  content: Scalars['String']['input'];
  /** Shown as the author; default: the organiser's name. */
  created_name?: InputMaybe<Scalars['String']['input']>;
  /** Uploaded file (use galleryMain); required for a GALLERY post. */
  gallery_main?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
  type: Enum_Newsandnotice_Type;
};

/**
 * Partial update. An input of viewCount alone is a view, from anyone (no token needed): the post's
 * view count goes up by exactly one, whatever number was sent (the value is not trusted). Any other
 * change is the organisers', who may also set viewCount together with another field.
 */
export type NewsAndNoticeUpdateInput = {
  attachments?: InputMaybe<Array<Scalars['ID']['input']>>;
  content?: InputMaybe<Scalars['String']['input']>;
  created_name?: InputMaybe<Scalars['String']['input']>;
  gallery_main?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Enum_Newsandnotice_Type>;
  viewCount?: InputMaybe<Scalars['Int']['input']>;
};

export type NewsAndNoticesFilter = {
  /** Author name contains (any case). */
  created_name?: InputMaybe<Scalars['String']['input']>;
  /** Title contains (any case). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Any of these types (one value is a list of one). */
  type?: InputMaybe<Array<Enum_Newsandnotice_Type>>;
  /** None of these types. */
  type_ne?: InputMaybe<Array<Enum_Newsandnotice_Type>>;
};

export type PayCancellationsFilter = {
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  succeeded?: InputMaybe<Scalars['Boolean']['input']>;
  tid?: InputMaybe<Scalars['String']['input']>;
  /** Contains, case-insensitive. */
  user_email?: InputMaybe<Scalars['String']['input']>;
};

/** Filters of regist/payLog (spec §7 `pays`; shared/domain PAY_LOG_LIST). */
export type PaysFilter = {
  cash_code?: InputMaybe<Scalars['String']['input']>;
  /** Asia/Seoul days (YYYY-MM-DD), both included. */
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  /** Fee tier code. */
  grade?: InputMaybe<Scalars['String']['input']>;
  pay_status?: InputMaybe<Scalars['String']['input']>;
  /** Contains, case-insensitive. */
  product_name?: InputMaybe<Scalars['String']['input']>;
  /** The paid registration's delete flag. */
  registration_list_delete?: InputMaybe<Scalars['Boolean']['input']>;
  /** Contains, case-insensitive. */
  user_email?: InputMaybe<Scalars['String']['input']>;
  /** Contains, case-insensitive. */
  user_name?: InputMaybe<Scalars['String']['input']>;
};

export type PopupInput = {
  /** HTML; sanitised on the server (allowlist), no script survives. */
  content: Scalars['String']['input'];
  /** 3000-12-31T23:59:59+09:00 for no end date; never before start. */
  end: Scalars['DateTime']['input'];
  location: Enum_Popup_Location;
  size_height: Scalars['Int']['input'];
  /** CSS pixels, 200 to 1200. */
  size_width: Scalars['Int']['input'];
  /** Korea time is how the back office shows it; stored as an instant. */
  start: Scalars['DateTime']['input'];
  title: Scalars['String']['input'];
  use: Scalars['Boolean']['input'];
};

export type PopupsFilter = {
  /**
   * Only the popups showing now (use is true and now is within start and end). Visitors and members
   * always get only these; organisers get every live popup unless they ask for active ones.
   */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Title contains (any case). Organisers only; ignored for everyone else. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** In use. Organisers only; ignored for everyone else. */
  use?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PosterBoardInput = {
  board: Scalars['Int']['input'];
  talk_id: Scalars['ID']['input'];
};

export type ProgrammeDayInput = {
  date: Scalars['String']['input'];
  label_en?: InputMaybe<Scalars['String']['input']>;
  label_ko?: InputMaybe<Scalars['String']['input']>;
};

export type ProgrammeItemType =
  | 'SESSION'
  | 'TALK';

export type ProgrammeRoomInput = {
  name_en: Scalars['String']['input'];
  name_ko: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  poster_area?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProgrammeSessionInput = {
  chair_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  day_id: Scalars['ID']['input'];
  end: Scalars['String']['input'];
  kind: ProgrammeSessionKind;
  room_id: Scalars['ID']['input'];
  start: Scalars['String']['input'];
  title_en: Scalars['String']['input'];
  title_ko: Scalars['String']['input'];
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
  day_id: Scalars['ID']['input'];
  end: Scalars['String']['input'];
  room_id: Scalars['ID']['input'];
  start: Scalars['String']['input'];
};

export type ProgrammeTalkInput = {
  abstract_id?: InputMaybe<Scalars['ID']['input']>;
  board?: InputMaybe<Scalars['Int']['input']>;
  minutes: Scalars['Int']['input'];
  speaker_id?: InputMaybe<Scalars['ID']['input']>;
  title_en?: InputMaybe<Scalars['String']['input']>;
  title_ko?: InputMaybe<Scalars['String']['input']>;
};

export type RefundAccountInput = {
  account_name: Scalars['String']['input'];
  /** 10 to 20 digits; dashes allowed. */
  account_no: Scalars['String']['input'];
  /** KFTC bank code (shared/domain BANK_CODES). */
  bank_code: Scalars['String']['input'];
};

export type RegisterInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  affiliation: Scalars['String']['input'];
  affiliation_kr?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['String']['input'];
  degree: Scalars['String']['input'];
  department: Scalars['String']['input'];
  /** The country dial code of the mobile phone ("+33"); required overseas, +82 in Korean mode. */
  dialCode?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  familyName: Scalars['String']['input'];
  fax?: InputMaybe<Scalars['String']['input']>;
  givenName: Scalars['String']['input'];
  howFind?: InputMaybe<Scalars['String']['input']>;
  medi_license?: InputMaybe<Scalars['String']['input']>;
  mobilePhone: Scalars['String']['input'];
  name_kr?: InputMaybe<Scalars['String']['input']>;
  occupation?: InputMaybe<Scalars['String']['input']>;
  occupationOther?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  receiveInfo?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
  /** The login id: the e-mail address. */
  username: Scalars['String']['input'];
  viaEmail?: InputMaybe<Scalars['Boolean']['input']>;
  visa?: InputMaybe<Scalars['Boolean']['input']>;
  visaBirth?: InputMaybe<Scalars['String']['input']>;
  visaCountry?: InputMaybe<Scalars['String']['input']>;
  visaExpire?: InputMaybe<Scalars['String']['input']>;
  visaFamilyName?: InputMaybe<Scalars['String']['input']>;
  visaGivenName?: InputMaybe<Scalars['String']['input']>;
  visaIssue?: InputMaybe<Scalars['String']['input']>;
  visaPassportNumber?: InputMaybe<Scalars['String']['input']>;
};

export type RegistrationFailuresFilter = {
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  tid?: InputMaybe<Scalars['String']['input']>;
  /** Contains, case-insensitive. */
  user_email?: InputMaybe<Scalars['String']['input']>;
};

/** The registration form (create and edit); the price is computed by the server. */
export type RegistrationListInput = {
  accompanyingPerson: Scalars['Int']['input'];
  alergy?: InputMaybe<Scalars['String']['input']>;
  attend: Enum_Registrationlist_Attend;
  badgeFamilyName: Scalars['String']['input'];
  badgeGivenName: Scalars['String']['input'];
  category: Scalars['String']['input'];
  dietaryNeeds?: InputMaybe<Scalars['String']['input']>;
  dinnerAttendance?: InputMaybe<Scalars['Boolean']['input']>;
  occupation: Scalars['String']['input'];
  vegetarian?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Filters of regist/committeUserData (shared/domain REGISTRATIONS_LIST). */
export type RegistrationListsFilter = {
  attend?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  email_contains?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  pay_null?: InputMaybe<Scalars['Boolean']['input']>;
  pay_tid?: InputMaybe<Scalars['String']['input']>;
  price_status?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<Scalars['ID']['input']>;
};

export type RequestRefundInput = {
  /** Required when the registration was paid by virtual account (it cannot go back to a card). */
  refund_account?: InputMaybe<RefundAccountInput>;
  registrationId: Scalars['ID']['input'];
};

export type ReviewCriterionInput = {
  key: Scalars['String']['input'];
  label_en: Scalars['String']['input'];
  label_ko: Scalars['String']['input'];
  weight: Scalars['Float']['input'];
};

/** A draft: any criteria scored so far, the recommendation optional. */
export type ReviewDraftInput = {
  commentToAuthors?: InputMaybe<Scalars['String']['input']>;
  confidentialComment?: InputMaybe<Scalars['String']['input']>;
  recommendation?: InputMaybe<Enum_Review_Recommendation>;
  scores: Array<ReviewScoreInput>;
};

export type ReviewInput = {
  commentToAuthors?: InputMaybe<Scalars['String']['input']>;
  confidentialComment?: InputMaybe<Scalars['String']['input']>;
  recommendation: Enum_Review_Recommendation;
  scores: Array<ReviewScoreInput>;
};

export type ReviewScoreInput = {
  key: Scalars['String']['input'];
  score: Scalars['Int']['input'];
};

/** Dates as Korea-time wall clocks (2024-01-15T09:00), empty for none. */
export type ReviewSettingsInput = {
  biddingEnd: Scalars['String']['input'];
  biddingStart: Scalars['String']['input'];
  blind: Scalars['Boolean']['input'];
  criteria: Array<ReviewCriterionInput>;
  perAbstract: Scalars['Int']['input'];
  reviewEnd: Scalars['String']['input'];
  reviewStart: Scalars['String']['input'];
};

export type SendEmailsFilter = {
  /** Contains, case-insensitive. */
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Enum_Sendemail_Type>;
  /** Contains, case-insensitive. */
  usermail?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Dates as Korea-time (Asia/Seoul) wall clock, YYYY-MM-DDTHH:mm (seconds optional). Each end after
 * its start; the optional ones empty or null for none.
 */
export type SiteSettingsInput = {
  abstractSubmissionEnd?: InputMaybe<Scalars['String']['input']>;
  abstractSubmissionStart: Scalars['String']['input'];
  presentationUploadDeadline?: InputMaybe<Scalars['String']['input']>;
  registrationClosesAt: Scalars['String']['input'];
  registrationOpensAt: Scalars['String']['input'];
  speakerUploadDeadline?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 20,000. */
  usdKrwRate: Scalars['Int']['input'];
};

export type SortCondition = {
  direction?: InputMaybe<SortDirection>;
  field: Scalars['String']['input'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** File ids uploaded with the matching use (speakerCv, speakerPhoto, speakerLecture, presentation); null removes a file. */
export type SpeakerInput = {
  file_cv?: InputMaybe<Scalars['ID']['input']>;
  file_lecture?: InputMaybe<Scalars['ID']['input']>;
  file_photo?: InputMaybe<Scalars['ID']['input']>;
  file_presentation?: InputMaybe<Scalars['ID']['input']>;
};

/** A document uploaded through POST /upload/free: its id and the claim secret that upload returned. */
export type SponsorFileClaim = {
  claim: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

/** The sponsorship application (/sponsorships/sponsorForm). The price is the server's, from the grade. */
export type SponsorInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  bizNumber?: InputMaybe<Scalars['String']['input']>;
  businessRegistration?: InputMaybe<SponsorFileClaim>;
  companyName_en: Scalars['String']['input'];
  companyName_kr?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  grade: Enum_Sponsor_Grade;
  homepage_en?: InputMaybe<Scalars['String']['input']>;
  managerName: Scalars['String']['input'];
  mobilePhone: Scalars['String']['input'];
  partnership?: InputMaybe<Scalars['String']['input']>;
  /** LUMP_SUM, TWO_INSTALMENTS or AFTER_CONGRESS. */
  paymentSchedule: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The applicant agrees that the secretariat keeps the manager's contact details. */
  privacyConsent: Scalars['Boolean']['input'];
  sponsor_paper?: InputMaybe<SponsorFileClaim>;
  taxBill?: InputMaybe<Scalars['Boolean']['input']>;
  taxBillEmail?: InputMaybe<Scalars['String']['input']>;
  /** ON_APPLICATION, ON_PAYMENT or MONTH_END (required with taxBill). */
  taxBillSchedule?: InputMaybe<Scalars['String']['input']>;
};

/** Organisers' edit of an application (files stay as uploaded; the price follows the grade). */
export type SponsorUpdateInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  bizNumber?: InputMaybe<Scalars['String']['input']>;
  companyName_en: Scalars['String']['input'];
  companyName_kr?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  grade: Enum_Sponsor_Grade;
  homepage_en?: InputMaybe<Scalars['String']['input']>;
  managerName: Scalars['String']['input'];
  manager_memo?: InputMaybe<Scalars['String']['input']>;
  mobilePhone: Scalars['String']['input'];
  partnership?: InputMaybe<Scalars['String']['input']>;
  paymentSchedule: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Amount received so far (KRW; the largest package with VAT fits an Int). */
  sponsor_pay: Scalars['Int']['input'];
  /** APPLIED, CONFIRMED, PARTIALLY_PAID, PAID or CANCELLED. */
  sponsor_pay_status: Scalars['String']['input'];
  taxBill?: InputMaybe<Scalars['Boolean']['input']>;
  taxBillEmail?: InputMaybe<Scalars['String']['input']>;
  taxBillSchedule?: InputMaybe<Scalars['String']['input']>;
};

/** Filters of sponsor/sponsorData (shared/domain SPONSORS_LIST). */
export type SponsorsFilter = {
  company_contains?: InputMaybe<Scalars['String']['input']>;
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  email_contains?: InputMaybe<Scalars['String']['input']>;
  grade?: InputMaybe<Scalars['String']['input']>;
  sponsor_pay_status?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  affiliation?: InputMaybe<Scalars['String']['input']>;
  affiliation_kr?: InputMaybe<Scalars['String']['input']>;
  /** Organisers only. */
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  degree?: InputMaybe<Scalars['String']['input']>;
  /** Organisers only (soft delete and restore). */
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  dialCode?: InputMaybe<Scalars['String']['input']>;
  /** Cannot change after sign-up; sending another value is refused. */
  email?: InputMaybe<Scalars['String']['input']>;
  familyName?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  givenName?: InputMaybe<Scalars['String']['input']>;
  howFind?: InputMaybe<Scalars['String']['input']>;
  /** Organisers only. */
  invited?: InputMaybe<Scalars['Boolean']['input']>;
  medi_license?: InputMaybe<Scalars['String']['input']>;
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  name_kr?: InputMaybe<Scalars['String']['input']>;
  occupation?: InputMaybe<Scalars['String']['input']>;
  occupationOther?: InputMaybe<Scalars['String']['input']>;
  /** New password; a member must also give currentPassword. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  receiveInfo?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  viaEmail?: InputMaybe<Scalars['Boolean']['input']>;
  visa?: InputMaybe<Scalars['Boolean']['input']>;
  visaBirth?: InputMaybe<Scalars['String']['input']>;
  visaCountry?: InputMaybe<Scalars['String']['input']>;
  visaExpire?: InputMaybe<Scalars['String']['input']>;
  visaFamilyName?: InputMaybe<Scalars['String']['input']>;
  visaGivenName?: InputMaybe<Scalars['String']['input']>;
  visaIssue?: InputMaybe<Scalars['String']['input']>;
  visaPassportNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UsersFilter = {
  affiliation?: InputMaybe<Scalars['String']['input']>;
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO two-letter code. */
  country?: InputMaybe<Scalars['String']['input']>;
  delete?: InputMaybe<Scalars['Boolean']['input']>;
  email_contains?: InputMaybe<Scalars['String']['input']>;
  familyName?: InputMaybe<Scalars['String']['input']>;
  givenName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  invited?: InputMaybe<Scalars['Boolean']['input']>;
  name_kr_contains?: InputMaybe<Scalars['String']['input']>;
  /** true: users without a (live) registration; false: with one. */
  registration_list_null?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The passport details of the letter (the names of the User's visa fields). */
export type VisaLetterInput = {
  visaBirth: Scalars['String']['input'];
  visaCountry: Scalars['String']['input'];
  visaExpire: Scalars['String']['input'];
  visaFamilyName: Scalars['String']['input'];
  visaGivenName: Scalars['String']['input'];
  visaIssue: Scalars['String']['input'];
  visaPassportNumber: Scalars['String']['input'];
};

/** Filters of regist/visaLetters (shared/domain VISA_LETTERS_LIST). */
export type VisaLettersFilter = {
  email_contains?: InputMaybe<Scalars['String']['input']>;
  name_contains?: InputMaybe<Scalars['String']['input']>;
  nationality_contains?: InputMaybe<Scalars['String']['input']>;
  requested_at_from?: InputMaybe<Scalars['String']['input']>;
  requested_at_to?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A walk-in at the congress desk (issue 26 §2): an existing member (memberId) or a new account
 * (member), the registration category (fee tier code, chosen by its name), and the payment taken.
 */
export type WalkInInput = {
  accompanyingPerson?: InputMaybe<Scalars['Int']['input']>;
  /** The fee tier's code (the page offers the tiers by name). */
  category: Scalars['String']['input'];
  dinnerAttendance?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The total the page showed, in whole units of the tier's currency: a different server fee is
   * refused (walkIn.feeChanged) and nothing is written.
   */
  fee: Scalars['Int']['input'];
  member?: InputMaybe<WalkInMemberInput>;
  memberId?: InputMaybe<Scalars['ID']['input']>;
  /** Who took the money, the terminal's slip number…; required when there is something to pay. */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** CASH or POS (the desk's card terminal); required when there is something to pay. */
  method?: InputMaybe<Enum_Pay_Cash_Code>;
  /** REGISTRATION_OCCUPATIONS (professor, fellow, … non-member). */
  occupation: Scalars['String']['input'];
};

/** A new member account made at the desk: only what the desk asks, by the sign-up rules. */
export type WalkInMemberInput = {
  affiliation: Scalars['String']['input'];
  /** Required for members from Korea (Hangul), optional otherwise. */
  affiliation_kr?: InputMaybe<Scalars['String']['input']>;
  /** ISO two-letter code. */
  country: Scalars['String']['input'];
  email: Scalars['String']['input'];
  familyName: Scalars['String']['input'];
  givenName: Scalars['String']['input'];
  /** Digits only; optional (CME credits need it). */
  medi_license?: InputMaybe<Scalars['String']['input']>;
  /** Required for members from Korea (Hangul), optional otherwise. */
  name_kr?: InputMaybe<Scalars['String']['input']>;
};

export type Enum_Popup_Location =
  | 'CENTER'
  | 'LEFT'
  | 'RIGHT';

export type HomePopupsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePopupsQuery = { popups: { rows: Array<{ id: string, title: string, content: string, size_width: number, size_height: number, location: Enum_Popup_Location }> } };


export const HomePopupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePopups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"size_width"}},{"kind":"Field","name":{"kind":"Name","value":"size_height"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode;
export type HomePopupsQueryResult = ApolloReactCommon.QueryResult<HomePopupsQuery, HomePopupsQueryVariables>;