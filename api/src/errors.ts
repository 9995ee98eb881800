// Errors the API reports: a stable code from @congress/domain (translated by the browser),
// an English message for logs and API users, and per-field codes for validation failures.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ErrorCode, FieldError } from '@congress/domain';
import { toFieldErrors } from '@congress/domain/validation';
import type { z } from 'zod';

const MESSAGES: Record<ErrorCode, string> = {
  LOGIN_REQUIRED: 'Login is required.',
  LOGIN_EXPIRED: 'Login has expired. Please login again.',
  ACCOUNT_DELETED: 'This Account has deleted.',
  ACCOUNT_BLOCKED: 'This account has been blocked. Please contact the secretariat.',
  NOT_PERMITTED: 'This account has not permitted.',
  SECOND_FACTOR_REQUIRED:
    'This account has a second factor: log in on the back office login page (/admin/login).',
  SELF_REMOVAL: 'You cannot delete or block your own account.',
  LAST_ORGANISER: 'This is the last active organiser account: it cannot be deleted or blocked.',
  ADDRESS_UNCONFIRMED:
    'Please confirm your e-mail address first: open the link we mailed you, or have it sent again.',
  INVALID_CREDENTIALS: 'The e-mail or password is incorrect.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with existing data.',
  RATE_LIMITED: 'Too many attempts. Please wait and try again.',
  BAD_REQUEST: 'The request is not valid.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  QUERY_TOO_COMPLEX: 'The request asks for too much at once.',
  UNAVAILABLE: 'The service is briefly unavailable. Please try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
};

/** The HTTP status an error code is answered with outside GraphQL (and before execution). */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  LOGIN_REQUIRED: 401,
  LOGIN_EXPIRED: 401,
  ACCOUNT_DELETED: 401,
  ACCOUNT_BLOCKED: 403,
  NOT_PERMITTED: 403,
  SECOND_FACTOR_REQUIRED: 403,
  SELF_REMOVAL: 409,
  LAST_ORGANISER: 409,
  ADDRESS_UNCONFIRMED: 403,
  INVALID_CREDENTIALS: 401,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  QUERY_TOO_COMPLEX: 400,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    options: { message?: string; fields?: FieldError[]; httpStatus?: number } = {},
  ) {
    super(options.message ?? MESSAGES[code], {
      extensions: {
        code,
        ...(options.fields ? { fields: options.fields } : {}),
        // Read by Apollo for errors raised before execution; never shown (formatError drops it).
        ...(options.httpStatus ? { http: { status: options.httpStatus } } : {}),
      },
    });
  }

  get fields(): FieldError[] | undefined {
    return this.extensions.fields as FieldError[] | undefined;
  }
}

export const validationError = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', { fields });

/** VALIDATION_FAILED for one field (`validation.invalid` unless another i18n id is given). */
export const invalidField = (field: string, code = 'validation.invalid') =>
  validationError([{ field, code }]);

/** Parses input with a shared schema; throws VALIDATION_FAILED with the field codes. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
}

const KNOWN_CODES = new Set<string>(Object.keys(MESSAGES));
// Apollo's own codes for requests that never reached a resolver.
const REQUEST_CODES: Record<string, ErrorCode> = {
  GRAPHQL_PARSE_FAILED: 'BAD_REQUEST',
  GRAPHQL_VALIDATION_FAILED: 'BAD_REQUEST',
  BAD_USER_INPUT: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  OPERATION_RESOLUTION_FAILURE: 'BAD_REQUEST',
};

// Automatic persisted queries: clients (Apollo's link) act on these two codes by name (send the
// whole query again), so they are answered as Apollo defines them.
const PERSISTED_QUERY_CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);
// Apollo raises a hash that does not match its query with no code of its own: a bad request.
const PERSISTED_QUERY_MISMATCH = 'provided sha does not match query';

// graphql-js spells it "more that" (16.x): either spelling.
const TOO_MANY_TOKENS = /Document contains more th(?:an|at) \d+ tokens/;

// graphql-js's "Did you mean …?" hints name schema fields, types and enum values.
const SUGGESTION = / ?Did you mean .*$/s;

/**
 * What a client sees of an error: message, code, field codes and path; never a stack trace or
 * an internal message. Unknown errors become INTERNAL and are logged in full by the caller.
 * With hideSchemaDetails (production), request errors lose graphql-js's field suggestions.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  onInternal: (formatted: GraphQLFormattedError) => void,
  options: { hideSchemaDetails?: boolean } = {},
): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? '');
  if (KNOWN_CODES.has(code)) {
    const fields = formatted.extensions?.fields;
    return {
      message: formatted.message,
      path: formatted.path,
      extensions: { code, ...(fields ? { fields } : {}) },
    };
  }
  // A request over the limits of graphql/requestLimits.ts: refused in validation or by the parser.
  if (
    (code === 'GRAPHQL_VALIDATION_FAILED' && formatted.extensions?.limit === 'QUERY_TOO_COMPLEX') ||
    (code === 'GRAPHQL_PARSE_FAILED' && TOO_MANY_TOKENS.test(formatted.message))
  ) {
    return { message: formatted.message, extensions: { code: 'QUERY_TOO_COMPLEX' } };
  }
  if (PERSISTED_QUERY_CODES.has(code)) return { message: formatted.message, extensions: { code } };
  if (formatted.message === PERSISTED_QUERY_MISMATCH && !formatted.path)
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  const requestCode = Object.hasOwn(REQUEST_CODES, code) ? REQUEST_CODES[code] : undefined;
  if (requestCode) {
    const message = options.hideSchemaDetails ? formatted.message.replace(SUGGESTION, '') : formatted.message;
    return { message, extensions: { code: requestCode } };
  }
  onInternal(formatted);
  return { message: MESSAGES.INTERNAL, path: formatted.path, extensions: { code: 'INTERNAL' } };
}
