import type { IntlShape } from 'react-intl';
import { fieldErrorsOf } from '@congress/graphql';
import { errorText } from '../../listKit';

/**
 * A refused credit action in the organiser's words: the rule it broke (the domain's credits.*
 * messages, e.g. "Schemes can be deleted only while the credits are in preview."), or the error.
 */
export function creditErrorText(intl: IntlShape, error: unknown): string {
  const known = [...new Set(Object.values(fieldErrorsOf(error)))].filter((code) => code in intl.messages);
  return known.length
    ? known.map((code) => intl.formatMessage({ id: code })).join(' ')
    : errorText(intl, error);
}
