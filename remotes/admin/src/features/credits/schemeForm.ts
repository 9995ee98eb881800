// The credit scheme form's values (what the organiser typed) and the mutation input they become,
// checked by @congress/domain's creditSchemeSchema: the rule the API applies to the same row.
import { KMA_BANDS, KMA_DAILY_MAX } from '@congress/domain';
import { creditSchemeSchema, z } from '@congress/domain/validation';
import type {
  AdminCreditSchemeFragment,
  CreditSchemeInput,
  Enum_Creditscheme_Eligibility,
  Enum_Creditscheme_Kind,
} from '../../generated/graphql';

export interface BandValues {
  moreThanMinutes: string;
  /** Empty: no upper end (only the last band). */
  upToMinutes: string;
  points: string;
}

export type SchemeValues = {
  name_en: string;
  name_ko: string;
  kind: Enum_Creditscheme_Kind;
  bands: BandValues[];
  pointsPerHour: string;
  minimumMinutes: string;
  /** Points approved per Korea-time day (YYYY-MM-DD); empty: not a credit day. */
  dayPoints: Record<string, string>;
  dailyMax: string;
  congressMax: string;
  eligibility: Enum_Creditscheme_Eligibility;
  boundByLectureWindow: boolean;
  reportsToKma: boolean;
};

/** Field name → message id (validation.* or credits.*). */
export type SchemeErrors = Record<string, string>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** KMA's bands as the form holds them. */
const KMA_FORM_BANDS = (): BandValues[] =>
  KMA_BANDS.map((b) => ({
    moreThanMinutes: String(b.moreThanMinutes),
    upToMinutes: text(b.upToMinutes),
    points: String(b.points),
  }));

/** The form of a saved scheme; the congress days without an approval stay empty. */
export function schemeValues(scheme: AdminCreditSchemeFragment, days: readonly string[]): SchemeValues {
  const dayPoints: Record<string, string> = Object.fromEntries(days.map((day) => [day, '']));
  for (const d of scheme.dayPoints) dayPoints[d.day] = String(d.points);
  return {
    name_en: scheme.name_en,
    name_ko: scheme.name_ko,
    kind: scheme.kind,
    // The other rule's fields keep the new scheme's values, should the organiser switch rules.
    bands: scheme.bands.length
      ? scheme.bands.map((b) => ({
          moreThanMinutes: String(b.moreThanMinutes),
          upToMinutes: text(b.upToMinutes),
          points: String(b.points),
        }))
      : KMA_FORM_BANDS(),
    pointsPerHour: text(scheme.pointsPerHour) || '1',
    minimumMinutes: text(scheme.minimumMinutes) || '0',
    dayPoints,
    dailyMax: text(scheme.dailyMax),
    congressMax: text(scheme.congressMax),
    eligibility: scheme.eligibility,
    boundByLectureWindow: scheme.boundByLectureWindow,
    reportsToKma: scheme.reportsToKma,
  };
}

/** A new scheme starts from KMA's rules (bands, 6 a day, licence, lecture window). */
export function newSchemeValues(days: readonly string[]): SchemeValues {
  return {
    name_en: '',
    name_ko: '',
    kind: 'BANDS',
    bands: KMA_FORM_BANDS(),
    pointsPerHour: '1',
    minimumMinutes: '0',
    dayPoints: Object.fromEntries(days.map((day) => [day, ''])),
    dailyMax: String(KMA_DAILY_MAX),
    congressMax: '',
    eligibility: 'LICENCE',
    boundByLectureWindow: true,
    reportsToKma: false,
  };
}

/** A whole number as typed: null when empty, NaN when not a whole number. */
function whole(value: string): number | null {
  const t = value.trim();
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The mutation input (numbers as typed; NaN only where validate() already refused). */
export function schemeInput(values: SchemeValues): CreditSchemeInput {
  const bands = values.kind === 'BANDS';
  return {
    name_en: values.name_en.trim(),
    name_ko: values.name_ko.trim(),
    kind: values.kind,
    bands: bands
      ? values.bands.map((b) => ({
          moreThanMinutes: whole(b.moreThanMinutes) ?? 0,
          upToMinutes: whole(b.upToMinutes),
          points: whole(b.points) ?? 0,
        }))
      : [],
    pointsPerHour: bands ? null : whole(values.pointsPerHour),
    minimumMinutes: bands ? null : (whole(values.minimumMinutes) ?? 0),
    dayPoints: Object.entries(values.dayPoints)
      .filter(([, points]) => points.trim() !== '')
      .map(([day, points]) => ({ day, points: whole(points) ?? 0 }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    dailyMax: whole(values.dailyMax),
    congressMax: whole(values.congressMax),
    eligibility: values.eligibility,
    boundByLectureWindow: values.boundByLectureWindow,
    reportsToKma: values.reportsToKma,
  };
}

/**
 * The form's field of a path in the domain's scheme (name.en → name_en, rule.bands.1.points →
 * bands.1.points, rule.pointsPerHour → pointsPerHour), or of a server field error (input.… too).
 */
export function schemeField(path: readonly (string | number)[]): string | null {
  const parts = path.map(String);
  if (parts[0] === 'input') parts.shift();
  if (parts[0] === 'code') return null;
  if (parts[0] === 'name' && parts[1]) return `name_${parts[1]}`;
  if (parts[0] === 'rule') parts.shift();
  return parts.join('.') || null;
}

/** The messages of the scheme's rules: the form's own (validation.*) and the credits' (credits.*). */
export const SCHEME_MESSAGES = /^(validation|credits)\./;

/** The form's errors: blanks first, then the shared schema's own rules. Empty: valid. */
export function validateScheme(values: SchemeValues): SchemeErrors {
  const errors: SchemeErrors = {};
  const required = (field: string, value: string) => {
    if (value.trim() === '') errors[field] = 'validation.required';
  };
  required('name_en', values.name_en);
  required('name_ko', values.name_ko);
  if (values.kind === 'BANDS')
    values.bands.forEach((b, i) => {
      required(`bands.${i}.moreThanMinutes`, b.moreThanMinutes);
      required(`bands.${i}.points`, b.points);
    });
  else required('pointsPerHour', values.pointsPerHour);

  const input = schemeInput(values);
  const parsed = creditSchemeSchema.safeParse({
    // The code is the server's (never shown): any valid one stands in for the check.
    code: 'FORM',
    name: { en: input.name_en, ko: input.name_ko },
    rule:
      input.kind === 'BANDS'
        ? { kind: 'BANDS', bands: input.bands }
        : {
            kind: 'PER_HOUR',
            pointsPerHour: input.pointsPerHour,
            minimumMinutes: input.minimumMinutes,
          },
    dayPoints: Object.fromEntries(input.dayPoints.map((d) => [d.day, d.points])),
    dailyMax: input.dailyMax,
    congressMax: input.congressMax,
    eligibility: input.eligibility,
    boundByLectureWindow: input.boundByLectureWindow,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = schemeField(issue.path as (string | number)[]);
      if (!field || errors[field]) continue;
      errors[field] = SCHEME_MESSAGES.test(issue.message) ? issue.message : 'validation.invalid';
    }
  return errors;
}

/** validateScheme for the form kit (useSchemaForm): each error on its field's path. */
export const schemeFormSchema = z.custom<SchemeValues>().superRefine((values, ctx) => {
  for (const [field, message] of Object.entries(validateScheme(values)))
    ctx.addIssue({ code: 'custom', path: field.split('.'), message });
});

/** A server's field errors on the form's fields. */
export function serverSchemeErrors(fields: Record<string, string>): SchemeErrors {
  const out: SchemeErrors = {};
  for (const [path, code] of Object.entries(fields)) {
    const field = schemeField(path.split('.')) ?? '_';
    out[field] = SCHEME_MESSAGES.test(code) ? code : 'validation.invalid';
  }
  return out;
}
