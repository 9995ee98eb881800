/* eslint-disable */
import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { MemberRow, FileRow, RegistrationRow, SpeakerRow, PayRow } from '../db/rows';
import { AbstractRow } from '../modules/abstracts/abstracts.repository';
import { PayCancellationListRow, RegistrationFailureListRow } from '../modules/pays/pays.rows';
import { GroupRow } from '../modules/groups/groups.repository';
import { MemoRow } from '../modules/memos/memos.repository';
import { ConsentTextRow, MemberConsentRow } from '../modules/consents/consents.repository';
import { MyConsentView } from '../modules/consents/consents.service';
import { SendEmailRow } from '../modules/mail/mail.repository';
import { NewsRow } from '../modules/newsAndNotices/newsAndNotices.repository';
import { PopupRow } from '../modules/popups/popups.repository';
import { SponsorRow } from '../modules/sponsors/sponsors.repository';
import { VisaLetterView } from '../modules/visaLetters/visaLetters.service';
import { DeletionRequestView } from '../modules/retention/retention.requests.service';
import { ReceiptRow } from '../modules/receipts/receipts.repository';
import { BadgeView } from '../modules/attendance/badges';
import { ScanRow } from '../modules/attendance/attendance.repository';
import { MailTemplateRecord, MailAutoSettingRecord } from '../modules/mail/mailTemplates.service';
import { DayRow, RoomRow, SessionRow, TalkRow, VersionSummary, NoticeRow, SpeakerPublicationRow } from '../modules/programme/programme.repository';
import { ConflictView, DraftView, TalkView, SessionView, DayView, ProgrammeView, AgendaItemView, MyProgrammeView, SlotView } from '../modules/programme/programme.view';
import { PublicPerson, PublicAbstract } from '../modules/programme/programme.document';
import { ReviewAbstractView, MyAssignmentView, AbstractReviewView } from '../modules/review/reviewing.service';
import { BiddableView } from '../modules/review/reviewBidding.service';
import { ReviewRow, ReviewDraftRow } from '../modules/review/review.repository';
import { ReviewerView, ReviewerCandidateView, MyReviewerView } from '../modules/review/reviewers.service';
import { AssignmentView, ProposalView, ProposedView, LoadView, ShortfallView } from '../modules/review/reviewAssignment.service';
import { SettingsView } from '../modules/review/reviewSettings.service';
import { CreditDayView, CreditRecordView } from '../modules/credits/credits.compute';
import { CreditChangeView } from '../modules/credits/credits.log';
import { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: Date | string; output: Date | string; }
  JSON: { input: unknown; output: unknown; }
  Long: { input: number; output: number; }
};

export type Abstract = {
  __typename?: 'Abstract';
  /** The presentation an accepted abstract was accepted for (a decision made it). */
  accepted_as?: Maybe<Enum_Abstract_Preference>;
  /** Authors, in order (JSON list). */
  author: Scalars['JSON']['output'];
  category?: Maybe<Enum_Abstract_Category>;
  conclusions?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  delete: Scalars['Boolean']['output'];
  /** Whether the viewer (its owner) may edit and withdraw it now. */
  editable: Scalars['Boolean']['output'];
  file_img: Array<UploadedFile>;
  /** The presentation its submitter uploaded once it was accepted (upload use abstractPresentation). */
  file_presentation?: Maybe<UploadedFile>;
  /** Change history (JSON list). */
  history: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** Affiliations the authors refer to (JSON list). */
  including: Scalars['JSON']['output'];
  keywords?: Maybe<Scalars['String']['output']>;
  methods?: Maybe<Scalars['String']['output']>;
  objectives?: Maybe<Scalars['String']['output']>;
  preference?: Maybe<Enum_Abstract_Preference>;
  /** Whether the viewer (its submitter) may upload or replace the presentation now: ACCEPTED and before presentationUploadDeadline. */
  presentationUploadable: Scalars['Boolean']['output'];
  /** When the presentation was last uploaded or replaced. */
  presentation_uploaded_at?: Maybe<Scalars['DateTime']['output']>;
  /** Organisers' list: reviews recommending acceptance as oral. */
  recommend_oral?: Maybe<Scalars['Int']['output']>;
  /** Organisers' list: reviews recommending acceptance as poster. */
  recommend_poster?: Maybe<Scalars['Int']['output']>;
  /** Organisers' list: reviews recommending rejection. */
  recommend_reject?: Maybe<Scalars['Int']['output']>;
  results?: Maybe<Scalars['String']['output']>;
  /** Once decided (ACCEPTED or REJECTED): the reviewers' comments to the authors, without names. */
  review_comments: Array<Scalars['String']['output']>;
  /** Organisers' list: the mean of the reviews' weighted scores. */
  review_mean?: Maybe<Scalars['Float']['output']>;
  /** Organisers' list: max − min of the reviews' weighted scores. */
  review_spread?: Maybe<Scalars['Float']['output']>;
  /** Organisers' list: reviews done. */
  reviews_done?: Maybe<Scalars['Int']['output']>;
  status: Enum_Abstract_Status;
  /** Accepted terms (JSON). */
  terms: Scalars['JSON']['output'];
  title: Scalars['String']['output'];
  topic?: Maybe<Scalars['String']['output']>;
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
  commentToAuthors?: Maybe<Scalars['String']['output']>;
  confidentialComment?: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  recommendation?: Maybe<Enum_Review_Recommendation>;
  reviewerId: Scalars['ID']['output'];
  reviewerName: Scalars['String']['output'];
  scores: Array<ReviewScore>;
  submitted_at?: Maybe<Scalars['DateTime']['output']>;
  weightedScore?: Maybe<Scalars['Float']['output']>;
};

export type AbstractStatusCount = {
  __typename?: 'AbstractStatusCount';
  count: Scalars['Int']['output'];
  status: Enum_Abstract_Status;
};

/** The submission period (Asia/Seoul; site settings) and whether it is open now. */
export type AbstractSubmissionPeriod = {
  __typename?: 'AbstractSubmissionPeriod';
  end?: Maybe<Scalars['DateTime']['output']>;
  open: Scalars['Boolean']['output'];
  start?: Maybe<Scalars['DateTime']['output']>;
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

/** One organiser's figures in a month of the access record. */
export type AccessRecordActorFigures = {
  __typename?: 'AccessRecordActorFigures';
  actor_email: Scalars['String']['output'];
  actor_name: Scalars['String']['output'];
  /** At least ACCESS_CHECK_RULES.manyMembers members. */
  manyMembers: Scalars['Boolean']['output'];
  /** Distinct members whose data they read, changed or downloaded by name. */
  members: Scalars['Int']['output'];
  /** Records between 22:00 and 06:00, Korea time. */
  night: Scalars['Int']['output'];
  records: Scalars['Int']['output'];
  /** Rows of the lists they read and the files they downloaded. */
  rows: Scalars['Int']['output'];
};

/** A recorded monthly check of the access record. */
export type AccessRecordCheck = {
  __typename?: 'AccessRecordCheck';
  checked_at: Scalars['DateTime']['output'];
  checked_by_email: Scalars['String']['output'];
  checked_by_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  month: Scalars['String']['output'];
  note: Scalars['String']['output'];
};

/**
 * One row of the back office's access record (issue 39 §3): who (the organiser's e-mail and name),
 * when, from which address, what (action, operation, members by number, or a list's filter and
 * row count) and why (downloads).
 */
export type AccessRecordEntry = {
  __typename?: 'AccessRecordEntry';
  /** READ, CHANGE, EXPORT, DOWNLOAD or PRINT. */
  action: Scalars['String']['output'];
  actor_email: Scalars['String']['output'];
  actor_name: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  filter?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  ip: Scalars['String']['output'];
  member_ids: Array<Scalars['ID']['output']>;
  operation: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  row_count?: Maybe<Scalars['Int']['output']>;
};

/** Filters of privacy/accessRecord (shared/domain ACCESS_RECORD_LIST). */
export type AccessRecordFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor_contains?: InputMaybe<Scalars['String']['input']>;
  at_from?: InputMaybe<Scalars['String']['input']>;
  at_to?: InputMaybe<Scalars['String']['input']>;
  member_id?: InputMaybe<Scalars['ID']['input']>;
  operation_contains?: InputMaybe<Scalars['String']['input']>;
};

export type AccessRecordList = {
  __typename?: 'AccessRecordList';
  count: Scalars['Int']['output'];
  countEstimated: Scalars['Boolean']['output'];
  rows: Array<AccessRecordEntry>;
};

/** A month (Korea time) of the access record, as the monthly check looks at it. */
export type AccessRecordMonth = {
  __typename?: 'AccessRecordMonth';
  actors: Array<AccessRecordActorFigures>;
  bulk: Array<AccessRecordEntry>;
  /** Downloads of at least ACCESS_CHECK_RULES.bulkRows rows, and the newest 50 of them. */
  bulkCount: Scalars['Int']['output'];
  /** The checks recorded for this month, newest first. */
  checks: Array<AccessRecordCheck>;
  from: Scalars['DateTime']['output'];
  month: Scalars['String']['output'];
  night: Array<AccessRecordEntry>;
  /** Records between 22:00 and 06:00 Korea time, and the newest 50 of them. */
  nightCount: Scalars['Int']['output'];
  records: Scalars['Int']['output'];
  to: Scalars['DateTime']['output'];
};

/** A starred item of a member's programme; clash: it overlaps another starred item. */
export type AgendaItem = {
  __typename?: 'AgendaItem';
  clash: Scalars['Boolean']['output'];
  end: Scalars['DateTime']['output'];
  session: PublishedSession;
  start: Scalars['DateTime']['output'];
  talk?: Maybe<PublishedTalk>;
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
  room?: Maybe<Scalars['String']['output']>;
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
  /**
   * When the desk scanned (the browser's clock; offline scans are sent later). Refused, by index
   * (scans.<i>.scannedAt): more than 10 minutes ahead (validation.date); from a front-desk account,
   * older than 24 hours (checkIn.beyondOfflineWindow); older than 24 hours and not on a congress
   * day, Korea time (checkIn.notCongressDay).
   */
  scannedAt: Scalars['String']['input'];
};

export type AttendanceScanResult = {
  __typename?: 'AttendanceScanResult';
  badge?: Maybe<Badge>;
  clientScanId: Scalars['String']['output'];
  outcome: Enum_Attendancescan_Outcome;
  /** True when this scan is (now or before) a row of the attendance: every scan of a badge that may enter. */
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
  bid?: Maybe<Enum_Review_Bid>;
  conflict: Scalars['Boolean']['output'];
};

/** A member's answer to one consent text: given (true) or refused/withdrawn (false). */
export type ConsentAnswerInput = {
  given: Scalars['Boolean']['input'];
  kind: ConsentKind;
  /** The version of the text the member read (a newer one published meanwhile is refused: reload). */
  version: Scalars['Int']['input'];
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

/** One version of a consent text (or of the privacy policy), in both languages. */
export type ConsentText = {
  __typename?: 'ConsentText';
  body_en: Scalars['String']['output'];
  body_ko: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  /** Organisers only: who published this version (null for the first, and for others). */
  created_by?: Maybe<User>;
  id: Scalars['ID']['output'];
  kind: ConsentKind;
  /** True for a consent without which the service asked for cannot be given (COLLECTION, PASSPORT). */
  required: Scalars['Boolean']['output'];
  version: Scalars['Int']['output'];
};

export type ConsentTextInput = {
  body_en: Scalars['String']['input'];
  body_ko: Scalars['String']['input'];
  kind: ConsentKind;
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
  upToMinutes?: Maybe<Scalars['Int']['output']>;
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
  after?: Maybe<Scalars['String']['output']>;
  /** The figure or setting before, in the reader's language; null: none (created). */
  before?: Maybe<Scalars['String']['output']>;
  changedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  memo?: Maybe<Scalars['String']['output']>;
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
  correctionMemo?: Maybe<Scalars['String']['output']>;
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
  reason?: Maybe<Enum_Creditday_Reason>;
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
  windowEnd?: Maybe<Scalars['DateTime']['output']>;
  windowStart?: Maybe<Scalars['DateTime']['output']>;
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
  resolutionMemo?: Maybe<Scalars['String']['output']>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
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
  licence?: Maybe<Scalars['String']['output']>;
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
  congressMax?: Maybe<Scalars['Int']['output']>;
  /** The most points of any one day (KMA: 6); null: none. */
  dailyMax?: Maybe<Scalars['Int']['output']>;
  /** Points approved per day; a day not listed earns nothing. */
  dayPoints: Array<CreditDayPoints>;
  eligibility: Enum_Creditscheme_Eligibility;
  id: Scalars['ID']['output'];
  kind: Enum_Creditscheme_Kind;
  /** PER_HOUR: no point below this many counted minutes. */
  minimumMinutes?: Maybe<Scalars['Int']['output']>;
  name_en: Scalars['String']['output'];
  name_ko: Scalars['String']['output'];
  /** PER_HOUR: points per full counted hour. */
  pointsPerHour?: Maybe<Scalars['Int']['output']>;
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
  objectionsCloseAt?: Maybe<Scalars['DateTime']['output']>;
  phase: Enum_Credit_Phase;
  /** Raised by each change; setCreditPhase takes the version the organiser saw. */
  version: Scalars['Int']['output'];
};

/** deleteMultipleRegister's answer: MutationResponse's fields (ok: every id deleted) and the ids left. */
export type DeleteRegistersResponse = {
  __typename?: 'DeleteRegistersResponse';
  affected: Scalars['Int']['output'];
  notDeleted: Array<RegistrationNotDeleted>;
  ok: Scalars['Boolean']['output'];
};

/** A member's request to delete their personal data (PIPA Art. 36), due within 10 days. */
export type DeletionRequest = {
  __typename?: 'DeletionRequest';
  actedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The organiser who acted (organisers only). */
  actedBy?: Maybe<Scalars['String']['output']>;
  dueAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** What was kept when acting: payments, attendance, abstracts. */
  kept: Array<Scalars['String']['output']>;
  member?: Maybe<RetentionMember>;
  overdue: Scalars['Boolean']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  /** OPEN or DONE. */
  status: Scalars['String']['output'];
};

export type DeletionRequestList = {
  __typename?: 'DeletionRequestList';
  count: Scalars['Int']['output'];
  rows: Array<DeletionRequest>;
};

/** A page of the roster, by registration number. */
export type DeskRoster = {
  __typename?: 'DeskRoster';
  /** Registrations on the whole roster (not deleted), to check the pages read add up. */
  count: Scalars['Int']['output'];
  /** The number to pass as `after` for the next page; null on the last page. */
  next?: Maybe<Scalars['ID']['output']>;
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
  registrationId?: Maybe<Scalars['ID']['output']>;
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
  endDate?: Maybe<Scalars['String']['output']>;
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
  startDate?: Maybe<Scalars['String']['output']>;
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

/** A live login of the viewer's. */
export type LoginSession = {
  __typename?: 'LoginSession';
  createdAt: Scalars['DateTime']['output'];
  /** The session this request comes from. */
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The client address at login. */
  ip?: Maybe<Scalars['String']['output']>;
  lastSeenAt: Scalars['DateTime']['output'];
  /** The browser's User-Agent at login. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/**
 * A login's first step on the back office login page (issue 39 §5). Either a session (jwt and user)
 * or, for an account with a second factor, a pendingToken (5 minutes, used once) that completeLogin
 * turns into a session with one of methods.
 */
export type LoginStep = {
  __typename?: 'LoginStep';
  /** The society requires a second factor of every organiser: this session may only enrol one. */
  enrolRequired: Scalars['Boolean']['output'];
  /** The organiser printed at start (ADMIN_EMAIL) without a second factor: asked to set one up now. */
  enrolSuggested: Scalars['Boolean']['output'];
  jwt?: Maybe<Scalars['String']['output']>;
  /** TOTP, PASSKEY, RECOVERY_CODE: what may finish the login. */
  methods: Array<Scalars['String']['output']>;
  pendingToken?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
};

export type MailAutoSetting = {
  __typename?: 'MailAutoSetting';
  /** Whether the event's mail goes out automatically. */
  enabled: Scalars['Boolean']['output'];
  /** Mails members cannot do without (confirmation link, find-password code): always sent. */
  required: Scalars['Boolean']['output'];
  /** The English and Korean templates sent (null: the newest live one of the type). */
  template_en_id?: Maybe<Scalars['ID']['output']>;
  template_ko_id?: Maybe<Scalars['ID']['output']>;
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
  /**
   * The mail is about future congresses (marketing): it goes only to the members whose consent to
   * such mails (FUTURE_MAILS) stands; the others are left out and counted (leftOut).
   */
  futureCongresses?: InputMaybe<Scalars['Boolean']['input']>;
  /** Every live, unblocked member of a group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Every member with a live registration not yet paid. */
  unpaid?: InputMaybe<Scalars['Boolean']['input']>;
  /** Chosen members. */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Who a send would reach: those it goes to and, for a mail about future congresses, those left out for want of consent. */
export type MailRecipientsSummary = {
  __typename?: 'MailRecipientsSummary';
  count: Scalars['Int']['output'];
  leftOut: Scalars['Int']['output'];
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

/** One recorded answer (append-only: a withdrawal is a new row). */
export type MemberConsent = {
  __typename?: 'MemberConsent';
  at: Scalars['DateTime']['output'];
  given: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: ConsentKind;
  /** SIGN_UP, MY_PAGE or VISA_LETTER. */
  source: Scalars['String']['output'];
  version: Scalars['Int']['output'];
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
  lastLog?: Maybe<Scalars['String']['output']>;
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
  /** Public: the password step of the back office login (the same limits as login). */
  beginLogin: LoginStep;
  /** Public: passkey options (WebAuthn PublicKeyCredentialRequestOptionsJSON, as JSON) for a pending login. */
  beginPasskeyLogin: Scalars['String']['output'];
  /** Organisers and front desk: passkey creation options (PublicKeyCredentialCreationOptionsJSON, as JSON). */
  beginPasskeyRegistration: Scalars['String']['output'];
  /** Organisers: act on a deletion request: erase what may go, keep what the law requires, tell the member. */
  carryOutDeletionRequest: DeletionRequest;
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
  /** Public: finishes a pending login with exactly one of a TOTP code, a recovery code (used once) or a passkey's answer (JSON). */
  completeLogin: AuthPayload;
  /** Public: confirms the address with the token of the sign-up mail's link (single use, 48 h). ok is false for an unknown, used or expired token. */
  confirmEmail: MutationResponse;
  /** Organisers and front desk: the app's first code confirms it; a first factor brings recovery codes. */
  confirmTotpEnrolment: RecoveryCodes;
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
  /** Organisers: soft-delete registrations (unpaid, free or refunded only); names each id left, and why. */
  deleteMultipleRegister: DeleteRegistersResponse;
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
  /** Organisers and front desk: ends one of their sessions (the current one: a logout). */
  endLoginSession: MutationResponse;
  /** Organisers and front desk: ends every session of theirs but this one. */
  endOtherLoginSessions: MutationResponse;
  /** Members, while objections are open: disputes a day's figure (one open objection per scheme and day). */
  fileCreditObjection: CreditObjection;
  /** Organisers and front desk: stores the passkey the browser created (its answer as JSON); a first factor brings recovery codes. */
  finishPasskeyRegistration: RecoveryCodes;
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
  /** Organisers: a dry run now: what a real run would erase, stored for the page. */
  previewRetention: RetentionRun;
  /** Organisers: publishes a new version of a consent text or of the privacy policy (the old ones are kept). */
  publishConsentText: ConsentText;
  /** Organisers: publishes the draft (presenters whose talk moved are mailed). */
  publishProgramme: ProgrammeVersion;
  /** Organisers: records that the month's access record was checked (who, when, note). Appends only. */
  recordAccessRecordCheck: AccessRecordCheck;
  /**
   * Front desk and organisers: records the desk's scans, each once (by clientScanId), one answer per
   * scan in order. Every distinct scan is stored; a person's scans serialise, and each answer's
   * warning is computed from all of that day's stored scans (two entries at once: both stored, one
   * RECORDED and one ALREADY_INSIDE).
   */
  recordAttendanceScans: Array<AttendanceScanResult>;
  /**
   * Organisers: the registration was paid by bank transfer (pay_status BANK_TRANSFER, cash code
   * BANK); the memo (who paid, when, reference) is kept on the payment.
   */
  recordBankTransfer: Pay;
  /** Organisers and front desk: new recovery codes (the old ones stop working), after the password. */
  regenerateRecoveryCodes: RecoveryCodes;
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
  /** Organisers and front desk: removes the authenticator app (no passkeyId) or one passkey, after the password. */
  removeSecondFactor: MutationResponse;
  /** Organisers: the session's talks in this order (every talk once). */
  reorderProgrammeTalks: Array<ProgrammeTalk>;
  /** The logged-in member asks for their data to be deleted (one open request; asking again answers it). */
  requestMyDeletion: DeletionRequest;
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
  /** Organisers: erases what the dry run listed and is still due. */
  runRetention: RetentionRun;
  /** Organisers: creates (id null) or changes a scheme; logged. */
  saveCreditScheme: CreditScheme;
  /** Organisers: a day of the congress (id: change it). */
  saveProgrammeDay: ProgrammeDay;
  /** Organisers: a room (hall, poster area) (id: change it). */
  saveProgrammeRoom: ProgrammeRoom;
  /** Reviewers, during the review period: keeps a half-written review (refused once submitted). */
  saveReviewDraft: MyReviewAssignment;
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
  /** The logged-in member gives (true) or withdraws (false) an optional consent (KMA_PROVISION, FUTURE_MAILS) of the current version. */
  setMyConsent: MyConsent;
  /** Reviewers, during the bidding period: a bid on an abstract of their topics (null: none). */
  setReviewBid: BiddableAbstract;
  /** Organisers: require a second factor of every organiser (the caller must have one). */
  setSecondFactorRequired: SecondFactorPolicy;
  /** Organisers: an invited speaker's photo and CV on the public pages, from the next publication. */
  setSpeakerPublication: SpeakerPublication;
  /** Members: star a published session or talk. */
  starProgrammeItem: Array<AgendaItem>;
  /** Organisers and front desk: a new authenticator app secret, waiting for confirmTotpEnrolment. */
  startTotpEnrolment: TotpEnrolment;
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
  /** Organisers: saves the periods seen at version (CONFLICT when another save came in between); below a legal minimum is refused. */
  updateRetentionSettings: RetentionSettings;
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


export type MutationBeginLoginArgs = {
  identifier: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationBeginPasskeyLoginArgs = {
  pendingToken: Scalars['String']['input'];
};


export type MutationCarryOutDeletionRequestArgs = {
  id: Scalars['ID']['input'];
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


export type MutationCompleteLoginArgs = {
  passkeyResponse?: InputMaybe<Scalars['String']['input']>;
  pendingToken: Scalars['String']['input'];
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
  totpCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmTotpEnrolmentArgs = {
  code: Scalars['String']['input'];
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


export type MutationEndLoginSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFileCreditObjectionArgs = {
  day: Scalars['String']['input'];
  message: Scalars['String']['input'];
  schemeId: Scalars['ID']['input'];
};


export type MutationFinishPasskeyRegistrationArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  response: Scalars['String']['input'];
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


export type MutationPublishConsentTextArgs = {
  input: ConsentTextInput;
};


export type MutationRecordAccessRecordCheckArgs = {
  month: Scalars['String']['input'];
  note: Scalars['String']['input'];
};


export type MutationRecordAttendanceScansArgs = {
  scans: Array<AttendanceScanInput>;
};


export type MutationRecordBankTransferArgs = {
  memo: Scalars['String']['input'];
  registrationId: Scalars['ID']['input'];
};


export type MutationRegenerateRecoveryCodesArgs = {
  currentPassword: Scalars['String']['input'];
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


export type MutationRemoveSecondFactorArgs = {
  currentPassword: Scalars['String']['input'];
  passkeyId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationReorderProgrammeTalksArgs = {
  sessionId: Scalars['ID']['input'];
  talkIds: Array<Scalars['ID']['input']>;
};


export type MutationRequestMyDeletionArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
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


export type MutationRunRetentionArgs = {
  dryRunId: Scalars['ID']['input'];
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


export type MutationSaveReviewDraftArgs = {
  assignmentId: Scalars['ID']['input'];
  input: ReviewDraftInput;
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


export type MutationSetMyConsentArgs = {
  given: Scalars['Boolean']['input'];
  kind: ConsentKind;
  version: Scalars['Int']['input'];
};


export type MutationSetReviewBidArgs = {
  abstractId: Scalars['ID']['input'];
  bid?: InputMaybe<Enum_Review_Bid>;
};


export type MutationSetSecondFactorRequiredArgs = {
  required: Scalars['Boolean']['input'];
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


export type MutationUpdateRetentionSettingsArgs = {
  input: RetentionSettingsInput;
  version: Scalars['Int']['input'];
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
  /** createSendEmail about future congresses: the members left out for want of consent (null elsewhere). */
  leftOut?: Maybe<Scalars['Int']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** A member's current answer to a consent asked at sign-up, with the text it answered. */
export type MyConsent = {
  __typename?: 'MyConsent';
  /** When it was answered (null: never). */
  at?: Maybe<Scalars['DateTime']['output']>;
  /** True for the optional consents a member may give or withdraw in the member area. */
  changeable: Scalars['Boolean']['output'];
  /** The member's latest answer (false when never given). */
  given: Scalars['Boolean']['output'];
  kind: ConsentKind;
  /** The current text (a member changing the answer agrees to or withdraws from this version). */
  text: ConsentText;
  /** The version answered (null: never). */
  version?: Maybe<Scalars['Int']['output']>;
};

/** The logged-in member's credits: visible from the OBJECTIONS phase on. */
export type MyCredits = {
  __typename?: 'MyCredits';
  /** Whether the certificate of attendance may be downloaded (FINAL, or OBJECTIONS after the close). */
  certificateAvailable: Scalars['Boolean']['output'];
  objections: Array<CreditObjection>;
  objectionsCloseAt?: Maybe<Scalars['DateTime']['output']>;
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
  /** The draft saved and not submitted yet (null once the review is submitted). */
  draft?: Maybe<ReviewDraft>;
  /** Whether the reviewer may write or change the review now (the review period). */
  editable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  review?: Maybe<Review>;
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
  created_name?: Maybe<Scalars['String']['output']>;
  delete: Scalars['Boolean']['output'];
  gallery_main?: Maybe<UploadedFile>;
  id: Scalars['ID']['output'];
  /** The live post of the same type posted just after this one (newer), if any. */
  next?: Maybe<NewsAndNotice>;
  /** The live post of the same type posted just before this one (older), if any. */
  previous?: Maybe<NewsAndNotice>;
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

/** A passkey of the viewer's (its key material is never shown). */
export type Passkey = {
  __typename?: 'Passkey';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

export type Pay = {
  __typename?: 'Pay';
  /** KRW amount returned by cancellations so far. */
  cancelled_total: Scalars['Long']['output'];
  cash_code?: Maybe<Enum_Pay_Cash_Code>;
  cn_appr_no?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Enum_Pay_Country>;
  created_at: Scalars['DateTime']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  grade?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  paid_at?: Maybe<Scalars['DateTime']['output']>;
  pay_status: Enum_Pay_Status;
  pay_url?: Maybe<Scalars['String']['output']>;
  product_name: Scalars['String']['output'];
  qrcode_url?: Maybe<Scalars['String']['output']>;
  /** The receipts of this payment: its payment, then its cancellations. */
  receipts: Array<Receipt>;
  /** The bank account a VA payment is refunded to, as the member gave it: organisers only (null for anyone else). */
  refund_account?: Maybe<PayRefundAccount>;
  /** A VA payment's refund account was given (the number itself is shown to organisers only). */
  refund_account_given: Scalars['Boolean']['output'];
  registration_list?: Maybe<RegistrationList>;
  sid?: Maybe<Scalars['String']['output']>;
  statusChecked: Scalars['Boolean']['output'];
  tax?: Maybe<Scalars['Long']['output']>;
  tax_free?: Maybe<Scalars['Long']['output']>;
  tid?: Maybe<Scalars['String']['output']>;
  time_stamp?: Maybe<Scalars['String']['output']>;
  total: Scalars['Long']['output'];
  trade_id: Scalars['String']['output'];
  urlExpired: Scalars['Boolean']['output'];
  user_email: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
  user_name: Scalars['String']['output'];
  va_account_no?: Maybe<Scalars['String']['output']>;
  /** Virtual account (VA): the bank's KFTC code (shared/domain BANK_NAMES), once KG issued the account. */
  va_bank_code?: Maybe<Scalars['String']['output']>;
  /** The deposit deadline: the end of KG's va_deposit_closure day, Korean time. */
  va_expires_at?: Maybe<Scalars['DateTime']['output']>;
};

/** A cancellation or refund asked of the gateway (regist/refundData). */
export type PayCancellation = {
  __typename?: 'PayCancellation';
  /** KRW returned by this cancellation. */
  amount: Scalars['Long']['output'];
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The organiser who asked for it. */
  organiser_email?: Maybe<Scalars['String']['output']>;
  partial: Scalars['Boolean']['output'];
  pay_id: Scalars['ID']['output'];
  pay_total: Scalars['Long']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  registration_list_id?: Maybe<Scalars['ID']['output']>;
  result_code: Scalars['String']['output'];
  result_message?: Maybe<Scalars['String']['output']>;
  /** True when the gateway answered 0000. */
  succeeded: Scalars['Boolean']['output'];
  tid?: Maybe<Scalars['String']['output']>;
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
  payId?: Maybe<Scalars['ID']['output']>;
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
  pay_status?: Maybe<Enum_Pay_Status>;
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
  reason?: Maybe<Scalars['String']['output']>;
  response: Scalars['Boolean']['output'];
};

export type Popup = {
  __typename?: 'Popup';
  content: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  created_name?: Maybe<Scalars['String']['output']>;
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
  person_id?: Maybe<Scalars['ID']['output']>;
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
  last_change?: Maybe<Scalars['String']['output']>;
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
  after?: Maybe<ProgrammeSlot>;
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
  cv_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name_en: Scalars['String']['output'];
  name_ko: Scalars['String']['output'];
  /** Invited speakers whose photo an organiser made public; anyone may load it. */
  photo_url?: Maybe<Scalars['String']['output']>;
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
  day?: Maybe<Scalars['String']['output']>;
  end: Scalars['DateTime']['output'];
  room_en?: Maybe<Scalars['String']['output']>;
  room_ko?: Maybe<Scalars['String']['output']>;
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
  abstract_id?: Maybe<Scalars['ID']['output']>;
  /** Poster sessions: the numbered board. */
  board?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  minutes: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  session_id: Scalars['ID']['output'];
  speaker_id?: Maybe<Scalars['ID']['output']>;
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
  published_by?: Maybe<User>;
  version: Scalars['Int']['output'];
};

export type ProposedReviewAssignment = {
  __typename?: 'ProposedReviewAssignment';
  abstractId: Scalars['ID']['output'];
  abstractTitle: Scalars['String']['output'];
  bid?: Maybe<Enum_Review_Bid>;
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
  companyName_kr?: Maybe<Scalars['String']['output']>;
  grade: Enum_Sponsor_Grade;
  homepage_en?: Maybe<Scalars['String']['output']>;
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
  abstract?: Maybe<ProgrammeAbstract>;
  board?: Maybe<Scalars['Int']['output']>;
  end: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  minutes: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  speaker?: Maybe<ProgrammePerson>;
  start: Scalars['DateTime']['output'];
  title_en: Scalars['String']['output'];
  title_ko: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The owner or an organiser. */
  abstract?: Maybe<Abstract>;
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
  /** Organisers: a month's unusual patterns and its recorded checks (month: YYYY-MM, Korea time). */
  accessRecordMonth: AccessRecordMonth;
  /**
   * Organisers: the access record with filters, sort and paging. Sortable: id, at, actor_email,
   * action, operation, row_count; default at DESC. The Excel export is POST /export/accessRecord
   * (with a reason, recorded).
   */
  accessRecords: AccessRecordList;
  /** Public: every live post except downloads, newest first, as titles for the menus (at most 500). */
  allNewsNoticeLists: Array<NewsAndNotice>;
  /** The member (id) themself or an organiser: does the member have a live registration? */
  checkDuplicateRegister: DuplicateRegisterCheck;
  /** Front desk and organisers: the badge a QR text names; null when it names none. */
  checkInBadge?: Maybe<Badge>;
  /**
   * Front desk and organisers: the registrations (not deleted) after number `after`, `limit` a page
   * (at most 500), for the desk's search without the network.
   */
  checkInRoster: DeskRoster;
  /** Front desk and organisers: registrations by number, name (Latin or Korean) or e-mail (at most 20). */
  checkInSearch: Array<Badge>;
  /** Organisers: every version of a kind's text, newest first. */
  consentTextVersions: Array<ConsentText>;
  /** Public: the current version of each consent text and of the privacy policy. */
  consentTexts: Array<ConsentText>;
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
  /** Organisers: deletion requests, open first by due date (status OPEN or DONE; limit at most 200). */
  deletionRequests: DeletionRequestList;
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
  group?: Maybe<Group>;
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
  /** Organisers and front desk: their own live sessions, latest seen first. */
  loginSessions: Array<LoginSession>;
  /** Organisers: the automatic-sending setting of each event type. */
  mailAutoSettings: Array<MailAutoSetting>;
  /** Organisers: how many members a send would reach and how many it leaves out (future-congress mails). */
  mailRecipientsSummary: MailRecipientsSummary;
  /** Organisers: one live template. */
  mailTemplate?: Maybe<MailTemplate>;
  /** Organisers: live templates. Sortable: id, type, locale, title, updated_at; default type ASC. */
  mailTemplates: MailTemplateList;
  /** The logged-in user (null without a token). */
  me?: Maybe<User>;
  /** Organisers: a member's consent history, newest first. */
  memberConsentHistory: Array<MemberConsent>;
  /** Organisers: the notes on one row, oldest first. */
  memoLists: Array<MemoList>;
  /** The logged-in member's badge (their live registration, paid or free); null when none. */
  myBadge?: Maybe<Badge>;
  /** Reviewers: the abstracts of their topics to bid on or declare a conflict with (not their own). */
  myBiddableAbstracts: Array<BiddableAbstract>;
  /** The logged-in member: every answer they gave, newest first. */
  myConsentHistory: Array<MemberConsent>;
  /** The logged-in member: their current answer to each sign-up consent. */
  myConsents: Array<MyConsent>;
  /** The logged-in member's credits. */
  myCredits: MyCredits;
  /** The logged-in member: their latest deletion request, null when none. */
  myDeletionRequest?: Maybe<DeletionRequest>;
  /** The logged-in member: everything held about them, as one JSON document. */
  myPersonalData: Scalars['JSON']['output'];
  /** Members: their starred items (clashes marked), the notices about them and their .ics link. */
  myProgramme: MyProgramme;
  /** Reviewers: one of their assignments. */
  myReviewAssignment: MyReviewAssignment;
  /** Reviewers: the abstracts assigned to them, blind. */
  myReviewAssignments: Array<MyReviewAssignment>;
  /** Any login: the member as a reviewer, null when they are not one. */
  myReviewer?: Maybe<MyReviewer>;
  /** The logged-in member's own request (null when there is none). */
  myVisaLetter?: Maybe<VisaLetter>;
  /** The logged-in member's abstracts (withdrawn included, deleted not), newest first. */
  my_abstract: Array<Abstract>;
  /** Public: one live post (null when deleted or unknown). */
  newsAndNotice?: Maybe<NewsAndNotice>;
  /** Public: live posts. Sortable: id, type, title, created_name, viewCount, created_at; default created_at DESC. */
  newsAndNotices: NewsAndNoticeList;
  /** The payment's member or an organiser. */
  pay?: Maybe<Pay>;
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
  popup?: Maybe<Popup>;
  /** Public: the active popups (organisers: every live popup, filtered). Sortable: id, title, use, start, end, location, created_name, created_at. */
  popups: PopupList;
  /** Anyone: until when presenters of accepted abstracts may replace their presentation (Asia/Seoul; null: no deadline). */
  presentationUploadDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** Organisers: the draft rendered by the mail sender's renderer against a member's rows (default: the organiser's own). */
  previewMailTemplate: MailTemplatePreview;
  /** Public: the current privacy policy. */
  privacyPolicy: ConsentText;
  /** Anyone: the latest published programme (null before the first publication); day: YYYY-MM-DD. */
  programme?: Maybe<PublishedProgramme>;
  /** Organisers: the draft with its conflicts. */
  programmeDraft: ProgrammeDraft;
  /** Organisers: every publication, newest first. */
  programmeVersions: Array<ProgrammeVersion>;
  /** Public: confirmed sponsors (not advertisers) by grade, for /sponsorships/sponsor. */
  publicSponsors: Array<PublicSponsor>;
  /** Organisers: regist/registerLog. Sortable: id, reason, created_at; default created_at DESC. */
  registrationFailures: RegistrationFailureList;
  /** The owner or an organiser. */
  registrationList?: Maybe<RegistrationList>;
  /**
   * Organisers: registrations with filters, sort and paging. Sortable: id, created_at, category,
   * price_status, email; default created_at DESC.
   */
  registrationLists: RegistrationListList;
  /** Public: the registration window (site settings) and whether it is open now. */
  registrationWindow: RegistrationWindow;
  /** Organisers: the latest runs, newest first (limit 1 to 50, default 10). */
  retentionRuns: Array<RetentionRun>;
  /** Organisers: the retention periods. */
  retentionSettings: RetentionSettings;
  /** Organisers: the automatic assignment's proposal for the abstracts in review; writes nothing. */
  reviewAssignmentProposal: ReviewAssignmentProposal;
  /** Organisers: assignments of an abstract or of a reviewer (or all). */
  reviewAssignments: Array<ReviewAssignmentRow>;
  /** Reviewers and organisers: the review form and periods. */
  reviewSettings: ReviewSettings;
  /** Organisers: members whose e-mail, name (Latin or Korean) or licence number contains search. */
  reviewerCandidates: Array<ReviewerCandidate>;
  /** Organisers: every reviewer with their progress (done / open). */
  reviewers: Array<Reviewer>;
  /** Organisers: whether the society requires a second factor of every organiser. */
  secondFactorPolicy: SecondFactorPolicy;
  /** Organisers and front desk: their own second factors. */
  secondFactorStatus: SecondFactorStatus;
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
  speakerUploadDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** Invited members: their own speaker record (speakers by user); organisers: any member's (userId) or all. */
  speakers: Array<Speaker>;
  /** Organisers: one live application with its files. */
  sponsor?: Maybe<Sponsor>;
  /**
   * Organisers: live sponsorship applications with filters, sort and paging. Sortable: id,
   * companyName_en, grade, price, sponsor_pay_status, created_at; default created_at DESC. The Excel
   * export of chosen rows is POST /export/sponsors with { ids }.
   */
  sponsors: SponsorList;
  /** Organisers, or the user themself. */
  user?: Maybe<User>;
  /**
   * Organisers: members with filters, sort and paging. Sortable (sort_conditions.field): id, email,
   * givenName, familyName, name_kr, country, affiliation, created_at; default created_at DESC.
   */
  users: UserList;
  /** Public (spec §6): is this payment window still open? */
  validateCheckPayUrl: PayUrlCheck;
  /** Organisers: one request, its passport number whole (the one place an organiser sees it). */
  visaLetter?: Maybe<VisaLetter>;
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


export type QueryAccessRecordMonthArgs = {
  month: Scalars['String']['input'];
};


export type QueryAccessRecordsArgs = {
  filter?: InputMaybe<AccessRecordFilter>;
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


export type QueryConsentTextVersionsArgs = {
  kind: ConsentKind;
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


export type QueryDeletionRequestsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  start?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
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


export type QueryMailRecipientsSummaryArgs = {
  recipients: MailRecipientsInput;
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


export type QueryMemberConsentHistoryArgs = {
  userId: Scalars['ID']['input'];
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


export type QueryRetentionRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReviewAssignmentsArgs = {
  abstractId?: InputMaybe<Scalars['ID']['input']>;
  reviewerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryReviewerCandidatesArgs = {
  search: Scalars['String']['input'];
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

/** Recovery codes, each usable once in place of the second factor: shown only now (empty: the old ones stay). */
export type RecoveryCodes = {
  __typename?: 'RecoveryCodes';
  recoveryCodes: Array<Scalars['String']['output']>;
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
  /** The answers to the sign-up consents (COLLECTION, KMA_PROVISION, FUTURE_MAILS; PASSPORT too with passport details): COLLECTION must be given. */
  consents?: InputMaybe<Array<ConsentAnswerInput>>;
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
  code?: Maybe<Scalars['String']['output']>;
  /** How many times it happened in the row's hour: refusals of the gateway callbacks are counted, not one row each. */
  count: Scalars['Int']['output'];
  /** When it first happened. */
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** When it last happened (counted rows). */
  last_at?: Maybe<Scalars['DateTime']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  pay_id?: Maybe<Scalars['ID']['output']>;
  /** GATEWAY_REFUSED, DECLINED, WINDOW_CLOSED, BAD_SIGNATURE, AMOUNT_MISMATCH, TID_MISMATCH, UNKNOWN_TRADE, BAD_PAY_TOKEN, URL_EXPIRED, WRONG_IP, STALE_PAYMENT, ACCOUNT_MISMATCH. */
  reason: Scalars['String']['output'];
  registration_list_id?: Maybe<Scalars['ID']['output']>;
  /** The sender's address, for refusals of the gateway's notifications. */
  source_ip?: Maybe<Scalars['String']['output']>;
  tid?: Maybe<Scalars['String']['output']>;
  trade_id?: Maybe<Scalars['String']['output']>;
  user_email?: Maybe<Scalars['String']['output']>;
  user_name?: Maybe<Scalars['String']['output']>;
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
  alergy?: Maybe<Scalars['String']['output']>;
  attend: Enum_Registrationlist_Attend;
  badgeFamilyName?: Maybe<Scalars['String']['output']>;
  badgeGivenName?: Maybe<Scalars['String']['output']>;
  /** The name printed on the badge: the Korean name for members from Korea who gave one, else the badge's (or the member's) given name and the family name in capitals. */
  badgeName?: Maybe<Scalars['String']['output']>;
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
  dietaryNeeds?: Maybe<Scalars['String']['output']>;
  dinnerAttendance: Scalars['Boolean']['output'];
  /** True while the member may still change it (before payment). */
  editable: Scalars['Boolean']['output'];
  /** The fee's parts, recomputed from the constants. */
  fee: RegistrationFee;
  id: Scalars['ID']['output'];
  /** Registration category (professor, fellow, … non-member; spec §9). */
  occupation?: Maybe<Scalars['String']['output']>;
  /** The latest payment for this registration. */
  pay?: Maybe<Pay>;
  /** Total to pay, whole units of the currency (KRW, USD), as text (spec §3). */
  price: Scalars['String']['output'];
  /** The Korea-time day the price was fixed (YYYY-MM-DD). */
  price_date?: Maybe<Scalars['String']['output']>;
  price_status: Enum_Registrationlist_Price_Status;
  /** The fee table (KOREA_MEMBER, KOREA_NON_MEMBER, OVERSEAS_NON_MEMBER). */
  price_type?: Maybe<Scalars['String']['output']>;
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

/**
 * A registration deleteMultipleRegister left as it was. reason: PAID or REFUND_REQUESTED (the member
 * paid and was not refunded: refund first), ALREADY_DELETED, NOT_FOUND.
 */
export type RegistrationNotDeleted = {
  __typename?: 'RegistrationNotDeleted';
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
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

/** One category of a run: PAYMENTS (payer identity erased), ATTENDANCE (scans and credit records deleted) or PROFILE (account anonymised). */
export type RetentionCategory = {
  __typename?: 'RetentionCategory';
  category: Scalars['String']['output'];
  /** ATTENDANCE: until when it was kept; null for the others (per row or per member). */
  keptUntil?: Maybe<Scalars['DateTime']['output']>;
  memberCount: Scalars['Int']['output'];
  /** At most 500 members. */
  members: Array<RetentionMember>;
  rowCount: Scalars['Int']['output'];
};

/** A period's allowed range: field is paymentYears, attendanceYears or profileMonths. */
export type RetentionLimit = {
  __typename?: 'RetentionLimit';
  field: Scalars['String']['output'];
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
};

/** A member a run or request names, as they are now (an anonymised one by its placeholder). */
export type RetentionMember = {
  __typename?: 'RetentionMember';
  anonymised: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A run of the retention schedule: a dry run lists, a real run erases what a dry run listed and is still due. */
export type RetentionRun = {
  __typename?: 'RetentionRun';
  /** A real run: the dry run it applied. */
  appliedFrom?: Maybe<Scalars['ID']['output']>;
  categories: Array<RetentionCategory>;
  congressEnd?: Maybe<Scalars['DateTime']['output']>;
  dryRun: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  ranAt: Scalars['DateTime']['output'];
  /** Who ran it; null: the daily job or the command. */
  runBy?: Maybe<Scalars['String']['output']>;
};

/**
 * How long personal data is kept after the congress (issue 39 §4): periods organisers set, each at
 * least the law's minimum (limits).
 */
export type RetentionSettings = {
  __typename?: 'RetentionSettings';
  /** Attendance and credit records, in years after the congress or the objection close, whichever is later. */
  attendanceYears: Scalars['Int']['output'];
  /** The congress's last day (YYYY-MM-DD, Korea time); null: the last programme day. */
  congressEndedOn?: Maybe<Scalars['String']['output']>;
  /** The last programme day (YYYY-MM-DD), null when the programme has none. */
  lastProgrammeDay?: Maybe<Scalars['String']['output']>;
  limits: Array<RetentionLimit>;
  /** Payment records, in years after the tax year's filing deadline (at least 5: tax law). */
  paymentYears: Scalars['Int']['output'];
  /** Members' accounts, in months after the congress or the member's last login, whichever is later. */
  profileMonths: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type RetentionSettingsInput = {
  attendanceYears: Scalars['Int']['input'];
  /** YYYY-MM-DD, or empty/null for the last programme day. */
  congressEndedOn?: InputMaybe<Scalars['String']['input']>;
  paymentYears: Scalars['Int']['input'];
  profileMonths: Scalars['Int']['input'];
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
  weightedScore?: Maybe<Scalars['Float']['output']>;
};

/** An abstract as a reviewer sees it: never its authors, affiliations or submitter while blind. */
export type ReviewAbstract = {
  __typename?: 'ReviewAbstract';
  category?: Maybe<Enum_Abstract_Category>;
  conclusions?: Maybe<Scalars['String']['output']>;
  file_img: Array<UploadedFile>;
  id: Scalars['ID']['output'];
  keywords?: Maybe<Scalars['String']['output']>;
  methods?: Maybe<Scalars['String']['output']>;
  objectives?: Maybe<Scalars['String']['output']>;
  /** Only when the review is not blind (organisers switched it off): the authors and affiliations (JSON). */
  openAuthors?: Maybe<Scalars['JSON']['output']>;
  results?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  topic?: Maybe<Scalars['String']['output']>;
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
  /** Reviewers not counted: invited addresses nobody confirmed yet. */
  pendingReviewers: Scalars['Int']['output'];
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
  abstractTopic?: Maybe<Scalars['String']['output']>;
  done: Scalars['Boolean']['output'];
  /** The review is not done but the reviewer saved a draft (its content stays theirs). */
  draft: Scalars['Boolean']['output'];
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

/**
 * A reviewer's saved draft (docs/decisions.md "Reviewer set-up and draft reviews"): any subset of
 * the criteria, the recommendation optional; never counted as a review done.
 */
export type ReviewDraft = {
  __typename?: 'ReviewDraft';
  commentToAuthors: Scalars['String']['output'];
  confidentialComment: Scalars['String']['output'];
  recommendation?: Maybe<Enum_Review_Recommendation>;
  scores: Array<ReviewScore>;
  updated_at: Scalars['DateTime']['output'];
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
  biddingEnd?: Maybe<Scalars['DateTime']['output']>;
  /** Whether reviewers may bid now. */
  biddingOpen: Scalars['Boolean']['output'];
  biddingStart?: Maybe<Scalars['DateTime']['output']>;
  /** Reviewers never see the authors, their affiliations or the submitter (default true). */
  blind: Scalars['Boolean']['output'];
  criteria: Array<ReviewCriterion>;
  /** Reviewers per abstract for the automatic assignment. */
  perAbstract: Scalars['Int']['output'];
  reviewEnd?: Maybe<Scalars['DateTime']['output']>;
  /** Whether reviewers may write or change reviews now (after the period they are read-only). */
  reviewOpen: Scalars['Boolean']['output'];
  reviewStart?: Maybe<Scalars['DateTime']['output']>;
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
  affiliation?: Maybe<Scalars['String']['output']>;
  assigned: Scalars['Int']['output'];
  /**
   * Not linked yet (userId null): an account holds the address but has not confirmed it (true), or
   * nobody has signed up with it (false). A pending reviewer is never assigned.
   */
  awaitingConfirmation: Scalars['Boolean']['output'];
  done: Scalars['Int']['output'];
  /** Open assignments with a draft saved (not counted as done). */
  drafts: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The member's name; while pending, the name of the unconfirmed account holding the address. */
  name?: Maybe<Scalars['String']['output']>;
  open: Scalars['Int']['output'];
  topics: Array<Scalars['String']['output']>;
  /** The member (null until an invited address signs up and confirms it). */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** A member an organiser may make a reviewer (reviewerCandidates). */
export type ReviewerCandidate = {
  __typename?: 'ReviewerCandidate';
  affiliation?: Maybe<Scalars['String']['output']>;
  /** Whether the member has confirmed their address (a reviewer is linked only then). */
  confirmed: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Whether the member (or their address) is a reviewer already. */
  reviewer: Scalars['Boolean']['output'];
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

export type SecondFactorPolicy = {
  __typename?: 'SecondFactorPolicy';
  /** Every organiser must have a second factor (they enrol one at their next login). */
  requiredForOrganisers: Scalars['Boolean']['output'];
};

export type SecondFactorStatus = {
  __typename?: 'SecondFactorStatus';
  /** This session may do nothing but enrol a second factor. */
  mustEnrol: Scalars['Boolean']['output'];
  passkeys: Array<Passkey>;
  recoveryCodesLeft: Scalars['Int']['output'];
  /** The society requires a second factor of the viewer (an organiser). */
  required: Scalars['Boolean']['output'];
  /** An authenticator app is set up. */
  totp: Scalars['Boolean']['output'];
};

export type SendEmail = {
  __typename?: 'SendEmail';
  /** True for the platform's event mails, false for organisers' mails and resends. */
  automatic: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  delivery_attempts: Scalars['Int']['output'];
  /** Why the last attempt failed (cleared once sent). */
  delivery_error?: Maybe<Scalars['String']['output']>;
  files: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** The mail this one re-sent. */
  resent_from?: Maybe<Scalars['ID']['output']>;
  sent_at?: Maybe<Scalars['DateTime']['output']>;
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
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
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
  abstractSubmissionEnd?: Maybe<Scalars['DateTime']['output']>;
  abstractSubmissionStart: Scalars['DateTime']['output'];
  /** Until when presenters of accepted abstracts replace their presentation; null: no deadline. */
  presentationUploadDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** Included: registration closes at the end of this second. */
  registrationClosesAt: Scalars['DateTime']['output'];
  registrationOpensAt: Scalars['DateTime']['output'];
  /** Until when invited speakers replace their files; null: no deadline. */
  speakerUploadDeadline?: Maybe<Scalars['DateTime']['output']>;
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
  created_id?: Maybe<Scalars['ID']['output']>;
  file_cv?: Maybe<UploadedFile>;
  file_lecture?: Maybe<UploadedFile>;
  file_photo?: Maybe<UploadedFile>;
  file_presentation?: Maybe<UploadedFile>;
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
  address?: Maybe<Scalars['String']['output']>;
  bizNumber?: Maybe<Scalars['String']['output']>;
  businessRegistration?: Maybe<UploadedFile>;
  companyName_en: Scalars['String']['output'];
  companyName_kr?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  delete: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  grade: Enum_Sponsor_Grade;
  homepage_en?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  managerName: Scalars['String']['output'];
  manager_memo?: Maybe<Scalars['String']['output']>;
  mobilePhone?: Maybe<Scalars['String']['output']>;
  partnership?: Maybe<Scalars['String']['output']>;
  paymentSchedule?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  price: Scalars['Long']['output'];
  sponsor_paper?: Maybe<UploadedFile>;
  sponsor_pay: Scalars['Long']['output'];
  sponsor_pay_status: Scalars['String']['output'];
  taxBill: Scalars['Boolean']['output'];
  taxBillEmail?: Maybe<Scalars['String']['output']>;
  taxBillSchedule?: Maybe<Scalars['String']['output']>;
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
  key?: Maybe<Scalars['String']['output']>;
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
  currency?: Maybe<Scalars['String']['output']>;
  partialCount: Scalars['Int']['output'];
};

/** Payments confirmed (paid_at set) in one currency by one payment method (cash code). */
export type StatisticsRevenue = {
  __typename?: 'StatisticsRevenue';
  cashCode?: Maybe<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
  currency?: Maybe<Scalars['String']['output']>;
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

/** The authenticator app's secret, shown this once: the app scans the QR code or the secret is typed. */
export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The QR code, a PNG data URL. */
  qrCode: Scalars['String']['output'];
  secret: Scalars['String']['output'];
  /** The otpauth:// address the QR code holds. */
  uri: Scalars['String']['output'];
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
  /** The masked number an organiser was shown, sent back unchanged, changes nothing. */
  visaPassportNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UploadedFile = {
  __typename?: 'UploadedFile';
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  mime?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  size?: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type User = {
  __typename?: 'User';
  address?: Maybe<Scalars['String']['output']>;
  affiliation?: Maybe<Scalars['String']['output']>;
  affiliation_kr?: Maybe<Scalars['String']['output']>;
  blocked: Scalars['Boolean']['output'];
  confirmed: Scalars['Boolean']['output'];
  country?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  degree?: Maybe<Scalars['String']['output']>;
  delete: Scalars['Boolean']['output'];
  department?: Maybe<Scalars['String']['output']>;
  /** The country dial code of the mobile phone, e.g. +82. */
  dialCode?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  familyName?: Maybe<Scalars['String']['output']>;
  fax?: Maybe<Scalars['String']['output']>;
  /** True for the registration desk's role (FrontDesk): the check-in page and nothing else. */
  frontDesk: Scalars['Boolean']['output'];
  givenName?: Maybe<Scalars['String']['output']>;
  /** Organisers only: the live groups the member belongs to. */
  groups: Array<Group>;
  howFind?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invited: Scalars['Boolean']['output'];
  /** The last login, or the sign-up for an account that never logged in (the dormant rule reads it). */
  last_active_at: Scalars['DateTime']['output'];
  medi_license?: Maybe<Scalars['String']['output']>;
  mobilePhone?: Maybe<Scalars['String']['output']>;
  name_kr?: Maybe<Scalars['String']['output']>;
  occupation?: Maybe<Scalars['String']['output']>;
  occupationOther?: Maybe<Scalars['String']['output']>;
  /** True when this account may use the back office: the organiser role, and on the ADMIN_ALLOWLIST when one is set. */
  organiser: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  receiveInfo: Scalars['Boolean']['output'];
  /** The member's current (not deleted) registration. */
  registration_list?: Maybe<RegistrationList>;
  role: Role;
  speaker?: Maybe<Speaker>;
  title?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  viaEmail: Scalars['Boolean']['output'];
  visa: Scalars['Boolean']['output'];
  visaBirth?: Maybe<Scalars['String']['output']>;
  visaCountry?: Maybe<Scalars['String']['output']>;
  visaExpire?: Maybe<Scalars['String']['output']>;
  visaFamilyName?: Maybe<Scalars['String']['output']>;
  visaGivenName?: Maybe<Scalars['String']['output']>;
  visaIssue?: Maybe<Scalars['String']['output']>;
  /** Whole to the member themself; masked (M1234****) to organisers. Stored encrypted. */
  visaPassportNumber?: Maybe<Scalars['String']['output']>;
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
  decided_at?: Maybe<Scalars['DateTime']['output']>;
  /** The organiser who decided: organisers only (null for the member). */
  decided_by?: Maybe<User>;
  /** True while the member may change the request (until it is approved). */
  editable: Scalars['Boolean']['output'];
  expire: Scalars['String']['output'];
  family_name: Scalars['String']['output'];
  /** Names as in the passport (Latin letters). */
  given_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issue: Scalars['String']['output'];
  /** The letter's reference, once approved (KSP2024-VL-0001). */
  letter_number?: Maybe<Scalars['String']['output']>;
  nationality: Scalars['String']['output'];
  /**
   * Masked (M1234****) in lists and decisions; whole only to the member themself and in visaLetter(id),
   * the one request an organiser opens. Stored encrypted (docs/decisions.md, issue 39).
   */
  passport_number: Scalars['String']['output'];
  /** The PDF letter (GET with the bearer token), once approved. */
  pdf_url?: Maybe<Scalars['String']['output']>;
  /** Why the request was rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The member's live registration (its status is printed on the letter). */
  registration?: Maybe<RegistrationList>;
  requested_at: Scalars['DateTime']['output'];
  /** REQUESTED, APPROVED or REJECTED. */
  status: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  user: User;
};

/** The passport details of the letter (the names of the User's visa fields). */
export type VisaLetterInput = {
  /** The version of the PASSPORT consent text the member agreed to (required). */
  passportConsentVersion?: InputMaybe<Scalars['Int']['input']>;
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
  /**
   * The doctor agrees, asked at the desk, that their licence number and attendance go to KMA for
   * CME credits (issue 39 §1): recorded as their consent to the current text. Not ticked: their
   * earlier answer stands (a new account has none, so it is left out of the KMA report).
   */
  kmaConsent?: InputMaybe<Scalars['Boolean']['input']>;
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
  pay?: Maybe<Pay>;
  /** The receipt's reference (KSP2024-R-00001); null for a free tier. */
  receiptReference?: Maybe<Scalars['String']['output']>;
  registration: RegistrationList;
  /** True when this key had been used before: the earlier walk-in's answer, nothing written again. */
  replayed: Scalars['Boolean']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Abstract: ResolverTypeWrapper<AbstractRow>;
  AbstractAuthorInput: AbstractAuthorInput;
  AbstractInput: AbstractInput;
  AbstractList: ResolverTypeWrapper<Omit<AbstractList, 'rows'> & { rows: Array<ResolversTypes['Abstract']> }>;
  AbstractReview: ResolverTypeWrapper<AbstractReviewView>;
  AbstractStatusCount: ResolverTypeWrapper<AbstractStatusCount>;
  AbstractSubmissionPeriod: ResolverTypeWrapper<AbstractSubmissionPeriod>;
  AbstractTypeCount: ResolverTypeWrapper<AbstractTypeCount>;
  AbstractTypeCountResponse: ResolverTypeWrapper<AbstractTypeCountResponse>;
  AbstractsFilter: AbstractsFilter;
  AccessRecordActorFigures: ResolverTypeWrapper<AccessRecordActorFigures>;
  AccessRecordCheck: ResolverTypeWrapper<AccessRecordCheck>;
  AccessRecordEntry: ResolverTypeWrapper<AccessRecordEntry>;
  AccessRecordFilter: AccessRecordFilter;
  AccessRecordList: ResolverTypeWrapper<AccessRecordList>;
  AccessRecordMonth: ResolverTypeWrapper<AccessRecordMonth>;
  AgendaItem: ResolverTypeWrapper<AgendaItemView>;
  AttendanceScan: ResolverTypeWrapper<ScanRow>;
  AttendanceScanInput: AttendanceScanInput;
  AttendanceScanResult: ResolverTypeWrapper<Omit<AttendanceScanResult, 'badge'> & { badge?: Maybe<ResolversTypes['Badge']> }>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Badge: ResolverTypeWrapper<BadgeView>;
  BiddableAbstract: ResolverTypeWrapper<BiddableView>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ConsentAnswerInput: ConsentAnswerInput;
  ConsentKind: ConsentKind;
  ConsentText: ResolverTypeWrapper<ConsentTextRow>;
  ConsentTextInput: ConsentTextInput;
  Country: ResolverTypeWrapper<Country>;
  CreatePaymentInput: CreatePaymentInput;
  CreatePaymentResult: ResolverTypeWrapper<CreatePaymentResult>;
  CreateSendEmailInput: CreateSendEmailInput;
  CreditBand: ResolverTypeWrapper<CreditBand>;
  CreditBandInput: CreditBandInput;
  CreditChange: ResolverTypeWrapper<CreditChangeView>;
  CreditChangeList: ResolverTypeWrapper<Omit<CreditChangeList, 'rows'> & { rows: Array<ResolversTypes['CreditChange']> }>;
  CreditDay: ResolverTypeWrapper<CreditDayView>;
  CreditDayPoints: ResolverTypeWrapper<CreditDayPoints>;
  CreditDayPointsInput: CreditDayPointsInput;
  CreditLectureDay: ResolverTypeWrapper<CreditLectureDay>;
  CreditObjection: ResolverTypeWrapper<CreditObjection>;
  CreditObjectionList: ResolverTypeWrapper<CreditObjectionList>;
  CreditRecord: ResolverTypeWrapper<CreditRecordView>;
  CreditRecordList: ResolverTypeWrapper<Omit<CreditRecordList, 'rows'> & { rows: Array<ResolversTypes['CreditRecord']> }>;
  CreditScheme: ResolverTypeWrapper<CreditScheme>;
  CreditSchemeInput: CreditSchemeInput;
  CreditSettings: ResolverTypeWrapper<CreditSettings>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteRegistersResponse: ResolverTypeWrapper<DeleteRegistersResponse>;
  DeletionRequest: ResolverTypeWrapper<DeletionRequestView>;
  DeletionRequestList: ResolverTypeWrapper<Omit<DeletionRequestList, 'rows'> & { rows: Array<ResolversTypes['DeletionRequest']> }>;
  DeskRoster: ResolverTypeWrapper<DeskRoster>;
  DeskRosterEntry: ResolverTypeWrapper<DeskRosterEntry>;
  DormantUsersFilter: DormantUsersFilter;
  DuplicateCheck: ResolverTypeWrapper<DuplicateCheck>;
  DuplicateRegisterCheck: ResolverTypeWrapper<DuplicateRegisterCheck>;
  ENUM_ABSTRACT_CATEGORY: Enum_Abstract_Category;
  ENUM_ABSTRACT_PREFERENCE: Enum_Abstract_Preference;
  ENUM_ABSTRACT_STATUS: Enum_Abstract_Status;
  ENUM_ATTENDANCESCAN_KIND: Enum_Attendancescan_Kind;
  ENUM_ATTENDANCESCAN_METHOD: Enum_Attendancescan_Method;
  ENUM_ATTENDANCESCAN_OUTCOME: Enum_Attendancescan_Outcome;
  ENUM_CREDITDAY_FLAG: Enum_Creditday_Flag;
  ENUM_CREDITDAY_REASON: Enum_Creditday_Reason;
  ENUM_CREDITOBJECTION_STATUS: Enum_Creditobjection_Status;
  ENUM_CREDITSCHEME_ELIGIBILITY: Enum_Creditscheme_Eligibility;
  ENUM_CREDITSCHEME_KIND: Enum_Creditscheme_Kind;
  ENUM_CREDIT_PHASE: Enum_Credit_Phase;
  ENUM_CREDIT_PREVIEW_FILTER: Enum_Credit_Preview_Filter;
  ENUM_MEMO_TYPE: Enum_Memo_Type;
  ENUM_NEWSANDNOTICE_TYPE: Enum_Newsandnotice_Type;
  ENUM_PAY_CASH_CODE: Enum_Pay_Cash_Code;
  ENUM_PAY_COUNTRY: Enum_Pay_Country;
  ENUM_PAY_STATUS: Enum_Pay_Status;
  ENUM_POPUP_LOCATION: Enum_Popup_Location;
  ENUM_REGISTRATIONLIST_ATTEND: Enum_Registrationlist_Attend;
  ENUM_REGISTRATIONLIST_CURRENCY: Enum_Registrationlist_Currency;
  ENUM_REGISTRATIONLIST_PRICE_STATUS: Enum_Registrationlist_Price_Status;
  ENUM_REVIEW_BID: Enum_Review_Bid;
  ENUM_REVIEW_RECOMMENDATION: Enum_Review_Recommendation;
  ENUM_SENDEMAIL_TYPE: Enum_Sendemail_Type;
  ENUM_SPONSOR_GRADE: Enum_Sponsor_Grade;
  EventStatistics: ResolverTypeWrapper<EventStatistics>;
  EventStatisticsFilter: EventStatisticsFilter;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FrontDeskAccountInput: FrontDeskAccountInput;
  Group: ResolverTypeWrapper<GroupRow>;
  GroupInput: GroupInput;
  GroupList: ResolverTypeWrapper<Omit<GroupList, 'rows'> & { rows: Array<ResolversTypes['Group']> }>;
  GroupsFilter: GroupsFilter;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitedUsersFilter: InvitedUsersFilter;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LoginSession: ResolverTypeWrapper<LoginSession>;
  LoginStep: ResolverTypeWrapper<Omit<LoginStep, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Long: ResolverTypeWrapper<Scalars['Long']['output']>;
  MailAutoSetting: ResolverTypeWrapper<MailAutoSettingRecord>;
  MailAutoSettingInput: MailAutoSettingInput;
  MailDeliveryState: MailDeliveryState;
  MailRecipientsInput: MailRecipientsInput;
  MailRecipientsSummary: ResolverTypeWrapper<MailRecipientsSummary>;
  MailTemplate: ResolverTypeWrapper<MailTemplateRecord>;
  MailTemplateInput: MailTemplateInput;
  MailTemplateList: ResolverTypeWrapper<Omit<MailTemplateList, 'rows'> & { rows: Array<ResolversTypes['MailTemplate']> }>;
  MailTemplatePreview: ResolverTypeWrapper<MailTemplatePreview>;
  MailTemplatesFilter: MailTemplatesFilter;
  MemberConsent: ResolverTypeWrapper<MemberConsentRow>;
  MemoInput: MemoInput;
  MemoList: ResolverTypeWrapper<MemoRow>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResponse: ResolverTypeWrapper<MutationResponse>;
  MyConsent: ResolverTypeWrapper<MyConsentView>;
  MyCredits: ResolverTypeWrapper<Omit<MyCredits, 'records'> & { records: Array<ResolversTypes['CreditRecord']> }>;
  MyProgramme: ResolverTypeWrapper<MyProgrammeView>;
  MyReviewAssignment: ResolverTypeWrapper<MyAssignmentView>;
  MyReviewer: ResolverTypeWrapper<MyReviewerView>;
  NewsAndNotice: ResolverTypeWrapper<NewsRow>;
  NewsAndNoticeInput: NewsAndNoticeInput;
  NewsAndNoticeList: ResolverTypeWrapper<Omit<NewsAndNoticeList, 'rows'> & { rows: Array<ResolversTypes['NewsAndNotice']> }>;
  NewsAndNoticeUpdateInput: NewsAndNoticeUpdateInput;
  NewsAndNoticesFilter: NewsAndNoticesFilter;
  Passkey: ResolverTypeWrapper<Passkey>;
  Pay: ResolverTypeWrapper<PayRow>;
  PayCancellation: ResolverTypeWrapper<PayCancellationListRow>;
  PayCancellationList: ResolverTypeWrapper<Omit<PayCancellationList, 'rows'> & { rows: Array<ResolversTypes['PayCancellation']> }>;
  PayCancellationsFilter: PayCancellationsFilter;
  PayList: ResolverTypeWrapper<Omit<PayList, 'rows'> & { rows: Array<ResolversTypes['Pay']> }>;
  PayRefundAccount: ResolverTypeWrapper<PayRefundAccount>;
  PayUrlCheck: ResolverTypeWrapper<PayUrlCheck>;
  PaymentCheck: ResolverTypeWrapper<PaymentCheck>;
  PaysFilter: PaysFilter;
  PermittedAbstractResponse: ResolverTypeWrapper<PermittedAbstractResponse>;
  Popup: ResolverTypeWrapper<PopupRow>;
  PopupInput: PopupInput;
  PopupList: ResolverTypeWrapper<Omit<PopupList, 'rows'> & { rows: Array<ResolversTypes['Popup']> }>;
  PopupsFilter: PopupsFilter;
  PosterBoardInput: PosterBoardInput;
  ProgrammeAbstract: ResolverTypeWrapper<PublicAbstract>;
  ProgrammeConflict: ResolverTypeWrapper<ConflictView>;
  ProgrammeDay: ResolverTypeWrapper<DayRow>;
  ProgrammeDayInput: ProgrammeDayInput;
  ProgrammeDraft: ResolverTypeWrapper<DraftView>;
  ProgrammeItemType: ProgrammeItemType;
  ProgrammeNotice: ResolverTypeWrapper<NoticeRow>;
  ProgrammePerson: ResolverTypeWrapper<PublicPerson>;
  ProgrammeRoom: ResolverTypeWrapper<RoomRow>;
  ProgrammeRoomInput: ProgrammeRoomInput;
  ProgrammeSession: ResolverTypeWrapper<SessionRow>;
  ProgrammeSessionInput: ProgrammeSessionInput;
  ProgrammeSessionKind: ProgrammeSessionKind;
  ProgrammeSlot: ResolverTypeWrapper<SlotView>;
  ProgrammeSlotInput: ProgrammeSlotInput;
  ProgrammeTalk: ResolverTypeWrapper<TalkRow>;
  ProgrammeTalkInput: ProgrammeTalkInput;
  ProgrammeVersion: ResolverTypeWrapper<VersionSummary>;
  ProposedReviewAssignment: ResolverTypeWrapper<ProposedView>;
  PublicSponsor: ResolverTypeWrapper<PublicSponsor>;
  PublishedDay: ResolverTypeWrapper<DayView>;
  PublishedProgramme: ResolverTypeWrapper<ProgrammeView>;
  PublishedSession: ResolverTypeWrapper<SessionView>;
  PublishedTalk: ResolverTypeWrapper<TalkView>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Receipt: ResolverTypeWrapper<ReceiptRow>;
  RecoveryCodes: ResolverTypeWrapper<RecoveryCodes>;
  RefundAccountInput: RefundAccountInput;
  RegisterInput: RegisterInput;
  RegistrationCharge: ResolverTypeWrapper<RegistrationCharge>;
  RegistrationFailure: ResolverTypeWrapper<RegistrationFailureListRow>;
  RegistrationFailureList: ResolverTypeWrapper<Omit<RegistrationFailureList, 'rows'> & { rows: Array<ResolversTypes['RegistrationFailure']> }>;
  RegistrationFailuresFilter: RegistrationFailuresFilter;
  RegistrationFee: ResolverTypeWrapper<RegistrationFee>;
  RegistrationList: ResolverTypeWrapper<RegistrationRow>;
  RegistrationListInput: RegistrationListInput;
  RegistrationListList: ResolverTypeWrapper<Omit<RegistrationListList, 'rows'> & { rows: Array<ResolversTypes['RegistrationList']> }>;
  RegistrationListsFilter: RegistrationListsFilter;
  RegistrationNotDeleted: ResolverTypeWrapper<RegistrationNotDeleted>;
  RegistrationWindow: ResolverTypeWrapper<RegistrationWindow>;
  RequestRefundInput: RequestRefundInput;
  RetentionCategory: ResolverTypeWrapper<RetentionCategory>;
  RetentionLimit: ResolverTypeWrapper<RetentionLimit>;
  RetentionMember: ResolverTypeWrapper<RetentionMember>;
  RetentionRun: ResolverTypeWrapper<RetentionRun>;
  RetentionSettings: ResolverTypeWrapper<RetentionSettings>;
  RetentionSettingsInput: RetentionSettingsInput;
  Review: ResolverTypeWrapper<ReviewRow>;
  ReviewAbstract: ResolverTypeWrapper<ReviewAbstractView>;
  ReviewAssignmentProposal: ResolverTypeWrapper<ProposalView>;
  ReviewAssignmentRow: ResolverTypeWrapper<AssignmentView>;
  ReviewCriterion: ResolverTypeWrapper<ReviewCriterion>;
  ReviewCriterionInput: ReviewCriterionInput;
  ReviewDraft: ResolverTypeWrapper<ReviewDraftRow>;
  ReviewDraftInput: ReviewDraftInput;
  ReviewInput: ReviewInput;
  ReviewScore: ResolverTypeWrapper<ReviewScore>;
  ReviewScoreInput: ReviewScoreInput;
  ReviewSettings: ResolverTypeWrapper<SettingsView>;
  ReviewSettingsInput: ReviewSettingsInput;
  ReviewShortfall: ResolverTypeWrapper<ShortfallView>;
  Reviewer: ResolverTypeWrapper<ReviewerView>;
  ReviewerCandidate: ResolverTypeWrapper<ReviewerCandidateView>;
  ReviewerLoad: ResolverTypeWrapper<LoadView>;
  Role: ResolverTypeWrapper<Role>;
  SecondFactorPolicy: ResolverTypeWrapper<SecondFactorPolicy>;
  SecondFactorStatus: ResolverTypeWrapper<SecondFactorStatus>;
  SendEmail: ResolverTypeWrapper<SendEmailRow>;
  SendEmailList: ResolverTypeWrapper<Omit<SendEmailList, 'rows'> & { rows: Array<ResolversTypes['SendEmail']> }>;
  SendEmailsFilter: SendEmailsFilter;
  SiteSettingChange: ResolverTypeWrapper<SiteSettingChange>;
  SiteSettingChangeList: ResolverTypeWrapper<SiteSettingChangeList>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsInput: SiteSettingsInput;
  SortCondition: SortCondition;
  SortDirection: SortDirection;
  Speaker: ResolverTypeWrapper<SpeakerRow>;
  SpeakerInput: SpeakerInput;
  SpeakerPublication: ResolverTypeWrapper<SpeakerPublicationRow>;
  Sponsor: ResolverTypeWrapper<SponsorRow>;
  SponsorApplicationReceipt: ResolverTypeWrapper<SponsorApplicationReceipt>;
  SponsorFileClaim: SponsorFileClaim;
  SponsorInput: SponsorInput;
  SponsorList: ResolverTypeWrapper<Omit<SponsorList, 'rows'> & { rows: Array<ResolversTypes['Sponsor']> }>;
  SponsorUpdateInput: SponsorUpdateInput;
  SponsorsFilter: SponsorsFilter;
  StatisticsCount: ResolverTypeWrapper<StatisticsCount>;
  StatisticsDay: ResolverTypeWrapper<StatisticsDay>;
  StatisticsRefunds: ResolverTypeWrapper<StatisticsRefunds>;
  StatisticsRevenue: ResolverTypeWrapper<StatisticsRevenue>;
  StatisticsSponsorGrade: ResolverTypeWrapper<StatisticsSponsorGrade>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TotpEnrolment: ResolverTypeWrapper<TotpEnrolment>;
  UpdateUserInput: UpdateUserInput;
  UploadedFile: ResolverTypeWrapper<FileRow>;
  User: ResolverTypeWrapper<MemberRow>;
  UserList: ResolverTypeWrapper<Omit<UserList, 'rows'> & { rows: Array<ResolversTypes['User']> }>;
  UsersFilter: UsersFilter;
  VisaLetter: ResolverTypeWrapper<VisaLetterView>;
  VisaLetterInput: VisaLetterInput;
  VisaLetterList: ResolverTypeWrapper<Omit<VisaLetterList, 'rows'> & { rows: Array<ResolversTypes['VisaLetter']> }>;
  VisaLettersFilter: VisaLettersFilter;
  WalkInInput: WalkInInput;
  WalkInMemberInput: WalkInMemberInput;
  WalkInResult: ResolverTypeWrapper<Omit<WalkInResult, 'member' | 'pay' | 'registration'> & { member: ResolversTypes['User'], pay?: Maybe<ResolversTypes['Pay']>, registration: ResolversTypes['RegistrationList'] }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Abstract: AbstractRow;
  AbstractAuthorInput: AbstractAuthorInput;
  AbstractInput: AbstractInput;
  AbstractList: Omit<AbstractList, 'rows'> & { rows: Array<ResolversParentTypes['Abstract']> };
  AbstractReview: AbstractReviewView;
  AbstractStatusCount: AbstractStatusCount;
  AbstractSubmissionPeriod: AbstractSubmissionPeriod;
  AbstractTypeCount: AbstractTypeCount;
  AbstractTypeCountResponse: AbstractTypeCountResponse;
  AbstractsFilter: AbstractsFilter;
  AccessRecordActorFigures: AccessRecordActorFigures;
  AccessRecordCheck: AccessRecordCheck;
  AccessRecordEntry: AccessRecordEntry;
  AccessRecordFilter: AccessRecordFilter;
  AccessRecordList: AccessRecordList;
  AccessRecordMonth: AccessRecordMonth;
  AgendaItem: AgendaItemView;
  AttendanceScan: ScanRow;
  AttendanceScanInput: AttendanceScanInput;
  AttendanceScanResult: Omit<AttendanceScanResult, 'badge'> & { badge?: Maybe<ResolversParentTypes['Badge']> };
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Badge: BadgeView;
  BiddableAbstract: BiddableView;
  Boolean: Scalars['Boolean']['output'];
  ConsentAnswerInput: ConsentAnswerInput;
  ConsentText: ConsentTextRow;
  ConsentTextInput: ConsentTextInput;
  Country: Country;
  CreatePaymentInput: CreatePaymentInput;
  CreatePaymentResult: CreatePaymentResult;
  CreateSendEmailInput: CreateSendEmailInput;
  CreditBand: CreditBand;
  CreditBandInput: CreditBandInput;
  CreditChange: CreditChangeView;
  CreditChangeList: Omit<CreditChangeList, 'rows'> & { rows: Array<ResolversParentTypes['CreditChange']> };
  CreditDay: CreditDayView;
  CreditDayPoints: CreditDayPoints;
  CreditDayPointsInput: CreditDayPointsInput;
  CreditLectureDay: CreditLectureDay;
  CreditObjection: CreditObjection;
  CreditObjectionList: CreditObjectionList;
  CreditRecord: CreditRecordView;
  CreditRecordList: Omit<CreditRecordList, 'rows'> & { rows: Array<ResolversParentTypes['CreditRecord']> };
  CreditScheme: CreditScheme;
  CreditSchemeInput: CreditSchemeInput;
  CreditSettings: CreditSettings;
  DateTime: Scalars['DateTime']['output'];
  DeleteRegistersResponse: DeleteRegistersResponse;
  DeletionRequest: DeletionRequestView;
  DeletionRequestList: Omit<DeletionRequestList, 'rows'> & { rows: Array<ResolversParentTypes['DeletionRequest']> };
  DeskRoster: DeskRoster;
  DeskRosterEntry: DeskRosterEntry;
  DormantUsersFilter: DormantUsersFilter;
  DuplicateCheck: DuplicateCheck;
  DuplicateRegisterCheck: DuplicateRegisterCheck;
  EventStatistics: EventStatistics;
  EventStatisticsFilter: EventStatisticsFilter;
  Float: Scalars['Float']['output'];
  FrontDeskAccountInput: FrontDeskAccountInput;
  Group: GroupRow;
  GroupInput: GroupInput;
  GroupList: Omit<GroupList, 'rows'> & { rows: Array<ResolversParentTypes['Group']> };
  GroupsFilter: GroupsFilter;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvitedUsersFilter: InvitedUsersFilter;
  JSON: Scalars['JSON']['output'];
  LoginSession: LoginSession;
  LoginStep: Omit<LoginStep, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Long: Scalars['Long']['output'];
  MailAutoSetting: MailAutoSettingRecord;
  MailAutoSettingInput: MailAutoSettingInput;
  MailRecipientsInput: MailRecipientsInput;
  MailRecipientsSummary: MailRecipientsSummary;
  MailTemplate: MailTemplateRecord;
  MailTemplateInput: MailTemplateInput;
  MailTemplateList: Omit<MailTemplateList, 'rows'> & { rows: Array<ResolversParentTypes['MailTemplate']> };
  MailTemplatePreview: MailTemplatePreview;
  MailTemplatesFilter: MailTemplatesFilter;
  MemberConsent: MemberConsentRow;
  MemoInput: MemoInput;
  MemoList: MemoRow;
  Mutation: Record<PropertyKey, never>;
  MutationResponse: MutationResponse;
  MyConsent: MyConsentView;
  MyCredits: Omit<MyCredits, 'records'> & { records: Array<ResolversParentTypes['CreditRecord']> };
  MyProgramme: MyProgrammeView;
  MyReviewAssignment: MyAssignmentView;
  MyReviewer: MyReviewerView;
  NewsAndNotice: NewsRow;
  NewsAndNoticeInput: NewsAndNoticeInput;
  NewsAndNoticeList: Omit<NewsAndNoticeList, 'rows'> & { rows: Array<ResolversParentTypes['NewsAndNotice']> };
  NewsAndNoticeUpdateInput: NewsAndNoticeUpdateInput;
  NewsAndNoticesFilter: NewsAndNoticesFilter;
  Passkey: Passkey;
  Pay: PayRow;
  PayCancellation: PayCancellationListRow;
  PayCancellationList: Omit<PayCancellationList, 'rows'> & { rows: Array<ResolversParentTypes['PayCancellation']> };
  PayCancellationsFilter: PayCancellationsFilter;
  PayList: Omit<PayList, 'rows'> & { rows: Array<ResolversParentTypes['Pay']> };
  PayRefundAccount: PayRefundAccount;
  PayUrlCheck: PayUrlCheck;
  PaymentCheck: PaymentCheck;
  PaysFilter: PaysFilter;
  PermittedAbstractResponse: PermittedAbstractResponse;
  Popup: PopupRow;
  PopupInput: PopupInput;
  PopupList: Omit<PopupList, 'rows'> & { rows: Array<ResolversParentTypes['Popup']> };
  PopupsFilter: PopupsFilter;
  PosterBoardInput: PosterBoardInput;
  ProgrammeAbstract: PublicAbstract;
  ProgrammeConflict: ConflictView;
  ProgrammeDay: DayRow;
  ProgrammeDayInput: ProgrammeDayInput;
  ProgrammeDraft: DraftView;
  ProgrammeNotice: NoticeRow;
  ProgrammePerson: PublicPerson;
  ProgrammeRoom: RoomRow;
  ProgrammeRoomInput: ProgrammeRoomInput;
  ProgrammeSession: SessionRow;
  ProgrammeSessionInput: ProgrammeSessionInput;
  ProgrammeSlot: SlotView;
  ProgrammeSlotInput: ProgrammeSlotInput;
  ProgrammeTalk: TalkRow;
  ProgrammeTalkInput: ProgrammeTalkInput;
  ProgrammeVersion: VersionSummary;
  ProposedReviewAssignment: ProposedView;
  PublicSponsor: PublicSponsor;
  PublishedDay: DayView;
  PublishedProgramme: ProgrammeView;
  PublishedSession: SessionView;
  PublishedTalk: TalkView;
  Query: Record<PropertyKey, never>;
  Receipt: ReceiptRow;
  RecoveryCodes: RecoveryCodes;
  RefundAccountInput: RefundAccountInput;
  RegisterInput: RegisterInput;
  RegistrationCharge: RegistrationCharge;
  RegistrationFailure: RegistrationFailureListRow;
  RegistrationFailureList: Omit<RegistrationFailureList, 'rows'> & { rows: Array<ResolversParentTypes['RegistrationFailure']> };
  RegistrationFailuresFilter: RegistrationFailuresFilter;
  RegistrationFee: RegistrationFee;
  RegistrationList: RegistrationRow;
  RegistrationListInput: RegistrationListInput;
  RegistrationListList: Omit<RegistrationListList, 'rows'> & { rows: Array<ResolversParentTypes['RegistrationList']> };
  RegistrationListsFilter: RegistrationListsFilter;
  RegistrationNotDeleted: RegistrationNotDeleted;
  RegistrationWindow: RegistrationWindow;
  RequestRefundInput: RequestRefundInput;
  RetentionCategory: RetentionCategory;
  RetentionLimit: RetentionLimit;
  RetentionMember: RetentionMember;
  RetentionRun: RetentionRun;
  RetentionSettings: RetentionSettings;
  RetentionSettingsInput: RetentionSettingsInput;
  Review: ReviewRow;
  ReviewAbstract: ReviewAbstractView;
  ReviewAssignmentProposal: ProposalView;
  ReviewAssignmentRow: AssignmentView;
  ReviewCriterion: ReviewCriterion;
  ReviewCriterionInput: ReviewCriterionInput;
  ReviewDraft: ReviewDraftRow;
  ReviewDraftInput: ReviewDraftInput;
  ReviewInput: ReviewInput;
  ReviewScore: ReviewScore;
  ReviewScoreInput: ReviewScoreInput;
  ReviewSettings: SettingsView;
  ReviewSettingsInput: ReviewSettingsInput;
  ReviewShortfall: ShortfallView;
  Reviewer: ReviewerView;
  ReviewerCandidate: ReviewerCandidateView;
  ReviewerLoad: LoadView;
  Role: Role;
  SecondFactorPolicy: SecondFactorPolicy;
  SecondFactorStatus: SecondFactorStatus;
  SendEmail: SendEmailRow;
  SendEmailList: Omit<SendEmailList, 'rows'> & { rows: Array<ResolversParentTypes['SendEmail']> };
  SendEmailsFilter: SendEmailsFilter;
  SiteSettingChange: SiteSettingChange;
  SiteSettingChangeList: SiteSettingChangeList;
  SiteSettings: SiteSettings;
  SiteSettingsInput: SiteSettingsInput;
  SortCondition: SortCondition;
  Speaker: SpeakerRow;
  SpeakerInput: SpeakerInput;
  SpeakerPublication: SpeakerPublicationRow;
  Sponsor: SponsorRow;
  SponsorApplicationReceipt: SponsorApplicationReceipt;
  SponsorFileClaim: SponsorFileClaim;
  SponsorInput: SponsorInput;
  SponsorList: Omit<SponsorList, 'rows'> & { rows: Array<ResolversParentTypes['Sponsor']> };
  SponsorUpdateInput: SponsorUpdateInput;
  SponsorsFilter: SponsorsFilter;
  StatisticsCount: StatisticsCount;
  StatisticsDay: StatisticsDay;
  StatisticsRefunds: StatisticsRefunds;
  StatisticsRevenue: StatisticsRevenue;
  StatisticsSponsorGrade: StatisticsSponsorGrade;
  String: Scalars['String']['output'];
  TotpEnrolment: TotpEnrolment;
  UpdateUserInput: UpdateUserInput;
  UploadedFile: FileRow;
  User: MemberRow;
  UserList: Omit<UserList, 'rows'> & { rows: Array<ResolversParentTypes['User']> };
  UsersFilter: UsersFilter;
  VisaLetter: VisaLetterView;
  VisaLetterInput: VisaLetterInput;
  VisaLetterList: Omit<VisaLetterList, 'rows'> & { rows: Array<ResolversParentTypes['VisaLetter']> };
  VisaLettersFilter: VisaLettersFilter;
  WalkInInput: WalkInInput;
  WalkInMemberInput: WalkInMemberInput;
  WalkInResult: Omit<WalkInResult, 'member' | 'pay' | 'registration'> & { member: ResolversParentTypes['User'], pay?: Maybe<ResolversParentTypes['Pay']>, registration: ResolversParentTypes['RegistrationList'] };
}>;

export type AbstractResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Abstract'] = ResolversParentTypes['Abstract']> = ResolversObject<{
  accepted_as?: Resolver<Maybe<ResolversTypes['ENUM_ABSTRACT_PREFERENCE']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ENUM_ABSTRACT_CATEGORY']>, ParentType, ContextType>;
  conclusions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  file_img?: Resolver<Array<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  file_presentation?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  including?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methods?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  objectives?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preference?: Resolver<Maybe<ResolversTypes['ENUM_ABSTRACT_PREFERENCE']>, ParentType, ContextType>;
  presentationUploadable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  presentation_uploaded_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recommend_oral?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recommend_poster?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recommend_reject?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  results?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_comments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  review_mean?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  review_spread?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviews_done?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ENUM_ABSTRACT_STATUS'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type AbstractListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AbstractList'] = ResolversParentTypes['AbstractList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Abstract']>, ParentType, ContextType>;
}>;

export type AbstractReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AbstractReview'] = ResolversParentTypes['AbstractReview']> = ResolversObject<{
  assignmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  commentToAuthors?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confidentialComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recommendation?: Resolver<Maybe<ResolversTypes['ENUM_REVIEW_RECOMMENDATION']>, ParentType, ContextType>;
  reviewerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scores?: Resolver<Array<ResolversTypes['ReviewScore']>, ParentType, ContextType>;
  submitted_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  weightedScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AbstractStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AbstractStatusCount'] = ResolversParentTypes['AbstractStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ENUM_ABSTRACT_STATUS'], ParentType, ContextType>;
}>;

export type AbstractSubmissionPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AbstractSubmissionPeriod'] = ResolversParentTypes['AbstractSubmissionPeriod']> = ResolversObject<{
  end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AbstractTypeCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AbstractTypeCount'] = ResolversParentTypes['AbstractTypeCount']> = ResolversObject<{
  byStatus?: Resolver<Array<ResolversTypes['AbstractStatusCount']>, ParentType, ContextType>;
  oral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poster?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AbstractTypeCountResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AbstractTypeCountResponse'] = ResolversParentTypes['AbstractTypeCountResponse']> = ResolversObject<{
  response?: Resolver<ResolversTypes['AbstractTypeCount'], ParentType, ContextType>;
}>;

export type AccessRecordActorFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessRecordActorFigures'] = ResolversParentTypes['AccessRecordActorFigures']> = ResolversObject<{
  actor_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manyMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  night?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccessRecordCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessRecordCheck'] = ResolversParentTypes['AccessRecordCheck']> = ResolversObject<{
  checked_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  checked_by_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checked_by_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccessRecordEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessRecordEntry'] = ResolversParentTypes['AccessRecordEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  filter?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  member_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  row_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AccessRecordListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessRecordList'] = ResolversParentTypes['AccessRecordList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AccessRecordEntry']>, ParentType, ContextType>;
}>;

export type AccessRecordMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessRecordMonth'] = ResolversParentTypes['AccessRecordMonth']> = ResolversObject<{
  actors?: Resolver<Array<ResolversTypes['AccessRecordActorFigures']>, ParentType, ContextType>;
  bulk?: Resolver<Array<ResolversTypes['AccessRecordEntry']>, ParentType, ContextType>;
  bulkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['AccessRecordCheck']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  night?: Resolver<Array<ResolversTypes['AccessRecordEntry']>, ParentType, ContextType>;
  nightCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  records?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AgendaItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgendaItem'] = ResolversParentTypes['AgendaItem']> = ResolversObject<{
  clash?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['PublishedSession'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  talk?: Resolver<Maybe<ResolversTypes['PublishedTalk']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProgrammeItemType'], ParentType, ContextType>;
}>;

export type AttendanceScanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttendanceScan'] = ResolversParentTypes['AttendanceScan']> = ResolversObject<{
  clientScanId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ENUM_ATTENDANCESCAN_KIND'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['ENUM_ATTENDANCESCAN_METHOD'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scannedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AttendanceScanResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttendanceScanResult'] = ResolversParentTypes['AttendanceScanResult']> = ResolversObject<{
  badge?: Resolver<Maybe<ResolversTypes['Badge']>, ParentType, ContextType>;
  clientScanId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['ENUM_ATTENDANCESCAN_OUTCOME'], ParentType, ContextType>;
  recorded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  jwt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BadgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Badge'] = ResolversParentTypes['Badge']> = ResolversObject<{
  affiliation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryKo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inside?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_status?: Resolver<ResolversTypes['ENUM_REGISTRATIONLIST_PRICE_STATUS'], ParentType, ContextType>;
  qrSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  todayScans?: Resolver<Array<ResolversTypes['AttendanceScan']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BiddableAbstractResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BiddableAbstract'] = ResolversParentTypes['BiddableAbstract']> = ResolversObject<{
  abstract?: Resolver<ResolversTypes['ReviewAbstract'], ParentType, ContextType>;
  assigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bid?: Resolver<Maybe<ResolversTypes['ENUM_REVIEW_BID']>, ParentType, ContextType>;
  conflict?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConsentTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsentText'] = ResolversParentTypes['ConsentText']> = ResolversObject<{
  body_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConsentKind'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatePaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePaymentResult'] = ResolversParentTypes['CreatePaymentResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pay_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditBandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditBand'] = ResolversParentTypes['CreditBand']> = ResolversObject<{
  moreThanMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upToMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CreditChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditChange'] = ResolversParentTypes['CreditChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CreditChangeAfterArgs>>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<CreditChangeBeforeArgs>>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  what?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<CreditChangeWhatArgs>>;
}>;

export type CreditChangeListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditChangeList'] = ResolversParentTypes['CreditChangeList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CreditChange']>, ParentType, ContextType>;
}>;

export type CreditDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditDay'] = ResolversParentTypes['CreditDay']> = ResolversObject<{
  correctionMemo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countedMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earnedPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<CreditDayExplanationArgs>>;
  first?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['ENUM_CREDITDAY_FLAG']>, ParentType, ContextType>;
  last?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['ENUM_CREDITDAY_REASON']>, ParentType, ContextType>;
  scanCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreditDayPointsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditDayPoints'] = ResolversParentTypes['CreditDayPoints']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreditLectureDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditLectureDay'] = ResolversParentTypes['CreditLectureDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windowEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  windowStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CreditObjectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditObjection'] = ResolversParentTypes['CreditObjection']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolutionMemo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schemeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schemeName_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schemeName_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ENUM_CREDITOBJECTION_STATUS'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreditObjectionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditObjectionList'] = ResolversParentTypes['CreditObjectionList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CreditObjection']>, ParentType, ContextType>;
}>;

export type CreditRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditRecord'] = ResolversParentTypes['CreditRecord']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['CreditDay']>, ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['ENUM_CREDITDAY_FLAG']>, ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  schemeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreditRecordListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditRecordList'] = ResolversParentTypes['CreditRecordList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CreditRecord']>, ParentType, ContextType>;
}>;

export type CreditSchemeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditScheme'] = ResolversParentTypes['CreditScheme']> = ResolversObject<{
  bands?: Resolver<Array<ResolversTypes['CreditBand']>, ParentType, ContextType>;
  boundByLectureWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  congressMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dailyMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dayPoints?: Resolver<Array<ResolversTypes['CreditDayPoints']>, ParentType, ContextType>;
  eligibility?: Resolver<ResolversTypes['ENUM_CREDITSCHEME_ELIGIBILITY'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ENUM_CREDITSCHEME_KIND'], ParentType, ContextType>;
  minimumMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointsPerHour?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportsToKma?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreditSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditSettings'] = ResolversParentTypes['CreditSettings']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['CreditLectureDay']>, ParentType, ContextType>;
  mailedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  objectionsCloseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['ENUM_CREDIT_PHASE'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteRegistersResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteRegistersResponse'] = ResolversParentTypes['DeleteRegistersResponse']> = ResolversObject<{
  affected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notDeleted?: Resolver<Array<ResolversTypes['RegistrationNotDeleted']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeletionRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletionRequest'] = ResolversParentTypes['DeletionRequest']> = ResolversObject<{
  actedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  actedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kept?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['RetentionMember']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeletionRequestListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletionRequestList'] = ResolversParentTypes['DeletionRequestList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DeletionRequest']>, ParentType, ContextType>;
}>;

export type DeskRosterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeskRoster'] = ResolversParentTypes['DeskRoster']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DeskRosterEntry']>, ParentType, ContextType>;
}>;

export type DeskRosterEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeskRosterEntry'] = ResolversParentTypes['DeskRosterEntry']> = ResolversObject<{
  affiliation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DuplicateCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DuplicateCheck'] = ResolversParentTypes['DuplicateCheck']> = ResolversObject<{
  check?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DuplicateRegisterCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DuplicateRegisterCheck'] = ResolversParentTypes['DuplicateRegisterCheck']> = ResolversObject<{
  check?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type EventStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventStatistics'] = ResolversParentTypes['EventStatistics']> = ResolversObject<{
  abstractCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  abstractsByCategory?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  abstractsByPreference?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  abstractsByStatus?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  abstractsByTopic?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['StatisticsRefunds']>, ParentType, ContextType>;
  registrationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationsByAttendance?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  registrationsByCategory?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  registrationsByStatus?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  registrationsByTier?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  registrationsByTrack?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  registrationsPerDay?: Resolver<Array<ResolversTypes['StatisticsDay']>, ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['StatisticsRevenue']>, ParentType, ContextType>;
  signUpCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signUpsPerDay?: Resolver<Array<ResolversTypes['StatisticsDay']>, ParentType, ContextType>;
  sponsorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sponsorsByGrade?: Resolver<Array<ResolversTypes['StatisticsSponsorGrade']>, ParentType, ContextType>;
  sponsorsByPaymentStatus?: Resolver<Array<ResolversTypes['StatisticsCount']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unpaidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  group_user_id?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GroupListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupList'] = ResolversParentTypes['GroupList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LoginSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginSession'] = ResolversParentTypes['LoginSession']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoginStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginStep'] = ResolversParentTypes['LoginStep']> = ResolversObject<{
  enrolRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enrolSuggested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jwt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pendingToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export interface LongScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Long'], any> {
  name: 'Long';
}

export type MailAutoSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailAutoSetting'] = ResolversParentTypes['MailAutoSetting']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  template_en_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  template_ko_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ENUM_SENDEMAIL_TYPE'], ParentType, ContextType>;
}>;

export type MailRecipientsSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailRecipientsSummary'] = ResolversParentTypes['MailRecipientsSummary']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leftOut?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MailTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailTemplate'] = ResolversParentTypes['MailTemplate']> = ResolversObject<{
  contents?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ENUM_SENDEMAIL_TYPE'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MailTemplateListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailTemplateList'] = ResolversParentTypes['MailTemplateList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['MailTemplate']>, ParentType, ContextType>;
}>;

export type MailTemplatePreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailTemplatePreview'] = ResolversParentTypes['MailTemplatePreview']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unknownPlaceholders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MemberConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberConsent'] = ResolversParentTypes['MemberConsent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  given?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConsentKind'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MemoListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemoList'] = ResolversParentTypes['MemoList']> = ResolversObject<{
  contents?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLog?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ENUM_MEMO_TYPE'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addReviewAssignment?: Resolver<ResolversTypes['ReviewAssignmentRow'], ParentType, ContextType, RequireFields<MutationAddReviewAssignmentArgs, 'abstractId' | 'reviewerId'>>;
  addReviewer?: Resolver<ResolversTypes['Reviewer'], ParentType, ContextType, RequireFields<MutationAddReviewerArgs, 'topics'>>;
  applyReviewAssignment?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationApplyReviewAssignmentArgs, 'hash'>>;
  assignPosterBoards?: Resolver<Array<ResolversTypes['ProgrammeTalk']>, ParentType, ContextType, RequireFields<MutationAssignPosterBoardsArgs, 'boards' | 'sessionId'>>;
  beginLogin?: Resolver<ResolversTypes['LoginStep'], ParentType, ContextType, RequireFields<MutationBeginLoginArgs, 'identifier' | 'password'>>;
  beginPasskeyLogin?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationBeginPasskeyLoginArgs, 'pendingToken'>>;
  beginPasskeyRegistration?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carryOutDeletionRequest?: Resolver<ResolversTypes['DeletionRequest'], ParentType, ContextType, RequireFields<MutationCarryOutDeletionRequestArgs, 'id'>>;
  changeAbstractStatus?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationChangeAbstractStatusArgs, 'ids' | 'status'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'password'>>;
  changePayStatusAtResult?: Resolver<ResolversTypes['Pay'], ParentType, ContextType, RequireFields<MutationChangePayStatusAtResultArgs, 'status' | 'tid'>>;
  changeUnconfirmedEmail?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationChangeUnconfirmedEmailArgs, 'email'>>;
  changeUserGroup?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationChangeUserGroupArgs, 'ids' | 'type'>>;
  changeUserPasswordInFind?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationChangeUserPasswordInFindArgs, 'email' | 'password' | 'resetToken'>>;
  checkupRegistpayment?: Resolver<Array<ResolversTypes['PaymentCheck']>, ParentType, ContextType, RequireFields<MutationCheckupRegistpaymentArgs, 'ids'>>;
  clearCreditCorrection?: Resolver<ResolversTypes['CreditRecord'], ParentType, ContextType, RequireFields<MutationClearCreditCorrectionArgs, 'day' | 'memo' | 'schemeId' | 'userId'>>;
  completeLogin?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationCompleteLoginArgs, 'pendingToken'>>;
  confirmEmail?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'token'>>;
  confirmTotpEnrolment?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationConfirmTotpEnrolmentArgs, 'code'>>;
  correctCredit?: Resolver<ResolversTypes['CreditRecord'], ParentType, ContextType, RequireFields<MutationCorrectCreditArgs, 'countedMinutes' | 'day' | 'memo' | 'points' | 'schemeId' | 'userId'>>;
  createAbstract?: Resolver<ResolversTypes['Abstract'], ParentType, ContextType, RequireFields<MutationCreateAbstractArgs, 'input'>>;
  createFrontDeskAccount?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateFrontDeskAccountArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'input'>>;
  createMailTemplate?: Resolver<ResolversTypes['MailTemplate'], ParentType, ContextType, RequireFields<MutationCreateMailTemplateArgs, 'input'>>;
  createMemo?: Resolver<ResolversTypes['MemoList'], ParentType, ContextType, RequireFields<MutationCreateMemoArgs, 'input'>>;
  createNewsAndNotice?: Resolver<ResolversTypes['NewsAndNotice'], ParentType, ContextType, RequireFields<MutationCreateNewsAndNoticeArgs, 'input'>>;
  createPayment?: Resolver<ResolversTypes['CreatePaymentResult'], ParentType, ContextType, RequireFields<MutationCreatePaymentArgs, 'input'>>;
  createPopup?: Resolver<ResolversTypes['Popup'], ParentType, ContextType, RequireFields<MutationCreatePopupArgs, 'input'>>;
  createProgrammeSession?: Resolver<ResolversTypes['ProgrammeSession'], ParentType, ContextType, RequireFields<MutationCreateProgrammeSessionArgs, 'input'>>;
  createProgrammeTalk?: Resolver<ResolversTypes['ProgrammeTalk'], ParentType, ContextType, RequireFields<MutationCreateProgrammeTalkArgs, 'input' | 'sessionId'>>;
  createRegistrationList?: Resolver<ResolversTypes['RegistrationList'], ParentType, ContextType, RequireFields<MutationCreateRegistrationListArgs, 'input'>>;
  createSendEmail?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationCreateSendEmailArgs, 'input'>>;
  createSpeaker?: Resolver<ResolversTypes['Speaker'], ParentType, ContextType, RequireFields<MutationCreateSpeakerArgs, 'input'>>;
  createSponsor?: Resolver<ResolversTypes['SponsorApplicationReceipt'], ParentType, ContextType, RequireFields<MutationCreateSponsorArgs, 'input'>>;
  decideAbstracts?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDecideAbstractsArgs, 'decision' | 'ids'>>;
  decideVisaLetter?: Resolver<ResolversTypes['VisaLetter'], ParentType, ContextType, RequireFields<MutationDecideVisaLetterArgs, 'decision' | 'id'>>;
  declareReviewConflict?: Resolver<ResolversTypes['BiddableAbstract'], ParentType, ContextType, RequireFields<MutationDeclareReviewConflictArgs, 'abstractId' | 'conflict'>>;
  deleteCreditScheme?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCreditSchemeArgs, 'id'>>;
  deleteMultipleAbstract?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleAbstractArgs, 'ids'>>;
  deleteMultipleBbs?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleBbsArgs, 'ids'>>;
  deleteMultipleGroups?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleGroupsArgs, 'ids'>>;
  deleteMultipleInvitedUser?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleInvitedUserArgs, 'ids'>>;
  deleteMultipleMailTemplates?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleMailTemplatesArgs, 'ids'>>;
  deleteMultiplePopup?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultiplePopupArgs, 'ids'>>;
  deleteMultipleRegister?: Resolver<ResolversTypes['DeleteRegistersResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleRegisterArgs, 'ids'>>;
  deleteMultipleSpeaker?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleSpeakerArgs, 'ids'>>;
  deleteMultipleSponsor?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationDeleteMultipleSponsorArgs, 'ids'>>;
  deleteProgrammeDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProgrammeDayArgs, 'id'>>;
  deleteProgrammeRoom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProgrammeRoomArgs, 'id'>>;
  deleteProgrammeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProgrammeSessionArgs, 'id'>>;
  deleteProgrammeTalk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProgrammeTalkArgs, 'id'>>;
  dismissProgrammeNotice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDismissProgrammeNoticeArgs, 'id'>>;
  endLoginSession?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationEndLoginSessionArgs, 'id'>>;
  endOtherLoginSessions?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType>;
  fileCreditObjection?: Resolver<ResolversTypes['CreditObjection'], ParentType, ContextType, RequireFields<MutationFileCreditObjectionArgs, 'day' | 'message' | 'schemeId'>>;
  finishPasskeyRegistration?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationFinishPasskeyRegistrationArgs, 'response'>>;
  forcePaymentCheck?: Resolver<Array<ResolversTypes['PaymentCheck']>, ParentType, ContextType, RequireFields<MutationForcePaymentCheckArgs, 'email'>>;
  inviteSpeakers?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationInviteSpeakersArgs, 'ids'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'identifier' | 'password'>>;
  moveProgrammeSession?: Resolver<ResolversTypes['ProgrammeSession'], ParentType, ContextType, RequireFields<MutationMoveProgrammeSessionArgs, 'id' | 'slot'>>;
  moveProgrammeTalk?: Resolver<ResolversTypes['ProgrammeTalk'], ParentType, ContextType, RequireFields<MutationMoveProgrammeTalkArgs, 'id' | 'sessionId'>>;
  previewRetention?: Resolver<ResolversTypes['RetentionRun'], ParentType, ContextType>;
  publishConsentText?: Resolver<ResolversTypes['ConsentText'], ParentType, ContextType, RequireFields<MutationPublishConsentTextArgs, 'input'>>;
  publishProgramme?: Resolver<ResolversTypes['ProgrammeVersion'], ParentType, ContextType>;
  recordAccessRecordCheck?: Resolver<ResolversTypes['AccessRecordCheck'], ParentType, ContextType, RequireFields<MutationRecordAccessRecordCheckArgs, 'month' | 'note'>>;
  recordAttendanceScans?: Resolver<Array<ResolversTypes['AttendanceScanResult']>, ParentType, ContextType, RequireFields<MutationRecordAttendanceScansArgs, 'scans'>>;
  recordBankTransfer?: Resolver<ResolversTypes['Pay'], ParentType, ContextType, RequireFields<MutationRecordBankTransferArgs, 'memo' | 'registrationId'>>;
  regenerateRecoveryCodes?: Resolver<ResolversTypes['RecoveryCodes'], ParentType, ContextType, RequireFields<MutationRegenerateRecoveryCodesArgs, 'currentPassword'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerWalkIn?: Resolver<ResolversTypes['WalkInResult'], ParentType, ContextType, RequireFields<MutationRegisterWalkInArgs, 'idempotencyKey' | 'input'>>;
  removeReviewAssignment?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationRemoveReviewAssignmentArgs, 'id'>>;
  removeReviewer?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationRemoveReviewerArgs, 'id'>>;
  removeSecondFactor?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationRemoveSecondFactorArgs, 'currentPassword'>>;
  reorderProgrammeTalks?: Resolver<Array<ResolversTypes['ProgrammeTalk']>, ParentType, ContextType, RequireFields<MutationReorderProgrammeTalksArgs, 'sessionId' | 'talkIds'>>;
  requestMyDeletion?: Resolver<ResolversTypes['DeletionRequest'], ParentType, ContextType, Partial<MutationRequestMyDeletionArgs>>;
  requestRefund?: Resolver<ResolversTypes['RegistrationList'], ParentType, ContextType, RequireFields<MutationRequestRefundArgs, 'input'>>;
  requestVisaLetter?: Resolver<ResolversTypes['VisaLetter'], ParentType, ContextType, RequireFields<MutationRequestVisaLetterArgs, 'input'>>;
  resendConfirmation?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, Partial<MutationResendConfirmationArgs>>;
  resendEmail?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, RequireFields<MutationResendEmailArgs, 'id'>>;
  resolveCreditObjection?: Resolver<ResolversTypes['CreditObjection'], ParentType, ContextType, RequireFields<MutationResolveCreditObjectionArgs, 'accept' | 'id' | 'memo'>>;
  revokeVisaLetter?: Resolver<ResolversTypes['VisaLetter'], ParentType, ContextType, RequireFields<MutationRevokeVisaLetterArgs, 'id' | 'reason'>>;
  runRetention?: Resolver<ResolversTypes['RetentionRun'], ParentType, ContextType, RequireFields<MutationRunRetentionArgs, 'dryRunId'>>;
  saveCreditScheme?: Resolver<ResolversTypes['CreditScheme'], ParentType, ContextType, RequireFields<MutationSaveCreditSchemeArgs, 'input'>>;
  saveProgrammeDay?: Resolver<ResolversTypes['ProgrammeDay'], ParentType, ContextType, RequireFields<MutationSaveProgrammeDayArgs, 'input'>>;
  saveProgrammeRoom?: Resolver<ResolversTypes['ProgrammeRoom'], ParentType, ContextType, RequireFields<MutationSaveProgrammeRoomArgs, 'input'>>;
  saveReviewDraft?: Resolver<ResolversTypes['MyReviewAssignment'], ParentType, ContextType, RequireFields<MutationSaveReviewDraftArgs, 'assignmentId' | 'input'>>;
  saveReviewSettings?: Resolver<ResolversTypes['ReviewSettings'], ParentType, ContextType, RequireFields<MutationSaveReviewSettingsArgs, 'input'>>;
  sendExpectedCreditMails?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendReviewReminders?: Resolver<ResolversTypes['MutationResponse'], ParentType, ContextType, Partial<MutationSendReviewRemindersArgs>>;
  setCreditPhase?: Resolver<ResolversTypes['CreditSettings'], ParentType, ContextType, RequireFields<MutationSetCreditPhaseArgs, 'phase' | 'version'>>;
  setFrontDeskAccountDisabled?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetFrontDeskAccountDisabledArgs, 'disabled' | 'id'>>;
  setMyConsent?: Resolver<ResolversTypes['MyConsent'], ParentType, ContextType, RequireFields<MutationSetMyConsentArgs, 'given' | 'kind' | 'version'>>;
  setReviewBid?: Resolver<ResolversTypes['BiddableAbstract'], ParentType, ContextType, RequireFields<MutationSetReviewBidArgs, 'abstractId'>>;
  setSecondFactorRequired?: Resolver<ResolversTypes['SecondFactorPolicy'], ParentType, ContextType, RequireFields<MutationSetSecondFactorRequiredArgs, 'required'>>;
  setSpeakerPublication?: Resolver<ResolversTypes['SpeakerPublication'], ParentType, ContextType, RequireFields<MutationSetSpeakerPublicationArgs, 'cv' | 'photo' | 'userId'>>;
  starProgrammeItem?: Resolver<Array<ResolversTypes['AgendaItem']>, ParentType, ContextType, RequireFields<MutationStarProgrammeItemArgs, 'id' | 'type'>>;
  startTotpEnrolment?: Resolver<ResolversTypes['TotpEnrolment'], ParentType, ContextType>;
  submitReview?: Resolver<ResolversTypes['MyReviewAssignment'], ParentType, ContextType, RequireFields<MutationSubmitReviewArgs, 'assignmentId' | 'input'>>;
  undoProgrammeChange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unstarProgrammeItem?: Resolver<Array<ResolversTypes['AgendaItem']>, ParentType, ContextType, RequireFields<MutationUnstarProgrammeItemArgs, 'id' | 'type'>>;
  updateAbstract?: Resolver<ResolversTypes['Abstract'], ParentType, ContextType, RequireFields<MutationUpdateAbstractArgs, 'id' | 'input'>>;
  updateAbstractPresentation?: Resolver<ResolversTypes['Abstract'], ParentType, ContextType, RequireFields<MutationUpdateAbstractPresentationArgs, 'id'>>;
  updateGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationUpdateGroupArgs, 'id' | 'input'>>;
  updateMailAutoSetting?: Resolver<ResolversTypes['MailAutoSetting'], ParentType, ContextType, RequireFields<MutationUpdateMailAutoSettingArgs, 'input'>>;
  updateMailTemplate?: Resolver<ResolversTypes['MailTemplate'], ParentType, ContextType, RequireFields<MutationUpdateMailTemplateArgs, 'id' | 'input'>>;
  updateMemo?: Resolver<ResolversTypes['MemoList'], ParentType, ContextType, RequireFields<MutationUpdateMemoArgs, 'contents' | 'id'>>;
  updateNewsAndNotice?: Resolver<ResolversTypes['NewsAndNotice'], ParentType, ContextType, RequireFields<MutationUpdateNewsAndNoticeArgs, 'id' | 'input'>>;
  updatePopup?: Resolver<ResolversTypes['Popup'], ParentType, ContextType, RequireFields<MutationUpdatePopupArgs, 'id' | 'input'>>;
  updateProgrammeSession?: Resolver<ResolversTypes['ProgrammeSession'], ParentType, ContextType, RequireFields<MutationUpdateProgrammeSessionArgs, 'id' | 'input'>>;
  updateProgrammeTalk?: Resolver<ResolversTypes['ProgrammeTalk'], ParentType, ContextType, RequireFields<MutationUpdateProgrammeTalkArgs, 'id' | 'input'>>;
  updateRegistrationList?: Resolver<ResolversTypes['RegistrationList'], ParentType, ContextType, RequireFields<MutationUpdateRegistrationListArgs, 'id' | 'input'>>;
  updateRetentionSettings?: Resolver<ResolversTypes['RetentionSettings'], ParentType, ContextType, RequireFields<MutationUpdateRetentionSettingsArgs, 'input' | 'version'>>;
  updateReviewerTopics?: Resolver<ResolversTypes['Reviewer'], ParentType, ContextType, RequireFields<MutationUpdateReviewerTopicsArgs, 'id' | 'topics'>>;
  updateSiteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<MutationUpdateSiteSettingsArgs, 'input' | 'version'>>;
  updateSpeaker?: Resolver<ResolversTypes['Speaker'], ParentType, ContextType, RequireFields<MutationUpdateSpeakerArgs, 'id' | 'input'>>;
  updateSponsor?: Resolver<ResolversTypes['Sponsor'], ParentType, ContextType, RequireFields<MutationUpdateSponsorArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  withdrawAbstract?: Resolver<ResolversTypes['Abstract'], ParentType, ContextType, RequireFields<MutationWithdrawAbstractArgs, 'id'>>;
}>;

export type MutationResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationResponse'] = ResolversParentTypes['MutationResponse']> = ResolversObject<{
  affected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leftOut?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MyConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyConsent'] = ResolversParentTypes['MyConsent']> = ResolversObject<{
  at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  changeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  given?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConsentKind'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['ConsentText'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MyCreditsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyCredits'] = ResolversParentTypes['MyCredits']> = ResolversObject<{
  certificateAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  objections?: Resolver<Array<ResolversTypes['CreditObjection']>, ParentType, ContextType>;
  objectionsCloseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  objectionsOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['ENUM_CREDIT_PHASE'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['CreditRecord']>, ParentType, ContextType>;
  schemes?: Resolver<Array<ResolversTypes['CreditScheme']>, ParentType, ContextType>;
}>;

export type MyProgrammeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyProgramme'] = ResolversParentTypes['MyProgramme']> = ResolversObject<{
  ics_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AgendaItem']>, ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['ProgrammeNotice']>, ParentType, ContextType>;
}>;

export type MyReviewAssignmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyReviewAssignment'] = ResolversParentTypes['MyReviewAssignment']> = ResolversObject<{
  abstract?: Resolver<ResolversTypes['ReviewAbstract'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['ReviewDraft']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
}>;

export type MyReviewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyReviewer'] = ResolversParentTypes['MyReviewer']> = ResolversObject<{
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NewsAndNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsAndNotice'] = ResolversParentTypes['NewsAndNotice']> = ResolversObject<{
  attachments?: Resolver<Array<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  created_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gallery_main?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['NewsAndNotice']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['NewsAndNotice']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ENUM_NEWSANDNOTICE_TYPE'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NewsAndNoticeListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsAndNoticeList'] = ResolversParentTypes['NewsAndNoticeList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['NewsAndNotice']>, ParentType, ContextType>;
}>;

export type PasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pay'] = ResolversParentTypes['Pay']> = ResolversObject<{
  cancelled_total?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  cash_code?: Resolver<Maybe<ResolversTypes['ENUM_PAY_CASH_CODE']>, ParentType, ContextType>;
  cn_appr_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['ENUM_PAY_COUNTRY']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pay_status?: Resolver<ResolversTypes['ENUM_PAY_STATUS'], ParentType, ContextType>;
  pay_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrcode_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  refund_account?: Resolver<Maybe<ResolversTypes['PayRefundAccount']>, ParentType, ContextType>;
  refund_account_given?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registration_list?: Resolver<Maybe<ResolversTypes['RegistrationList']>, ParentType, ContextType>;
  sid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusChecked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  tax_free?: Resolver<Maybe<ResolversTypes['Long']>, ParentType, ContextType>;
  tid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_stamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  trade_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  va_account_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  va_bank_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  va_expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PayCancellationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayCancellation'] = ResolversParentTypes['PayCancellation']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organiser_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pay_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pay_total?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registration_list_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  result_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayCancellationListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayCancellationList'] = ResolversParentTypes['PayCancellationList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PayCancellation']>, ParentType, ContextType>;
}>;

export type PayListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayList'] = ResolversParentTypes['PayList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Pay']>, ParentType, ContextType>;
}>;

export type PayRefundAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayRefundAccount'] = ResolversParentTypes['PayRefundAccount']> = ResolversObject<{
  account_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  account_no?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayUrlCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayUrlCheck'] = ResolversParentTypes['PayUrlCheck']> = ResolversObject<{
  payId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  urlExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PaymentCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentCheck'] = ResolversParentTypes['PaymentCheck']> = ResolversObject<{
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pay_status?: Resolver<Maybe<ResolversTypes['ENUM_PAY_STATUS']>, ParentType, ContextType>;
  price_status?: Resolver<ResolversTypes['ENUM_REGISTRATIONLIST_PRICE_STATUS'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PermittedAbstractResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PermittedAbstractResponse'] = ResolversParentTypes['PermittedAbstractResponse']> = ResolversObject<{
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PopupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Popup'] = ResolversParentTypes['Popup']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  created_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['ENUM_POPUP_LOCATION'], ParentType, ContextType>;
  size_height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size_width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PopupListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PopupList'] = ResolversParentTypes['PopupList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Popup']>, ParentType, ContextType>;
}>;

export type ProgrammeAbstractResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeAbstract'] = ResolversParentTypes['ProgrammeAbstract']> = ResolversObject<{
  affiliations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  authors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conclusions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methods?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectives?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgrammeConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeConflict'] = ResolversParentTypes['ProgrammeConflict']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  person_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  session_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  talk_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ProgrammeDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeDay'] = ResolversParentTypes['ProgrammeDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgrammeDraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeDraft'] = ResolversParentTypes['ProgrammeDraft']> = ResolversObject<{
  conflicts?: Resolver<Array<ResolversTypes['ProgrammeConflict']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['ProgrammeDay']>, ParentType, ContextType>;
  last_change?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ProgrammeRoom']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ProgrammeSession']>, ParentType, ContextType>;
  talks?: Resolver<Array<ResolversTypes['ProgrammeTalk']>, ParentType, ContextType>;
  undoable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProgrammeNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeNotice'] = ResolversParentTypes['ProgrammeNotice']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['ProgrammeSlot']>, ParentType, ContextType>;
  before?: Resolver<ResolversTypes['ProgrammeSlot'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item_type?: Resolver<ResolversTypes['ProgrammeItemType'], ParentType, ContextType>;
  title_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProgrammePersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammePerson'] = ResolversParentTypes['ProgrammePerson']> = ResolversObject<{
  affiliation_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  affiliation_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cv_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProgrammeRoomResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeRoom'] = ResolversParentTypes['ProgrammeRoom']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poster_area?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProgrammeSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeSession'] = ResolversParentTypes['ProgrammeSession']> = ResolversObject<{
  chair_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  day_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  end_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProgrammeSessionKind'], ParentType, ContextType>;
  room_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgrammeSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeSlot'] = ResolversParentTypes['ProgrammeSlot']> = ResolversObject<{
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  room_en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  room_ko?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProgrammeTalkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeTalk'] = ResolversParentTypes['ProgrammeTalk']> = ResolversObject<{
  abstract_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  board?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  session_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  speaker_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProgrammeVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgrammeVersion'] = ResolversParentTypes['ProgrammeVersion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  published_by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProposedReviewAssignmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProposedReviewAssignment'] = ResolversParentTypes['ProposedReviewAssignment']> = ResolversObject<{
  abstractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  abstractTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bid?: Resolver<Maybe<ResolversTypes['ENUM_REVIEW_BID']>, ParentType, ContextType>;
  reviewerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PublicSponsorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicSponsor'] = ResolversParentTypes['PublicSponsor']> = ResolversObject<{
  companyName_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName_kr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['ENUM_SPONSOR_GRADE'], ParentType, ContextType>;
  homepage_en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PublishedDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedDay'] = ResolversParentTypes['PublishedDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['PublishedSession']>, ParentType, ContextType>;
}>;

export type PublishedProgrammeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedProgramme'] = ResolversParentTypes['PublishedProgramme']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['PublishedDay']>, ParentType, ContextType>;
  published_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rooms?: Resolver<Array<ResolversTypes['ProgrammeRoom']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PublishedSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedSession'] = ResolversParentTypes['PublishedSession']> = ResolversObject<{
  chairs?: Resolver<Array<ResolversTypes['ProgrammePerson']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['ProgrammeDay'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProgrammeSessionKind'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['ProgrammeRoom'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  talks?: Resolver<Array<ResolversTypes['PublishedTalk']>, ParentType, ContextType>;
  title_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PublishedTalkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedTalk'] = ResolversParentTypes['PublishedTalk']> = ResolversObject<{
  abstract?: Resolver<Maybe<ResolversTypes['ProgrammeAbstract']>, ParentType, ContextType>;
  board?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['ProgrammePerson']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  abstract?: Resolver<Maybe<ResolversTypes['Abstract']>, ParentType, ContextType, RequireFields<QueryAbstractArgs, 'id'>>;
  abstractReviews?: Resolver<Array<ResolversTypes['AbstractReview']>, ParentType, ContextType, RequireFields<QueryAbstractReviewsArgs, 'abstractId'>>;
  abstractSubmissionPeriod?: Resolver<ResolversTypes['AbstractSubmissionPeriod'], ParentType, ContextType>;
  abstractTypeCount?: Resolver<ResolversTypes['AbstractTypeCountResponse'], ParentType, ContextType, RequireFields<QueryAbstractTypeCountArgs, 'userId'>>;
  abstracts?: Resolver<Array<ResolversTypes['Abstract']>, ParentType, ContextType, Partial<QueryAbstractsArgs>>;
  abstractsConnection?: Resolver<ResolversTypes['AbstractList'], ParentType, ContextType, Partial<QueryAbstractsConnectionArgs>>;
  accessRecordMonth?: Resolver<ResolversTypes['AccessRecordMonth'], ParentType, ContextType, RequireFields<QueryAccessRecordMonthArgs, 'month'>>;
  accessRecords?: Resolver<ResolversTypes['AccessRecordList'], ParentType, ContextType, Partial<QueryAccessRecordsArgs>>;
  allNewsNoticeLists?: Resolver<Array<ResolversTypes['NewsAndNotice']>, ParentType, ContextType>;
  checkDuplicateRegister?: Resolver<ResolversTypes['DuplicateRegisterCheck'], ParentType, ContextType, RequireFields<QueryCheckDuplicateRegisterArgs, 'id'>>;
  checkInBadge?: Resolver<Maybe<ResolversTypes['Badge']>, ParentType, ContextType, RequireFields<QueryCheckInBadgeArgs, 'code'>>;
  checkInRoster?: Resolver<ResolversTypes['DeskRoster'], ParentType, ContextType, Partial<QueryCheckInRosterArgs>>;
  checkInSearch?: Resolver<Array<ResolversTypes['Badge']>, ParentType, ContextType, RequireFields<QueryCheckInSearchArgs, 'text'>>;
  consentTextVersions?: Resolver<Array<ResolversTypes['ConsentText']>, ParentType, ContextType, RequireFields<QueryConsentTextVersionsArgs, 'kind'>>;
  consentTexts?: Resolver<Array<ResolversTypes['ConsentText']>, ParentType, ContextType>;
  countMailRecipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountMailRecipientsArgs, 'recipients'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  creditChanges?: Resolver<ResolversTypes['CreditChangeList'], ParentType, ContextType, Partial<QueryCreditChangesArgs>>;
  creditObjections?: Resolver<ResolversTypes['CreditObjectionList'], ParentType, ContextType, Partial<QueryCreditObjectionsArgs>>;
  creditPreview?: Resolver<ResolversTypes['CreditRecordList'], ParentType, ContextType, RequireFields<QueryCreditPreviewArgs, 'schemeId'>>;
  creditSchemes?: Resolver<Array<ResolversTypes['CreditScheme']>, ParentType, ContextType>;
  creditSettings?: Resolver<ResolversTypes['CreditSettings'], ParentType, ContextType>;
  deletionRequests?: Resolver<ResolversTypes['DeletionRequestList'], ParentType, ContextType, Partial<QueryDeletionRequestsArgs>>;
  dormantUsers?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, Partial<QueryDormantUsersArgs>>;
  duplicateUserName?: Resolver<ResolversTypes['DuplicateCheck'], ParentType, ContextType, RequireFields<QueryDuplicateUserNameArgs, 'username'>>;
  eventStatistics?: Resolver<ResolversTypes['EventStatistics'], ParentType, ContextType, Partial<QueryEventStatisticsArgs>>;
  frontDeskAccounts?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groups?: Resolver<ResolversTypes['GroupList'], ParentType, ContextType, Partial<QueryGroupsArgs>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedUsers?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, Partial<QueryInvitedUsersArgs>>;
  loginSessions?: Resolver<Array<ResolversTypes['LoginSession']>, ParentType, ContextType>;
  mailAutoSettings?: Resolver<Array<ResolversTypes['MailAutoSetting']>, ParentType, ContextType>;
  mailRecipientsSummary?: Resolver<ResolversTypes['MailRecipientsSummary'], ParentType, ContextType, RequireFields<QueryMailRecipientsSummaryArgs, 'recipients'>>;
  mailTemplate?: Resolver<Maybe<ResolversTypes['MailTemplate']>, ParentType, ContextType, RequireFields<QueryMailTemplateArgs, 'id'>>;
  mailTemplates?: Resolver<ResolversTypes['MailTemplateList'], ParentType, ContextType, Partial<QueryMailTemplatesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  memberConsentHistory?: Resolver<Array<ResolversTypes['MemberConsent']>, ParentType, ContextType, RequireFields<QueryMemberConsentHistoryArgs, 'userId'>>;
  memoLists?: Resolver<Array<ResolversTypes['MemoList']>, ParentType, ContextType, RequireFields<QueryMemoListsArgs, 'relationId' | 'type'>>;
  myBadge?: Resolver<Maybe<ResolversTypes['Badge']>, ParentType, ContextType>;
  myBiddableAbstracts?: Resolver<Array<ResolversTypes['BiddableAbstract']>, ParentType, ContextType>;
  myConsentHistory?: Resolver<Array<ResolversTypes['MemberConsent']>, ParentType, ContextType>;
  myConsents?: Resolver<Array<ResolversTypes['MyConsent']>, ParentType, ContextType>;
  myCredits?: Resolver<ResolversTypes['MyCredits'], ParentType, ContextType>;
  myDeletionRequest?: Resolver<Maybe<ResolversTypes['DeletionRequest']>, ParentType, ContextType>;
  myPersonalData?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  myProgramme?: Resolver<ResolversTypes['MyProgramme'], ParentType, ContextType>;
  myReviewAssignment?: Resolver<ResolversTypes['MyReviewAssignment'], ParentType, ContextType, RequireFields<QueryMyReviewAssignmentArgs, 'id'>>;
  myReviewAssignments?: Resolver<Array<ResolversTypes['MyReviewAssignment']>, ParentType, ContextType>;
  myReviewer?: Resolver<Maybe<ResolversTypes['MyReviewer']>, ParentType, ContextType>;
  myVisaLetter?: Resolver<Maybe<ResolversTypes['VisaLetter']>, ParentType, ContextType>;
  my_abstract?: Resolver<Array<ResolversTypes['Abstract']>, ParentType, ContextType>;
  newsAndNotice?: Resolver<Maybe<ResolversTypes['NewsAndNotice']>, ParentType, ContextType, RequireFields<QueryNewsAndNoticeArgs, 'id'>>;
  newsAndNotices?: Resolver<ResolversTypes['NewsAndNoticeList'], ParentType, ContextType, Partial<QueryNewsAndNoticesArgs>>;
  pay?: Resolver<Maybe<ResolversTypes['Pay']>, ParentType, ContextType, RequireFields<QueryPayArgs, 'id'>>;
  payCancellations?: Resolver<ResolversTypes['PayCancellationList'], ParentType, ContextType, Partial<QueryPayCancellationsArgs>>;
  pays?: Resolver<ResolversTypes['PayList'], ParentType, ContextType, Partial<QueryPaysArgs>>;
  permittedAbstract?: Resolver<ResolversTypes['PermittedAbstractResponse'], ParentType, ContextType, RequireFields<QueryPermittedAbstractArgs, 'id' | 'userId'>>;
  popup?: Resolver<Maybe<ResolversTypes['Popup']>, ParentType, ContextType, RequireFields<QueryPopupArgs, 'id'>>;
  popups?: Resolver<ResolversTypes['PopupList'], ParentType, ContextType, Partial<QueryPopupsArgs>>;
  presentationUploadDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  previewMailTemplate?: Resolver<ResolversTypes['MailTemplatePreview'], ParentType, ContextType, RequireFields<QueryPreviewMailTemplateArgs, 'input'>>;
  privacyPolicy?: Resolver<ResolversTypes['ConsentText'], ParentType, ContextType>;
  programme?: Resolver<Maybe<ResolversTypes['PublishedProgramme']>, ParentType, ContextType, Partial<QueryProgrammeArgs>>;
  programmeDraft?: Resolver<ResolversTypes['ProgrammeDraft'], ParentType, ContextType>;
  programmeVersions?: Resolver<Array<ResolversTypes['ProgrammeVersion']>, ParentType, ContextType>;
  publicSponsors?: Resolver<Array<ResolversTypes['PublicSponsor']>, ParentType, ContextType>;
  registrationFailures?: Resolver<ResolversTypes['RegistrationFailureList'], ParentType, ContextType, Partial<QueryRegistrationFailuresArgs>>;
  registrationList?: Resolver<Maybe<ResolversTypes['RegistrationList']>, ParentType, ContextType, RequireFields<QueryRegistrationListArgs, 'id'>>;
  registrationLists?: Resolver<ResolversTypes['RegistrationListList'], ParentType, ContextType, Partial<QueryRegistrationListsArgs>>;
  registrationWindow?: Resolver<ResolversTypes['RegistrationWindow'], ParentType, ContextType>;
  retentionRuns?: Resolver<Array<ResolversTypes['RetentionRun']>, ParentType, ContextType, Partial<QueryRetentionRunsArgs>>;
  retentionSettings?: Resolver<ResolversTypes['RetentionSettings'], ParentType, ContextType>;
  reviewAssignmentProposal?: Resolver<ResolversTypes['ReviewAssignmentProposal'], ParentType, ContextType>;
  reviewAssignments?: Resolver<Array<ResolversTypes['ReviewAssignmentRow']>, ParentType, ContextType, Partial<QueryReviewAssignmentsArgs>>;
  reviewSettings?: Resolver<ResolversTypes['ReviewSettings'], ParentType, ContextType>;
  reviewerCandidates?: Resolver<Array<ResolversTypes['ReviewerCandidate']>, ParentType, ContextType, RequireFields<QueryReviewerCandidatesArgs, 'search'>>;
  reviewers?: Resolver<Array<ResolversTypes['Reviewer']>, ParentType, ContextType>;
  secondFactorPolicy?: Resolver<ResolversTypes['SecondFactorPolicy'], ParentType, ContextType>;
  secondFactorStatus?: Resolver<ResolversTypes['SecondFactorStatus'], ParentType, ContextType>;
  sendEmails?: Resolver<ResolversTypes['SendEmailList'], ParentType, ContextType, Partial<QuerySendEmailsArgs>>;
  siteSettingChanges?: Resolver<ResolversTypes['SiteSettingChangeList'], ParentType, ContextType, Partial<QuerySiteSettingChangesArgs>>;
  siteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType>;
  speakerUploadDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  speakers?: Resolver<Array<ResolversTypes['Speaker']>, ParentType, ContextType, Partial<QuerySpeakersArgs>>;
  sponsor?: Resolver<Maybe<ResolversTypes['Sponsor']>, ParentType, ContextType, RequireFields<QuerySponsorArgs, 'id'>>;
  sponsors?: Resolver<ResolversTypes['SponsorList'], ParentType, ContextType, Partial<QuerySponsorsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  validateCheckPayUrl?: Resolver<ResolversTypes['PayUrlCheck'], ParentType, ContextType, RequireFields<QueryValidateCheckPayUrlArgs, 'pay_url'>>;
  visaLetter?: Resolver<Maybe<ResolversTypes['VisaLetter']>, ParentType, ContextType, RequireFields<QueryVisaLetterArgs, 'id'>>;
  visaLetters?: Resolver<ResolversTypes['VisaLetterList'], ParentType, ContextType, Partial<QueryVisaLettersArgs>>;
  walkInMembers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryWalkInMembersArgs, 'text'>>;
}>;

export type ReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = ResolversObject<{
  amount_krw?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issued_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pdf_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecoveryCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecoveryCodes'] = ResolversParentTypes['RecoveryCodes']> = ResolversObject<{
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegistrationChargeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationCharge'] = ResolversParentTypes['RegistrationCharge']> = ResolversObject<{
  krwPerUnit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
}>;

export type RegistrationFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationFailure'] = ResolversParentTypes['RegistrationFailure']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pay_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registration_list_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  source_ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trade_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegistrationFailureListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationFailureList'] = ResolversParentTypes['RegistrationFailureList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RegistrationFailure']>, ParentType, ContextType>;
}>;

export type RegistrationFeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationFee'] = ResolversParentTypes['RegistrationFee']> = ResolversObject<{
  accompanying?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['ENUM_REGISTRATIONLIST_CURRENCY'], ParentType, ContextType>;
  dinner?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RegistrationListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationList'] = ResolversParentTypes['RegistrationList']> = ResolversObject<{
  accompanyingPerson?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  alergy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attend?: Resolver<ResolversTypes['ENUM_REGISTRATIONLIST_ATTEND'], ParentType, ContextType>;
  badgeFamilyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  badgeGivenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  badgeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  charge?: Resolver<ResolversTypes['RegistrationCharge'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['ENUM_REGISTRATIONLIST_CURRENCY'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dietaryNeeds?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dinnerAttendance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['RegistrationFee'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pay?: Resolver<Maybe<ResolversTypes['Pay']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price_status?: Resolver<ResolversTypes['ENUM_REGISTRATIONLIST_PRICE_STATUS'], ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  vegetarian?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RegistrationListListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationListList'] = ResolversParentTypes['RegistrationListList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RegistrationList']>, ParentType, ContextType>;
}>;

export type RegistrationNotDeletedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationNotDeleted'] = ResolversParentTypes['RegistrationNotDeleted']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegistrationWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationWindow'] = ResolversParentTypes['RegistrationWindow']> = ResolversObject<{
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RetentionCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionCategory'] = ResolversParentTypes['RetentionCategory']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keptUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['RetentionMember']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RetentionLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionLimit'] = ResolversParentTypes['RetentionLimit']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RetentionMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionMember'] = ResolversParentTypes['RetentionMember']> = ResolversObject<{
  anonymised?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RetentionRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionRun'] = ResolversParentTypes['RetentionRun']> = ResolversObject<{
  appliedFrom?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['RetentionCategory']>, ParentType, ContextType>;
  congressEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ranAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  runBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RetentionSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionSettings'] = ResolversParentTypes['RetentionSettings']> = ResolversObject<{
  attendanceYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  congressEndedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastProgrammeDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limits?: Resolver<Array<ResolversTypes['RetentionLimit']>, ParentType, ContextType>;
  paymentYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  commentToAuthors?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidentialComment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommendation?: Resolver<ResolversTypes['ENUM_REVIEW_RECOMMENDATION'], ParentType, ContextType>;
  scores?: Resolver<Array<ResolversTypes['ReviewScore']>, ParentType, ContextType>;
  submitted_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  weightedScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ReviewAbstractResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewAbstract'] = ResolversParentTypes['ReviewAbstract']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['ENUM_ABSTRACT_CATEGORY']>, ParentType, ContextType>;
  conclusions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file_img?: Resolver<Array<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methods?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  objectives?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openAuthors?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  results?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReviewAssignmentProposalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewAssignmentProposal'] = ResolversParentTypes['ReviewAssignmentProposal']> = ResolversObject<{
  abstracts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loads?: Resolver<Array<ResolversTypes['ReviewerLoad']>, ParentType, ContextType>;
  pendingReviewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perAbstract?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proposal?: Resolver<Array<ResolversTypes['ProposedReviewAssignment']>, ParentType, ContextType>;
  reviewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortfalls?: Resolver<Array<ResolversTypes['ReviewShortfall']>, ParentType, ContextType>;
  spread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewAssignmentRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewAssignmentRow'] = ResolversParentTypes['ReviewAssignmentRow']> = ResolversObject<{
  abstractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  abstractTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  abstractTopic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  draft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewCriterionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewCriterion'] = ResolversParentTypes['ReviewCriterion']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label_ko?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ReviewDraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewDraft'] = ResolversParentTypes['ReviewDraft']> = ResolversObject<{
  commentToAuthors?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidentialComment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recommendation?: Resolver<Maybe<ResolversTypes['ENUM_REVIEW_RECOMMENDATION']>, ParentType, ContextType>;
  scores?: Resolver<Array<ResolversTypes['ReviewScore']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ReviewScoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewScore'] = ResolversParentTypes['ReviewScore']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewSettings'] = ResolversParentTypes['ReviewSettings']> = ResolversObject<{
  biddingEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  biddingOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  biddingStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  blind?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  criteria?: Resolver<Array<ResolversTypes['ReviewCriterion']>, ParentType, ContextType>;
  perAbstract?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ReviewShortfallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewShortfall'] = ResolversParentTypes['ReviewShortfall']> = ResolversObject<{
  abstractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  abstractTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Reviewer'] = ResolversParentTypes['Reviewer']> = ResolversObject<{
  affiliation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  awaitingConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ReviewerCandidateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewerCandidate'] = ResolversParentTypes['ReviewerCandidate']> = ResolversObject<{
  affiliation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewerLoadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewerLoad'] = ResolversParentTypes['ReviewerLoad']> = ResolversObject<{
  load?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proposed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SecondFactorPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactorPolicy'] = ResolversParentTypes['SecondFactorPolicy']> = ResolversObject<{
  requiredForOrganisers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SecondFactorStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecondFactorStatus'] = ResolversParentTypes['SecondFactorStatus']> = ResolversObject<{
  mustEnrol?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SendEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendEmail'] = ResolversParentTypes['SendEmail']> = ResolversObject<{
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivery_attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resent_from?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sent_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MailDeliveryState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ENUM_SENDEMAIL_TYPE'], ParentType, ContextType>;
  usermail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SendEmailListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendEmailList'] = ResolversParentTypes['SendEmailList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SendEmail']>, ParentType, ContextType>;
}>;

export type SiteSettingChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteSettingChange'] = ResolversParentTypes['SiteSettingChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteSettingChangeListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteSettingChangeList'] = ResolversParentTypes['SiteSettingChangeList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['SiteSettingChange']>, ParentType, ContextType>;
}>;

export type SiteSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = ResolversObject<{
  abstractSubmissionEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  abstractSubmissionStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  presentationUploadDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  registrationClosesAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  registrationOpensAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  speakerUploadDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usdKrwRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SpeakerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Speaker'] = ResolversParentTypes['Speaker']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  created_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  file_cv?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  file_lecture?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  file_photo?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  file_presentation?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type SpeakerPublicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpeakerPublication'] = ResolversParentTypes['SpeakerPublication']> = ResolversObject<{
  cv_public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photo_public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SponsorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sponsor'] = ResolversParentTypes['Sponsor']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bizNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessRegistration?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  companyName_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName_kr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['ENUM_SPONSOR_GRADE'], ParentType, ContextType>;
  homepage_en?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  managerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manager_memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partnership?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentSchedule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  sponsor_paper?: Resolver<Maybe<ResolversTypes['UploadedFile']>, ParentType, ContextType>;
  sponsor_pay?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  sponsor_pay_status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxBill?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxBillEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxBillSchedule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SponsorApplicationReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SponsorApplicationReceipt'] = ResolversParentTypes['SponsorApplicationReceipt']> = ResolversObject<{
  companyName_en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['ENUM_SPONSOR_GRADE'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
}>;

export type SponsorListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SponsorList'] = ResolversParentTypes['SponsorList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Sponsor']>, ParentType, ContextType>;
}>;

export type StatisticsCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatisticsCount'] = ResolversParentTypes['StatisticsCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatisticsDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatisticsDay'] = ResolversParentTypes['StatisticsDay']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatisticsRefundsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatisticsRefunds'] = ResolversParentTypes['StatisticsRefunds']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  partialCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StatisticsRevenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatisticsRevenue'] = ResolversParentTypes['StatisticsRevenue']> = ResolversObject<{
  cashCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
}>;

export type StatisticsSponsorGradeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatisticsSponsorGrade'] = ResolversParentTypes['StatisticsSponsorGrade']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
}>;

export type TotpEnrolmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotpEnrolment'] = ResolversParentTypes['TotpEnrolment']> = ResolversObject<{
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UploadedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadedFile'] = ResolversParentTypes['UploadedFile']> = ResolversObject<{
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  affiliation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  affiliation_kr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  degree?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  familyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frontDesk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  givenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  howFind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_active_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  medi_license?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name_kr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupationOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organiser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiveInfo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registration_list?: Resolver<Maybe<ResolversTypes['RegistrationList']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  speaker?: Resolver<Maybe<ResolversTypes['Speaker']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viaEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visaBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaExpire?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaFamilyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaGivenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaIssue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaPassportNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserList'] = ResolversParentTypes['UserList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type VisaLetterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisaLetter'] = ResolversParentTypes['VisaLetter']> = ResolversObject<{
  birth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decided_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decided_by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expire?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  given_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  letter_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nationality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passport_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdf_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['RegistrationList']>, ParentType, ContextType>;
  requested_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type VisaLetterListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisaLetterList'] = ResolversParentTypes['VisaLetterList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['VisaLetter']>, ParentType, ContextType>;
}>;

export type WalkInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WalkInResult'] = ResolversParentTypes['WalkInResult']> = ResolversObject<{
  amountKrw?: Resolver<ResolversTypes['Long'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  newAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pay?: Resolver<Maybe<ResolversTypes['Pay']>, ParentType, ContextType>;
  receiptReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registration?: Resolver<ResolversTypes['RegistrationList'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Abstract?: AbstractResolvers<ContextType>;
  AbstractList?: AbstractListResolvers<ContextType>;
  AbstractReview?: AbstractReviewResolvers<ContextType>;
  AbstractStatusCount?: AbstractStatusCountResolvers<ContextType>;
  AbstractSubmissionPeriod?: AbstractSubmissionPeriodResolvers<ContextType>;
  AbstractTypeCount?: AbstractTypeCountResolvers<ContextType>;
  AbstractTypeCountResponse?: AbstractTypeCountResponseResolvers<ContextType>;
  AccessRecordActorFigures?: AccessRecordActorFiguresResolvers<ContextType>;
  AccessRecordCheck?: AccessRecordCheckResolvers<ContextType>;
  AccessRecordEntry?: AccessRecordEntryResolvers<ContextType>;
  AccessRecordList?: AccessRecordListResolvers<ContextType>;
  AccessRecordMonth?: AccessRecordMonthResolvers<ContextType>;
  AgendaItem?: AgendaItemResolvers<ContextType>;
  AttendanceScan?: AttendanceScanResolvers<ContextType>;
  AttendanceScanResult?: AttendanceScanResultResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Badge?: BadgeResolvers<ContextType>;
  BiddableAbstract?: BiddableAbstractResolvers<ContextType>;
  ConsentText?: ConsentTextResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreatePaymentResult?: CreatePaymentResultResolvers<ContextType>;
  CreditBand?: CreditBandResolvers<ContextType>;
  CreditChange?: CreditChangeResolvers<ContextType>;
  CreditChangeList?: CreditChangeListResolvers<ContextType>;
  CreditDay?: CreditDayResolvers<ContextType>;
  CreditDayPoints?: CreditDayPointsResolvers<ContextType>;
  CreditLectureDay?: CreditLectureDayResolvers<ContextType>;
  CreditObjection?: CreditObjectionResolvers<ContextType>;
  CreditObjectionList?: CreditObjectionListResolvers<ContextType>;
  CreditRecord?: CreditRecordResolvers<ContextType>;
  CreditRecordList?: CreditRecordListResolvers<ContextType>;
  CreditScheme?: CreditSchemeResolvers<ContextType>;
  CreditSettings?: CreditSettingsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteRegistersResponse?: DeleteRegistersResponseResolvers<ContextType>;
  DeletionRequest?: DeletionRequestResolvers<ContextType>;
  DeletionRequestList?: DeletionRequestListResolvers<ContextType>;
  DeskRoster?: DeskRosterResolvers<ContextType>;
  DeskRosterEntry?: DeskRosterEntryResolvers<ContextType>;
  DuplicateCheck?: DuplicateCheckResolvers<ContextType>;
  DuplicateRegisterCheck?: DuplicateRegisterCheckResolvers<ContextType>;
  EventStatistics?: EventStatisticsResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupList?: GroupListResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LoginSession?: LoginSessionResolvers<ContextType>;
  LoginStep?: LoginStepResolvers<ContextType>;
  Long?: GraphQLScalarType;
  MailAutoSetting?: MailAutoSettingResolvers<ContextType>;
  MailRecipientsSummary?: MailRecipientsSummaryResolvers<ContextType>;
  MailTemplate?: MailTemplateResolvers<ContextType>;
  MailTemplateList?: MailTemplateListResolvers<ContextType>;
  MailTemplatePreview?: MailTemplatePreviewResolvers<ContextType>;
  MemberConsent?: MemberConsentResolvers<ContextType>;
  MemoList?: MemoListResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResponse?: MutationResponseResolvers<ContextType>;
  MyConsent?: MyConsentResolvers<ContextType>;
  MyCredits?: MyCreditsResolvers<ContextType>;
  MyProgramme?: MyProgrammeResolvers<ContextType>;
  MyReviewAssignment?: MyReviewAssignmentResolvers<ContextType>;
  MyReviewer?: MyReviewerResolvers<ContextType>;
  NewsAndNotice?: NewsAndNoticeResolvers<ContextType>;
  NewsAndNoticeList?: NewsAndNoticeListResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  Pay?: PayResolvers<ContextType>;
  PayCancellation?: PayCancellationResolvers<ContextType>;
  PayCancellationList?: PayCancellationListResolvers<ContextType>;
  PayList?: PayListResolvers<ContextType>;
  PayRefundAccount?: PayRefundAccountResolvers<ContextType>;
  PayUrlCheck?: PayUrlCheckResolvers<ContextType>;
  PaymentCheck?: PaymentCheckResolvers<ContextType>;
  PermittedAbstractResponse?: PermittedAbstractResponseResolvers<ContextType>;
  Popup?: PopupResolvers<ContextType>;
  PopupList?: PopupListResolvers<ContextType>;
  ProgrammeAbstract?: ProgrammeAbstractResolvers<ContextType>;
  ProgrammeConflict?: ProgrammeConflictResolvers<ContextType>;
  ProgrammeDay?: ProgrammeDayResolvers<ContextType>;
  ProgrammeDraft?: ProgrammeDraftResolvers<ContextType>;
  ProgrammeNotice?: ProgrammeNoticeResolvers<ContextType>;
  ProgrammePerson?: ProgrammePersonResolvers<ContextType>;
  ProgrammeRoom?: ProgrammeRoomResolvers<ContextType>;
  ProgrammeSession?: ProgrammeSessionResolvers<ContextType>;
  ProgrammeSlot?: ProgrammeSlotResolvers<ContextType>;
  ProgrammeTalk?: ProgrammeTalkResolvers<ContextType>;
  ProgrammeVersion?: ProgrammeVersionResolvers<ContextType>;
  ProposedReviewAssignment?: ProposedReviewAssignmentResolvers<ContextType>;
  PublicSponsor?: PublicSponsorResolvers<ContextType>;
  PublishedDay?: PublishedDayResolvers<ContextType>;
  PublishedProgramme?: PublishedProgrammeResolvers<ContextType>;
  PublishedSession?: PublishedSessionResolvers<ContextType>;
  PublishedTalk?: PublishedTalkResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  RecoveryCodes?: RecoveryCodesResolvers<ContextType>;
  RegistrationCharge?: RegistrationChargeResolvers<ContextType>;
  RegistrationFailure?: RegistrationFailureResolvers<ContextType>;
  RegistrationFailureList?: RegistrationFailureListResolvers<ContextType>;
  RegistrationFee?: RegistrationFeeResolvers<ContextType>;
  RegistrationList?: RegistrationListResolvers<ContextType>;
  RegistrationListList?: RegistrationListListResolvers<ContextType>;
  RegistrationNotDeleted?: RegistrationNotDeletedResolvers<ContextType>;
  RegistrationWindow?: RegistrationWindowResolvers<ContextType>;
  RetentionCategory?: RetentionCategoryResolvers<ContextType>;
  RetentionLimit?: RetentionLimitResolvers<ContextType>;
  RetentionMember?: RetentionMemberResolvers<ContextType>;
  RetentionRun?: RetentionRunResolvers<ContextType>;
  RetentionSettings?: RetentionSettingsResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewAbstract?: ReviewAbstractResolvers<ContextType>;
  ReviewAssignmentProposal?: ReviewAssignmentProposalResolvers<ContextType>;
  ReviewAssignmentRow?: ReviewAssignmentRowResolvers<ContextType>;
  ReviewCriterion?: ReviewCriterionResolvers<ContextType>;
  ReviewDraft?: ReviewDraftResolvers<ContextType>;
  ReviewScore?: ReviewScoreResolvers<ContextType>;
  ReviewSettings?: ReviewSettingsResolvers<ContextType>;
  ReviewShortfall?: ReviewShortfallResolvers<ContextType>;
  Reviewer?: ReviewerResolvers<ContextType>;
  ReviewerCandidate?: ReviewerCandidateResolvers<ContextType>;
  ReviewerLoad?: ReviewerLoadResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SecondFactorPolicy?: SecondFactorPolicyResolvers<ContextType>;
  SecondFactorStatus?: SecondFactorStatusResolvers<ContextType>;
  SendEmail?: SendEmailResolvers<ContextType>;
  SendEmailList?: SendEmailListResolvers<ContextType>;
  SiteSettingChange?: SiteSettingChangeResolvers<ContextType>;
  SiteSettingChangeList?: SiteSettingChangeListResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  Speaker?: SpeakerResolvers<ContextType>;
  SpeakerPublication?: SpeakerPublicationResolvers<ContextType>;
  Sponsor?: SponsorResolvers<ContextType>;
  SponsorApplicationReceipt?: SponsorApplicationReceiptResolvers<ContextType>;
  SponsorList?: SponsorListResolvers<ContextType>;
  StatisticsCount?: StatisticsCountResolvers<ContextType>;
  StatisticsDay?: StatisticsDayResolvers<ContextType>;
  StatisticsRefunds?: StatisticsRefundsResolvers<ContextType>;
  StatisticsRevenue?: StatisticsRevenueResolvers<ContextType>;
  StatisticsSponsorGrade?: StatisticsSponsorGradeResolvers<ContextType>;
  TotpEnrolment?: TotpEnrolmentResolvers<ContextType>;
  UploadedFile?: UploadedFileResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserList?: UserListResolvers<ContextType>;
  VisaLetter?: VisaLetterResolvers<ContextType>;
  VisaLetterList?: VisaLetterListResolvers<ContextType>;
  WalkInResult?: WalkInResultResolvers<ContextType>;
}>;

