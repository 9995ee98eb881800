// Stable error codes shared by API (GraphQLError extensions.code) and browser (i18n id `error.<CODE>`).
// The API never sends stack traces; the browser shows the translated message for the code.
export const ERROR_CODES = [
  'LOGIN_REQUIRED', // "Login is required."
  'LOGIN_EXPIRED', // "Login has expired. Please login again."
  'ACCOUNT_DELETED', // "This Account has deleted."
  'ACCOUNT_BLOCKED',
  'NOT_PERMITTED', // "This account has not permitted."
  'SECOND_FACTOR_REQUIRED', // an account with a second factor logs in on the back office's login page
  'SELF_REMOVAL', // an organiser tried to delete or block their own account
  'LAST_ORGANISER', // the change would leave the back office without an active organiser
  'ADDRESS_UNCONFIRMED', // registering and paying need a confirmed e-mail address (receipts go there)
  'INVALID_CREDENTIALS',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'QUERY_TOO_COMPLEX', // a request over the depth, alias, root-field, cost or size limits
  'UNAVAILABLE', // the database cannot be reached for now
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Per-field problem attached to VALIDATION_FAILED as extensions.fields. */
export interface FieldError {
  field: string;
  /** i18n id of the message, e.g. `validation.required`. */
  code: string;
}
