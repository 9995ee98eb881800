// Which values a mail template may show (`{placeholder}`): an allowlist per table, never a whole
// row. A member row holds the password hash, confirmation and reset secrets; an organiser who
// writes `{password}` into a template must get the placeholder back, not the hash. GET
// /column_list offers the template editor exactly these names.
import type { TemplateValues } from './mail.template';

export const TEMPLATE_COLUMNS = {
  users: [
    'id',
    'email',
    'username',
    'title',
    'degree',
    'givenName',
    'familyName',
    'name_kr',
    'affiliation',
    'affiliation_kr',
    'department',
    'country',
    'mobilePhone',
    'phone',
    'created_at',
  ],
  registration_lists: ['category', 'price', 'currency', 'attend', 'price_status', 'created_at'],
  pays: ['product_name', 'total', 'user_name', 'user_email', 'pay_status', 'created_at'],
  abstracts: ['title', 'topic', 'preference', 'category', 'status', 'created_at'],
  // Never the manager's phones, the business number or the secretariat's memo.
  sponsors: [
    'companyName_en',
    'companyName_kr',
    'managerName',
    'grade',
    'price',
    'paymentSchedule',
    'created_at',
  ],
  // The decision, never the passport number or dates: {status} is the label in the mail's language.
  visa_letters: [
    'status',
    'letter_number',
    'reason',
    'given_name',
    'family_name',
    'requested_at',
    'decided_at',
  ],
  // What the receipt states; {kind} is its label in the mail's language, {amount} with the currency.
  receipts: ['reference', 'kind', 'amount', 'issued_at'],
  // A moved talk: its title in the mail's language and its old and new slot (Korea time, room).
  programme_talks: ['talk_title', 'old_slot', 'new_slot'],
  // An issued virtual account (pays' va_* columns): {bank} by name in the mail's language,
  // {deadline} in Korean time, {amount} with the currency.
  virtual_accounts: ['bank', 'account_no', 'deadline', 'amount'],
  // A decision on an abstract: its title, {decision} and {presentation} in the mail's language,
  // {comments} the reviewers' comments to the authors (numbered, never a reviewer's name).
  abstract_decisions: ['abstract_title', 'decision', 'presentation', 'comments'],
  // A reviewer's open reviews and the end of the review period (Korea time).
  review_reminders: ['open_reviews', 'review_end'],
  // An attendee's expected CME credits: {credit_days} one line per scheme and day (date, minutes,
  // points, why), {credit_totals} per scheme, {objections_close} the deadline (Korea time).
  credit_reports: ['credit_days', 'credit_totals', 'objections_close'],
  // A burst of wrong passwords on an account: how many, in how many minutes, the last one's time
  // (Korea time). Never an address the guesses came from.
  login_alerts: ['wrong_guesses', 'window_minutes', 'alert_time'],
  // A change to a back-office account's second factor: what changed, in words in the mail's
  // language (a passkey by the name its owner gave it), and when (Korea time).
  second_factor_changes: ['factor_change', 'change_time'],
} as const satisfies Record<string, readonly string[]>;

export type TemplateTable = keyof typeof TEMPLATE_COLUMNS;

/** Values the server makes for a mail (not columns): how long a code or link works, the link. */
export const SERVER_PLACEHOLDERS = [
  'validMinutes',
  'validHours',
  'confirmUrl',
  'authcode',
  'whatChanged',
  'myRegistrationUrl',
  'programmeUrl',
  'myAbstractUrl',
  'myReviewsUrl',
  'myCreditsUrl',
] as const;

const ALLOWED = new Set<string>([...Object.values(TEMPLATE_COLUMNS).flat(), ...SERVER_PLACEHOLDERS]);

export const isTemplateTable = (table: string): table is TemplateTable =>
  Object.hasOwn(TEMPLATE_COLUMNS, table);

/** Only the allowlisted values of a row (or merged rows): everything else stays out of the mail. */
export function templateValues(values: TemplateValues): TemplateValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => ALLOWED.has(key)));
}
