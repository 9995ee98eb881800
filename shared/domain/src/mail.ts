// Mail rules shared by the API and the back office (docs/decisions.md, "Mail administration").
import type { MailType } from './enums';

/**
 * The event mails whose automatic sending an organiser switches (mail/autoSending): those of spec
 * §4, the payment receipt and the visa-letter decision (issue 36).
 */
export const AUTO_MAIL_TYPES = [
  'SIGN_UP',
  'FIND_PASSWORD',
  'USER_INFO_EDIT',
  'EVENT_REGISTRATION',
  'REGISTRATION_EDIT',
  'ABSTRACT_REGISTRATION',
  'ABSTRACT_EDIT',
  'PAYMENT_REQUEST',
  'PAYMENT_RECEIPT',
  'VISA_LETTER_DECISION',
] as const satisfies readonly MailType[];
export type AutoMailType = (typeof AUTO_MAIL_TYPES)[number];

/**
 * Mails a member cannot do without: the address-confirmation link (SIGN_UP) and the find-password
 * code. Automatic sending cannot be switched off for them, and neither can the password-change
 * security notice (a USER_INFO_EDIT mail flagged security by the API).
 */
export const ALWAYS_SENT_MAIL_TYPES: readonly MailType[] = ['SIGN_UP', 'FIND_PASSWORD'];

export const isAlwaysSent = (type: string): boolean =>
  (ALWAYS_SENT_MAIL_TYPES as readonly string[]).includes(type);

/** Template languages (the product's two). */
export const MAIL_LOCALES = ['en', 'ko'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/**
 * The tables whose values a template of each type can show (GET /column_list?table=…): the mail of
 * that event is rendered with the member's row merged with the row the event is about.
 */
export const MAIL_TYPE_TABLES: Record<MailType, readonly string[]> = {
  SIGN_UP: ['users'],
  FIND_PASSWORD: ['users'],
  USER_INFO_EDIT: ['users'],
  EVENT_REGISTRATION: ['users', 'registration_lists'],
  REGISTRATION_EDIT: ['users', 'registration_lists'],
  ABSTRACT_REGISTRATION: ['users', 'abstracts'],
  ABSTRACT_EDIT: ['users', 'abstracts'],
  PAYMENT_REQUEST: ['users', 'registration_lists', 'pays'],
  // The applicant has no account: the application row alone.
  SPONSOR_APPLICATION: ['sponsors'],
  VISA_LETTER_DECISION: ['users', 'visa_letters'],
  PAYMENT_RECEIPT: ['users', 'pays', 'receipts'],
  PROGRAMME_SLOT_MOVED: ['users', 'programme_talks'],
  // Every author, member or not: their name as the abstract gives it, the decision and the
  // comments to the authors (never a reviewer's name or a confidential comment).
  ABSTRACT_ACCEPTED: ['users', 'abstract_decisions'],
  ABSTRACT_REJECTED: ['users', 'abstract_decisions'],
  REVIEW_REMINDER: ['users', 'review_reminders'],
  // An attendee's expected credits: per scheme and day the minutes and points, the totals and
  // the objection deadline (Korea time), in the mail's language.
  CREDITS_EXPECTED: ['users', 'credit_reports'],
  // How many wrong passwords were tried on the account, in how many minutes, until when (Korea time).
  LOGIN_ALERT: ['users', 'login_alerts'],
  // What changed in the account's second factor, in words (the passkey by its name), and when
  // (Korea time).
  SECOND_FACTOR_CHANGED: ['users', 'second_factor_changes'],
  VIRTUAL_ACCOUNT: ['users', 'pays', 'virtual_accounts'],
  MANUAL: ['users', 'registration_lists'],
};

/** Who an organiser's mail goes to: chosen members, the members of a group, or unpaid registrants. */
export const MAIL_AUDIENCES = ['members', 'group', 'unpaid'] as const;
export type MailAudience = (typeof MAIL_AUDIENCES)[number];

/** The most recipients one send reaches (larger audiences are refused, not cut). */
export const MAX_MAIL_RECIPIENTS = 5000;

/** Attachments of one organiser's mail. */
export const MAX_MAIL_ATTACHMENTS = 5;

/** Delivery state of a logged mail, derived from its delivery columns. */
export const MAIL_DELIVERY_STATES = ['SENT', 'QUEUED', 'FAILED'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** SENT once delivered; FAILED while the last attempt failed (retries follow); QUEUED before. */
export function deliveryState(mail: {
  sent_at?: unknown;
  delivery_error?: string | null;
}): MailDeliveryState {
  if (mail.sent_at) return 'SENT';
  return mail.delivery_error ? 'FAILED' : 'QUEUED';
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.]*)\}/g;

/** The `{placeholder}` names a subject or body uses (the API's renderer reads the same syntax). */
export const placeholderNames = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string)),
];

/** Names used in the texts that `known` does not offer: flagged by the editor, refused by the API. */
export const unknownMailPlaceholders = (texts: readonly string[], known: Iterable<string>): string[] => {
  const allowed = new Set(known);
  return [...new Set(texts.flatMap(placeholderNames))].filter((name) => !allowed.has(name));
};
