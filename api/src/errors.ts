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
  INVALID_CREDENTIALS: 'The e-mail or password is incorrect.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with existing data.',
  RATE_LIMITED: 'Too many attempts. Please wait and try again.',
  BAD_REQUEST: 'The request is not valid.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
};

export class AppError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    options: { message?: string; fields?: FieldError[] } = {},
  ) {
    super(options.message ?? MESSAGES[code], {
      extensions: { code, ...(options.fields ? { fields: options.fields } : {}) },
    });
  }
}

export const validationError = (fields: FieldError[]) => new AppError('VALIDATION_FAILED', { fields });

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
  PERSISTED_QUERY_NOT_FOUND: 'BAD_REQUEST',
  PERSISTED_QUERY_NOT_SUPPORTED: 'BAD_REQUEST',
};

/**
 * What a client sees of an error: message, code, field codes and path; never a stack trace or
 * an internal message. Unknown errors become INTERNAL and are logged in full by the caller.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  onInternal: (formatted: GraphQLFormattedError) => void,
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
  const requestCode = REQUEST_CODES[code];
  if (requestCode) {
    return { message: formatted.message, extensions: { code: requestCode } };
  }
  onInternal(formatted);
  return { message: MESSAGES.INTERNAL, path: formatted.path, extensions: { code: 'INTERNAL' } };
}
