// Generated from the migrated database by api/src/db/rowTypes.ts: do not edit.
// Regenerate with `npm run db:types -w @congress/api` after adding a migration.

/** A row of abstract_files. */
export type AbstractFilesTable = {
  abstract_id: number;
  file_id: number;
  position: number;
};

/** A row of abstracts. */
export type AbstractsTable = {
  id: number;
  user_id: number;
  title: string;
  preference: "ORAL" | "POSTER" | null;
  category: "ORIGINAL" | "CASE_REPORT" | null;
  topic: string | null;
  objectives: string | null;
  methods: string | null;
  results: string | null;
  conclusions: string | null;
  keywords: string | null;
  author: unknown;
  including: unknown;
  terms: unknown;
  history: unknown;
  status: "SUBMITTED" | "PENDING" | "WITHDRAWN" | "ACCEPTED" | "REJECTED";
  delete: boolean;
  created_at: Date;
  updated_at: Date;
  file_presentation: number | null;
  presentation_uploaded_at: Date | null;
  accepted_as: "ORAL" | "POSTER" | null;
};

/** A row of attendance_scans. */
export type AttendanceScansTable = {
  id: number;
  client_scan_id: string;
  registration_id: number;
  day: string;
  kind: "ENTRY" | "EXIT";
  room: string | null;
  method: "QR" | "SEARCH";
  scanned_at: Date;
  recorded_at: Date;
  desk_user_id: number | null;
};

/** A row of consent_texts. */
export type ConsentTextsTable = {
  id: number;
  kind: "COLLECTION" | "KMA_PROVISION" | "FUTURE_MAILS" | "PASSPORT" | "PRIVACY_POLICY";
  version: number;
  body_en: string;
  body_ko: string;
  created_by: number | null;
  created_at: Date;
};

/** A row of countries. */
export type CountriesTable = {
  code: string;
  name: string;
  dial_code: string;
  sort_order: number;
};

/** A row of credit_changes. */
export type CreditChangesTable = {
  id: number;
  changed_at: Date;
  user_id: number | null;
  user_name: string;
  kind: string;
  subject: unknown;
  before: unknown | null;
  after: unknown | null;
  memo: string | null;
};

/** A row of credit_corrections. */
export type CreditCorrectionsTable = {
  id: number;
  user_id: number;
  scheme_id: number;
  day: string;
  counted_minutes: number;
  points: number;
  memo: string;
  corrected_by: number | null;
  corrected_at: Date;
};

/** A row of credit_mails. */
export type CreditMailsTable = {
  id: number;
  user_id: number;
  phase: string;
  round: number;
  send_email_id: number | null;
  queued_at: Date;
};

/** A row of credit_objections. */
export type CreditObjectionsTable = {
  id: number;
  user_id: number;
  scheme_id: number;
  day: string;
  message: string;
  status: "OPEN" | "ACCEPTED" | "REJECTED";
  created_at: Date;
  resolution_memo: string | null;
  resolved_by: number | null;
  resolved_at: Date | null;
};

/** A row of credit_schemes. */
export type CreditSchemesTable = {
  id: number;
  code: string;
  name_en: string;
  name_ko: string;
  rule: unknown;
  day_points: unknown;
  daily_max: number | null;
  congress_max: number | null;
  eligibility: "LICENCE" | "ANYONE";
  bound_by_lecture_window: boolean;
  reports_to_kma: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
};

/** A row of credit_settings. */
export type CreditSettingsTable = {
  id: number;
  phase: "PREVIEW" | "OBJECTIONS" | "FINAL";
  objections_close_at: Date | null;
  objections_round: number;
  version: number;
  updated_at: Date;
};

/** A row of deletion_requests. */
export type DeletionRequestsTable = {
  id: number;
  user_id: number;
  reason: string | null;
  requested_at: Date;
  due_at: Date;
  status: "OPEN" | "DONE";
  acted_at: Date | null;
  acted_by: number | null;
  outcome: unknown | null;
};

/** A row of group_users. */
export type GroupUsersTable = {
  group_id: number;
  user_id: number;
};

/** A row of groups. */
export type GroupsTable = {
  id: number;
  title: string;
  type: "COMMITTEE" | "BOARD" | "SPEAKER" | "REVIEWER" | "GRANT" | "SPONSOR_STAFF" | "STAFF" | "VOLUNTEER" | "OTHER";
  free: boolean;
  delete: boolean;
  created_at: Date;
};

/** A row of login_sessions. */
export type LoginSessionsTable = {
  id: string;
  user_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  must_enrol: boolean;
};

/** A row of mail_auto_settings. */
export type MailAutoSettingsTable = {
  type: "SIGN_UP" | "FIND_PASSWORD" | "USER_INFO_EDIT" | "EVENT_REGISTRATION" | "REGISTRATION_EDIT" | "ABSTRACT_REGISTRATION" | "ABSTRACT_EDIT" | "PAYMENT_REQUEST" | "PAYMENT_RECEIPT" | "VISA_LETTER_DECISION";
  enabled: boolean;
  template_en_id: number | null;
  template_ko_id: number | null;
  updated_at: Date;
};

/** A row of mail_templates. */
export type MailTemplatesTable = {
  id: number;
  title: string;
  contents: string;
  type: "SIGN_UP" | "FIND_PASSWORD" | "USER_INFO_EDIT" | "EVENT_REGISTRATION" | "REGISTRATION_EDIT" | "ABSTRACT_REGISTRATION" | "ABSTRACT_EDIT" | "PAYMENT_REQUEST" | "MANUAL" | "SPONSOR_APPLICATION" | "VISA_LETTER_DECISION" | "PAYMENT_RECEIPT" | "VIRTUAL_ACCOUNT" | "PROGRAMME_SLOT_MOVED" | "ABSTRACT_ACCEPTED" | "ABSTRACT_REJECTED" | "REVIEW_REMINDER" | "CREDITS_EXPECTED" | "LOGIN_ALERT" | "SECOND_FACTOR_CHANGED";
  locale: "en" | "ko";
  delete: boolean;
  created_at: Date;
  updated_at: Date;
};

/** A row of member_consents. */
export type MemberConsentsTable = {
  id: number;
  user_id: number;
  kind: "COLLECTION" | "KMA_PROVISION" | "FUTURE_MAILS" | "PASSPORT";
  version: number;
  given: boolean;
  source: string;
  at: Date;
};

/** A row of memo_lists. */
export type MemoListsTable = {
  id: number;
  relationId: number;
  type: "USER" | "REGISTRATION" | "PAY" | "SPONSOR" | "ABSTRACT";
  contents: string;
  lastLog: string | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
};

/** A row of news_and_notices. */
export type NewsAndNoticesTable = {
  id: number;
  title: string;
  content: string;
  type: "NOTICE" | "NEWS" | "GALLERY" | "DOWNLOAD";
  viewCount: number;
  created_name: string | null;
  gallery_main: number | null;
  delete: boolean;
  created_at: Date;
  updated_at: Date;
  attachment_ids: number[];
};

/** A row of pay_cancellations. */
export type PayCancellationsTable = {
  id: number;
  pay_id: number;
  amount: number;
  partial: boolean;
  reason: string | null;
  organiser_id: number | null;
  result_code: string;
  result_message: string | null;
  created_at: Date;
};

/** A row of pays. */
export type PaysTable = {
  id: number;
  sid: string | null;
  tid: string | null;
  trade_id: string;
  product_name: string;
  total: number;
  tax: number | null;
  tax_free: number | null;
  cash_code: "CN" | "EP" | "RA" | "VA" | "MC" | "TM" | "BANK" | "CASH" | "POS" | null;
  country: "KOREA" | "OVERSEAS" | null;
  pay_status: "PAID" | "REQUESTED" | "ERROR" | "CANCELLED" | "BANK_TRANSFER";
  grade: string | null;
  user_id: number;
  user_name: string;
  user_email: string;
  registration_list_id: number | null;
  statusChecked: boolean;
  urlExpired: boolean;
  pay_url: string | null;
  qrcode_url: string | null;
  time_stamp: string | null;
  cn_appr_no: string | null;
  site_url: string | null;
  ok_url: string | null;
  noti_url: string;
  close_url: string;
  fail_url: string;
  fail_redirect: string;
  success_redirect: string;
  call_type: string;
  pay_token: string | null;
  sign_date: string | null;
  hmac: string | null;
  created_at: Date;
  updated_at: Date;
  currency: "KRW" | "USD" | null;
  cancelled_total: number;
  paid_at: Date | null;
  cancelled_at: Date | null;
  va_bank_code: string | null;
  va_account_no: string | null;
  va_deposit_closure: string | null;
  va_expires_at: Date | null;
  refund_bank_code: string | null;
  refund_account_no: string | null;
  refund_account_name: string | null;
  erased_at: Date | null;
};

/** A row of personal_data_access. */
export type PersonalDataAccessTable = {
  id: number;
  at: Date;
  actor_id: number | null;
  actor_email: string;
  actor_name: string;
  ip: string;
  action: "READ" | "CHANGE" | "EXPORT" | "DOWNLOAD" | "PRINT";
  operation: string;
  member_ids: number[];
  member_count: number;
  filter: unknown | null;
  row_count: number | null;
  reason: string | null;
};

/** A row of personal_data_access_checks. */
export type PersonalDataAccessChecksTable = {
  id: number;
  month: string;
  checked_at: Date;
  checked_by_id: number | null;
  checked_by_email: string;
  checked_by_name: string;
  note: string;
  figures: unknown;
};

/** A row of popups. */
export type PopupsTable = {
  id: number;
  use: boolean;
  title: string;
  start: Date;
  end: Date;
  content: string;
  size_width: number;
  size_height: number;
  location: "LEFT" | "CENTER" | "RIGHT";
  created_name: string | null;
  delete: boolean;
  created_at: Date;
};

/** A row of programme_changes. */
export type ProgrammeChangesTable = {
  id: number;
  action: string;
  entries: unknown;
  created_by: number | null;
  created_at: Date;
};

/** A row of programme_days. */
export type ProgrammeDaysTable = {
  id: number;
  date: string;
  label_en: string;
  label_ko: string;
};

/** A row of programme_notices. */
export type ProgrammeNoticesTable = {
  id: number;
  user_id: number;
  version: number;
  item_type: "SESSION" | "TALK";
  item_id: number;
  title_en: string;
  title_ko: string;
  before: unknown;
  after: unknown | null;
  created_at: Date;
  dismissed_at: Date | null;
};

/** A row of programme_public_files. */
export type ProgrammePublicFilesTable = {
  file_id: number;
};

/** A row of programme_rooms. */
export type ProgrammeRoomsTable = {
  id: number;
  name_en: string;
  name_ko: string;
  position: number;
  poster_area: boolean;
};

/** A row of programme_sessions. */
export type ProgrammeSessionsTable = {
  id: number;
  day_id: number;
  room_id: number;
  kind: "KEYNOTE" | "SYMPOSIUM" | "ORAL" | "POSTER" | "PIC_FORUM" | "SEMINAR" | "SOCIAL" | "BREAK";
  title_en: string;
  title_ko: string;
  chair_ids: unknown;
  start_at: Date;
  end_at: Date;
};

/** A row of programme_speakers. */
export type ProgrammeSpeakersTable = {
  user_id: number;
  photo_public: boolean;
  cv_public: boolean;
  updated_at: Date;
};

/** A row of programme_stars. */
export type ProgrammeStarsTable = {
  id: number;
  user_id: number;
  item_type: "SESSION" | "TALK";
  item_id: number;
  created_at: Date;
};

/** A row of programme_talks. */
export type ProgrammeTalksTable = {
  id: number;
  session_id: number;
  position: number;
  minutes: number;
  title_en: string;
  title_ko: string;
  speaker_id: number | null;
  abstract_id: number | null;
  board: number | null;
};

/** A row of programme_versions. */
export type ProgrammeVersionsTable = {
  id: number;
  version: number;
  document: unknown;
  published_by: number | null;
  published_at: Date;
};

/** A row of public_content. */
export type PublicContentTable = {
  id: number;
  version: number;
  changed_at: Date;
};

/** A row of rate_limits. */
export type RateLimitsTable = {
  key: string;
  points: number;
  expire: number | null;
};

/** A row of receipt_counter. */
export type ReceiptCounterTable = {
  id: number;
  last_number: number;
};

/** A row of receipts. */
export type ReceiptsTable = {
  id: number;
  number: number;
  kind: "PAYMENT" | "CANCELLATION";
  pay_id: number;
  cancellation_id: number | null;
  user_id: number;
  amount_krw: number;
  fee_currency: string;
  fee_amount: string;
  krw_rate: number;
  payer_name: string;
  payer_email: string;
  category: string | null;
  cash_code: string | null;
  approval_no: string | null;
  tid: string | null;
  issued_at: Date;
};

/** A row of registration_failures. */
export type RegistrationFailuresTable = {
  id: number;
  user_id: number | null;
  registration_list_id: number | null;
  pay_id: number | null;
  tid: string | null;
  trade_id: string | null;
  reason: string;
  code: string | null;
  message: string | null;
  created_at: Date;
  count: number;
  source_ip: string | null;
  bucket: Date | null;
  last_at: Date | null;
};

/** A row of registration_lists. */
export type RegistrationListsTable = {
  id: number;
  user_id: number;
  category: string;
  price: string;
  price_type: string | null;
  price_date: string | null;
  attend: "OFFLINE" | "ONLINE";
  currency: "KRW" | "USD";
  price_status: "UNPAID" | "PAID" | "FREE" | "REFUND_REQUESTED" | "REFUNDED" | "CANCELLED";
  dinnerAttendance: boolean;
  accompanyingPerson: number;
  vegetarian: boolean;
  dietaryNeeds: string | null;
  alergy: string | null;
  delete: boolean;
  created_at: Date;
  updated_at: Date;
  occupation: "PROFESSOR" | "FELLOW" | "RESIDENT" | "PHARMACIST" | "NURSE" | "DIETITIAN" | "STUDENT" | "NON_MEMBER" | null;
  badgeGivenName: string | null;
  badgeFamilyName: string | null;
};

/** A row of retention_runs. */
export type RetentionRunsTable = {
  id: number;
  dry_run: boolean;
  run_by: number | null;
  ran_at: Date;
  report: unknown;
};

/** A row of retention_settings. */
export type RetentionSettingsTable = {
  id: number;
  payment_years: number;
  attendance_years: number;
  profile_months: number;
  congress_ended_on: string | null;
  version: number;
  updated_at: Date;
};

/** A row of review_assignments. */
export type ReviewAssignmentsTable = {
  id: number;
  reviewer_id: number;
  abstract_id: number;
  source: "AUTO" | "MANUAL";
  created_at: Date;
  created_by: number | null;
};

/** A row of review_bids. */
export type ReviewBidsTable = {
  reviewer_id: number;
  abstract_id: number;
  bid: "EAGER" | "WILLING" | "NOT_WILLING";
  updated_at: Date;
};

/** A row of review_conflicts. */
export type ReviewConflictsTable = {
  reviewer_id: number;
  abstract_id: number;
  created_at: Date;
};

/** A row of review_drafts. */
export type ReviewDraftsTable = {
  assignment_id: number;
  scores: unknown;
  recommendation: "ACCEPT_ORAL" | "ACCEPT_POSTER" | "REJECT" | null;
  comment_to_authors: string;
  confidential_comment: string;
  updated_at: Date;
};

/** A row of review_settings. */
export type ReviewSettingsTable = {
  id: number;
  criteria: unknown;
  blind: boolean;
  per_abstract: number;
  bidding_start: Date | null;
  bidding_end: Date | null;
  review_start: Date | null;
  review_end: Date | null;
  updated_at: Date;
  updated_by: number | null;
};

/** A row of reviewers. */
export type ReviewersTable = {
  id: number;
  user_id: number | null;
  email: string;
  topics: unknown;
  created_at: Date;
  created_by: number | null;
};

/** A row of reviews. */
export type ReviewsTable = {
  assignment_id: number;
  scores: unknown;
  weighted_score: number | null;
  recommendation: "ACCEPT_ORAL" | "ACCEPT_POSTER" | "REJECT";
  comment_to_authors: string;
  confidential_comment: string;
  submitted_at: Date;
  updated_at: Date;
};

/** A row of roles. */
export type RolesTable = {
  id: number;
  name: string;
  description: string | null;
  created_at: Date;
};

/** A row of second_factor_challenges. */
export type SecondFactorChallengesTable = {
  id: number;
  user_id: number;
  kind: string;
  token_hash: string | null;
  webauthn_challenge: string | null;
  ip: string | null;
  user_agent: string | null;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
};

/** A row of second_factor_passkeys. */
export type SecondFactorPasskeysTable = {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
};

/** A row of second_factor_policy. */
export type SecondFactorPolicyTable = {
  id: number;
  required_for_organisers: boolean;
  updated_at: Date;
  updated_by: number | null;
};

/** A row of second_factor_recovery_codes. */
export type SecondFactorRecoveryCodesTable = {
  id: number;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
};

/** A row of second_factor_totp. */
export type SecondFactorTotpTable = {
  user_id: number;
  secret_encrypted: string;
  confirmed_at: Date | null;
  last_used_step: number | null;
  created_at: Date;
};

/** A row of seed_history. */
export type SeedHistoryTable = {
  name: string;
  ran_at: Date;
};

/** A row of send_emails. */
export type SendEmailsTable = {
  id: number;
  type: "SIGN_UP" | "FIND_PASSWORD" | "USER_INFO_EDIT" | "EVENT_REGISTRATION" | "REGISTRATION_EDIT" | "ABSTRACT_REGISTRATION" | "ABSTRACT_EDIT" | "PAYMENT_REQUEST" | "MANUAL" | "SPONSOR_APPLICATION" | "VISA_LETTER_DECISION" | "PAYMENT_RECEIPT" | "VIRTUAL_ACCOUNT" | "PROGRAMME_SLOT_MOVED" | "ABSTRACT_ACCEPTED" | "ABSTRACT_REJECTED" | "REVIEW_REMINDER" | "CREDITS_EXPECTED" | "LOGIN_ALERT" | "SECOND_FACTOR_CHANGED";
  title: string;
  usermail: string;
  content: string;
  files: unknown;
  authcode: string | null;
  authcode_expires_at: Date | null;
  authcode_used_at: Date | null;
  sent_at: Date | null;
  created_at: Date;
  authcode_verified_at: Date | null;
  authcode_attempts: number;
  reset_token: string | null;
  delivery_title: string | null;
  delivery_content: string | null;
  automatic: boolean;
  delivery_attempts: number;
  delivery_error: string | null;
  delivery_started_at: Date | null;
  job_id: string | null;
  resent_from: number | null;
  future_congresses: boolean;
};

/** A row of site_setting_changes. */
export type SiteSettingChangesTable = {
  id: number;
  changed_at: Date;
  user_id: number | null;
  user_name: string;
  user_email: string;
  field: string;
  before: string | null;
  after: string | null;
};

/** A row of site_settings. */
export type SiteSettingsTable = {
  id: number;
  registration_opens_at: Date;
  registration_closes_at: Date;
  abstract_submission_start: Date;
  abstract_submission_end: Date | null;
  speaker_upload_deadline: Date | null;
  presentation_upload_deadline: Date | null;
  usd_krw_rate: number;
  version: number;
  updated_at: Date;
};

/** A row of speakers. */
export type SpeakersTable = {
  id: number;
  user_id: number;
  file_cv: number | null;
  file_photo: number | null;
  file_lecture: number | null;
  file_presentation: number | null;
  created_id: number | null;
  created_at: Date;
  updated_at: Date;
};

/** A row of sponsors. */
export type SponsorsTable = {
  id: number;
  companyName_kr: string | null;
  companyName_en: string;
  homepage_en: string | null;
  bizNumber: string | null;
  address: string | null;
  managerName: string;
  email: string;
  phone: string | null;
  mobilePhone: string | null;
  grade: "DIAMOND" | "PLATINUM" | "GOLD" | "SILVER" | "BRONZE" | "GARNET" | "AD_GRADE1" | "AD_GRADE2";
  partnership: string | null;
  businessRegistration: number | null;
  sponsor_paper: number | null;
  price: number;
  paymentSchedule: string | null;
  taxBill: boolean;
  taxBillSchedule: string | null;
  taxBillEmail: string | null;
  manager_memo: string | null;
  sponsor_pay: number;
  sponsor_pay_status: "APPLIED" | "CONFIRMED" | "PARTIALLY_PAID" | "PAID" | "CANCELLED";
  delete: boolean;
  created_at: Date;
  updated_at: Date;
};

/** A row of upload_files. */
export type UploadFilesTable = {
  id: number;
  name: string;
  url: string;
  path: string;
  mime: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  uploaded_by: number | null;
  created_at: Date;
  use: string | null;
  claim_hash: string | null;
  orphaned_at: Date | null;
};

/** A row of users. */
export type UsersTable = {
  id: number;
  username: string;
  email: string;
  password: string;
  password_changed_at: Date;
  phone: string | null;
  mobilePhone: string | null;
  fax: string | null;
  country: string | null;
  address: string | null;
  title: "MR" | "MS" | "DR" | "PROF" | "OTHER" | null;
  degree: "PHD" | "MASTER" | "MASTER_PHD" | "OTHER" | null;
  givenName: string | null;
  familyName: string | null;
  name_kr: string | null;
  affiliation: string | null;
  affiliation_kr: string | null;
  department: string | null;
  howFind: string | null;
  viaEmail: boolean;
  receiveInfo: boolean;
  invited: boolean;
  delete: boolean;
  blocked: boolean;
  confirmed: boolean;
  visa: boolean;
  occupation: string | null;
  occupationOther: string | null;
  medi_license: string | null;
  visaGivenName: string | null;
  visaFamilyName: string | null;
  visaCountry: string | null;
  visaPassportNumber: string | null;
  visaBirth: string | null;
  visaIssue: string | null;
  visaExpire: string | null;
  role_id: number;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
  confirmation_token_hash: string | null;
  confirmation_expires_at: Date | null;
  confirmed_at: Date | null;
  deleted_at: Date | null;
  dialCode: string | null;
  anonymised_at: Date | null;
};

/** A row of visa_letters. */
export type VisaLettersTable = {
  id: number;
  user_id: number;
  status: "REQUESTED" | "APPROVED" | "REJECTED";
  given_name: string;
  family_name: string;
  nationality: string;
  passport_number: string;
  birth: string;
  issue: string;
  expire: string;
  requested_at: Date;
  updated_at: Date;
  decided_by: number | null;
  decided_at: Date | null;
  reason: string | null;
  letter_number: string | null;
  locale: "en" | "ko";
  passport_number_masked: string;
};

/** A row of walk_in_requests. */
export type WalkInRequestsTable = {
  id: number;
  idempotency_key: string;
  request_hash: string;
  organiser_id: number;
  member_id: number | null;
  registration_id: number | null;
  pay_id: number | null;
  receipt_number: number | null;
  amount_krw: number;
  new_account: boolean;
  created_at: Date;
};

// Knex's table map: knex('users') and trx('users') build queries typed with the rows above.
declare module 'knex/types/tables' {
  interface Tables {
    abstract_files: AbstractFilesTable;
    abstracts: AbstractsTable;
    attendance_scans: AttendanceScansTable;
    consent_texts: ConsentTextsTable;
    countries: CountriesTable;
    credit_changes: CreditChangesTable;
    credit_corrections: CreditCorrectionsTable;
    credit_mails: CreditMailsTable;
    credit_objections: CreditObjectionsTable;
    credit_schemes: CreditSchemesTable;
    credit_settings: CreditSettingsTable;
    deletion_requests: DeletionRequestsTable;
    group_users: GroupUsersTable;
    groups: GroupsTable;
    login_sessions: LoginSessionsTable;
    mail_auto_settings: MailAutoSettingsTable;
    mail_templates: MailTemplatesTable;
    member_consents: MemberConsentsTable;
    memo_lists: MemoListsTable;
    news_and_notices: NewsAndNoticesTable;
    pay_cancellations: PayCancellationsTable;
    pays: PaysTable;
    personal_data_access: PersonalDataAccessTable;
    personal_data_access_checks: PersonalDataAccessChecksTable;
    popups: PopupsTable;
    programme_changes: ProgrammeChangesTable;
    programme_days: ProgrammeDaysTable;
    programme_notices: ProgrammeNoticesTable;
    programme_public_files: ProgrammePublicFilesTable;
    programme_rooms: ProgrammeRoomsTable;
    programme_sessions: ProgrammeSessionsTable;
    programme_speakers: ProgrammeSpeakersTable;
    programme_stars: ProgrammeStarsTable;
    programme_talks: ProgrammeTalksTable;
    programme_versions: ProgrammeVersionsTable;
    public_content: PublicContentTable;
    rate_limits: RateLimitsTable;
    receipt_counter: ReceiptCounterTable;
    receipts: ReceiptsTable;
    registration_failures: RegistrationFailuresTable;
    registration_lists: RegistrationListsTable;
    retention_runs: RetentionRunsTable;
    retention_settings: RetentionSettingsTable;
    review_assignments: ReviewAssignmentsTable;
    review_bids: ReviewBidsTable;
    review_conflicts: ReviewConflictsTable;
    review_drafts: ReviewDraftsTable;
    review_settings: ReviewSettingsTable;
    reviewers: ReviewersTable;
    reviews: ReviewsTable;
    roles: RolesTable;
    second_factor_challenges: SecondFactorChallengesTable;
    second_factor_passkeys: SecondFactorPasskeysTable;
    second_factor_policy: SecondFactorPolicyTable;
    second_factor_recovery_codes: SecondFactorRecoveryCodesTable;
    second_factor_totp: SecondFactorTotpTable;
    seed_history: SeedHistoryTable;
    send_emails: SendEmailsTable;
    site_setting_changes: SiteSettingChangesTable;
    site_settings: SiteSettingsTable;
    speakers: SpeakersTable;
    sponsors: SponsorsTable;
    upload_files: UploadFilesTable;
    users: UsersTable;
    visa_letters: VisaLettersTable;
    walk_in_requests: WalkInRequestsTable;
  }
}
