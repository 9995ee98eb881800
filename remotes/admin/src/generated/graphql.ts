// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
const defaultOptions = {} as const;
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

export type Abstract = {
  __typename?: 'Abstract';
  /** The presentation an accepted abstract was accepted for (a decision made it). */
  accepted_as: Maybe<Enum_Abstract_Preference>;
  /** Authors, in order (JSON list). */
  author: Scalars['JSON']['output'];
  category: Maybe<Enum_Abstract_Category>;
  conclusions: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  delete: Scalars['Boolean']['output'];
  /** Whether the viewer (its owner) may edit and withdraw it now. */
  editable: Scalars['Boolean']['output'];
  file_img: Array<UploadedFile>;
  /** The presentation its submitter uploaded once it was accepted (upload use abstractPresentation). */
  file_presentation: Maybe<UploadedFile>;
  /** Change history (JSON list). */
  history: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** Affiliations the authors refer to (JSON list). */
  including: Scalars['JSON']['output'];
  keywords: Maybe<Scalars['String']['output']>;
  methods: Maybe<Scalars['String']['output']>;
  objectives: Maybe<Scalars['String']['output']>;
  preference: Maybe<Enum_Abstract_Preference>;
  /** Whether the viewer (its submitter) may upload or replace the presentation now: ACCEPTED and before presentationUploadDeadline. */
  presentationUploadable: Scalars['Boolean']['output'];
  /** When the presentation was last uploaded or replaced. */
  presentation_uploaded_at: Maybe<Scalars['DateTime']['output']>;
  /** Organisers' list: reviews recommending acceptance as oral. */
  recommend_oral: Maybe<Scalars['Int']['output']>;
  /** Organisers' list: reviews recommending acceptance as poster. */
  recommend_poster: Maybe<Scalars['Int']['output']>;
  /** Organisers' list: reviews recommending rejection. */
  recommend_reject: Maybe<Scalars['Int']['output']>;
  results: Maybe<Scalars['String']['output']>;
  /** Once decided (ACCEPTED or REJECTED): the reviewers' comments to the authors, without names. */
  review_comments: Array<Scalars['String']['output']>;
  /** Organisers' list: the mean of the reviews' weighted scores. */
  review_mean: Maybe<Scalars['Float']['output']>;
  /** Organisers' list: max − min of the reviews' weighted scores. */
  review_spread: Maybe<Scalars['Float']['output']>;
  /** Organisers' list: reviews done. */
  reviews_done: Maybe<Scalars['Int']['output']>;
  status: Enum_Abstract_Status;
  /** Accepted terms (JSON). */
  terms: Scalars['JSON']['output'];
  title: Scalars['String']['output'];
  topic: Maybe<Scalars['String']['output']>;
  /** When the content or status last changed. */
  updated_at: Scalars['DateTime']['output'];
  user: User;
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

export type AbstractList = {
  __typename?: 'AbstractList';
  count: Scalars['Int']['output'];
  rows: Array<Abstract>;
};

/** A review as organisers read it: the reviewer's name and the confidential comment too. */
export type AbstractReview = {
  __typename?: 'AbstractReview';
  assignmentId: Scalars['ID']['output'];
  commentToAuthors: Maybe<Scalars['String']['output']>;
  confidentialComment: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  recommendation: Maybe<Enum_Review_Recommendation>;
  reviewerId: Scalars['ID']['output'];
  reviewerName: Scalars['String']['output'];
  scores: Array<ReviewScore>;
  submitted_at: Maybe<Scalars['DateTime']['output']>;
  weightedScore: Maybe<Scalars['Float']['output']>;
};

export type AbstractStatusCount = {
  __typename?: 'AbstractStatusCount';
  count: Scalars['Int']['output'];
  status: Enum_Abstract_Status;
};

/** The submission period (Asia/Seoul; site settings) and whether it is open now. */
export type AbstractSubmissionPeriod = {
  __typename?: 'AbstractSubmissionPeriod';
  end: Maybe<Scalars['DateTime']['output']>;
  open: Scalars['Boolean']['output'];
  start: Maybe<Scalars['DateTime']['output']>;
};

/** A member's abstracts counted: live (not deleted, not withdrawn) in total and per preference; every status. */
export type AbstractTypeCount = {
  __typename?: 'AbstractTypeCount';
  byStatus: Array<AbstractStatusCount>;
  oral: Scalars['Int']['output'];
  poster: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AbstractTypeCountResponse = {
  __typename?: 'AbstractTypeCountResponse';
  response: AbstractTypeCount;
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

/** A starred item of a member's programme; clash: it overlaps another starred item. */
export type AgendaItem = {
  __typename?: 'AgendaItem';
  clash: Scalars['Boolean']['output'];
  end: Scalars['DateTime']['output'];
  session: PublishedSession;
  start: Scalars['DateTime']['output'];
  talk: Maybe<PublishedTalk>;
  type: ProgrammeItemType;
};

/** A scan the desk recorded. */
export type AttendanceScan = {
  __typename?: 'AttendanceScan';
  clientScanId: Scalars['String']['output'];
  /** The congress day, Korea time (YYYY-MM-DD). */
  day: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Enum_Attendancescan_Kind;
  method: Enum_Attendancescan_Method;
  recordedAt: Scalars['DateTime']['output'];
  room: Maybe<Scalars['String']['output']>;
  scannedAt: Scalars['DateTime']['output'];
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
  /** When the desk scanned (the browser's clock; offline scans are sent later). */
  scannedAt: Scalars['String']['input'];
};

export type AttendanceScanResult = {
  __typename?: 'AttendanceScanResult';
  badge: Maybe<Badge>;
  clientScanId: Scalars['String']['output'];
  outcome: Enum_Attendancescan_Outcome;
  /** True when this scan is (now or before) a row of the attendance. */
  recorded: Scalars['Boolean']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  jwt: Scalars['String']['output'];
  user: User;
};

/**
 * A registration's badge (issue 26 §1): the name as printed (the Korean name for members from Korea,
 * otherwise the given name and the family name in capitals), affiliation, category by name, and the
 * QR code's text, a signed id without personal data.
 */
export type Badge = {
  __typename?: 'Badge';
  affiliation: Scalars['String']['output'];
  categoryEn: Scalars['String']['output'];
  categoryKo: Scalars['String']['output'];
  /** The QR code's text (KSP24-<registration>-<signature>). */
  code: Scalars['String']['output'];
  /** True when the registration was deleted. */
  deleted: Scalars['Boolean']['output'];
  /** Inside now: today's (Korea time) last scan is an entry. */
  inside: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price_status: Enum_Registrationlist_Price_Status;
  /** The QR code as an SVG image. */
  qrSvg: Scalars['String']['output'];
  /** The registration number. */
  registrationId: Scalars['ID']['output'];
  /** Today's scans (Korea time), oldest first. */
  todayScans: Array<AttendanceScan>;
  /** Paid or free, not deleted: the badge may be printed and its holder may enter. */
  valid: Scalars['Boolean']['output'];
};

/** An abstract of the reviewer's topics they may bid on or declare a conflict with. */
export type BiddableAbstract = {
  __typename?: 'BiddableAbstract';
  abstract: ReviewAbstract;
  assigned: Scalars['Boolean']['output'];
  bid: Maybe<Enum_Review_Bid>;
  conflict: Scalars['Boolean']['output'];
};

export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code. */
  code: Scalars['String']['output'];
  dialCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CreatePaymentInput = {
  /** CN card (default), VA virtual account, RA account transfer, MC mobile phone; overseas (USD) registrations: CN only. */
  cash_code?: InputMaybe<Enum_Pay_Cash_Code>;
  registrationId: Scalars['ID']['input'];
};

export type CreatePaymentResult = {
  __typename?: 'CreatePaymentResult';
  id: Scalars['ID']['output'];
  pay_url: Scalars['String']['output'];
  tid: Scalars['String']['output'];
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

/** Time more than moreThanMinutes and at most upToMinutes (null: no upper end) earns points. */
export type CreditBand = {
  __typename?: 'CreditBand';
  moreThanMinutes: Scalars['Int']['output'];
  points: Scalars['Int']['output'];
  upToMinutes: Maybe<Scalars['Int']['output']>;
};

export type CreditBandInput = {
  moreThanMinutes: Scalars['Int']['input'];
  points: Scalars['Int']['input'];
  upToMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/** One entry of the credit change log: who did what (scheme edit, phase change, correction, mail). */
export type CreditChange = {
  __typename?: 'CreditChange';
  /** The figure or setting after, in the reader's language; null: none (deleted). */
  after: Maybe<Scalars['String']['output']>;
  /** The figure or setting before, in the reader's language; null: none (created). */
  before: Maybe<Scalars['String']['output']>;
  changedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  memo: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
  /** What changed, by name (scheme, attendee, day), in the reader's language (locale as explanation's). */
  what: Scalars['String']['output'];
};


/** One entry of the credit change log: who did what (scheme edit, phase change, correction, mail). */
export type CreditChangeAfterArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};


/** One entry of the credit change log: who did what (scheme edit, phase change, correction, mail). */
export type CreditChangeBeforeArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};


/** One entry of the credit change log: who did what (scheme edit, phase change, correction, mail). */
export type CreditChangeWhatArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};

export type CreditChangeList = {
  __typename?: 'CreditChangeList';
  count: Scalars['Int']['output'];
  rows: Array<CreditChange>;
};

/** One attendee's day under one scheme. */
export type CreditDay = {
  __typename?: 'CreditDay';
  /** The organiser's correction memo, when corrected. */
  correctionMemo: Maybe<Scalars['String']['output']>;
  /** Minutes between first and last scan, within the lecture window when the scheme says so (or the correction's). */
  countedMinutes: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  /** Points before caps. */
  earnedPoints: Scalars['Int']['output'];
  /**
   * The domain's explanation in the reader's language (CREDIT_MESSAGES): locale en or ko as the page
   * shows (added to the contract: requests carry no language); without it the reader's own (Korean
   * for members from Korea, else English).
   */
  explanation: Scalars['String']['output'];
  /** First scan of the day. */
  first: Scalars['DateTime']['output'];
  flags: Array<Enum_Creditday_Flag>;
  /** Last scan of the day (equal to first when there is one scan). */
  last: Scalars['DateTime']['output'];
  /** Points after caps (or the organiser's correction). */
  points: Scalars['Int']['output'];
  /** Why nothing, or less (a cap); null: none. */
  reason: Maybe<Enum_Creditday_Reason>;
  scanCount: Scalars['Int']['output'];
};


/** One attendee's day under one scheme. */
export type CreditDayExplanationArgs = {
  locale?: InputMaybe<Scalars['String']['input']>;
};

/** The points approved for one congress day (KMA approves each day, e.g. 6, 6, 3). */
export type CreditDayPoints = {
  __typename?: 'CreditDayPoints';
  /** Korea-time day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  points: Scalars['Int']['output'];
};

export type CreditDayPointsInput = {
  day: Scalars['String']['input'];
  points: Scalars['Int']['input'];
};

/** A congress day's lecture window from the published programme (first lecture's start, last one's end). */
export type CreditLectureDay = {
  __typename?: 'CreditLectureDay';
  day: Scalars['String']['output'];
  windowEnd: Maybe<Scalars['DateTime']['output']>;
  windowStart: Maybe<Scalars['DateTime']['output']>;
};

export type CreditObjection = {
  __typename?: 'CreditObjection';
  createdAt: Scalars['DateTime']['output'];
  /** The day's figure now (after any correction). */
  currentMinutes: Scalars['Int']['output'];
  currentPoints: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What the member says (e.g. 'I left at 17:30, the exit desk was closed'). */
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The organiser's answer, shown to the member. */
  resolutionMemo: Maybe<Scalars['String']['output']>;
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
  schemeId: Scalars['ID']['output'];
  schemeName_en: Scalars['String']['output'];
  schemeName_ko: Scalars['String']['output'];
  status: Enum_Creditobjection_Status;
  userId: Scalars['ID']['output'];
};

export type CreditObjectionList = {
  __typename?: 'CreditObjectionList';
  count: Scalars['Int']['output'];
  rows: Array<CreditObjection>;
};

/** One attendee under one scheme: the preview's row and the member's own view. */
export type CreditRecord = {
  __typename?: 'CreditRecord';
  days: Array<CreditDay>;
  /** False: counted for minutes only (e.g. no licence under a LICENCE scheme). */
  eligible: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  /** Union of the days' flags. */
  flags: Array<Enum_Creditday_Flag>;
  /** medi_license; null when none on file. */
  licence: Maybe<Scalars['String']['output']>;
  /** The name as a person reads it (Korean name for Korean members). */
  name: Scalars['String']['output'];
  registrationId: Scalars['ID']['output'];
  schemeId: Scalars['ID']['output'];
  totalMinutes: Scalars['Int']['output'];
  totalPoints: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type CreditRecordList = {
  __typename?: 'CreditRecordList';
  count: Scalars['Int']['output'];
  rows: Array<CreditRecord>;
};

/** A scheme: one row of rules (KMA, a specialist society's per-hour points, an allied profession's). */
export type CreditScheme = {
  __typename?: 'CreditScheme';
  /** BANDS: contiguous, ascending; only the last open-ended. */
  bands: Array<CreditBand>;
  /** Counted time is bounded by the published programme's lecture window of each day. */
  boundByLectureWindow: Scalars['Boolean']['output'];
  /** The most points over the whole congress; null: none. */
  congressMax: Maybe<Scalars['Int']['output']>;
  /** The most points of any one day (KMA: 6); null: none. */
  dailyMax: Maybe<Scalars['Int']['output']>;
  /** Points approved per day; a day not listed earns nothing. */
  dayPoints: Array<CreditDayPoints>;
  eligibility: Enum_Creditscheme_Eligibility;
  id: Scalars['ID']['output'];
  kind: Enum_Creditscheme_Kind;
  /** PER_HOUR: no point below this many counted minutes. */
  minimumMinutes: Maybe<Scalars['Int']['output']>;
  name_en: Scalars['String']['output'];
  name_ko: Scalars['String']['output'];
  /** PER_HOUR: points per full counted hour. */
  pointsPerHour: Maybe<Scalars['Int']['output']>;
  /** Order on the pages. */
  position: Scalars['Int']['output'];
  /** The KMA report lists this scheme's figures. */
  reportsToKma: Scalars['Boolean']['output'];
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

export type CreditSettings = {
  __typename?: 'CreditSettings';
  /** The congress days with a lecture window in the published programme (Korea time). */
  days: Array<CreditLectureDay>;
  /** How many attendees were mailed their expected credits in this OBJECTIONS phase. */
  mailedCount: Scalars['Int']['output'];
  /** Objections close at this instant (set when the phase moves to OBJECTIONS). */
  objectionsCloseAt: Maybe<Scalars['DateTime']['output']>;
  phase: Enum_Credit_Phase;
  /** Raised by each change; setCreditPhase takes the version the organiser saw. */
  version: Scalars['Int']['output'];
};

/** A page of the roster, by registration number. */
export type DeskRoster = {
  __typename?: 'DeskRoster';
  /** Registrations on the whole roster (not deleted), to check the pages read add up. */
  count: Scalars['Int']['output'];
  /** The number to pass as `after` for the next page; null on the last page. */
  next: Maybe<Scalars['ID']['output']>;
  rows: Array<DeskRosterEntry>;
};

/**
 * One registration on the desk's offline roster (issue 36): what the desk needs to find a person
 * without the network, and nothing more (no e-mail, no category, no payment details).
 */
export type DeskRosterEntry = {
  __typename?: 'DeskRosterEntry';
  affiliation: Scalars['String']['output'];
  /** The name as the badge prints it. */
  name: Scalars['String']['output'];
  /** Paid or free and not cancelled: the badge lets its holder in. */
  paid: Scalars['Boolean']['output'];
  /** The registration number. */
  registrationId: Scalars['ID']['output'];
};

/** Filters of the dormant-account list (shared/domain DORMANT_LIST). */
export type DormantUsersFilter = {
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  email_contains?: InputMaybe<Scalars['String']['input']>;
};

/** check: the username is taken; delete: the account holding it was deleted. */
export type DuplicateCheck = {
  __typename?: 'DuplicateCheck';
  check: Scalars['Boolean']['output'];
  delete: Scalars['Boolean']['output'];
};

export type DuplicateRegisterCheck = {
  __typename?: 'DuplicateRegisterCheck';
  /** True when the member already has a live registration. */
  check: Scalars['Boolean']['output'];
  registrationId: Maybe<Scalars['ID']['output']>;
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

/** What a scan did (shared/domain SCAN_OUTCOMES and its labels). */
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

/**
 * Figures of the back office's landing page (committee/eventStatistics). Every figure counts live
 * (not deleted) rows created inside the range; payments by the day they were confirmed, refunds by the
 * day of the cancellation. Computed by the database (GROUP BY), grouped by Asia/Seoul day.
 */
export type EventStatistics = {
  __typename?: 'EventStatistics';
  abstractCount: Scalars['Int']['output'];
  abstractsByCategory: Array<StatisticsCount>;
  abstractsByPreference: Array<StatisticsCount>;
  abstractsByStatus: Array<StatisticsCount>;
  abstractsByTopic: Array<StatisticsCount>;
  endDate: Maybe<Scalars['String']['output']>;
  /** price_status PAID. */
  paidCount: Scalars['Int']['output'];
  refunds: Array<StatisticsRefunds>;
  registrationCount: Scalars['Int']['output'];
  registrationsByAttendance: Array<StatisticsCount>;
  /** By registration category (occupation). */
  registrationsByCategory: Array<StatisticsCount>;
  registrationsByStatus: Array<StatisticsCount>;
  /** By fee tier code (category). */
  registrationsByTier: Array<StatisticsCount>;
  /** By fee table (price_type: KOREA_MEMBER, KOREA_NON_MEMBER, OVERSEAS_NON_MEMBER). */
  registrationsByTrack: Array<StatisticsCount>;
  registrationsPerDay: Array<StatisticsDay>;
  revenue: Array<StatisticsRevenue>;
  /** Accounts created (sign-ups), organisers and deleted accounts left out. */
  signUpCount: Scalars['Int']['output'];
  signUpsPerDay: Array<StatisticsDay>;
  sponsorCount: Scalars['Int']['output'];
  sponsorsByGrade: Array<StatisticsSponsorGrade>;
  sponsorsByPaymentStatus: Array<StatisticsCount>;
  startDate: Maybe<Scalars['String']['output']>;
  /** price_status UNPAID. */
  unpaidCount: Scalars['Int']['output'];
};

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

export type Group = {
  __typename?: 'Group';
  created_at: Scalars['DateTime']['output'];
  delete: Scalars['Boolean']['output'];
  free: Scalars['Boolean']['output'];
  /** Members of the group (Group.group_user_id in the spec). */
  group_user_id: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** How many members the group has (counted by the database; no id list is fetched). */
  memberCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type GroupInput = {
  free: Scalars['Boolean']['input'];
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type GroupList = {
  __typename?: 'GroupList';
  /** Rows matching the filter: exact up to 1,000; above, the database's estimate (see countEstimated). */
  count: Scalars['Int']['output'];
  /** True when more than 1,000 rows match and count is the database's estimate (never below 1,001). */
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<Group>;
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

export type MailAutoSetting = {
  __typename?: 'MailAutoSetting';
  /** Whether the event's mail goes out automatically. */
  enabled: Scalars['Boolean']['output'];
  /** Mails members cannot do without (confirmation link, find-password code): always sent. */
  required: Scalars['Boolean']['output'];
  /** The English and Korean templates sent (null: the newest live one of the type). */
  template_en_id: Maybe<Scalars['ID']['output']>;
  template_ko_id: Maybe<Scalars['ID']['output']>;
  type: Enum_Sendemail_Type;
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

export type MailTemplate = {
  __typename?: 'MailTemplate';
  contents: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  delete: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  locale: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Enum_Sendemail_Type;
  updated_at: Scalars['DateTime']['output'];
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

export type MailTemplateList = {
  __typename?: 'MailTemplateList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<MailTemplate>;
};

export type MailTemplatePreview = {
  __typename?: 'MailTemplatePreview';
  content: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Placeholders of the draft that the type does not offer (the server refuses to save them). */
  unknownPlaceholders: Array<Scalars['String']['output']>;
  /** The member whose rows filled the preview. */
  userEmail: Scalars['String']['output'];
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

export type MemoList = {
  __typename?: 'MemoList';
  contents: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastLog: Maybe<Scalars['String']['output']>;
  relationId: Scalars['ID']['output'];
  type: Enum_Memo_Type;
  updated_at: Scalars['DateTime']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Organisers: assigns by hand (never a conflict: author, same affiliation, declared). */
  addReviewAssignment: ReviewAssignmentRow;
  /** Organisers: makes a member (userId) or an address (email; linked when it signs up) a reviewer. */
  addReviewer: Reviewer;
  /** Organisers: applies the proposal named by hash; refused (CONFLICT) when anything changed since. */
  applyReviewAssignment: MutationResponse;
  /** Organisers: numbered boards of a poster session's posters. */
  assignPosterBoards: Array<ProgrammeTalk>;
  /** Organisers: status of each abstract (transitions: docs/decisions.md); notify mails each presenter. */
  changeAbstractStatus: MutationResponse;
  /**
   * The logged-in member changes their own password (the current one is required, the new one
   * must differ). A password change ends every earlier session, so the answer carries a fresh
   * token: the member stays logged in without sending the password again.
   */
  changePassword: AuthPayload;
  /**
   * Organisers: record the result read in the gateway's own admin for the payment with this tid
   * (KG has no status API): PAID for an open or failed request (the registration becomes paid),
   * ERROR for an open one. Refunds go through POST /cancel, bank transfers through recordBankTransfer.
   */
  changePayStatusAtResult: Pay;
  /** The logged-in member whose address is not confirmed corrects it (it is also the login id); the confirmation mail goes to the new address. Limited like the resend. */
  changeUnconfirmedEmail: MutationResponse;
  /** Moves the users (ids) into the live group(s) of this type, out of any other group. */
  changeUserGroup: MutationResponse;
  /**
   * Sets a new password after GET /checkAuth accepted the mailed code. resetToken: the one-time
   * token GET /checkAuth answered with (valid 15 minutes, once).
   */
  changeUserPasswordInFind: MutationResponse;
  /** Organisers: reconcile the listed registrations with their payments (at most 100). */
  checkupRegistpayment: Array<PaymentCheck>;
  /** Organisers: removes a correction (the computed figure applies again), with a memo; logged. */
  clearCreditCorrection: CreditRecord;
  /** Public: confirms the address with the token of the sign-up mail's link (single use, 48 h). ok is false for an unknown, used or expired token. */
  confirmEmail: MutationResponse;
  /** Organisers: corrects an attendee's day under a scheme (minutes and points) with a memo; logged. */
  correctCredit: CreditRecord;
  /** A logged-in member, while the submission period is open. Status SUBMITTED; mail ABSTRACT_REGISTRATION. */
  createAbstract: Abstract;
  /** Organisers: creates a front-desk account (role FrontDesk: the check-in page and nothing else). */
  createFrontDeskAccount: User;
  createGroup: Group;
  /** Organisers: adds a template (unknown placeholders refused). */
  createMailTemplate: MailTemplate;
  /** Organisers: a note on an existing row; lastLog names the organiser and the time. */
  createMemo: MemoList;
  createNewsAndNotice: NewsAndNotice;
  /**
   * The member asks to pay their unpaid registration: the amount comes from the registration
   * (spec §5's other fields are the server's), the transaction is registered with the gateway.
   */
  createPayment: CreatePaymentResult;
  createPopup: Popup;
  createProgrammeSession: ProgrammeSession;
  createProgrammeTalk: ProgrammeTalk;
  /** The logged-in member registers (one live registration each; inside the window). */
  createRegistrationList: RegistrationList;
  /** FIND_PASSWORD (public): mails a verification code. Other types: organisers only. */
  createSendEmail: MutationResponse;
  /** Invited members (their own, one each) until the deadline, or organisers (userId). */
  createSpeaker: Speaker;
  /** Public, no token (spec §6 free sponsor creation): a company applies; a confirmation mail follows. */
  createSponsor: SponsorApplicationReceipt;
  /**
   * Organisers: decides abstracts (status ACCEPTED with accepted_as, or REJECTED; history). notify
   * (default true): the decision mail to the submitter and every author with an address, each once,
   * in their language, with the reviewers' comments to the authors.
   */
  decideAbstracts: MutationResponse;
  /**
   * Organisers: approve (the letter gets its number) or reject (with a reason) waiting requests; the
   * member is mailed the decision in the language they asked in.
   * decision: APPROVED or REJECTED.
   */
  decideVisaLetter: VisaLetter;
  /** Reviewers: declares (or withdraws) a conflict of interest; an open assignment of it goes. */
  declareReviewConflict: BiddableAbstract;
  /** Organisers: deletes a scheme (refused after PREVIEW); logged. */
  deleteCreditScheme: Scalars['Boolean']['output'];
  /** Organisers: soft delete. */
  deleteMultipleAbstract: MutationResponse;
  /** Organisers: soft-deletes the posts. */
  deleteMultipleBbs: MutationResponse;
  deleteMultipleGroups: MutationResponse;
  /** Organisers: members no longer invited (invited flag cleared). */
  deleteMultipleInvitedUser: MutationResponse;
  /** Organisers: soft-deletes templates; an event's last English template cannot go. */
  deleteMultipleMailTemplates: MutationResponse;
  /** Organisers: soft-deletes the popups. */
  deleteMultiplePopup: MutationResponse;
  /** Organisers: soft-delete registrations (unpaid or refunded only). */
  deleteMultipleRegister: MutationResponse;
  /** Organisers: removes speaker records (their uploaded files stay). */
  deleteMultipleSpeaker: MutationResponse;
  /** Organisers: soft delete. */
  deleteMultipleSponsor: MutationResponse;
  /** Organisers: a day without sessions. */
  deleteProgrammeDay: Scalars['Boolean']['output'];
  /** Organisers: a room without sessions. */
  deleteProgrammeRoom: Scalars['Boolean']['output'];
  /** Organisers: a session and its talks. */
  deleteProgrammeSession: Scalars['Boolean']['output'];
  deleteProgrammeTalk: Scalars['Boolean']['output'];
  /** Members: dismiss a notice about a moved item. */
  dismissProgrammeNotice: Scalars['Boolean']['output'];
  /** Members, while objections are open: disputes a day's figure (one open objection per scheme and day). */
  fileCreditObjection: CreditObjection;
  /**
   * The member (their own e-mail) or an organiser: reconcile the member's registration with its
   * payments, as checkupRegistpayment does.
   */
  forcePaymentCheck: Array<PaymentCheck>;
  /** Organisers: members invited as speakers (invited flag set). */
  inviteSpeakers: MutationResponse;
  login: AuthPayload;
  /** Organisers: another day, room, start or end (drag and drop, keyboard). */
  moveProgrammeSession: ProgrammeSession;
  /** Organisers: the talk to the end of another session. */
  moveProgrammeTalk: ProgrammeTalk;
  /** Organisers: publishes the draft (presenters whose talk moved are mailed). */
  publishProgramme: ProgrammeVersion;
  /**
   * Front desk and organisers: records the desk's scans, each once (by clientScanId), one answer per
   * scan in order. Two entries of one person at once record one.
   */
  recordAttendanceScans: Array<AttendanceScanResult>;
  /**
   * Organisers: the registration was paid by bank transfer (pay_status BANK_TRANSFER, cash code
   * BANK); the memo (who paid, when, reference) is kept on the payment.
   */
  recordBankTransfer: Pay;
  /** Sign-up (public). The mail goes out in the given language (en by default). */
  register: AuthPayload;
  /**
   * Organisers: registers a walk-in at the desk in one transaction: the member's account when new,
   * the registration, the payment (CASH or POS, with the memo) and its receipt. idempotencyKey (a
   * UUID the page makes per walk-in) makes it happen once: a retry or a double click with the same
   * key answers with the first one's result (replayed), the same key with other values is refused.
   */
  registerWalkIn: WalkInResult;
  /** Organisers: removes an assignment whose review is not done. */
  removeReviewAssignment: MutationResponse;
  /** Organisers: removes a reviewer who has no review done (their open assignments go with them). */
  removeReviewer: MutationResponse;
  /** Organisers: the session's talks in this order (every talk once). */
  reorderProgrammeTalks: Array<ProgrammeTalk>;
  /** The member asks for the refund of their paid registration (REFUND_REQUESTED); an organiser refunds. */
  requestRefund: RegistrationList;
  /**
   * The logged-in member with a live registration asks for the letter, or changes the request while
   * it is not approved (a rejected request is asked again). The passport details are also kept on
   * the member's profile (the User's visa fields). locale: the language of the decision mail.
   */
  requestVisaLetter: VisaLetter;
  /** Sends the confirmation mail again (limited per address): the logged-in member's own, or (without a token) the given address; the answer does not tell whether such an account exists. */
  resendConfirmation: MutationResponse;
  /** Organisers: queues a copy of a logged mail to the same address (not for mails holding a code). */
  resendEmail: MutationResponse;
  /**
   * Organisers: answers an objection with a memo the member sees. Accepting with points/minutes
   * corrects the day in the same transaction.
   */
  resolveCreditObjection: CreditObjection;
  /**
   * Organisers: withdraw an issued (approved) letter, with a reason mailed to the member; it becomes
   * REJECTED, its PDF is no longer served, and the member may correct the request and ask again.
   */
  revokeVisaLetter: VisaLetter;
  /** Organisers: creates (id null) or changes a scheme; logged. */
  saveCreditScheme: CreditScheme;
  /** Organisers: a day of the congress (id: change it). */
  saveProgrammeDay: ProgrammeDay;
  /** Organisers: a room (hall, poster area) (id: change it). */
  saveProgrammeRoom: ProgrammeRoom;
  /** Organisers: the review form and periods. */
  saveReviewSettings: ReviewSettings;
  /**
   * Organisers: queues the expected-credits mail (template CREDITS_EXPECTED, the member's language)
   * to every counted attendee of the OBJECTIONS phase; returns how many were queued. Sent once per
   * attendee and phase: a second call queues only those not yet mailed.
   */
  sendExpectedCreditMails: Scalars['Int']['output'];
  /** Organisers: a reminder mail to each reviewer (all when reviewerIds is empty) with open reviews. */
  sendReviewReminders: MutationResponse;
  /**
   * Organisers: moves the phase (CONFLICT when the version changed). OBJECTIONS needs
   * objectionsCloseAt (Korea-time wall clock, YYYY-MM-DDTHH:mm, in the future); logged.
   */
  setCreditPhase: CreditSettings;
  /**
   * Organisers: disables (true: the login and its sessions stop at once) or enables (false) a
   * front-desk account; any other account is NOT_FOUND.
   */
  setFrontDeskAccountDisabled: User;
  /** Reviewers, during the bidding period: a bid on an abstract of their topics (null: none). */
  setReviewBid: BiddableAbstract;
  /** Organisers: an invited speaker's photo and CV on the public pages, from the next publication. */
  setSpeakerPublication: SpeakerPublication;
  /** Members: star a published session or talk. */
  starProgrammeItem: Array<AgendaItem>;
  /** Reviewers, during the review period: writes or changes the review of an assignment. */
  submitReview: MyReviewAssignment;
  /** Organisers: takes back the last change of the draft; returns its action. */
  undoProgrammeChange: Scalars['String']['output'];
  /** Members: remove a star. */
  unstarProgrammeItem: Array<AgendaItem>;
  /** The owner while permitted (see permittedAbstract; mail ABSTRACT_EDIT), or an organiser at any time. */
  updateAbstract: Abstract;
  /**
   * The presentation of an abstract: its submitter while it is ACCEPTED and until
   * presentationUploadDeadline (a file they uploaded with use abstractPresentation), or an organiser
   * at any time (any abstractPresentation file). file null removes it.
   */
  updateAbstractPresentation: Abstract;
  updateGroup: Group;
  /** Organisers: whether an event's mail goes out automatically, and with which templates. */
  updateMailAutoSetting: MailAutoSetting;
  /** Organisers: changes a live template (unknown placeholders refused). */
  updateMailTemplate: MailTemplate;
  /** Organisers: change a note's text; lastLog names who changed it last, and when. */
  updateMemo: MemoList;
  updateNewsAndNotice: NewsAndNotice;
  updatePopup: Popup;
  updateProgrammeSession: ProgrammeSession;
  updateProgrammeTalk: ProgrammeTalk;
  /** The owner before payment (inside the window), or an organiser. */
  updateRegistrationList: RegistrationList;
  /** Organisers: a reviewer's topics. */
  updateReviewerTopics: Reviewer;
  /** Organisers: saves the settings seen at version (CONFLICT when another save came in between); logs each changed field. */
  updateSiteSettings: SiteSettings;
  /** The speaker themself until the deadline, or an organiser. */
  updateSpeaker: Speaker;
  /** Organisers. */
  updateSponsor: Sponsor;
  /** The user themself or an organiser. */
  updateUser: User;
  /** The owner while permitted: status WITHDRAWN. */
  withdrawAbstract: Abstract;
};


export type MutationAddReviewAssignmentArgs = {
  abstractId: Scalars['ID']['input'];
  reviewerId: Scalars['ID']['input'];
};


export type MutationAddReviewerArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  topics: Array<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationApplyReviewAssignmentArgs = {
  hash: Scalars['String']['input'];
};


export type MutationAssignPosterBoardsArgs = {
  boards: Array<PosterBoardInput>;
  sessionId: Scalars['ID']['input'];
};


export type MutationChangeAbstractStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  status: Enum_Abstract_Status;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};


export type MutationChangePayStatusAtResultArgs = {
  status: Enum_Pay_Status;
  tid: Scalars['String']['input'];
};


export type MutationChangeUnconfirmedEmailArgs = {
  email: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeUserGroupArgs = {
  ids: Array<Scalars['ID']['input']>;
  type: Scalars['String']['input'];
};


export type MutationChangeUserPasswordInFindArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


export type MutationCheckupRegistpaymentArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationClearCreditCorrectionArgs = {
  day: Scalars['String']['input'];
  memo: Scalars['String']['input'];
  schemeId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationCorrectCreditArgs = {
  countedMinutes: Scalars['Int']['input'];
  day: Scalars['String']['input'];
  memo: Scalars['String']['input'];
  points: Scalars['Int']['input'];
  schemeId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationCreateAbstractArgs = {
  input: AbstractInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateFrontDeskAccountArgs = {
  input: FrontDeskAccountInput;
};


export type MutationCreateGroupArgs = {
  input: GroupInput;
};


export type MutationCreateMailTemplateArgs = {
  input: MailTemplateInput;
};


export type MutationCreateMemoArgs = {
  input: MemoInput;
};


export type MutationCreateNewsAndNoticeArgs = {
  input: NewsAndNoticeInput;
};


export type MutationCreatePaymentArgs = {
  input: CreatePaymentInput;
};


export type MutationCreatePopupArgs = {
  input: PopupInput;
};


export type MutationCreateProgrammeSessionArgs = {
  input: ProgrammeSessionInput;
};


export type MutationCreateProgrammeTalkArgs = {
  input: ProgrammeTalkInput;
  sessionId: Scalars['ID']['input'];
};


export type MutationCreateRegistrationListArgs = {
  input: RegistrationListInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateSendEmailArgs = {
  input: CreateSendEmailInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateSpeakerArgs = {
  input: SpeakerInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateSponsorArgs = {
  input: SponsorInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDecideAbstractsArgs = {
  decision: Enum_Review_Recommendation;
  ids: Array<Scalars['ID']['input']>;
  notify?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDecideVisaLetterArgs = {
  decision: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeclareReviewConflictArgs = {
  abstractId: Scalars['ID']['input'];
  conflict: Scalars['Boolean']['input'];
};


export type MutationDeleteCreditSchemeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMultipleAbstractArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultipleBbsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultipleGroupsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultipleInvitedUserArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultipleMailTemplatesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultiplePopupArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultipleRegisterArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultipleSpeakerArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteMultipleSponsorArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteProgrammeDayArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProgrammeRoomArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProgrammeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProgrammeTalkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDismissProgrammeNoticeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFileCreditObjectionArgs = {
  day: Scalars['String']['input'];
  message: Scalars['String']['input'];
  schemeId: Scalars['ID']['input'];
};


export type MutationForcePaymentCheckArgs = {
  email: Scalars['String']['input'];
};


export type MutationInviteSpeakersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  identifier: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMoveProgrammeSessionArgs = {
  id: Scalars['ID']['input'];
  slot: ProgrammeSlotInput;
};


export type MutationMoveProgrammeTalkArgs = {
  id: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationRecordAttendanceScansArgs = {
  scans: Array<AttendanceScanInput>;
};


export type MutationRecordBankTransferArgs = {
  memo: Scalars['String']['input'];
  registrationId: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterWalkInArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: WalkInInput;
};


export type MutationRemoveReviewAssignmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveReviewerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReorderProgrammeTalksArgs = {
  sessionId: Scalars['ID']['input'];
  talkIds: Array<Scalars['ID']['input']>;
};


export type MutationRequestRefundArgs = {
  input: RequestRefundInput;
};


export type MutationRequestVisaLetterArgs = {
  input: VisaLetterInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResendConfirmationArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResendEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResolveCreditObjectionArgs = {
  accept: Scalars['Boolean']['input'];
  countedMinutes?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  memo: Scalars['String']['input'];
  points?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRevokeVisaLetterArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationSaveCreditSchemeArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: CreditSchemeInput;
};


export type MutationSaveProgrammeDayArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: ProgrammeDayInput;
};


export type MutationSaveProgrammeRoomArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: ProgrammeRoomInput;
};


export type MutationSaveReviewSettingsArgs = {
  input: ReviewSettingsInput;
};


export type MutationSendReviewRemindersArgs = {
  reviewerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationSetCreditPhaseArgs = {
  objectionsCloseAt?: InputMaybe<Scalars['String']['input']>;
  phase: Enum_Credit_Phase;
  version: Scalars['Int']['input'];
};


export type MutationSetFrontDeskAccountDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetReviewBidArgs = {
  abstractId: Scalars['ID']['input'];
  bid?: InputMaybe<Enum_Review_Bid>;
};


export type MutationSetSpeakerPublicationArgs = {
  cv: Scalars['Boolean']['input'];
  photo: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationStarProgrammeItemArgs = {
  id: Scalars['ID']['input'];
  type: ProgrammeItemType;
};


export type MutationSubmitReviewArgs = {
  assignmentId: Scalars['ID']['input'];
  input: ReviewInput;
};


export type MutationUnstarProgrammeItemArgs = {
  id: Scalars['ID']['input'];
  type: ProgrammeItemType;
};


export type MutationUpdateAbstractArgs = {
  id: Scalars['ID']['input'];
  input: AbstractInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateAbstractPresentationArgs = {
  file?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateGroupArgs = {
  id: Scalars['ID']['input'];
  input: GroupInput;
};


export type MutationUpdateMailAutoSettingArgs = {
  input: MailAutoSettingInput;
};


export type MutationUpdateMailTemplateArgs = {
  id: Scalars['ID']['input'];
  input: MailTemplateInput;
};


export type MutationUpdateMemoArgs = {
  contents: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateNewsAndNoticeArgs = {
  id: Scalars['ID']['input'];
  input: NewsAndNoticeUpdateInput;
};


export type MutationUpdatePopupArgs = {
  id: Scalars['ID']['input'];
  input: PopupInput;
};


export type MutationUpdateProgrammeSessionArgs = {
  id: Scalars['ID']['input'];
  input: ProgrammeSessionInput;
};


export type MutationUpdateProgrammeTalkArgs = {
  id: Scalars['ID']['input'];
  input: ProgrammeTalkInput;
};


export type MutationUpdateRegistrationListArgs = {
  id: Scalars['ID']['input'];
  input: RegistrationListInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateReviewerTopicsArgs = {
  id: Scalars['ID']['input'];
  topics: Array<Scalars['String']['input']>;
};


export type MutationUpdateSiteSettingsArgs = {
  input: SiteSettingsInput;
  version: Scalars['Int']['input'];
};


export type MutationUpdateSpeakerArgs = {
  id: Scalars['ID']['input'];
  input: SpeakerInput;
};


export type MutationUpdateSponsorArgs = {
  id: Scalars['ID']['input'];
  input: SponsorUpdateInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationWithdrawAbstractArgs = {
  id: Scalars['ID']['input'];
};

/** Result of the mutations the spec describes as returning 'response'. */
export type MutationResponse = {
  __typename?: 'MutationResponse';
  affected: Scalars['Int']['output'];
  ok: Scalars['Boolean']['output'];
};

/** The logged-in member's credits: visible from the OBJECTIONS phase on. */
export type MyCredits = {
  __typename?: 'MyCredits';
  /** Whether the certificate of attendance may be downloaded (FINAL, or OBJECTIONS after the close). */
  certificateAvailable: Scalars['Boolean']['output'];
  objections: Array<CreditObjection>;
  objectionsCloseAt: Maybe<Scalars['DateTime']['output']>;
  /** Whether the member may object now. */
  objectionsOpen: Scalars['Boolean']['output'];
  phase: Enum_Credit_Phase;
  /** One record per scheme the member is counted in (empty before OBJECTIONS). */
  records: Array<CreditRecord>;
  schemes: Array<CreditScheme>;
};

export type MyProgramme = {
  __typename?: 'MyProgramme';
  /** The member's private iCalendar link (path; revoked by a password change). */
  ics_path: Scalars['String']['output'];
  items: Array<AgendaItem>;
  notices: Array<ProgrammeNotice>;
};

/** An abstract assigned to the logged-in reviewer. */
export type MyReviewAssignment = {
  __typename?: 'MyReviewAssignment';
  abstract: ReviewAbstract;
  /** Whether the reviewer may write or change the review now (the review period). */
  editable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  review: Maybe<Review>;
};

/** The logged-in member as a reviewer. */
export type MyReviewer = {
  __typename?: 'MyReviewer';
  assigned: Scalars['Int']['output'];
  done: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  open: Scalars['Int']['output'];
  topics: Array<Scalars['String']['output']>;
};

export type NewsAndNotice = {
  __typename?: 'NewsAndNotice';
  /** Documents attached to the post (the download center's files). */
  attachments: Array<UploadedFile>;
  content: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  created_name: Maybe<Scalars['String']['output']>;
  delete: Scalars['Boolean']['output'];
  gallery_main: Maybe<UploadedFile>;
  id: Scalars['ID']['output'];
  /** The live post of the same type posted just after this one (newer), if any. */
  next: Maybe<NewsAndNotice>;
  /** The live post of the same type posted just before this one (older), if any. */
  previous: Maybe<NewsAndNotice>;
  title: Scalars['String']['output'];
  type: Enum_Newsandnotice_Type;
  viewCount: Scalars['Int']['output'];
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

export type NewsAndNoticeList = {
  __typename?: 'NewsAndNoticeList';
  /** Rows matching the filter: exact up to 1,000; above, the database's estimate (see countEstimated). */
  count: Scalars['Int']['output'];
  /** True when more than 1,000 rows match and count is the database's estimate. */
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<NewsAndNotice>;
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

export type Pay = {
  __typename?: 'Pay';
  /** KRW amount returned by cancellations so far. */
  cancelled_total: Scalars['Long']['output'];
  cash_code: Maybe<Enum_Pay_Cash_Code>;
  cn_appr_no: Maybe<Scalars['String']['output']>;
  country: Maybe<Enum_Pay_Country>;
  created_at: Scalars['DateTime']['output'];
  currency: Maybe<Scalars['String']['output']>;
  grade: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  paid_at: Maybe<Scalars['DateTime']['output']>;
  pay_status: Enum_Pay_Status;
  pay_url: Maybe<Scalars['String']['output']>;
  product_name: Scalars['String']['output'];
  qrcode_url: Maybe<Scalars['String']['output']>;
  /** The receipts of this payment: its payment, then its cancellations. */
  receipts: Array<Receipt>;
  /** The bank account a VA payment is refunded to, as the member gave it: organisers only (null for anyone else). */
  refund_account: Maybe<PayRefundAccount>;
  /** A VA payment's refund account was given (the number itself is shown to organisers only). */
  refund_account_given: Scalars['Boolean']['output'];
  registration_list: Maybe<RegistrationList>;
  sid: Maybe<Scalars['String']['output']>;
  statusChecked: Scalars['Boolean']['output'];
  tax: Maybe<Scalars['Long']['output']>;
  tax_free: Maybe<Scalars['Long']['output']>;
  tid: Maybe<Scalars['String']['output']>;
  time_stamp: Maybe<Scalars['String']['output']>;
  total: Scalars['Long']['output'];
  trade_id: Scalars['String']['output'];
  urlExpired: Scalars['Boolean']['output'];
  user_email: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
  user_name: Scalars['String']['output'];
  va_account_no: Maybe<Scalars['String']['output']>;
  /** Virtual account (VA): the bank's KFTC code (shared/domain BANK_NAMES), once KG issued the account. */
  va_bank_code: Maybe<Scalars['String']['output']>;
  /** The deposit deadline: the end of KG's va_deposit_closure day, Korean time. */
  va_expires_at: Maybe<Scalars['DateTime']['output']>;
};

/** A cancellation or refund asked of the gateway (regist/refundData). */
export type PayCancellation = {
  __typename?: 'PayCancellation';
  /** KRW returned by this cancellation. */
  amount: Scalars['Long']['output'];
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The organiser who asked for it. */
  organiser_email: Maybe<Scalars['String']['output']>;
  partial: Scalars['Boolean']['output'];
  pay_id: Scalars['ID']['output'];
  pay_total: Scalars['Long']['output'];
  reason: Maybe<Scalars['String']['output']>;
  registration_list_id: Maybe<Scalars['ID']['output']>;
  result_code: Scalars['String']['output'];
  result_message: Maybe<Scalars['String']['output']>;
  /** True when the gateway answered 0000. */
  succeeded: Scalars['Boolean']['output'];
  tid: Maybe<Scalars['String']['output']>;
  user_email: Scalars['String']['output'];
  user_name: Scalars['String']['output'];
};

export type PayCancellationList = {
  __typename?: 'PayCancellationList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<PayCancellation>;
};

export type PayCancellationsFilter = {
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  succeeded?: InputMaybe<Scalars['Boolean']['input']>;
  tid?: InputMaybe<Scalars['String']['input']>;
  /** Contains, case-insensitive. */
  user_email?: InputMaybe<Scalars['String']['input']>;
};

export type PayList = {
  __typename?: 'PayList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<Pay>;
};

/** The bank account a virtual-account payment is refunded to (the member's, given with the refund request). */
export type PayRefundAccount = {
  __typename?: 'PayRefundAccount';
  account_name: Scalars['String']['output'];
  account_no: Scalars['String']['output'];
  /** KFTC bank code (shared/domain BANK_NAMES). */
  bank_code: Scalars['String']['output'];
};

export type PayUrlCheck = {
  __typename?: 'PayUrlCheck';
  payId: Maybe<Scalars['ID']['output']>;
  urlExpired: Scalars['Boolean']['output'];
  valid: Scalars['Boolean']['output'];
};

/** What checking a registration's payment did (checkupRegistpayment, forcePaymentCheck). */
export type PaymentCheck = {
  __typename?: 'PaymentCheck';
  /**
   * UNCHANGED; MARKED_PAID (a payment the gateway confirmed, or a recorded bank transfer, was not yet
   * on the registration); EXPIRED_REQUEST (an open request past the gateway's 10-minute window was
   * closed); MISMATCH (the registration says paid but no payment confirms it: for an organiser to
   * settle).
   */
  outcome: Scalars['String']['output'];
  /** The latest payment's status after the check. */
  pay_status: Maybe<Enum_Pay_Status>;
  price_status: Enum_Registrationlist_Price_Status;
  registrationId: Scalars['ID']['output'];
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

/**
 * Whether the member may modify (and withdraw) the abstract now: response true when it is theirs, not
 * deleted, in a status its owner may edit (SUBMITTED, PENDING) and the submission period is open.
 * reason: NOT_OWNER, STATUS or PERIOD_CLOSED when false.
 */
export type PermittedAbstractResponse = {
  __typename?: 'PermittedAbstractResponse';
  reason: Maybe<Scalars['String']['output']>;
  response: Scalars['Boolean']['output'];
};

export type Popup = {
  __typename?: 'Popup';
  content: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  created_name: Maybe<Scalars['String']['output']>;
  delete: Scalars['Boolean']['output'];
  /** 3000-12-31T23:59:59 (Korea time) means no end date. */
  end: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  location: Enum_Popup_Location;
  size_height: Scalars['Int']['output'];
  size_width: Scalars['Int']['output'];
  start: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  use: Scalars['Boolean']['output'];
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

export type PopupList = {
  __typename?: 'PopupList';
  /** Rows matching the filter: exact up to 1,000; above, the database's estimate (see countEstimated). */
  count: Scalars['Int']['output'];
  /** True when more than 1,000 rows match and count is the database's estimate. */
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<Popup>;
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

export type ProgrammeAbstract = {
  __typename?: 'ProgrammeAbstract';
  affiliations: Array<Scalars['String']['output']>;
  authors: Array<Scalars['String']['output']>;
  conclusions: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  keywords: Scalars['String']['output'];
  methods: Scalars['String']['output'];
  objectives: Scalars['String']['output'];
  results: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/**
 * A problem of the draft. severity "error": the API refuses a change that makes one (END_BEFORE_START,
 * ROOM_CLASH, TALK_OUTSIDE_SESSION, BOARD_TAKEN); "warning": shown to the editor (PERSON_CLASH).
 * code: the message id (shared/domain PROGRAMME_MESSAGES).
 */
export type ProgrammeConflict = {
  __typename?: 'ProgrammeConflict';
  code: Scalars['String']['output'];
  kind: Scalars['String']['output'];
  person_id: Maybe<Scalars['ID']['output']>;
  session_ids: Array<Scalars['ID']['output']>;
  severity: Scalars['String']['output'];
  talk_ids: Array<Scalars['ID']['output']>;
};

export type ProgrammeDay = {
  __typename?: 'ProgrammeDay';
  /** YYYY-MM-DD, Korea time. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label_en: Scalars['String']['output'];
  label_ko: Scalars['String']['output'];
};

export type ProgrammeDayInput = {
  date: Scalars['String']['input'];
  label_en?: InputMaybe<Scalars['String']['input']>;
  label_ko?: InputMaybe<Scalars['String']['input']>;
};

export type ProgrammeDraft = {
  __typename?: 'ProgrammeDraft';
  conflicts: Array<ProgrammeConflict>;
  days: Array<ProgrammeDay>;
  /** The action of the change undo would take back (createSession, moveSession, …). */
  last_change: Maybe<Scalars['String']['output']>;
  rooms: Array<ProgrammeRoom>;
  sessions: Array<ProgrammeSession>;
  talks: Array<ProgrammeTalk>;
  /** How many changes undoProgrammeChange can take back (since the last publication). */
  undoable: Scalars['Int']['output'];
};

export type ProgrammeItemType =
  | 'SESSION'
  | 'TALK';

/** A publication moved (or removed) a starred item: before and after (null: no longer in the programme). */
export type ProgrammeNotice = {
  __typename?: 'ProgrammeNotice';
  after: Maybe<ProgrammeSlot>;
  before: ProgrammeSlot;
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  item_id: Scalars['ID']['output'];
  item_type: ProgrammeItemType;
  title_en: Scalars['String']['output'];
  title_ko: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** A person of the published programme (chair or speaker). */
export type ProgrammePerson = {
  __typename?: 'ProgrammePerson';
  affiliation_en: Scalars['String']['output'];
  affiliation_ko: Scalars['String']['output'];
  /** Invited speakers whose CV an organiser made public. */
  cv_url: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name_en: Scalars['String']['output'];
  name_ko: Scalars['String']['output'];
  /** Invited speakers whose photo an organiser made public; anyone may load it. */
  photo_url: Maybe<Scalars['String']['output']>;
};

export type ProgrammeRoom = {
  __typename?: 'ProgrammeRoom';
  id: Scalars['ID']['output'];
  name_en: Scalars['String']['output'];
  name_ko: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  poster_area: Scalars['Boolean']['output'];
};

export type ProgrammeRoomInput = {
  name_en: Scalars['String']['input'];
  name_ko: Scalars['String']['input'];
  position?: InputMaybe<Scalars['Int']['input']>;
  poster_area?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A session of the draft. */
export type ProgrammeSession = {
  __typename?: 'ProgrammeSession';
  chair_ids: Array<Scalars['ID']['output']>;
  day_id: Scalars['ID']['output'];
  end_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: ProgrammeSessionKind;
  room_id: Scalars['ID']['output'];
  start_at: Scalars['DateTime']['output'];
  title_en: Scalars['String']['output'];
  title_ko: Scalars['String']['output'];
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

export type ProgrammeSlot = {
  __typename?: 'ProgrammeSlot';
  day: Maybe<Scalars['String']['output']>;
  end: Scalars['DateTime']['output'];
  room_en: Maybe<Scalars['String']['output']>;
  room_ko: Maybe<Scalars['String']['output']>;
  start: Scalars['DateTime']['output'];
};

/** Where and when: times are Korea-time wall clocks (HH:mm) on the day; end 00:00 is midnight. */
export type ProgrammeSlotInput = {
  day_id: Scalars['ID']['input'];
  end: Scalars['String']['input'];
  room_id: Scalars['ID']['input'];
  start: Scalars['String']['input'];
};

/** A talk of the draft: an invited speaker (speaker_id) or an accepted abstract (abstract_id). */
export type ProgrammeTalk = {
  __typename?: 'ProgrammeTalk';
  abstract_id: Maybe<Scalars['ID']['output']>;
  /** Poster sessions: the numbered board. */
  board: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  minutes: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  session_id: Scalars['ID']['output'];
  speaker_id: Maybe<Scalars['ID']['output']>;
  title_en: Scalars['String']['output'];
  title_ko: Scalars['String']['output'];
};

export type ProgrammeTalkInput = {
  abstract_id?: InputMaybe<Scalars['ID']['input']>;
  board?: InputMaybe<Scalars['Int']['input']>;
  minutes: Scalars['Int']['input'];
  speaker_id?: InputMaybe<Scalars['ID']['input']>;
  title_en?: InputMaybe<Scalars['String']['input']>;
  title_ko?: InputMaybe<Scalars['String']['input']>;
};

/** One publication (immutable). */
export type ProgrammeVersion = {
  __typename?: 'ProgrammeVersion';
  id: Scalars['ID']['output'];
  published_at: Scalars['DateTime']['output'];
  published_by: Maybe<User>;
  version: Scalars['Int']['output'];
};

export type ProposedReviewAssignment = {
  __typename?: 'ProposedReviewAssignment';
  abstractId: Scalars['ID']['output'];
  abstractTitle: Scalars['String']['output'];
  bid: Maybe<Enum_Review_Bid>;
  reviewerId: Scalars['ID']['output'];
  reviewerName: Scalars['String']['output'];
};

/**
 * A company on the public sponsor page (/sponsorships/sponsor): names, homepage and grade only, of
 * sponsors the secretariat confirmed. Never the manager's details, amounts or files.
 */
export type PublicSponsor = {
  __typename?: 'PublicSponsor';
  companyName_en: Scalars['String']['output'];
  companyName_kr: Maybe<Scalars['String']['output']>;
  grade: Enum_Sponsor_Grade;
  homepage_en: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

export type PublishedDay = {
  __typename?: 'PublishedDay';
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label_en: Scalars['String']['output'];
  label_ko: Scalars['String']['output'];
  sessions: Array<PublishedSession>;
};

export type PublishedProgramme = {
  __typename?: 'PublishedProgramme';
  days: Array<PublishedDay>;
  published_at: Scalars['DateTime']['output'];
  rooms: Array<ProgrammeRoom>;
  version: Scalars['Int']['output'];
};

export type PublishedSession = {
  __typename?: 'PublishedSession';
  chairs: Array<ProgrammePerson>;
  day: ProgrammeDay;
  end: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: ProgrammeSessionKind;
  room: ProgrammeRoom;
  start: Scalars['DateTime']['output'];
  talks: Array<PublishedTalk>;
  title_en: Scalars['String']['output'];
  title_ko: Scalars['String']['output'];
};

export type PublishedTalk = {
  __typename?: 'PublishedTalk';
  /** Oral and poster talks: the accepted abstract. */
  abstract: Maybe<ProgrammeAbstract>;
  board: Maybe<Scalars['Int']['output']>;
  end: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  minutes: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  speaker: Maybe<ProgrammePerson>;
  start: Scalars['DateTime']['output'];
  title_en: Scalars['String']['output'];
  title_ko: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The owner or an organiser. */
  abstract: Maybe<Abstract>;
  /** Organisers: the reviews of an abstract, with reviewer names and confidential comments. */
  abstractReviews: Array<AbstractReview>;
  /** Anyone: the submission period. */
  abstractSubmissionPeriod: AbstractSubmissionPeriod;
  /** The member themself or an organiser. */
  abstractTypeCount: AbstractTypeCountResponse;
  /** Organisers: the rows of a page. Sortable: id, title, status, preference, topic, email, created_at; default created_at DESC. */
  abstracts: Array<Abstract>;
  /** Organisers: the count and rows of a page (same filters and sorts as abstracts). */
  abstractsConnection: AbstractList;
  /** Public: every live post except downloads, newest first, as titles for the menus (at most 500). */
  allNewsNoticeLists: Array<NewsAndNotice>;
  /** The member (id) themself or an organiser: does the member have a live registration? */
  checkDuplicateRegister: DuplicateRegisterCheck;
  /** Front desk and organisers: the badge a QR text names; null when it names none. */
  checkInBadge: Maybe<Badge>;
  /**
   * Front desk and organisers: the registrations (not deleted) after number `after`, `limit` a page
   * (at most 500), for the desk's search without the network.
   */
  checkInRoster: DeskRoster;
  /** Front desk and organisers: registrations by number, name (Latin or Korean) or e-mail (at most 20). */
  checkInSearch: Array<Badge>;
  /** Organisers: how many members a send would reach (before confirming it). */
  countMailRecipients: Scalars['Int']['output'];
  /** About 240 countries, Korea first. */
  countries: Array<Country>;
  /** Organisers: the change log, newest first (limit at most 100). */
  creditChanges: CreditChangeList;
  /** Organisers: objections, newest first, optionally by status (limit at most 100). */
  creditObjections: CreditObjectionList;
  /**
   * Organisers: the preview of one scheme, paged (limit at most 100), filtered by a flag and a text
   * (name, e-mail, licence, registration number). Also as Excel: GET /credits/preview.xlsx?scheme=ID.
   */
  creditPreview: CreditRecordList;
  /** Organisers: the schemes, in order. */
  creditSchemes: Array<CreditScheme>;
  /** Organisers: the phase and the lecture days. */
  creditSettings: CreditSettings;
  /**
   * Organisers: live accounts without a login (or, never logged in, since sign-up) for
   * DORMANT_AFTER_DAYS (docs/decisions.md). Sortable: id, email, created_at, last_active_at;
   * default last_active_at ASC (longest asleep first).
   */
  dormantUsers: UserList;
  duplicateUserName: DuplicateCheck;
  /** Organisers: the event statistics, for a date range (Asia/Seoul days). */
  eventStatistics: EventStatistics;
  /** Organisers: the front-desk accounts (the check-in role), disabled ones included, oldest first. */
  frontDeskAccounts: Array<User>;
  group: Maybe<Group>;
  /** Organisers: live groups. Sortable: id, title, type, free, memberCount, created_at; default created_at DESC. */
  groups: GroupList;
  /** Liveness of the GraphQL layer. */
  health: Scalars['String']['output'];
  /**
   * Organisers: the invited-user list (invited, not deleted, not blocked members; spec §7) with
   * their speaker files (User.speaker). Sortable: id, email, givenName, familyName, name_kr,
   * speaker_updated_at; default id ASC. A single one: user(id) { speaker { … } }.
   */
  invitedUsers: UserList;
  /** Organisers: the automatic-sending setting of each event type. */
  mailAutoSettings: Array<MailAutoSetting>;
  /** Organisers: one live template. */
  mailTemplate: Maybe<MailTemplate>;
  /** Organisers: live templates. Sortable: id, type, locale, title, updated_at; default type ASC. */
  mailTemplates: MailTemplateList;
  /** The logged-in user (null without a token). */
  me: Maybe<User>;
  /** Organisers: the notes on one row, oldest first. */
  memoLists: Array<MemoList>;
  /** The logged-in member's badge (their live registration, paid or free); null when none. */
  myBadge: Maybe<Badge>;
  /** Reviewers: the abstracts of their topics to bid on or declare a conflict with (not their own). */
  myBiddableAbstracts: Array<BiddableAbstract>;
  /** The logged-in member's credits. */
  myCredits: MyCredits;
  /** Members: their starred items (clashes marked), the notices about them and their .ics link. */
  myProgramme: MyProgramme;
  /** Reviewers: one of their assignments. */
  myReviewAssignment: MyReviewAssignment;
  /** Reviewers: the abstracts assigned to them, blind. */
  myReviewAssignments: Array<MyReviewAssignment>;
  /** Any login: the member as a reviewer, null when they are not one. */
  myReviewer: Maybe<MyReviewer>;
  /** The logged-in member's own request (null when there is none). */
  myVisaLetter: Maybe<VisaLetter>;
  /** The logged-in member's abstracts (withdrawn included, deleted not), newest first. */
  my_abstract: Array<Abstract>;
  /** Public: one live post (null when deleted or unknown). */
  newsAndNotice: Maybe<NewsAndNotice>;
  /** Public: live posts. Sortable: id, type, title, created_name, viewCount, created_at; default created_at DESC. */
  newsAndNotices: NewsAndNoticeList;
  /** The payment's member or an organiser. */
  pay: Maybe<Pay>;
  /** Organisers: regist/refundData. Sortable: id, user_email, amount, created_at; default created_at DESC. */
  payCancellations: PayCancellationList;
  /**
   * Organisers: regist/payLog. Sortable: id, user_email, user_name, grade, cash_code, total,
   * pay_status, paid_at, created_at; default created_at DESC.
   */
  pays: PayList;
  /** The member themself or an organiser. */
  permittedAbstract: PermittedAbstractResponse;
  /** Organisers: one live popup. */
  popup: Maybe<Popup>;
  /** Public: the active popups (organisers: every live popup, filtered). Sortable: id, title, use, start, end, location, created_name, created_at. */
  popups: PopupList;
  /** Anyone: until when presenters of accepted abstracts may replace their presentation (Asia/Seoul; null: no deadline). */
  presentationUploadDeadline: Maybe<Scalars['DateTime']['output']>;
  /** Organisers: the draft rendered by the mail sender's renderer against a member's rows (default: the organiser's own). */
  previewMailTemplate: MailTemplatePreview;
  /** Anyone: the latest published programme (null before the first publication); day: YYYY-MM-DD. */
  programme: Maybe<PublishedProgramme>;
  /** Organisers: the draft with its conflicts. */
  programmeDraft: ProgrammeDraft;
  /** Organisers: every publication, newest first. */
  programmeVersions: Array<ProgrammeVersion>;
  /** Public: confirmed sponsors (not advertisers) by grade, for /sponsorships/sponsor. */
  publicSponsors: Array<PublicSponsor>;
  /** Organisers: regist/registerLog. Sortable: id, reason, created_at; default created_at DESC. */
  registrationFailures: RegistrationFailureList;
  /** The owner or an organiser. */
  registrationList: Maybe<RegistrationList>;
  /**
   * Organisers: registrations with filters, sort and paging. Sortable: id, created_at, category,
   * price_status, email; default created_at DESC.
   */
  registrationLists: RegistrationListList;
  /** Public: the registration window (site settings) and whether it is open now. */
  registrationWindow: RegistrationWindow;
  /** Organisers: the automatic assignment's proposal for the abstracts in review; writes nothing. */
  reviewAssignmentProposal: ReviewAssignmentProposal;
  /** Organisers: assignments of an abstract or of a reviewer (or all). */
  reviewAssignments: Array<ReviewAssignmentRow>;
  /** Reviewers and organisers: the review form and periods. */
  reviewSettings: ReviewSettings;
  /** Organisers: every reviewer with their progress (done / open). */
  reviewers: Array<Reviewer>;
  /**
   * Organisers: every mail the platform sent or queued (the outbox). Sortable: id, type, title,
   * usermail, created_at, sent_at; default created_at DESC (newest first).
   */
  sendEmails: SendEmailList;
  /** Organisers: the settings' change log, newest first (limit at most 100). */
  siteSettingChanges: SiteSettingChangeList;
  /** Organisers: the current settings. */
  siteSettings: SiteSettings;
  /** Anyone: until when invited speakers may replace their files (Asia/Seoul; null: no deadline). */
  speakerUploadDeadline: Maybe<Scalars['DateTime']['output']>;
  /** Invited members: their own speaker record (speakers by user); organisers: any member's (userId) or all. */
  speakers: Array<Speaker>;
  /** Organisers: one live application with its files. */
  sponsor: Maybe<Sponsor>;
  /**
   * Organisers: live sponsorship applications with filters, sort and paging. Sortable: id,
   * companyName_en, grade, price, sponsor_pay_status, created_at; default created_at DESC. The Excel
   * export of chosen rows is POST /export/sponsors with { ids }.
   */
  sponsors: SponsorList;
  /** Organisers, or the user themself. */
  user: Maybe<User>;
  /**
   * Organisers: members with filters, sort and paging. Sortable (sort_conditions.field): id, email,
   * givenName, familyName, name_kr, country, affiliation, created_at; default created_at DESC.
   */
  users: UserList;
  /** Public (spec §6): is this payment window still open? */
  validateCheckPayUrl: PayUrlCheck;
  /** Organisers: one request. */
  visaLetter: Maybe<VisaLetter>;
  /**
   * Organisers: visa letter requests with filters, sort and paging. Sortable: id, status, email,
   * passportName, requested_at, decided_at; default requested_at DESC. The Excel export is
   * POST /export/visaLetters.
   */
  visaLetters: VisaLetterList;
  /** Organisers: members for a walk-in, by e-mail, name (Latin or Korean) or licence number (at most 20). */
  walkInMembers: Array<User>;
};


export type QueryAbstractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAbstractReviewsArgs = {
  abstractId: Scalars['ID']['input'];
};


export type QueryAbstractTypeCountArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryAbstractsArgs = {
  filter?: InputMaybe<AbstractsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAbstractsConnectionArgs = {
  filter?: InputMaybe<AbstractsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCheckDuplicateRegisterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCheckInBadgeArgs = {
  code: Scalars['String']['input'];
};


export type QueryCheckInRosterArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCheckInSearchArgs = {
  text: Scalars['String']['input'];
};


export type QueryCountMailRecipientsArgs = {
  recipients: MailRecipientsInput;
};


export type QueryCreditChangesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCreditObjectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Enum_Creditobjection_Status>;
};


export type QueryCreditPreviewArgs = {
  filter?: InputMaybe<Enum_Credit_Preview_Filter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  schemeId: Scalars['ID']['input'];
  start?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDormantUsersArgs = {
  filter?: InputMaybe<DormantUsersFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDuplicateUserNameArgs = {
  username: Scalars['String']['input'];
};


export type QueryEventStatisticsArgs = {
  filter?: InputMaybe<EventStatisticsFilter>;
};


export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupsArgs = {
  filter?: InputMaybe<GroupsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInvitedUsersArgs = {
  filter?: InputMaybe<InvitedUsersFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMailTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMailTemplatesArgs = {
  filter?: InputMaybe<MailTemplatesFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMemoListsArgs = {
  relationId: Scalars['ID']['input'];
  type: Enum_Memo_Type;
};


export type QueryMyReviewAssignmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsAndNoticeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsAndNoticesArgs = {
  filter?: InputMaybe<NewsAndNoticesFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPayCancellationsArgs = {
  filter?: InputMaybe<PayCancellationsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaysArgs = {
  filter?: InputMaybe<PaysFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPermittedAbstractArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryPopupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPopupsArgs = {
  filter?: InputMaybe<PopupsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPreviewMailTemplateArgs = {
  input: MailTemplateInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryProgrammeArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
  room?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRegistrationFailuresArgs = {
  filter?: InputMaybe<RegistrationFailuresFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRegistrationListArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRegistrationListsArgs = {
  filter?: InputMaybe<RegistrationListsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReviewAssignmentsArgs = {
  abstractId?: InputMaybe<Scalars['ID']['input']>;
  reviewerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySendEmailsArgs = {
  filter?: InputMaybe<SendEmailsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySiteSettingChangesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySpeakersArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySponsorArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySponsorsArgs = {
  filter?: InputMaybe<SponsorsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UsersFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryValidateCheckPayUrlArgs = {
  pay_url: Scalars['String']['input'];
};


export type QueryVisaLetterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVisaLettersArgs = {
  filter?: InputMaybe<VisaLettersFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort_conditions?: InputMaybe<Array<SortCondition>>;
  start?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWalkInMembersArgs = {
  text: Scalars['String']['input'];
};

/**
 * A receipt (영수증) of a payment taken or of a cancellation (docs/decisions.md, "Confirmed address
 * before paying, receipts"): numbered without gaps in the order issued, in KRW (USD fees with the
 * KRW charged), in Korean and English on one page.
 */
export type Receipt = {
  __typename?: 'Receipt';
  /** KRW taken (PAYMENT) or returned (CANCELLATION). */
  amount_krw: Scalars['Long']['output'];
  id: Scalars['ID']['output'];
  issued_at: Scalars['DateTime']['output'];
  /** PAYMENT or CANCELLATION. */
  kind: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  /** The PDF (GET with the bearer token): the payer or an organiser. */
  pdf_url: Scalars['String']['output'];
  /** KSP2024-R-00001. */
  reference: Scalars['String']['output'];
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

export type RegistrationCharge = {
  __typename?: 'RegistrationCharge';
  /** KRW per unit of the fee's currency (1 for KRW). */
  krwPerUnit: Scalars['Int']['output'];
  /** Whole KRW. */
  total: Scalars['Long']['output'];
};

/** A failed or aborted registration or payment attempt (regist/registerLog). */
export type RegistrationFailure = {
  __typename?: 'RegistrationFailure';
  code: Maybe<Scalars['String']['output']>;
  /** How many times it happened in the row's hour: refusals of the gateway callbacks are counted, not one row each. */
  count: Scalars['Int']['output'];
  /** When it first happened. */
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** When it last happened (counted rows). */
  last_at: Maybe<Scalars['DateTime']['output']>;
  message: Maybe<Scalars['String']['output']>;
  pay_id: Maybe<Scalars['ID']['output']>;
  /** GATEWAY_REFUSED, DECLINED, WINDOW_CLOSED, BAD_SIGNATURE, AMOUNT_MISMATCH, TID_MISMATCH, UNKNOWN_TRADE, BAD_PAY_TOKEN, URL_EXPIRED, WRONG_IP, STALE_PAYMENT. */
  reason: Scalars['String']['output'];
  registration_list_id: Maybe<Scalars['ID']['output']>;
  /** The sender's address, for refusals of the gateway's notifications. */
  source_ip: Maybe<Scalars['String']['output']>;
  tid: Maybe<Scalars['String']['output']>;
  trade_id: Maybe<Scalars['String']['output']>;
  user_email: Maybe<Scalars['String']['output']>;
  user_name: Maybe<Scalars['String']['output']>;
};

export type RegistrationFailureList = {
  __typename?: 'RegistrationFailureList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<RegistrationFailure>;
};

export type RegistrationFailuresFilter = {
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  tid?: InputMaybe<Scalars['String']['input']>;
  /** Contains, case-insensitive. */
  user_email?: InputMaybe<Scalars['String']['input']>;
};

export type RegistrationFee = {
  __typename?: 'RegistrationFee';
  accompanying: Scalars['Int']['output'];
  currency: Enum_Registrationlist_Currency;
  dinner: Scalars['Int']['output'];
  registration: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type RegistrationList = {
  __typename?: 'RegistrationList';
  accompanyingPerson: Scalars['Int']['output'];
  alergy: Maybe<Scalars['String']['output']>;
  attend: Enum_Registrationlist_Attend;
  badgeFamilyName: Maybe<Scalars['String']['output']>;
  badgeGivenName: Maybe<Scalars['String']['output']>;
  /** The name printed on the badge: given name and the family name in capitals. */
  badgeName: Maybe<Scalars['String']['output']>;
  /** Fee tier code (shared/domain fees). */
  category: Scalars['String']['output'];
  /**
   * What the payment gateway charges: KG Mobilians settles whole KRW only, so a USD fee is charged
   * in KRW at the rate organisers set (site settings: usdKrwRate).
   */
  charge: RegistrationCharge;
  created_at: Scalars['DateTime']['output'];
  currency: Enum_Registrationlist_Currency;
  delete: Scalars['Boolean']['output'];
  dietaryNeeds: Maybe<Scalars['String']['output']>;
  dinnerAttendance: Scalars['Boolean']['output'];
  /** True while the member may still change it (before payment). */
  editable: Scalars['Boolean']['output'];
  /** The fee's parts, recomputed from the constants. */
  fee: RegistrationFee;
  id: Scalars['ID']['output'];
  /** Registration category (professor, fellow, … non-member; spec §9). */
  occupation: Maybe<Scalars['String']['output']>;
  /** The latest payment for this registration. */
  pay: Maybe<Pay>;
  /** Total to pay, whole units of the currency (KRW, USD), as text (spec §3). */
  price: Scalars['String']['output'];
  /** The Korea-time day the price was fixed (YYYY-MM-DD). */
  price_date: Maybe<Scalars['String']['output']>;
  price_status: Enum_Registrationlist_Price_Status;
  /** The fee table (KOREA_MEMBER, KOREA_NON_MEMBER, OVERSEAS_NON_MEMBER). */
  price_type: Maybe<Scalars['String']['output']>;
  /** The receipts of every payment of this registration, in the order issued. */
  receipts: Array<Receipt>;
  user: User;
  vegetarian: Scalars['Boolean']['output'];
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

export type RegistrationListList = {
  __typename?: 'RegistrationListList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<RegistrationList>;
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

export type RegistrationWindow = {
  __typename?: 'RegistrationWindow';
  end: Scalars['String']['output'];
  open: Scalars['Boolean']['output'];
  /** ISO instants (Asia/Seoul offsets), both included. */
  start: Scalars['String']['output'];
};

export type RequestRefundInput = {
  /** Required when the registration was paid by virtual account (it cannot go back to a card). */
  refund_account?: InputMaybe<RefundAccountInput>;
  registrationId: Scalars['ID']['input'];
};

/** A reviewer's own review. */
export type Review = {
  __typename?: 'Review';
  commentToAuthors: Scalars['String']['output'];
  confidentialComment: Scalars['String']['output'];
  recommendation: Enum_Review_Recommendation;
  scores: Array<ReviewScore>;
  submitted_at: Scalars['DateTime']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** The criteria's scores weighted by their weights. */
  weightedScore: Maybe<Scalars['Float']['output']>;
};

/** An abstract as a reviewer sees it: never its authors, affiliations or submitter while blind. */
export type ReviewAbstract = {
  __typename?: 'ReviewAbstract';
  category: Maybe<Enum_Abstract_Category>;
  conclusions: Maybe<Scalars['String']['output']>;
  file_img: Array<UploadedFile>;
  id: Scalars['ID']['output'];
  keywords: Maybe<Scalars['String']['output']>;
  methods: Maybe<Scalars['String']['output']>;
  objectives: Maybe<Scalars['String']['output']>;
  /** Only when the review is not blind (organisers switched it off): the authors and affiliations (JSON). */
  openAuthors: Maybe<Scalars['JSON']['output']>;
  results: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  topic: Maybe<Scalars['String']['output']>;
};

/**
 * What the automatic assignment would add (nothing is written). hash names the state it was
 * computed from: applyReviewAssignment refuses when anything changed since.
 */
export type ReviewAssignmentProposal = {
  __typename?: 'ReviewAssignmentProposal';
  abstracts: Scalars['Int']['output'];
  hash: Scalars['String']['output'];
  loads: Array<ReviewerLoad>;
  perAbstract: Scalars['Int']['output'];
  proposal: Array<ProposedReviewAssignment>;
  reviewers: Scalars['Int']['output'];
  shortfalls: Array<ReviewShortfall>;
  /** max − min load over the reviewers. */
  spread: Scalars['Int']['output'];
};

/** One assignment as organisers see it. */
export type ReviewAssignmentRow = {
  __typename?: 'ReviewAssignmentRow';
  abstractId: Scalars['ID']['output'];
  abstractTitle: Scalars['String']['output'];
  abstractTopic: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  reviewerId: Scalars['ID']['output'];
  reviewerName: Scalars['String']['output'];
  source: Scalars['String']['output'];
};

export type ReviewCriterion = {
  __typename?: 'ReviewCriterion';
  key: Scalars['String']['output'];
  label_en: Scalars['String']['output'];
  label_ko: Scalars['String']['output'];
  weight: Scalars['Float']['output'];
};

export type ReviewCriterionInput = {
  key: Scalars['String']['input'];
  label_en: Scalars['String']['input'];
  label_ko: Scalars['String']['input'];
  weight: Scalars['Float']['input'];
};

export type ReviewInput = {
  commentToAuthors?: InputMaybe<Scalars['String']['input']>;
  confidentialComment?: InputMaybe<Scalars['String']['input']>;
  recommendation: Enum_Review_Recommendation;
  scores: Array<ReviewScoreInput>;
};

export type ReviewScore = {
  __typename?: 'ReviewScore';
  key: Scalars['String']['output'];
  score: Scalars['Int']['output'];
};

export type ReviewScoreInput = {
  key: Scalars['String']['input'];
  score: Scalars['Int']['input'];
};

/** The review form and periods (instants; the forms show them in Korea time). */
export type ReviewSettings = {
  __typename?: 'ReviewSettings';
  biddingEnd: Maybe<Scalars['DateTime']['output']>;
  /** Whether reviewers may bid now. */
  biddingOpen: Scalars['Boolean']['output'];
  biddingStart: Maybe<Scalars['DateTime']['output']>;
  /** Reviewers never see the authors, their affiliations or the submitter (default true). */
  blind: Scalars['Boolean']['output'];
  criteria: Array<ReviewCriterion>;
  /** Reviewers per abstract for the automatic assignment. */
  perAbstract: Scalars['Int']['output'];
  reviewEnd: Maybe<Scalars['DateTime']['output']>;
  /** Whether reviewers may write or change reviews now (after the period they are read-only). */
  reviewOpen: Scalars['Boolean']['output'];
  reviewStart: Maybe<Scalars['DateTime']['output']>;
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

export type ReviewShortfall = {
  __typename?: 'ReviewShortfall';
  abstractId: Scalars['ID']['output'];
  abstractTitle: Scalars['String']['output'];
  eligible: Scalars['Int']['output'];
  missing: Scalars['Int']['output'];
};

/** A reviewer as organisers see them, with their progress. */
export type Reviewer = {
  __typename?: 'Reviewer';
  affiliation: Maybe<Scalars['String']['output']>;
  assigned: Scalars['Int']['output'];
  done: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
  open: Scalars['Int']['output'];
  topics: Array<Scalars['String']['output']>;
  /** The member (null until an invited address signs up and confirms it). */
  userId: Maybe<Scalars['ID']['output']>;
};

export type ReviewerLoad = {
  __typename?: 'ReviewerLoad';
  /** Assignments after applying (existing + proposed). */
  load: Scalars['Int']['output'];
  proposed: Scalars['Int']['output'];
  reviewerId: Scalars['ID']['output'];
  reviewerName: Scalars['String']['output'];
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SendEmail = {
  __typename?: 'SendEmail';
  /** True for the platform's event mails, false for organisers' mails and resends. */
  automatic: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  delivery_attempts: Scalars['Int']['output'];
  /** Why the last attempt failed (cleared once sent). */
  delivery_error: Maybe<Scalars['String']['output']>;
  files: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** The mail this one re-sent. */
  resent_from: Maybe<Scalars['ID']['output']>;
  sent_at: Maybe<Scalars['DateTime']['output']>;
  /** Organisers: where delivery stands. */
  state: MailDeliveryState;
  title: Scalars['String']['output'];
  type: Enum_Sendemail_Type;
  usermail: Scalars['String']['output'];
};

export type SendEmailList = {
  __typename?: 'SendEmailList';
  /** Rows matching the filter: exact up to 1,000; above, the database's estimate (see countEstimated). */
  count: Scalars['Int']['output'];
  /** True when more than 1,000 rows match and count is the database's estimate (never below 1,001). */
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<SendEmail>;
};

export type SendEmailsFilter = {
  /** Contains, case-insensitive. */
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Enum_Sendemail_Type>;
  /** Contains, case-insensitive. */
  usermail?: InputMaybe<Scalars['String']['input']>;
};

/** One field of one change: who, when, the value before and after (ISO instants or the rate; null: none). */
export type SiteSettingChange = {
  __typename?: 'SiteSettingChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  changedAt: Scalars['DateTime']['output'];
  /** registrationOpensAt, registrationClosesAt, abstractSubmissionStart, abstractSubmissionEnd, speakerUploadDeadline, presentationUploadDeadline or usdKrwRate. */
  field: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  userEmail: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type SiteSettingChangeList = {
  __typename?: 'SiteSettingChangeList';
  count: Scalars['Int']['output'];
  rows: Array<SiteSettingChange>;
};

/**
 * The congress's dates and exchange rate, which every page and rule reads (issue 28 §4). The
 * environment gives only the first values; organisers change them in the back office.
 */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** Null: no end. */
  abstractSubmissionEnd: Maybe<Scalars['DateTime']['output']>;
  abstractSubmissionStart: Scalars['DateTime']['output'];
  /** Until when presenters of accepted abstracts replace their presentation; null: no deadline. */
  presentationUploadDeadline: Maybe<Scalars['DateTime']['output']>;
  /** Included: registration closes at the end of this second. */
  registrationClosesAt: Scalars['DateTime']['output'];
  registrationOpensAt: Scalars['DateTime']['output'];
  /** Until when invited speakers replace their files; null: no deadline. */
  speakerUploadDeadline: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** KRW per USD: what a USD registration is charged in KRW. */
  usdKrwRate: Scalars['Int']['output'];
  /** Raised by each change; updateSiteSettings takes the version the organiser saw. */
  version: Scalars['Int']['output'];
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

export type Speaker = {
  __typename?: 'Speaker';
  created_at: Scalars['DateTime']['output'];
  created_id: Maybe<Scalars['ID']['output']>;
  file_cv: Maybe<UploadedFile>;
  file_lecture: Maybe<UploadedFile>;
  file_photo: Maybe<UploadedFile>;
  file_presentation: Maybe<UploadedFile>;
  id: Scalars['ID']['output'];
  updated_at: Scalars['DateTime']['output'];
  user: User;
};

/** File ids uploaded with the matching use (speakerCv, speakerPhoto, speakerLecture, presentation); null removes a file. */
export type SpeakerInput = {
  file_cv?: InputMaybe<Scalars['ID']['input']>;
  file_lecture?: InputMaybe<Scalars['ID']['input']>;
  file_photo?: InputMaybe<Scalars['ID']['input']>;
  file_presentation?: InputMaybe<Scalars['ID']['input']>;
};

export type SpeakerPublication = {
  __typename?: 'SpeakerPublication';
  cv_public: Scalars['Boolean']['output'];
  photo_public: Scalars['Boolean']['output'];
  user_id: Scalars['ID']['output'];
};

export type Sponsor = {
  __typename?: 'Sponsor';
  address: Maybe<Scalars['String']['output']>;
  bizNumber: Maybe<Scalars['String']['output']>;
  businessRegistration: Maybe<UploadedFile>;
  companyName_en: Scalars['String']['output'];
  companyName_kr: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  delete: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  grade: Enum_Sponsor_Grade;
  homepage_en: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  managerName: Scalars['String']['output'];
  manager_memo: Maybe<Scalars['String']['output']>;
  mobilePhone: Maybe<Scalars['String']['output']>;
  partnership: Maybe<Scalars['String']['output']>;
  paymentSchedule: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  price: Scalars['Long']['output'];
  sponsor_paper: Maybe<UploadedFile>;
  sponsor_pay: Scalars['Long']['output'];
  sponsor_pay_status: Scalars['String']['output'];
  taxBill: Scalars['Boolean']['output'];
  taxBillEmail: Maybe<Scalars['String']['output']>;
  taxBillSchedule: Maybe<Scalars['String']['output']>;
};

/** What the applicant sees after applying: the grade and the server's price. */
export type SponsorApplicationReceipt = {
  __typename?: 'SponsorApplicationReceipt';
  companyName_en: Scalars['String']['output'];
  grade: Enum_Sponsor_Grade;
  id: Scalars['ID']['output'];
  price: Scalars['Long']['output'];
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

export type SponsorList = {
  __typename?: 'SponsorList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<Sponsor>;
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

/** How many rows have this value (key: the stored code, e.g. a tier code or an abstract topic; null when unset). */
export type StatisticsCount = {
  __typename?: 'StatisticsCount';
  count: Scalars['Int']['output'];
  key: Maybe<Scalars['String']['output']>;
};

/** Rows per Asia/Seoul day (date as YYYY-MM-DD); days without rows are left out. */
export type StatisticsDay = {
  __typename?: 'StatisticsDay';
  count: Scalars['Int']['output'];
  date: Scalars['String']['output'];
};

/** Refunds (gateway cancellations, pay_cancellations) in one currency. */
export type StatisticsRefunds = {
  __typename?: 'StatisticsRefunds';
  amount: Scalars['Long']['output'];
  count: Scalars['Int']['output'];
  currency: Maybe<Scalars['String']['output']>;
  partialCount: Scalars['Int']['output'];
};

/** Payments confirmed (paid_at set) in one currency by one payment method (cash code). */
export type StatisticsRevenue = {
  __typename?: 'StatisticsRevenue';
  cashCode: Maybe<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
  currency: Maybe<Scalars['String']['output']>;
  /** Sum of the payments' totals. */
  gross: Scalars['Long']['output'];
  /** gross minus refunded. */
  net: Scalars['Long']['output'];
  /** Sum of what cancellations have returned of these payments so far. */
  refunded: Scalars['Long']['output'];
};

/** Live sponsors of one grade: how many, and the sum of their prices and of what they paid. */
export type StatisticsSponsorGrade = {
  __typename?: 'StatisticsSponsorGrade';
  count: Scalars['Int']['output'];
  grade: Scalars['String']['output'];
  paid: Scalars['Long']['output'];
  price: Scalars['Long']['output'];
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

export type UploadedFile = {
  __typename?: 'UploadedFile';
  height: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  mime: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  size: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width: Maybe<Scalars['Int']['output']>;
};

export type User = {
  __typename?: 'User';
  address: Maybe<Scalars['String']['output']>;
  affiliation: Maybe<Scalars['String']['output']>;
  affiliation_kr: Maybe<Scalars['String']['output']>;
  blocked: Scalars['Boolean']['output'];
  confirmed: Scalars['Boolean']['output'];
  country: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  degree: Maybe<Scalars['String']['output']>;
  delete: Scalars['Boolean']['output'];
  department: Maybe<Scalars['String']['output']>;
  /** The country dial code of the mobile phone, e.g. +82. */
  dialCode: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  familyName: Maybe<Scalars['String']['output']>;
  fax: Maybe<Scalars['String']['output']>;
  /** True for the registration desk's role (FrontDesk): the check-in page and nothing else. */
  frontDesk: Scalars['Boolean']['output'];
  givenName: Maybe<Scalars['String']['output']>;
  /** Organisers only: the live groups the member belongs to. */
  groups: Array<Group>;
  howFind: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invited: Scalars['Boolean']['output'];
  /** The last login, or the sign-up for an account that never logged in (the dormant rule reads it). */
  last_active_at: Scalars['DateTime']['output'];
  medi_license: Maybe<Scalars['String']['output']>;
  mobilePhone: Maybe<Scalars['String']['output']>;
  name_kr: Maybe<Scalars['String']['output']>;
  occupation: Maybe<Scalars['String']['output']>;
  occupationOther: Maybe<Scalars['String']['output']>;
  /** True when this account may use the back office: the organiser role, and on the ADMIN_ALLOWLIST when one is set. */
  organiser: Scalars['Boolean']['output'];
  phone: Maybe<Scalars['String']['output']>;
  receiveInfo: Scalars['Boolean']['output'];
  /** The member's current (not deleted) registration. */
  registration_list: Maybe<RegistrationList>;
  role: Role;
  speaker: Maybe<Speaker>;
  title: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  viaEmail: Scalars['Boolean']['output'];
  visa: Scalars['Boolean']['output'];
  visaBirth: Maybe<Scalars['String']['output']>;
  visaCountry: Maybe<Scalars['String']['output']>;
  visaExpire: Maybe<Scalars['String']['output']>;
  visaFamilyName: Maybe<Scalars['String']['output']>;
  visaGivenName: Maybe<Scalars['String']['output']>;
  visaIssue: Maybe<Scalars['String']['output']>;
  visaPassportNumber: Maybe<Scalars['String']['output']>;
};

export type UserList = {
  __typename?: 'UserList';
  /** Rows matching the filter: exact up to 1,000; above, the database's estimate (see countEstimated). */
  count: Scalars['Int']['output'];
  /** True when more than 1,000 rows match and count is the database's estimate (never below 1,001). */
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<User>;
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

/**
 * A member's request for a visa invitation letter (docs/decisions.md, "Visa invitation letters"):
 * the passport details as sent, the status and the organisers' decision. The member sees their own;
 * organisers see all (regist/visaLetters).
 */
export type VisaLetter = {
  __typename?: 'VisaLetter';
  /** YYYY-MM-DD. */
  birth: Scalars['String']['output'];
  decided_at: Maybe<Scalars['DateTime']['output']>;
  /** The organiser who decided: organisers only (null for the member). */
  decided_by: Maybe<User>;
  /** True while the member may change the request (until it is approved). */
  editable: Scalars['Boolean']['output'];
  expire: Scalars['String']['output'];
  family_name: Scalars['String']['output'];
  /** Names as in the passport (Latin letters). */
  given_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issue: Scalars['String']['output'];
  /** The letter's reference, once approved (KSP2024-VL-0001). */
  letter_number: Maybe<Scalars['String']['output']>;
  nationality: Scalars['String']['output'];
  passport_number: Scalars['String']['output'];
  /** The PDF letter (GET with the bearer token), once approved. */
  pdf_url: Maybe<Scalars['String']['output']>;
  /** Why the request was rejected. */
  reason: Maybe<Scalars['String']['output']>;
  /** The member's live registration (its status is printed on the letter). */
  registration: Maybe<RegistrationList>;
  requested_at: Scalars['DateTime']['output'];
  /** REQUESTED, APPROVED or REJECTED. */
  status: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  user: User;
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

export type VisaLetterList = {
  __typename?: 'VisaLetterList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<VisaLetter>;
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

export type WalkInResult = {
  __typename?: 'WalkInResult';
  /** What the desk took, in whole KRW (0 for a free tier). */
  amountKrw: Scalars['Long']['output'];
  member: User;
  /** True when the member's account was made by this walk-in. */
  newAccount: Scalars['Boolean']['output'];
  /** The payment taken at the desk; null for a free tier. */
  pay: Maybe<Pay>;
  /** The receipt's reference (KSP2024-R-00001); null for a free tier. */
  receiptReference: Maybe<Scalars['String']['output']>;
  registration: RegistrationList;
  /** True when this key had been used before: the earlier walk-in's answer, nothing written again. */
  replayed: Scalars['Boolean']['output'];
};

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
  /** When the desk scanned (the browser's clock; offline scans are sent later). */
  scannedAt: string;
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

/** What a scan did (shared/domain SCAN_OUTCOMES and its labels). */
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

export type AdminCreditSchemeFragment = { id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, dailyMax: number | null, congressMax: number | null, eligibility: Enum_Creditscheme_Eligibility, boundByLectureWindow: boolean, reportsToKma: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> };

export type AdminCreditSettingsFragment = { phase: Enum_Credit_Phase, objectionsCloseAt: string | null, version: number, mailedCount: number, days: Array<{ day: string, windowStart: string | null, windowEnd: string | null }> };

export type AdminCreditSchemesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCreditSchemesQuery = { creditSchemes: Array<{ id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, dailyMax: number | null, congressMax: number | null, eligibility: Enum_Creditscheme_Eligibility, boundByLectureWindow: boolean, reportsToKma: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> }>, creditSettings: { phase: Enum_Credit_Phase, objectionsCloseAt: string | null, version: number, mailedCount: number, days: Array<{ day: string, windowStart: string | null, windowEnd: string | null }> } };

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


export type SaveCreditSchemeMutation = { saveCreditScheme: { id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, dailyMax: number | null, congressMax: number | null, eligibility: Enum_Creditscheme_Eligibility, boundByLectureWindow: boolean, reportsToKma: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> } };

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

export type AdminCreditObjectionFragment = { id: string, userId: string, name: string, email: string, schemeId: string, schemeName_en: string, schemeName_ko: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number };

export type AdminCreditObjectionsQueryVariables = Exact<{
  status?: Enum_Creditobjection_Status | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminCreditObjectionsQuery = { creditObjections: { count: number, rows: Array<{ id: string, userId: string, name: string, email: string, schemeId: string, schemeName_en: string, schemeName_ko: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number }> } };

export type ResolveCreditObjectionMutationVariables = Exact<{
  id: string | number;
  accept: boolean;
  memo: string;
  countedMinutes?: number | null | undefined;
  points?: number | null | undefined;
}>;


export type ResolveCreditObjectionMutation = { resolveCreditObjection: { id: string, userId: string, name: string, email: string, schemeId: string, schemeName_en: string, schemeName_ko: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number } };

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


export type CreateSendEmailMutation = { createSendEmail: { ok: boolean, affected: number } };

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

export type CountMailRecipientsQueryVariables = Exact<{
  recipients: MailRecipientsInput;
}>;


export type CountMailRecipientsQuery = { countMailRecipients: number };

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

export type ReviewSettingsFormFragment = { blind: boolean, perAbstract: number, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> };

export type AdminReviewSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReviewSettingsQuery = { reviewSettings: { blind: boolean, perAbstract: number, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> } };

export type SaveReviewSettingsMutationVariables = Exact<{
  input: ReviewSettingsInput;
}>;


export type SaveReviewSettingsMutation = { saveReviewSettings: { blind: boolean, perAbstract: number, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> } };

export type ReviewerRowFragment = { id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, topics: Array<string>, assigned: number, done: number, open: number };

export type AdminReviewersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReviewersQuery = { reviewers: Array<{ id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, topics: Array<string>, assigned: number, done: number, open: number }> };

export type ReviewerCandidatesQueryVariables = Exact<{
  filter?: UsersFilter | null | undefined;
}>;


export type ReviewerCandidatesQuery = { users: { count: number, rows: Array<{ id: string, email: string, givenName: string | null, familyName: string | null, affiliation: string | null }> } };

export type AddReviewerMutationVariables = Exact<{
  userId?: string | number | null | undefined;
  email?: string | null | undefined;
  topics: Array<string> | string;
}>;


export type AddReviewerMutation = { addReviewer: { id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, topics: Array<string>, assigned: number, done: number, open: number } };

export type UpdateReviewerTopicsMutationVariables = Exact<{
  id: string | number;
  topics: Array<string> | string;
}>;


export type UpdateReviewerTopicsMutation = { updateReviewerTopics: { id: string, userId: string | null, email: string, name: string | null, affiliation: string | null, topics: Array<string>, assigned: number, done: number, open: number } };

export type RemoveReviewerMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveReviewerMutation = { removeReviewer: { ok: boolean, affected: number } };

export type SendReviewRemindersMutationVariables = Exact<{
  reviewerIds?: Array<string | number> | string | number | null | undefined;
}>;


export type SendReviewRemindersMutation = { sendReviewReminders: { ok: boolean, affected: number } };

export type ReviewAssignmentProposalQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewAssignmentProposalQuery = { reviewAssignmentProposal: { hash: string, perAbstract: number, abstracts: number, reviewers: number, spread: number, proposal: Array<{ abstractId: string, abstractTitle: string, reviewerId: string, reviewerName: string, bid: Enum_Review_Bid | null }>, loads: Array<{ reviewerId: string, reviewerName: string, load: number, proposed: number }>, shortfalls: Array<{ abstractId: string, abstractTitle: string, missing: number, eligible: number }> } };

export type ApplyReviewAssignmentMutationVariables = Exact<{
  hash: string;
}>;


export type ApplyReviewAssignmentMutation = { applyReviewAssignment: { ok: boolean, affected: number } };

export type ReviewAssignmentItemFragment = { id: string, abstractId: string, abstractTitle: string, abstractTopic: string | null, reviewerId: string, reviewerName: string, source: string, done: boolean };

export type AdminReviewAssignmentsQueryVariables = Exact<{
  abstractId?: string | number | null | undefined;
  reviewerId?: string | number | null | undefined;
}>;


export type AdminReviewAssignmentsQuery = { reviewAssignments: Array<{ id: string, abstractId: string, abstractTitle: string, abstractTopic: string | null, reviewerId: string, reviewerName: string, source: string, done: boolean }> };

export type AddReviewAssignmentMutationVariables = Exact<{
  abstractId: string | number;
  reviewerId: string | number;
}>;


export type AddReviewAssignmentMutation = { addReviewAssignment: { id: string, abstractId: string, abstractTitle: string, abstractTopic: string | null, reviewerId: string, reviewerName: string, source: string, done: boolean } };

export type RemoveReviewAssignmentMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveReviewAssignmentMutation = { removeReviewAssignment: { ok: boolean, affected: number } };

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

export type VisaLetterRowFragment = { id: string, status: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null };

export type VisaLettersQueryVariables = Exact<{
  filter?: VisaLettersFilter | null | undefined;
  sort_conditions?: Array<SortCondition> | SortCondition | null | undefined;
  start?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type VisaLettersQuery = { visaLetters: { count: number, rows: Array<{ id: string, status: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null }> } };

export type DecideVisaLetterMutationVariables = Exact<{
  id: string | number;
  decision: string;
  reason?: string | null | undefined;
}>;


export type DecideVisaLetterMutation = { decideVisaLetter: { id: string, status: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null } };

export type RevokeVisaLetterMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RevokeVisaLetterMutation = { revokeVisaLetter: { id: string, status: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, user: { id: string, email: string, givenName: string | null, familyName: string | null }, registration: { id: string, price_status: Enum_Registrationlist_Price_Status } | null } };

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

export type UserProfileFragment = { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export type SessionUserFragment = { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export const AbstractRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AbstractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"accepted_as"}},{"kind":"Field","name":{"kind":"Name","value":"reviews_done"}},{"kind":"Field","name":{"kind":"Name","value":"review_mean"}},{"kind":"Field","name":{"kind":"Name","value":"review_spread"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_oral"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_poster"}},{"kind":"Field","name":{"kind":"Name","value":"recommend_reject"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode;
export const DeskBadgeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskBadge"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Badge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryKo"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"inside"}},{"kind":"Field","name":{"kind":"Name","value":"todayScans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}}]}}]}}]} as unknown as DocumentNode;
export const AdminCreditSchemeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditScheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyMax"}},{"kind":"Field","name":{"kind":"Name","value":"congressMax"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"reportsToKma"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;
export const AdminCreditSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"objectionsCloseAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mailedCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"windowStart"}},{"kind":"Field","name":{"kind":"Name","value":"windowEnd"}}]}}]}}]} as unknown as DocumentNode;
export const AdminCreditDayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earnedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"correctionMemo"}}]}}]} as unknown as DocumentNode;
export const AdminCreditRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"earnedPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"correctionMemo"}}]}}]} as unknown as DocumentNode;
export const AdminCreditObjectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditObjection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_en"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_ko"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;
export const PopupRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PopupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Popup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"use"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"size_width"}},{"kind":"Field","name":{"kind":"Name","value":"size_height"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const PostRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsAndNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"created_name"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const GroupRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const MailTemplateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailTemplateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode;
export const UserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const ProgrammeDraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"poster_area"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day_id"}},{"kind":"Field","name":{"kind":"Name","value":"room_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"chair_ids"}},{"kind":"Field","name":{"kind":"Name","value":"start_at"}},{"kind":"Field","name":{"kind":"Name","value":"end_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"talks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"session_id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"speaker_id"}},{"kind":"Field","name":{"kind":"Name","value":"abstract_id"}},{"kind":"Field","name":{"kind":"Name","value":"board"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"session_ids"}},{"kind":"Field","name":{"kind":"Name","value":"talk_ids"}},{"kind":"Field","name":{"kind":"Name","value":"person_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"undoable"}},{"kind":"Field","name":{"kind":"Name","value":"last_change"}}]}}]} as unknown as DocumentNode;
export const RegistrationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistrationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"refund_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"account_no"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}}]}}]}}]}}]} as unknown as DocumentNode;
export const ReviewSettingsFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"perAbstract"}},{"kind":"Field","name":{"kind":"Name","value":"biddingStart"}},{"kind":"Field","name":{"kind":"Name","value":"biddingEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviewEnd"}},{"kind":"Field","name":{"kind":"Name","value":"biddingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOpen"}}]}}]} as unknown as DocumentNode;
export const ReviewerRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]} as unknown as DocumentNode;
export const ReviewAssignmentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAssignmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAssignmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTopic"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]} as unknown as DocumentNode;
export const SiteSettingsForm_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"registrationClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionStart"}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionEnd"}},{"kind":"Field","name":{"kind":"Name","value":"speakerUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"usdKrwRate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;
export const SpeakerFileLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpeakerFileLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;
export const SponsorRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sponsor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_en"}},{"kind":"Field","name":{"kind":"Name","value":"companyName_kr"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor_pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"bizNumber"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode;
export const SponsorFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SponsorFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode;
export const VisaLetterRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;
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
// @ts-ignore
export function useAbstractDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AbstractDetailQuery, AbstractDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AbstractDetailQuery, AbstractDetailQueryVariables>;
export function useAbstractDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AbstractDetailQuery, AbstractDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AbstractDetailQuery | undefined, AbstractDetailQueryVariables>;
export function useAbstractDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AbstractDetailQuery, AbstractDetailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AbstractDetailQuery, AbstractDetailQueryVariables>(AbstractDetailDocument, options);
        }
export type AbstractDetailQueryHookResult = ReturnType<typeof useAbstractDetailQuery>;
export type AbstractDetailLazyQueryHookResult = ReturnType<typeof useAbstractDetailLazyQuery>;
export type AbstractDetailSuspenseQueryHookResult = ReturnType<typeof useAbstractDetailSuspenseQuery>;
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
// @ts-ignore
export function useAbstractsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AbstractsQuery, AbstractsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AbstractsQuery, AbstractsQueryVariables>;
export function useAbstractsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AbstractsQuery, AbstractsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AbstractsQuery | undefined, AbstractsQueryVariables>;
export function useAbstractsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AbstractsQuery, AbstractsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AbstractsQuery, AbstractsQueryVariables>(AbstractsDocument, options);
        }
export type AbstractsQueryHookResult = ReturnType<typeof useAbstractsQuery>;
export type AbstractsLazyQueryHookResult = ReturnType<typeof useAbstractsLazyQuery>;
export type AbstractsSuspenseQueryHookResult = ReturnType<typeof useAbstractsSuspenseQuery>;
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
// @ts-ignore
export function useCheckInSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckInSearchQuery, CheckInSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckInSearchQuery, CheckInSearchQueryVariables>;
export function useCheckInSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckInSearchQuery, CheckInSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckInSearchQuery | undefined, CheckInSearchQueryVariables>;
export function useCheckInSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckInSearchQuery, CheckInSearchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckInSearchQuery, CheckInSearchQueryVariables>(CheckInSearchDocument, options);
        }
export type CheckInSearchQueryHookResult = ReturnType<typeof useCheckInSearchQuery>;
export type CheckInSearchLazyQueryHookResult = ReturnType<typeof useCheckInSearchLazyQuery>;
export type CheckInSearchSuspenseQueryHookResult = ReturnType<typeof useCheckInSearchSuspenseQuery>;
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
// @ts-ignore
export function useCheckInRosterSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckInRosterQuery, CheckInRosterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckInRosterQuery, CheckInRosterQueryVariables>;
export function useCheckInRosterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckInRosterQuery, CheckInRosterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckInRosterQuery | undefined, CheckInRosterQueryVariables>;
export function useCheckInRosterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckInRosterQuery, CheckInRosterQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckInRosterQuery, CheckInRosterQueryVariables>(CheckInRosterDocument, options);
        }
export type CheckInRosterQueryHookResult = ReturnType<typeof useCheckInRosterQuery>;
export type CheckInRosterLazyQueryHookResult = ReturnType<typeof useCheckInRosterLazyQuery>;
export type CheckInRosterSuspenseQueryHookResult = ReturnType<typeof useCheckInRosterSuspenseQuery>;
export type CheckInRosterQueryResult = ApolloReactCommon.QueryResult<CheckInRosterQuery, CheckInRosterQueryVariables>;
export const AdminCreditSchemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreditSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditScheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditScheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyMax"}},{"kind":"Field","name":{"kind":"Name","value":"congressMax"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"reportsToKma"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"objectionsCloseAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mailedCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"windowStart"}},{"kind":"Field","name":{"kind":"Name","value":"windowEnd"}}]}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useAdminCreditSchemesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>;
export function useAdminCreditSchemesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditSchemesQuery | undefined, AdminCreditSchemesQueryVariables>;
export function useAdminCreditSchemesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCreditSchemesQuery, AdminCreditSchemesQueryVariables>(AdminCreditSchemesDocument, options);
        }
export type AdminCreditSchemesQueryHookResult = ReturnType<typeof useAdminCreditSchemesQuery>;
export type AdminCreditSchemesLazyQueryHookResult = ReturnType<typeof useAdminCreditSchemesLazyQuery>;
export type AdminCreditSchemesSuspenseQueryHookResult = ReturnType<typeof useAdminCreditSchemesSuspenseQuery>;
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
// @ts-ignore
export function useAdminCreditChangesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>;
export function useAdminCreditChangesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditChangesQuery | undefined, AdminCreditChangesQueryVariables>;
export function useAdminCreditChangesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>(AdminCreditChangesDocument, options);
        }
export type AdminCreditChangesQueryHookResult = ReturnType<typeof useAdminCreditChangesQuery>;
export type AdminCreditChangesLazyQueryHookResult = ReturnType<typeof useAdminCreditChangesLazyQuery>;
export type AdminCreditChangesSuspenseQueryHookResult = ReturnType<typeof useAdminCreditChangesSuspenseQuery>;
export type AdminCreditChangesQueryResult = ApolloReactCommon.QueryResult<AdminCreditChangesQuery, AdminCreditChangesQueryVariables>;
export const SaveCreditSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCreditScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditSchemeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCreditScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditScheme"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditScheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyMax"}},{"kind":"Field","name":{"kind":"Name","value":"congressMax"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"reportsToKma"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useAdminCreditPreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>;
export function useAdminCreditPreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditPreviewQuery | undefined, AdminCreditPreviewQueryVariables>;
export function useAdminCreditPreviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCreditPreviewQuery, AdminCreditPreviewQueryVariables>(AdminCreditPreviewDocument, options);
        }
export type AdminCreditPreviewQueryHookResult = ReturnType<typeof useAdminCreditPreviewQuery>;
export type AdminCreditPreviewLazyQueryHookResult = ReturnType<typeof useAdminCreditPreviewLazyQuery>;
export type AdminCreditPreviewSuspenseQueryHookResult = ReturnType<typeof useAdminCreditPreviewSuspenseQuery>;
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
export const AdminCreditObjectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCreditObjections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_CREDITOBJECTION_STATUS"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditObjections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditObjection"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditObjection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_en"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_ko"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useAdminCreditObjectionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>;
export function useAdminCreditObjectionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCreditObjectionsQuery | undefined, AdminCreditObjectionsQueryVariables>;
export function useAdminCreditObjectionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>(AdminCreditObjectionsDocument, options);
        }
export type AdminCreditObjectionsQueryHookResult = ReturnType<typeof useAdminCreditObjectionsQuery>;
export type AdminCreditObjectionsLazyQueryHookResult = ReturnType<typeof useAdminCreditObjectionsLazyQuery>;
export type AdminCreditObjectionsSuspenseQueryHookResult = ReturnType<typeof useAdminCreditObjectionsSuspenseQuery>;
export type AdminCreditObjectionsQueryResult = ApolloReactCommon.QueryResult<AdminCreditObjectionsQuery, AdminCreditObjectionsQueryVariables>;
export const ResolveCreditObjectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveCreditObjection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countedMinutes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCreditObjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}},{"kind":"Argument","name":{"kind":"Name","value":"memo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memo"}}},{"kind":"Argument","name":{"kind":"Name","value":"countedMinutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countedMinutes"}}},{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCreditObjection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCreditObjection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_en"}},{"kind":"Field","name":{"kind":"Name","value":"schemeName_ko"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useAdminPopupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPopupsQuery, AdminPopupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPopupsQuery, AdminPopupsQueryVariables>;
export function useAdminPopupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPopupsQuery, AdminPopupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPopupsQuery | undefined, AdminPopupsQueryVariables>;
export function useAdminPopupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPopupsQuery, AdminPopupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminPopupsQuery, AdminPopupsQueryVariables>(AdminPopupsDocument, options);
        }
export type AdminPopupsQueryHookResult = ReturnType<typeof useAdminPopupsQuery>;
export type AdminPopupsLazyQueryHookResult = ReturnType<typeof useAdminPopupsLazyQuery>;
export type AdminPopupsSuspenseQueryHookResult = ReturnType<typeof useAdminPopupsSuspenseQuery>;
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
// @ts-ignore
export function useAdminPopupSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPopupQuery, AdminPopupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPopupQuery, AdminPopupQueryVariables>;
export function useAdminPopupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPopupQuery, AdminPopupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPopupQuery | undefined, AdminPopupQueryVariables>;
export function useAdminPopupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPopupQuery, AdminPopupQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminPopupQuery, AdminPopupQueryVariables>(AdminPopupDocument, options);
        }
export type AdminPopupQueryHookResult = ReturnType<typeof useAdminPopupQuery>;
export type AdminPopupLazyQueryHookResult = ReturnType<typeof useAdminPopupLazyQuery>;
export type AdminPopupSuspenseQueryHookResult = ReturnType<typeof useAdminPopupSuspenseQuery>;
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
// @ts-ignore
export function useAdminPostsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPostsQuery, AdminPostsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPostsQuery, AdminPostsQueryVariables>;
export function useAdminPostsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPostsQuery, AdminPostsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPostsQuery | undefined, AdminPostsQueryVariables>;
export function useAdminPostsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPostsQuery, AdminPostsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminPostsQuery, AdminPostsQueryVariables>(AdminPostsDocument, options);
        }
export type AdminPostsQueryHookResult = ReturnType<typeof useAdminPostsQuery>;
export type AdminPostsLazyQueryHookResult = ReturnType<typeof useAdminPostsLazyQuery>;
export type AdminPostsSuspenseQueryHookResult = ReturnType<typeof useAdminPostsSuspenseQuery>;
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
// @ts-ignore
export function useAdminPostSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminPostQuery, AdminPostQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPostQuery, AdminPostQueryVariables>;
export function useAdminPostSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPostQuery, AdminPostQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminPostQuery | undefined, AdminPostQueryVariables>;
export function useAdminPostSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminPostQuery, AdminPostQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminPostQuery, AdminPostQueryVariables>(AdminPostDocument, options);
        }
export type AdminPostQueryHookResult = ReturnType<typeof useAdminPostQuery>;
export type AdminPostLazyQueryHookResult = ReturnType<typeof useAdminPostLazyQuery>;
export type AdminPostSuspenseQueryHookResult = ReturnType<typeof useAdminPostSuspenseQuery>;
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
// @ts-ignore
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<GroupsQuery | undefined, GroupsQueryVariables>;
export function useGroupsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<GroupsQuery, GroupsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<GroupsQuery, GroupsQueryVariables>(GroupsDocument, options);
        }
export type GroupsQueryHookResult = ReturnType<typeof useGroupsQuery>;
export type GroupsLazyQueryHookResult = ReturnType<typeof useGroupsLazyQuery>;
export type GroupsSuspenseQueryHookResult = ReturnType<typeof useGroupsSuspenseQuery>;
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
// @ts-ignore
export function useSendEmailsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SendEmailsQuery, SendEmailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SendEmailsQuery, SendEmailsQueryVariables>;
export function useSendEmailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SendEmailsQuery, SendEmailsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SendEmailsQuery | undefined, SendEmailsQueryVariables>;
export function useSendEmailsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SendEmailsQuery, SendEmailsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SendEmailsQuery, SendEmailsQueryVariables>(SendEmailsDocument, options);
        }
export type SendEmailsQueryHookResult = ReturnType<typeof useSendEmailsQuery>;
export type SendEmailsLazyQueryHookResult = ReturnType<typeof useSendEmailsLazyQuery>;
export type SendEmailsSuspenseQueryHookResult = ReturnType<typeof useSendEmailsSuspenseQuery>;
export type SendEmailsQueryResult = ApolloReactCommon.QueryResult<SendEmailsQuery, SendEmailsQueryVariables>;
export const CreateSendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSendEmailInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useMailTemplatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MailTemplatesQuery, MailTemplatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailTemplatesQuery, MailTemplatesQueryVariables>;
export function useMailTemplatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailTemplatesQuery, MailTemplatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailTemplatesQuery | undefined, MailTemplatesQueryVariables>;
export function useMailTemplatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailTemplatesQuery, MailTemplatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MailTemplatesQuery, MailTemplatesQueryVariables>(MailTemplatesDocument, options);
        }
export type MailTemplatesQueryHookResult = ReturnType<typeof useMailTemplatesQuery>;
export type MailTemplatesLazyQueryHookResult = ReturnType<typeof useMailTemplatesLazyQuery>;
export type MailTemplatesSuspenseQueryHookResult = ReturnType<typeof useMailTemplatesSuspenseQuery>;
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
// @ts-ignore
export function useMailTemplateSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MailTemplateQuery, MailTemplateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailTemplateQuery, MailTemplateQueryVariables>;
export function useMailTemplateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailTemplateQuery, MailTemplateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailTemplateQuery | undefined, MailTemplateQueryVariables>;
export function useMailTemplateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailTemplateQuery, MailTemplateQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MailTemplateQuery, MailTemplateQueryVariables>(MailTemplateDocument, options);
        }
export type MailTemplateQueryHookResult = ReturnType<typeof useMailTemplateQuery>;
export type MailTemplateLazyQueryHookResult = ReturnType<typeof useMailTemplateLazyQuery>;
export type MailTemplateSuspenseQueryHookResult = ReturnType<typeof useMailTemplateSuspenseQuery>;
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
// @ts-ignore
export function usePreviewMailTemplateSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>;
export function usePreviewMailTemplateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PreviewMailTemplateQuery | undefined, PreviewMailTemplateQueryVariables>;
export function usePreviewMailTemplateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PreviewMailTemplateQuery, PreviewMailTemplateQueryVariables>(PreviewMailTemplateDocument, options);
        }
export type PreviewMailTemplateQueryHookResult = ReturnType<typeof usePreviewMailTemplateQuery>;
export type PreviewMailTemplateLazyQueryHookResult = ReturnType<typeof usePreviewMailTemplateLazyQuery>;
export type PreviewMailTemplateSuspenseQueryHookResult = ReturnType<typeof usePreviewMailTemplateSuspenseQuery>;
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
// @ts-ignore
export function useMailAutoSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>;
export function useMailAutoSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailAutoSettingsQuery | undefined, MailAutoSettingsQueryVariables>;
export function useMailAutoSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MailAutoSettingsQuery, MailAutoSettingsQueryVariables>(MailAutoSettingsDocument, options);
        }
export type MailAutoSettingsQueryHookResult = ReturnType<typeof useMailAutoSettingsQuery>;
export type MailAutoSettingsLazyQueryHookResult = ReturnType<typeof useMailAutoSettingsLazyQuery>;
export type MailAutoSettingsSuspenseQueryHookResult = ReturnType<typeof useMailAutoSettingsSuspenseQuery>;
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
export const CountMailRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountMailRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recipients"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailRecipientsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countMailRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recipients"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recipients"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useCountMailRecipientsQuery__
 *
 * To run a query within a React component, call `useCountMailRecipientsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCountMailRecipientsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCountMailRecipientsQuery({
 *   variables: {
 *      recipients: // value for 'recipients'
 *   },
 * });
 */
export function useCountMailRecipientsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CountMailRecipientsQuery, CountMailRecipientsQueryVariables> & ({ variables: CountMailRecipientsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>(CountMailRecipientsDocument, options);
      }
export function useCountMailRecipientsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>(CountMailRecipientsDocument, options);
        }
// @ts-ignore
export function useCountMailRecipientsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>;
export function useCountMailRecipientsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CountMailRecipientsQuery | undefined, CountMailRecipientsQueryVariables>;
export function useCountMailRecipientsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>(CountMailRecipientsDocument, options);
        }
export type CountMailRecipientsQueryHookResult = ReturnType<typeof useCountMailRecipientsQuery>;
export type CountMailRecipientsLazyQueryHookResult = ReturnType<typeof useCountMailRecipientsLazyQuery>;
export type CountMailRecipientsSuspenseQueryHookResult = ReturnType<typeof useCountMailRecipientsSuspenseQuery>;
export type CountMailRecipientsQueryResult = ApolloReactCommon.QueryResult<CountMailRecipientsQuery, CountMailRecipientsQueryVariables>;
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
// @ts-ignore
export function useMailSendOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MailSendOptionsQuery, MailSendOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailSendOptionsQuery, MailSendOptionsQueryVariables>;
export function useMailSendOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailSendOptionsQuery, MailSendOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MailSendOptionsQuery | undefined, MailSendOptionsQueryVariables>;
export function useMailSendOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MailSendOptionsQuery, MailSendOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MailSendOptionsQuery, MailSendOptionsQueryVariables>(MailSendOptionsDocument, options);
        }
export type MailSendOptionsQueryHookResult = ReturnType<typeof useMailSendOptionsQuery>;
export type MailSendOptionsLazyQueryHookResult = ReturnType<typeof useMailSendOptionsLazyQuery>;
export type MailSendOptionsSuspenseQueryHookResult = ReturnType<typeof useMailSendOptionsSuspenseQuery>;
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
// @ts-ignore
export function useUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UsersQuery, UsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UsersQuery, UsersQueryVariables>;
export function useUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UsersQuery, UsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UsersQuery | undefined, UsersQueryVariables>;
export function useUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UsersQuery, UsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UsersQuery, UsersQueryVariables>(UsersDocument, options);
        }
export type UsersQueryHookResult = ReturnType<typeof useUsersQuery>;
export type UsersLazyQueryHookResult = ReturnType<typeof useUsersLazyQuery>;
export type UsersSuspenseQueryHookResult = ReturnType<typeof useUsersSuspenseQuery>;
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
// @ts-ignore
export function useDormantUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DormantUsersQuery, DormantUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DormantUsersQuery, DormantUsersQueryVariables>;
export function useDormantUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DormantUsersQuery, DormantUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DormantUsersQuery | undefined, DormantUsersQueryVariables>;
export function useDormantUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DormantUsersQuery, DormantUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DormantUsersQuery, DormantUsersQueryVariables>(DormantUsersDocument, options);
        }
export type DormantUsersQueryHookResult = ReturnType<typeof useDormantUsersQuery>;
export type DormantUsersLazyQueryHookResult = ReturnType<typeof useDormantUsersLazyQuery>;
export type DormantUsersSuspenseQueryHookResult = ReturnType<typeof useDormantUsersSuspenseQuery>;
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
// @ts-ignore
export function useUserSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserQuery, UserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserQuery, UserQueryVariables>;
export function useUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserQuery, UserQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserQuery | undefined, UserQueryVariables>;
export function useUserSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserQuery, UserQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserQuery, UserQueryVariables>(UserDocument, options);
        }
export type UserQueryHookResult = ReturnType<typeof useUserQuery>;
export type UserLazyQueryHookResult = ReturnType<typeof useUserLazyQuery>;
export type UserSuspenseQueryHookResult = ReturnType<typeof useUserSuspenseQuery>;
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
// @ts-ignore
export function useCountriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CountriesQuery, CountriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CountriesQuery, CountriesQueryVariables>;
export function useCountriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CountriesQuery, CountriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CountriesQuery | undefined, CountriesQueryVariables>;
export function useCountriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CountriesQuery, CountriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CountriesQuery, CountriesQueryVariables>(CountriesDocument, options);
        }
export type CountriesQueryHookResult = ReturnType<typeof useCountriesQuery>;
export type CountriesLazyQueryHookResult = ReturnType<typeof useCountriesLazyQuery>;
export type CountriesSuspenseQueryHookResult = ReturnType<typeof useCountriesSuspenseQuery>;
export type CountriesQueryResult = ApolloReactCommon.QueryResult<CountriesQuery, CountriesQueryVariables>;
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
// @ts-ignore
export function useAdminProgrammeDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>;
export function useAdminProgrammeDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammeDraftQuery | undefined, AdminProgrammeDraftQueryVariables>;
export function useAdminProgrammeDraftSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminProgrammeDraftQuery, AdminProgrammeDraftQueryVariables>(AdminProgrammeDraftDocument, options);
        }
export type AdminProgrammeDraftQueryHookResult = ReturnType<typeof useAdminProgrammeDraftQuery>;
export type AdminProgrammeDraftLazyQueryHookResult = ReturnType<typeof useAdminProgrammeDraftLazyQuery>;
export type AdminProgrammeDraftSuspenseQueryHookResult = ReturnType<typeof useAdminProgrammeDraftSuspenseQuery>;
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
// @ts-ignore
export function useAdminProgrammeVersionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>;
export function useAdminProgrammeVersionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammeVersionsQuery | undefined, AdminProgrammeVersionsQueryVariables>;
export function useAdminProgrammeVersionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminProgrammeVersionsQuery, AdminProgrammeVersionsQueryVariables>(AdminProgrammeVersionsDocument, options);
        }
export type AdminProgrammeVersionsQueryHookResult = ReturnType<typeof useAdminProgrammeVersionsQuery>;
export type AdminProgrammeVersionsLazyQueryHookResult = ReturnType<typeof useAdminProgrammeVersionsLazyQuery>;
export type AdminProgrammeVersionsSuspenseQueryHookResult = ReturnType<typeof useAdminProgrammeVersionsSuspenseQuery>;
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
// @ts-ignore
export function useAdminProgrammePeopleSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>;
export function useAdminProgrammePeopleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammePeopleQuery | undefined, AdminProgrammePeopleQueryVariables>;
export function useAdminProgrammePeopleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminProgrammePeopleQuery, AdminProgrammePeopleQueryVariables>(AdminProgrammePeopleDocument, options);
        }
export type AdminProgrammePeopleQueryHookResult = ReturnType<typeof useAdminProgrammePeopleQuery>;
export type AdminProgrammePeopleLazyQueryHookResult = ReturnType<typeof useAdminProgrammePeopleLazyQuery>;
export type AdminProgrammePeopleSuspenseQueryHookResult = ReturnType<typeof useAdminProgrammePeopleSuspenseQuery>;
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
// @ts-ignore
export function useAdminProgrammePublishedSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>;
export function useAdminProgrammePublishedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProgrammePublishedQuery | undefined, AdminProgrammePublishedQueryVariables>;
export function useAdminProgrammePublishedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminProgrammePublishedQuery, AdminProgrammePublishedQueryVariables>(AdminProgrammePublishedDocument, options);
        }
export type AdminProgrammePublishedQueryHookResult = ReturnType<typeof useAdminProgrammePublishedQuery>;
export type AdminProgrammePublishedLazyQueryHookResult = ReturnType<typeof useAdminProgrammePublishedLazyQuery>;
export type AdminProgrammePublishedSuspenseQueryHookResult = ReturnType<typeof useAdminProgrammePublishedSuspenseQuery>;
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
// @ts-ignore
export function useRegistrationMemosSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RegistrationMemosQuery, RegistrationMemosQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RegistrationMemosQuery, RegistrationMemosQueryVariables>;
export function useRegistrationMemosSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RegistrationMemosQuery, RegistrationMemosQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RegistrationMemosQuery | undefined, RegistrationMemosQueryVariables>;
export function useRegistrationMemosSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RegistrationMemosQuery, RegistrationMemosQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RegistrationMemosQuery, RegistrationMemosQueryVariables>(RegistrationMemosDocument, options);
        }
export type RegistrationMemosQueryHookResult = ReturnType<typeof useRegistrationMemosQuery>;
export type RegistrationMemosLazyQueryHookResult = ReturnType<typeof useRegistrationMemosLazyQuery>;
export type RegistrationMemosSuspenseQueryHookResult = ReturnType<typeof useRegistrationMemosSuspenseQuery>;
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
// @ts-ignore
export function usePayLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PayLogQuery, PayLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PayLogQuery, PayLogQueryVariables>;
export function usePayLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PayLogQuery, PayLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PayLogQuery | undefined, PayLogQueryVariables>;
export function usePayLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PayLogQuery, PayLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PayLogQuery, PayLogQueryVariables>(PayLogDocument, options);
        }
export type PayLogQueryHookResult = ReturnType<typeof usePayLogQuery>;
export type PayLogLazyQueryHookResult = ReturnType<typeof usePayLogLazyQuery>;
export type PayLogSuspenseQueryHookResult = ReturnType<typeof usePayLogSuspenseQuery>;
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
// @ts-ignore
export function useRefundDataSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RefundDataQuery, RefundDataQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RefundDataQuery, RefundDataQueryVariables>;
export function useRefundDataSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RefundDataQuery, RefundDataQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RefundDataQuery | undefined, RefundDataQueryVariables>;
export function useRefundDataSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RefundDataQuery, RefundDataQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RefundDataQuery, RefundDataQueryVariables>(RefundDataDocument, options);
        }
export type RefundDataQueryHookResult = ReturnType<typeof useRefundDataQuery>;
export type RefundDataLazyQueryHookResult = ReturnType<typeof useRefundDataLazyQuery>;
export type RefundDataSuspenseQueryHookResult = ReturnType<typeof useRefundDataSuspenseQuery>;
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
// @ts-ignore
export function useRegisterLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RegisterLogQuery, RegisterLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RegisterLogQuery, RegisterLogQueryVariables>;
export function useRegisterLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RegisterLogQuery, RegisterLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RegisterLogQuery | undefined, RegisterLogQueryVariables>;
export function useRegisterLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RegisterLogQuery, RegisterLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RegisterLogQuery, RegisterLogQueryVariables>(RegisterLogDocument, options);
        }
export type RegisterLogQueryHookResult = ReturnType<typeof useRegisterLogQuery>;
export type RegisterLogLazyQueryHookResult = ReturnType<typeof useRegisterLogLazyQuery>;
export type RegisterLogSuspenseQueryHookResult = ReturnType<typeof useRegisterLogSuspenseQuery>;
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
// @ts-ignore
export function useRegistrationListsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RegistrationListsQuery, RegistrationListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RegistrationListsQuery, RegistrationListsQueryVariables>;
export function useRegistrationListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RegistrationListsQuery, RegistrationListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RegistrationListsQuery | undefined, RegistrationListsQueryVariables>;
export function useRegistrationListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RegistrationListsQuery, RegistrationListsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RegistrationListsQuery, RegistrationListsQueryVariables>(RegistrationListsDocument, options);
        }
export type RegistrationListsQueryHookResult = ReturnType<typeof useRegistrationListsQuery>;
export type RegistrationListsLazyQueryHookResult = ReturnType<typeof useRegistrationListsLazyQuery>;
export type RegistrationListsSuspenseQueryHookResult = ReturnType<typeof useRegistrationListsSuspenseQuery>;
export type RegistrationListsQueryResult = ApolloReactCommon.QueryResult<RegistrationListsQuery, RegistrationListsQueryVariables>;
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
// @ts-ignore
export function useAdminReviewSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>;
export function useAdminReviewSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReviewSettingsQuery | undefined, AdminReviewSettingsQueryVariables>;
export function useAdminReviewSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReviewSettingsQuery, AdminReviewSettingsQueryVariables>(AdminReviewSettingsDocument, options);
        }
export type AdminReviewSettingsQueryHookResult = ReturnType<typeof useAdminReviewSettingsQuery>;
export type AdminReviewSettingsLazyQueryHookResult = ReturnType<typeof useAdminReviewSettingsLazyQuery>;
export type AdminReviewSettingsSuspenseQueryHookResult = ReturnType<typeof useAdminReviewSettingsSuspenseQuery>;
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
export const AdminReviewersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useAdminReviewersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewersQuery, AdminReviewersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReviewersQuery, AdminReviewersQueryVariables>;
export function useAdminReviewersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewersQuery, AdminReviewersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReviewersQuery | undefined, AdminReviewersQueryVariables>;
export function useAdminReviewersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewersQuery, AdminReviewersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReviewersQuery, AdminReviewersQueryVariables>(AdminReviewersDocument, options);
        }
export type AdminReviewersQueryHookResult = ReturnType<typeof useAdminReviewersQuery>;
export type AdminReviewersLazyQueryHookResult = ReturnType<typeof useAdminReviewersLazyQuery>;
export type AdminReviewersSuspenseQueryHookResult = ReturnType<typeof useAdminReviewersSuspenseQuery>;
export type AdminReviewersQueryResult = ApolloReactCommon.QueryResult<AdminReviewersQuery, AdminReviewersQueryVariables>;
export const ReviewerCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewerCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}}]}}]}}]}}]} as unknown as DocumentNode;

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
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useReviewerCandidatesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>(ReviewerCandidatesDocument, options);
      }
export function useReviewerCandidatesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>(ReviewerCandidatesDocument, options);
        }
// @ts-ignore
export function useReviewerCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>;
export function useReviewerCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReviewerCandidatesQuery | undefined, ReviewerCandidatesQueryVariables>;
export function useReviewerCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>(ReviewerCandidatesDocument, options);
        }
export type ReviewerCandidatesQueryHookResult = ReturnType<typeof useReviewerCandidatesQuery>;
export type ReviewerCandidatesLazyQueryHookResult = ReturnType<typeof useReviewerCandidatesLazyQuery>;
export type ReviewerCandidatesSuspenseQueryHookResult = ReturnType<typeof useReviewerCandidatesSuspenseQuery>;
export type ReviewerCandidatesQueryResult = ApolloReactCommon.QueryResult<ReviewerCandidatesQuery, ReviewerCandidatesQueryVariables>;
export const AddReviewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReviewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topics"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReviewer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"topics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topics"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]} as unknown as DocumentNode;

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
export const UpdateReviewerTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReviewerTopics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topics"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReviewerTopics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"topics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topics"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewerRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewerRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reviewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]} as unknown as DocumentNode;

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
export const ReviewAssignmentProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewAssignmentProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewAssignmentProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"perAbstract"}},{"kind":"Field","name":{"kind":"Name","value":"abstracts"}},{"kind":"Field","name":{"kind":"Name","value":"reviewers"}},{"kind":"Field","name":{"kind":"Name","value":"spread"}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"bid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"load"}},{"kind":"Field","name":{"kind":"Name","value":"proposed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortfalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}}]}}]}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useReviewAssignmentProposalSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>;
export function useReviewAssignmentProposalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReviewAssignmentProposalQuery | undefined, ReviewAssignmentProposalQueryVariables>;
export function useReviewAssignmentProposalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReviewAssignmentProposalQuery, ReviewAssignmentProposalQueryVariables>(ReviewAssignmentProposalDocument, options);
        }
export type ReviewAssignmentProposalQueryHookResult = ReturnType<typeof useReviewAssignmentProposalQuery>;
export type ReviewAssignmentProposalLazyQueryHookResult = ReturnType<typeof useReviewAssignmentProposalLazyQuery>;
export type ReviewAssignmentProposalSuspenseQueryHookResult = ReturnType<typeof useReviewAssignmentProposalSuspenseQuery>;
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
export const AdminReviewAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReviewAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"abstractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAssignmentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAssignmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAssignmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTopic"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useAdminReviewAssignmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>;
export function useAdminReviewAssignmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReviewAssignmentsQuery | undefined, AdminReviewAssignmentsQueryVariables>;
export function useAdminReviewAssignmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>(AdminReviewAssignmentsDocument, options);
        }
export type AdminReviewAssignmentsQueryHookResult = ReturnType<typeof useAdminReviewAssignmentsQuery>;
export type AdminReviewAssignmentsLazyQueryHookResult = ReturnType<typeof useAdminReviewAssignmentsLazyQuery>;
export type AdminReviewAssignmentsSuspenseQueryHookResult = ReturnType<typeof useAdminReviewAssignmentsSuspenseQuery>;
export type AdminReviewAssignmentsQueryResult = ApolloReactCommon.QueryResult<AdminReviewAssignmentsQuery, AdminReviewAssignmentsQueryVariables>;
export const AddReviewAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddReviewAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addReviewAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"abstractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAssignmentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAssignmentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAssignmentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abstractId"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTitle"}},{"kind":"Field","name":{"kind":"Name","value":"abstractTopic"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useAdminSiteSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>;
export function useAdminSiteSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSiteSettingsQuery | undefined, AdminSiteSettingsQueryVariables>;
export function useAdminSiteSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminSiteSettingsQuery, AdminSiteSettingsQueryVariables>(AdminSiteSettingsDocument, options);
        }
export type AdminSiteSettingsQueryHookResult = ReturnType<typeof useAdminSiteSettingsQuery>;
export type AdminSiteSettingsLazyQueryHookResult = ReturnType<typeof useAdminSiteSettingsLazyQuery>;
export type AdminSiteSettingsSuspenseQueryHookResult = ReturnType<typeof useAdminSiteSettingsSuspenseQuery>;
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
// @ts-ignore
export function useAdminSiteSettingChangesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>;
export function useAdminSiteSettingChangesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSiteSettingChangesQuery | undefined, AdminSiteSettingChangesQueryVariables>;
export function useAdminSiteSettingChangesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminSiteSettingChangesQuery, AdminSiteSettingChangesQueryVariables>(AdminSiteSettingChangesDocument, options);
        }
export type AdminSiteSettingChangesQueryHookResult = ReturnType<typeof useAdminSiteSettingChangesQuery>;
export type AdminSiteSettingChangesLazyQueryHookResult = ReturnType<typeof useAdminSiteSettingChangesLazyQuery>;
export type AdminSiteSettingChangesSuspenseQueryHookResult = ReturnType<typeof useAdminSiteSettingChangesSuspenseQuery>;
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
// @ts-ignore
export function useInvitedUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<InvitedUsersQuery, InvitedUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InvitedUsersQuery, InvitedUsersQueryVariables>;
export function useInvitedUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InvitedUsersQuery, InvitedUsersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InvitedUsersQuery | undefined, InvitedUsersQueryVariables>;
export function useInvitedUsersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InvitedUsersQuery, InvitedUsersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<InvitedUsersQuery, InvitedUsersQueryVariables>(InvitedUsersDocument, options);
        }
export type InvitedUsersQueryHookResult = ReturnType<typeof useInvitedUsersQuery>;
export type InvitedUsersLazyQueryHookResult = ReturnType<typeof useInvitedUsersLazyQuery>;
export type InvitedUsersSuspenseQueryHookResult = ReturnType<typeof useInvitedUsersSuspenseQuery>;
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
// @ts-ignore
export function useInviteCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<InviteCandidatesQuery, InviteCandidatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InviteCandidatesQuery, InviteCandidatesQueryVariables>;
export function useInviteCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InviteCandidatesQuery, InviteCandidatesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<InviteCandidatesQuery | undefined, InviteCandidatesQueryVariables>;
export function useInviteCandidatesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<InviteCandidatesQuery, InviteCandidatesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<InviteCandidatesQuery, InviteCandidatesQueryVariables>(InviteCandidatesDocument, options);
        }
export type InviteCandidatesQueryHookResult = ReturnType<typeof useInviteCandidatesQuery>;
export type InviteCandidatesLazyQueryHookResult = ReturnType<typeof useInviteCandidatesLazyQuery>;
export type InviteCandidatesSuspenseQueryHookResult = ReturnType<typeof useInviteCandidatesSuspenseQuery>;
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
// @ts-ignore
export function useSponsorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SponsorsQuery, SponsorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SponsorsQuery, SponsorsQueryVariables>;
export function useSponsorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SponsorsQuery, SponsorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SponsorsQuery | undefined, SponsorsQueryVariables>;
export function useSponsorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SponsorsQuery, SponsorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SponsorsQuery, SponsorsQueryVariables>(SponsorsDocument, options);
        }
export type SponsorsQueryHookResult = ReturnType<typeof useSponsorsQuery>;
export type SponsorsLazyQueryHookResult = ReturnType<typeof useSponsorsLazyQuery>;
export type SponsorsSuspenseQueryHookResult = ReturnType<typeof useSponsorsSuspenseQuery>;
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
// @ts-ignore
export function useSponsorSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SponsorQuery, SponsorQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SponsorQuery, SponsorQueryVariables>;
export function useSponsorSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SponsorQuery, SponsorQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SponsorQuery | undefined, SponsorQueryVariables>;
export function useSponsorSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SponsorQuery, SponsorQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SponsorQuery, SponsorQueryVariables>(SponsorDocument, options);
        }
export type SponsorQueryHookResult = ReturnType<typeof useSponsorQuery>;
export type SponsorLazyQueryHookResult = ReturnType<typeof useSponsorLazyQuery>;
export type SponsorSuspenseQueryHookResult = ReturnType<typeof useSponsorSuspenseQuery>;
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
// @ts-ignore
export function useEventStatisticsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EventStatisticsQuery, EventStatisticsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EventStatisticsQuery, EventStatisticsQueryVariables>;
export function useEventStatisticsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EventStatisticsQuery, EventStatisticsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EventStatisticsQuery | undefined, EventStatisticsQueryVariables>;
export function useEventStatisticsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EventStatisticsQuery, EventStatisticsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EventStatisticsQuery, EventStatisticsQueryVariables>(EventStatisticsDocument, options);
        }
export type EventStatisticsQueryHookResult = ReturnType<typeof useEventStatisticsQuery>;
export type EventStatisticsLazyQueryHookResult = ReturnType<typeof useEventStatisticsLazyQuery>;
export type EventStatisticsSuspenseQueryHookResult = ReturnType<typeof useEventStatisticsSuspenseQuery>;
export type EventStatisticsQueryResult = ApolloReactCommon.QueryResult<EventStatisticsQuery, EventStatisticsQueryVariables>;
export const VisaLettersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisaLetters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLettersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortCondition"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visaLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort_conditions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort_conditions"}}},{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useVisaLettersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VisaLettersQuery, VisaLettersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisaLettersQuery, VisaLettersQueryVariables>;
export function useVisaLettersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisaLettersQuery, VisaLettersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisaLettersQuery | undefined, VisaLettersQueryVariables>;
export function useVisaLettersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisaLettersQuery, VisaLettersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VisaLettersQuery, VisaLettersQueryVariables>(VisaLettersDocument, options);
        }
export type VisaLettersQueryHookResult = ReturnType<typeof useVisaLettersQuery>;
export type VisaLettersLazyQueryHookResult = ReturnType<typeof useVisaLettersLazyQuery>;
export type VisaLettersSuspenseQueryHookResult = ReturnType<typeof useVisaLettersSuspenseQuery>;
export type VisaLettersQueryResult = ApolloReactCommon.QueryResult<VisaLettersQuery, VisaLettersQueryVariables>;
export const DecideVisaLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideVisaLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideVisaLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;

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
export const RevokeVisaLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeVisaLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeVisaLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisaLetterRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisaLetterRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]} as unknown as DocumentNode;

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
// @ts-ignore
export function useFrontDeskAccountsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>;
export function useFrontDeskAccountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FrontDeskAccountsQuery | undefined, FrontDeskAccountsQueryVariables>;
export function useFrontDeskAccountsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FrontDeskAccountsQuery, FrontDeskAccountsQueryVariables>(FrontDeskAccountsDocument, options);
        }
export type FrontDeskAccountsQueryHookResult = ReturnType<typeof useFrontDeskAccountsQuery>;
export type FrontDeskAccountsLazyQueryHookResult = ReturnType<typeof useFrontDeskAccountsLazyQuery>;
export type FrontDeskAccountsSuspenseQueryHookResult = ReturnType<typeof useFrontDeskAccountsSuspenseQuery>;
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
// @ts-ignore
export function useWalkInMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WalkInMembersQuery, WalkInMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalkInMembersQuery, WalkInMembersQueryVariables>;
export function useWalkInMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalkInMembersQuery, WalkInMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalkInMembersQuery | undefined, WalkInMembersQueryVariables>;
export function useWalkInMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalkInMembersQuery, WalkInMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WalkInMembersQuery, WalkInMembersQueryVariables>(WalkInMembersDocument, options);
        }
export type WalkInMembersQueryHookResult = ReturnType<typeof useWalkInMembersQuery>;
export type WalkInMembersLazyQueryHookResult = ReturnType<typeof useWalkInMembersLazyQuery>;
export type WalkInMembersSuspenseQueryHookResult = ReturnType<typeof useWalkInMembersSuspenseQuery>;
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
// @ts-ignore
export function useWalkInRateSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WalkInRateQuery, WalkInRateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalkInRateQuery, WalkInRateQueryVariables>;
export function useWalkInRateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalkInRateQuery, WalkInRateQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WalkInRateQuery | undefined, WalkInRateQueryVariables>;
export function useWalkInRateSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WalkInRateQuery, WalkInRateQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WalkInRateQuery, WalkInRateQueryVariables>(WalkInRateDocument, options);
        }
export type WalkInRateQueryHookResult = ReturnType<typeof useWalkInRateQuery>;
export type WalkInRateLazyQueryHookResult = ReturnType<typeof useWalkInRateLazyQuery>;
export type WalkInRateSuspenseQueryHookResult = ReturnType<typeof useWalkInRateSuspenseQuery>;
export type WalkInRateQueryResult = ApolloReactCommon.QueryResult<WalkInRateQuery, WalkInRateQueryVariables>;