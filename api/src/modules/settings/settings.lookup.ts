// What every page and rule reads: the current dates and rate (issue 28 §4). Other modules ask
// here instead of the environment, which only gives the first values. Read from the database on
// each use (one primary-key row), so every replica applies the value an organiser saved at once.
import { SPEC_REGISTRATION_WINDOW, TIME_ZONE, type Period, type RegistrationWindow } from '@congress/domain';
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { AppDeps } from '../../context';
import type { Config } from '../../config';
import {
  findSiteSettings,
  insertSiteSettingsIfAbsent,
  type SiteSettingsRow,
  type SiteSettingsValues,
} from './settings.repository';

export type { SiteSettingsRow } from './settings.repository';

type Deps = Pick<AppDeps, 'knex' | 'config' | 'clock'>;

const seoulIso = (date: Date) =>
  DateTime.fromJSDate(date, { zone: TIME_ZONE }).toISO({ suppressMilliseconds: true }) as string;

/**
 * The first values, from the environment: the registration window of REGISTRATION_OPENS_AT /
 * CLOSES_AT, unset the spec's, except in the demo (SEED_DEMO) where it is open from 30 days
 * before the first start to a year after, so a newcomer can try the whole flow today.
 */
export function firstSettingsOf(config: Config, now: Date): SiteSettingsValues {
  const { REGISTRATION_OPENS_AT: start, REGISTRATION_CLOSES_AT: end, SEED_DEMO } = config;
  let window: RegistrationWindow = SPEC_REGISTRATION_WINDOW;
  if (start || end)
    window = { start: start ?? SPEC_REGISTRATION_WINDOW.start, end: end ?? SPEC_REGISTRATION_WINDOW.end };
  else if (SEED_DEMO) {
    const today = DateTime.fromJSDate(now, { zone: TIME_ZONE }).startOf('day');
    window = {
      start: today.minus({ days: 30 }).toISO() as string,
      end: today.plus({ years: 1 }).endOf('day').set({ millisecond: 0 }).toISO() as string,
    };
  }
  return {
    registration_opens_at: new Date(window.start),
    registration_closes_at: new Date(window.end),
    abstract_submission_start: config.ABSTRACT_SUBMISSION_START ?? new Date('2023-11-01T00:00:00+09:00'),
    abstract_submission_end: config.ABSTRACT_SUBMISSION_END,
    speaker_upload_deadline: config.SPEAKER_UPLOAD_DEADLINE,
    presentation_upload_deadline: config.PRESENTATION_UPLOAD_DEADLINE,
    usd_krw_rate: config.PAYMENT_USD_KRW_RATE,
  };
}

/** Inserts the first values unless the row exists (every start; the first one wins). */
export async function seedSiteSettings(deps: Deps): Promise<boolean> {
  // Looked up first: once organisers own the row, the environment's values are not even checked.
  if (await findSiteSettings(deps.knex)) return false;
  return insertSiteSettingsIfAbsent(deps.knex, firstSettingsOf(deps.config, deps.clock.now()));
}

async function readRow(deps: Deps, db: Knex): Promise<SiteSettingsRow> {
  const row = await findSiteSettings(db);
  if (row) return row;
  await seedSiteSettings({ ...deps, knex: db });
  return (await findSiteSettings(db))!;
}

// One read per request (a list of registrations asks for the rate once per row), never longer:
// the process-long dependencies (mail worker, start-up) read afresh each time.
const perRequest = new WeakMap<object, Promise<SiteSettingsRow>>();

/**
 * The settings row (written with the first values if a database has none yet). Inside a
 * transaction pass it as `db`: the embedded database serves one session at a time, so a read on
 * another connection would wait for the transaction that waits for it.
 */
export function siteSettingsRow(deps: Deps, db: Knex = deps.knex): Promise<SiteSettingsRow> {
  if (!('loaders' in deps)) return readRow(deps, db);
  let row = perRequest.get(deps);
  if (!row) {
    row = readRow(deps, db);
    perRequest.set(deps, row);
    row.catch(() => perRequest.delete(deps));
  }
  return row;
}

/** After a change in this request, later reads see the new row. */
export const forgetRequestSettings = (deps: Deps) => perRequest.delete(deps);

/** The registration window as ISO instants in Korea time (`2024-05-01T00:00:00+09:00`). */
export async function registrationWindowSetting(deps: Deps): Promise<RegistrationWindow> {
  const row = await siteSettingsRow(deps);
  return { start: seoulIso(row.registration_opens_at), end: seoulIso(row.registration_closes_at) };
}

/** The abstract submission period (an unset end: open-ended). */
export async function abstractSubmissionPeriodSetting(deps: Deps): Promise<Period> {
  const row = await siteSettingsRow(deps);
  return { start: row.abstract_submission_start, end: row.abstract_submission_end };
}

/** Until when invited speakers replace their files (null: no deadline). */
export const speakerUploadDeadlineSetting = async (deps: Deps): Promise<Date | null> =>
  (await siteSettingsRow(deps)).speaker_upload_deadline;

/** Until when presenters of accepted abstracts replace their presentation (null: no deadline). */
export const presentationUploadDeadlineSetting = async (deps: Deps): Promise<Date | null> =>
  (await siteSettingsRow(deps)).presentation_upload_deadline;

/** KRW per USD: what a USD registration is charged in KRW. */
export const usdKrwRateSetting = async (deps: Deps, db?: Knex): Promise<number> =>
  (await siteSettingsRow(deps, db)).usd_krw_rate;
