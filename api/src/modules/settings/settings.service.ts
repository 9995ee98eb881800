// Organisers change the congress's dates and rate (issue 28 §4): checked by the shared schema
// (Korea-time wall clock, each end after its start, the rate a positive whole number), saved
// against the version the organiser saw, and every changed field logged (who, when, before, after).
import {
  SETTING_FIELDS,
  seoulWallClockToDate,
  settingsSchema,
  type SettingField,
} from '@congress/domain/validation';
import type { RequestContext } from '../../context';
import { AppError, parseInput } from '../../errors';
import type { MemberRow } from '../members/members.lookup';
import { forgetRequestSettings, siteSettingsRow } from './settings.lookup';
import {
  insertSiteSettingChanges,
  listSiteSettingChanges,
  siteSettingsForUpdate,
  updateSiteSettingsRow,
  type SiteSettingsRow,
  type SiteSettingsValues,
} from './settings.repository';

/** Each setting's column. */
const COLUMNS: Record<SettingField, keyof SiteSettingsValues> = {
  registrationOpensAt: 'registration_opens_at',
  registrationClosesAt: 'registration_closes_at',
  abstractSubmissionStart: 'abstract_submission_start',
  abstractSubmissionEnd: 'abstract_submission_end',
  speakerUploadDeadline: 'speaker_upload_deadline',
  presentationUploadDeadline: 'presentation_upload_deadline',
  usdKrwRate: 'usd_krw_rate',
};

export interface SiteSettingsInput {
  registrationOpensAt: string;
  registrationClosesAt: string;
  abstractSubmissionStart: string;
  abstractSubmissionEnd?: string | null;
  speakerUploadDeadline?: string | null;
  presentationUploadDeadline?: string | null;
  usdKrwRate: number;
}

/** The settings as the back office shows them. */
export const siteSettingsOf = (row: SiteSettingsRow) => ({
  registrationOpensAt: row.registration_opens_at,
  registrationClosesAt: row.registration_closes_at,
  abstractSubmissionStart: row.abstract_submission_start,
  abstractSubmissionEnd: row.abstract_submission_end,
  speakerUploadDeadline: row.speaker_upload_deadline,
  presentationUploadDeadline: row.presentation_upload_deadline,
  usdKrwRate: row.usd_krw_rate,
  version: row.version,
  updatedAt: row.updated_at,
});

export const siteSettings = async (ctx: RequestContext) => siteSettingsOf(await siteSettingsRow(ctx));

/** A value as the log keeps it: ISO instant, the rate as digits, null for none. */
const logged = (value: Date | number | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

function valuesOf(input: SiteSettingsInput): SiteSettingsValues {
  const parsed = parseInput(settingsSchema, {
    ...input,
    abstractSubmissionEnd: input.abstractSubmissionEnd ?? '',
    speakerUploadDeadline: input.speakerUploadDeadline ?? '',
    presentationUploadDeadline: input.presentationUploadDeadline ?? '',
    usdKrwRate: Number.isFinite(input.usdKrwRate) ? String(input.usdKrwRate) : '',
  });
  const date = (text: string) => (text ? seoulWallClockToDate(text) : null);
  return {
    registration_opens_at: date(parsed.registrationOpensAt) as Date,
    registration_closes_at: date(parsed.registrationClosesAt) as Date,
    abstract_submission_start: date(parsed.abstractSubmissionStart) as Date,
    abstract_submission_end: date(parsed.abstractSubmissionEnd),
    speaker_upload_deadline: date(parsed.speakerUploadDeadline),
    presentation_upload_deadline: date(parsed.presentationUploadDeadline),
    usd_krw_rate: Number(parsed.usdKrwRate),
  };
}

/**
 * Saves the settings the organiser saw at `version`: another organiser's save in between is a
 * CONFLICT (reload and decide again) rather than a silent overwrite. Only changed fields are logged;
 * nothing changed, nothing is written.
 */
export async function updateSiteSettings(
  ctx: RequestContext,
  organiser: MemberRow,
  version: number,
  input: SiteSettingsInput,
) {
  const values = valuesOf(input);
  await siteSettingsRow(ctx);
  const row = await ctx.knex.transaction(async (trx) => {
    const current = (await siteSettingsForUpdate(trx))!;
    if (current.version !== version)
      throw new AppError('CONFLICT', {
        message: 'Another organiser changed the settings in the meantime. Reload them and try again.',
      });
    const now = ctx.clock.now();
    const changes = SETTING_FIELDS.map((field) => ({
      field,
      before: logged(current[COLUMNS[field]]),
      after: logged(values[COLUMNS[field]]),
    })).filter((c) => c.before !== c.after);
    if (!changes.length) return current;
    const name = [organiser.givenName, organiser.familyName].filter(Boolean).join(' ') || organiser.email;
    await insertSiteSettingChanges(
      trx,
      changes.map((c) => ({
        ...c,
        changed_at: now,
        user_id: organiser.id,
        user_name: String(name).slice(0, 200),
        user_email: organiser.email,
      })),
    );
    return updateSiteSettingsRow(trx, values, now);
  });
  forgetRequestSettings(ctx);
  return siteSettingsOf(row);
}

const LOG_PAGE_MAX = 100;

/** The change log, newest first, in pages (at most 100 rows). */
export async function siteSettingChanges(ctx: RequestContext, start?: number | null, limit?: number | null) {
  const from = Math.max(0, Math.floor(start ?? 0));
  const size = Math.min(LOG_PAGE_MAX, Math.max(1, Math.floor(limit ?? 20)));
  const { count, rows } = await listSiteSettingChanges(ctx.knex, from, size);
  return {
    count,
    rows: rows.map((r) => ({
      id: String(r.id),
      changedAt: r.changed_at,
      userName: r.user_name,
      userEmail: r.user_email,
      field: r.field,
      before: r.before,
      after: r.after,
    })),
  };
}
