import { CombinedGraphQLErrors } from '@apollo/client';
import { ERROR_CODES, type ErrorCode, type FieldError } from '@congress/domain';

const KNOWN = new Set<string>(ERROR_CODES);

/** The API's code for a failed call, 'NETWORK' when the server was not reached. */
export function errorCodeOf(error: unknown): ErrorCode | 'NETWORK' {
  if (CombinedGraphQLErrors.is(error)) {
    const code = String(error.errors[0]?.extensions?.code ?? '');
    return KNOWN.has(code) ? (code as ErrorCode) : 'INTERNAL';
  }
  return 'NETWORK';
}

/** Per-field validation codes of a VALIDATION_FAILED error, keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = (error.errors[0]?.extensions?.fields ?? []) as FieldError[];
  return Object.fromEntries(fields.map((f) => [f.field, f.code]));
}
