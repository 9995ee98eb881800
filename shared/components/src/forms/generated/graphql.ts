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

export type LoginMutationVariables = Exact<{
  identifier: string;
  password: string;
}>;


export type LoginMutation = { login: { jwt: string, user: { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } } };

export type UserProfileFragment = { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export type SessionUserFragment = { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const UserProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation_kr"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationOther"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"howFind"}},{"kind":"Field","name":{"kind":"Name","value":"viaEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiveInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visa"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      identifier: // value for 'identifier'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = ApolloReactCommon.MutationResult<LoginMutation>;