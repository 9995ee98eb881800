import type { IntlShape } from 'react-intl';
import { ERROR_CODES } from '@congress/domain';
import { errorCodeOf } from '@congress/graphql';
import { DownloadError } from './downloadStream';

const KNOWN = new Set<string>(ERROR_CODES);

/** A failed call in the organiser's words: the API's translated error code, or "not reached". */
export function errorText(intl: IntlShape, error: unknown): string {
  let code: string = errorCodeOf(error);
  if (error instanceof DownloadError) {
    code =
      error.code && KNOWN.has(error.code) ? error.code : error.status === 401 ? 'LOGIN_REQUIRED' : 'INTERNAL';
  }
  return intl.formatMessage({ id: `error.${code}` });
}
