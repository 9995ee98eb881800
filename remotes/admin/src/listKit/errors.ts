import type { IntlShape } from 'react-intl';
import { ERROR_CODES } from '@congress/domain';
import { labelIn, type ListDeclaration } from '@congress/domain/lists';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
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

/** The filter keys a VALIDATION_FAILED list query refused (their fields are marked invalid). */
export function refusedFilterKeys(error: unknown): string[] {
  return Object.keys(fieldErrorsOf(error)).map((field) => field.replace(/^filter\./, ''));
}

/**
 * The refused filters of a VALIDATION_FAILED list query, each named by its label
 * ("Member no.: This value is not valid."), so the organiser knows which field to change.
 */
export function filterErrors(intl: IntlShape, error: unknown, list: ListDeclaration): string[] {
  return Object.entries(fieldErrorsOf(error)).map(([field, code]) => {
    const key = field.replace(/^filter\./, '').replace(/_(from|to)$/, '');
    const filter = list.filters.find((f) => f.key === key);
    const name = filter ? labelIn(filter.label, intl.locale) : field;
    const text = intl.messages[code]
      ? intl.formatMessage({ id: code })
      : intl.formatMessage({ id: 'validation.invalid' });
    return `${name}: ${text}`;
  });
}
