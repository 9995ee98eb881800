// The figures an organiser types for a day (a correction, an accepted objection) are checked by
// @congress/domain's creditFigureFormSchema, as the API checks them; its answers name the API's
// fields, which are the form's under other names.
import { fieldErrorsOf } from '@congress/graphql';

const FORM_FIELD: Record<string, string> = {
  countedMinutes: 'minutes',
  points: 'points',
  memo: 'memo',
  resolutionMemo: 'memo',
};

/** The API's field errors on the form's fields (an unknown field is left to the page's notice). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).flatMap(([field, code]) =>
      FORM_FIELD[field] ? [[FORM_FIELD[field], code]] : [],
    ),
  );
}
