// CME credits (issue 26 §3–§4; docs/decisions.md "CME credits: the process"): the schemes, one per kind of credit
// (a rule of bands or points per hour, the day points, the caps, who is eligible).
// Every write runs in one transaction that first locks the settings row (so phase changes,
// corrections and objections serialise) and logs what it did to credit_changes (credits.log.ts).
import { randomBytes } from 'node:crypto';
import type { FieldError } from '@congress/domain';
import { creditSchemeSchema } from '@congress/domain/validation';
import { AppError, invalidField, validationError } from '../../errors';
import { parseId } from '../../graphql/inputs';
import type { MemberRow } from '../members/members.lookup';
import { logEntry, schemeSubject } from './credits.log';
import { realDay, requireScheme, type Deps } from './credits.records';
import {
  allSchemes,
  deleteScheme,
  insertChanges,
  insertScheme,
  lockSettings,
  updateScheme,
  type SchemeRow,
  type SchemeValues,
  type StoredRule,
} from './credits.repository';

/** The scheme as the pages show it. */
export const schemeView = (row: SchemeRow) => ({
  id: String(row.id),
  name_en: row.name_en,
  name_ko: row.name_ko,
  kind: row.rule.kind,
  bands: row.rule.kind === 'BANDS' ? row.rule.bands : [],
  pointsPerHour: row.rule.kind === 'PER_HOUR' ? row.rule.pointsPerHour : null,
  minimumMinutes: row.rule.kind === 'PER_HOUR' ? row.rule.minimumMinutes : null,
  dayPoints: Object.entries(row.day_points)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, points]) => ({ day, points })),
  dailyMax: row.daily_max,
  congressMax: row.congress_max,
  eligibility: row.eligibility,
  boundByLectureWindow: row.bound_by_lecture_window,
  reportsToKma: row.reports_to_kma,
  position: row.position,
});

export const creditSchemes = async (ctx: Deps) => (await allSchemes(ctx.knex)).map(schemeView);

export interface CreditSchemeInput {
  name_en: string;
  name_ko: string;
  kind: string;
  bands: readonly { moreThanMinutes: number; upToMinutes?: number | null; points: number }[];
  pointsPerHour?: number | null;
  minimumMinutes?: number | null;
  dayPoints: readonly { day: string; points: number }[];
  dailyMax?: number | null;
  congressMax?: number | null;
  eligibility: string;
  boundByLectureWindow: boolean;
  reportsToKma: boolean;
}

/** The input checked by the shared schema (creditSchemeSchema), its field paths as the input names them. */
function schemeValues(input: CreditSchemeInput): SchemeValues {
  const fields: FieldError[] = [];
  const days = input.dayPoints.map((d) => d.day);
  input.dayPoints.forEach(({ day }, index) => {
    if (!realDay(day)) fields.push({ field: `dayPoints.${index}.day`, code: 'validation.date' });
    else if (days.indexOf(day) !== index)
      fields.push({ field: `dayPoints.${index}.day`, code: 'validation.invalid' });
  });
  if (input.kind === 'PER_HOUR' && input.pointsPerHour == null)
    fields.push({ field: 'pointsPerHour', code: 'validation.required' });
  const rule =
    input.kind === 'PER_HOUR'
      ? {
          kind: 'PER_HOUR',
          pointsPerHour: input.pointsPerHour ?? 0,
          minimumMinutes: input.minimumMinutes ?? 0,
        }
      : {
          kind: input.kind,
          bands: input.bands.map((b) => ({ ...b, upToMinutes: b.upToMinutes ?? null })),
        };
  const parsed = creditSchemeSchema.safeParse({
    code: 'SCHEME',
    name: { en: input.name_en, ko: input.name_ko },
    rule,
    dayPoints: Object.fromEntries(
      input.dayPoints.filter((d) => realDay(d.day)).map((d) => [d.day, d.points]),
    ),
    dailyMax: input.dailyMax ?? null,
    congressMax: input.congressMax ?? null,
    eligibility: input.eligibility,
    boundByLectureWindow: input.boundByLectureWindow,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [head, ...rest] = issue.path.map(String);
      let field: string;
      if (head === 'name') field = `name_${rest[0] ?? 'en'}`;
      else if (head === 'rule') field = rest.length ? rest.join('.') : 'kind';
      else if (head === 'dayPoints')
        field = rest[0] ? `dayPoints.${days.indexOf(rest[0])}.points` : 'dayPoints';
      else field = [head, ...rest].join('.') || '_';
      const message = issue.message;
      const code =
        message.startsWith('validation.') || message.startsWith('credits.') ? message : 'validation.invalid';
      if (!fields.some((f) => f.field === field)) fields.push({ field, code });
    }
  if (fields.length || !parsed.success) throw validationError(fields);
  const value = parsed.data;
  return {
    name_en: value.name.en,
    name_ko: value.name.ko,
    rule: value.rule as StoredRule,
    day_points: value.dayPoints,
    daily_max: value.dailyMax,
    congress_max: value.congressMax,
    eligibility: value.eligibility,
    bound_by_lecture_window: value.boundByLectureWindow,
    reports_to_kma: Boolean(input.reportsToKma),
  };
}

/** What the log keeps of a scheme (rendered in the reader's language). */
const schemeLogged = (row: Pick<SchemeRow, keyof SchemeValues>) => ({
  rule: row.rule,
  dayPoints: row.day_points,
  dailyMax: row.daily_max,
  congressMax: row.congress_max,
  eligibility: row.eligibility,
  boundByLectureWindow: row.bound_by_lecture_window,
  reportsToKma: row.reports_to_kma,
  name: { en: row.name_en, ko: row.name_ko },
});

/** Creates (id null) or changes a scheme; logged. */
export async function saveCreditScheme(
  ctx: Deps,
  organiser: MemberRow,
  id: string | null | undefined,
  input: CreditSchemeInput,
) {
  const schemeId = id == null ? null : parseId(id, 'id');
  const values = schemeValues(input);
  const now = ctx.clock.now();
  const row = await ctx.knex.transaction(async (trx) => {
    await lockSettings(trx);
    if (schemeId === null) {
      const created = await insertScheme(
        trx,
        { ...values, code: `S${randomBytes(6).toString('hex').toUpperCase()}` },
        now,
      );
      await insertChanges(trx, [
        logEntry(organiser, now, 'SCHEME_SAVED', schemeSubject(created), null, schemeLogged(created)),
      ]);
      return created;
    }
    const before = await requireScheme(trx, schemeId);
    const after = await updateScheme(trx, schemeId, values, now);
    if (!after) throw new AppError('NOT_FOUND');
    if (JSON.stringify(schemeLogged(before)) !== JSON.stringify(schemeLogged(after)))
      await insertChanges(trx, [
        logEntry(
          organiser,
          now,
          'SCHEME_SAVED',
          schemeSubject(after),
          schemeLogged(before),
          schemeLogged(after),
        ),
      ]);
    return after;
  });
  return schemeView(row);
}

/** Deletes a scheme, only in the preview phase (afterwards members may have seen its figures). */
export async function deleteCreditScheme(ctx: Deps, organiser: MemberRow, id: string): Promise<boolean> {
  const schemeId = parseId(id, 'id');
  const now = ctx.clock.now();
  await ctx.knex.transaction(async (trx) => {
    const settings = await lockSettings(trx);
    const scheme = await requireScheme(trx, schemeId);
    if (settings.phase !== 'PREVIEW') throw invalidField('id', 'credits.phaseNotPreview');
    await deleteScheme(trx, schemeId);
    await insertChanges(trx, [
      logEntry(organiser, now, 'SCHEME_DELETED', schemeSubject(scheme), schemeLogged(scheme), null),
    ]);
  });
  return true;
}
