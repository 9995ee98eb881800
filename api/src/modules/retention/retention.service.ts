// The retention schedule (issue 39 §4; docs/decisions.md "Retention and the member's own rights
// (issue 39)"): the periods organisers set, the plan of what is past its purpose (a dry run,
// stored and shown in the back office) and the real run, which erases only what a dry run listed
// and is still due. The daily job (retention.job.ts) and the command (retention.cli.ts) run the same.
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { Clock } from '../../clock';
import { AppError, invalidField, validationError } from '../../errors';
import {
  anonymiseMembers,
  eraseAttendance,
  erasePayments,
  lastProgrammeDay,
  membersWithAttendance,
  objectionsCloseAt,
} from './retention.erase';
import {
  findRun,
  insertRun,
  latestDryRun,
  latestRuns,
  lockRetentionSettings,
  readRetentionSettings,
  writeRetentionSettings,
  type RetentionRunRow,
  type RetentionSettingsRow,
} from './retention.repository';
import { accountLabels, accountsNotAnonymised } from '../members/members.personalData';
import { unerasedPaymentsBefore } from '../pays/pays.personalData';
import {
  RETENTION_LIMITS,
  attendanceKeptUntil,
  endOfDay,
  isPast,
  paymentKeptUntil,
  periodErrors,
  profileKeptUntil,
  type RetentionPeriods,
} from './retention.rules';

interface Deps {
  knex: Knex;
  clock: Clock;
}

export type RetentionCategoryName = 'PROFILE' | 'ATTENDANCE' | 'PAYMENTS';

/** One category of a run: until when it was kept (null: per member), whom and which rows. */
export interface PlannedCategory {
  category: RetentionCategoryName;
  keptUntil: string | null;
  memberIds: number[];
  /** PAYMENTS: the pays ids; the others: the member ids again. */
  rowIds: number[];
  /** PAYMENTS: the member of each row (same order as rowIds). */
  rowOwners?: number[];
}

export interface RetentionReport {
  congressEnd: string | null;
  /** The dry run a real run applied. */
  appliedFrom: number | null;
  categories: PlannedCategory[];
}

// ---- settings -----------------------------------------------------------------------------------

const settingsView = async (db: Knex, row: RetentionSettingsRow) => ({
  paymentYears: row.payment_years,
  attendanceYears: row.attendance_years,
  profileMonths: row.profile_months,
  congressEndedOn: row.congress_ended_on,
  lastProgrammeDay: await lastProgrammeDay(db),
  limits: Object.entries(RETENTION_LIMITS).map(([field, { min, max }]) => ({ field, min, max })),
  version: row.version,
  updatedAt: row.updated_at,
});

export const retentionSettings = async (deps: Deps) =>
  settingsView(deps.knex, await readRetentionSettings(deps.knex));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Saves the periods against the version the organiser saw; a period below the law's minimum is refused. */
export async function updateRetentionSettings(
  deps: Deps,
  version: number,
  input: RetentionPeriods & { congressEndedOn?: string | null },
) {
  const errors: { field: string; code: string }[] = periodErrors(input);
  const day = input.congressEndedOn?.trim() || null;
  if (day !== null && (!DAY.test(day) || !DateTime.fromISO(day).isValid))
    errors.push({ field: 'congressEndedOn', code: 'validation.date' });
  if (errors.length) throw validationError(errors);
  await deps.knex.transaction(async (trx) => {
    const current = await lockRetentionSettings(trx);
    if (current.version !== version)
      throw new AppError('CONFLICT', {
        message:
          'Another organiser changed the retention periods in the meantime. Reload them and try again.',
      });
    await writeRetentionSettings(
      trx,
      {
        payment_years: input.paymentYears,
        attendance_years: input.attendanceYears,
        profile_months: input.profileMonths,
        congress_ended_on: day,
      },
      deps.clock.now(),
    );
  });
  return retentionSettings(deps);
}

// ---- the plan -----------------------------------------------------------------------------------

const YEAR_MS = 365 * 86_400_000;

/** What is past its purpose at `now` (read on `db`: the real run's transaction). */
export async function planRetention(db: Knex, now: Date): Promise<RetentionReport> {
  const settings = await readRetentionSettings(db);
  const congressDay = settings.congress_ended_on ?? (await lastProgrammeDay(db));
  const congressEnd = congressDay ? endOfDay(congressDay) : null;
  const categories: PlannedCategory[] = [];

  // Payments: by their own date, whatever the congress.
  const payments = (
    await unerasedPaymentsBefore(db, new Date(now.getTime() - settings.payment_years * YEAR_MS))
  ).filter((pay) => isPast(paymentKeptUntil(new Date(pay.at), settings.payment_years), now));
  categories.push({
    category: 'PAYMENTS',
    keptUntil: null,
    memberIds: [...new Set(payments.map((pay) => pay.user_id))].sort((a, b) => a - b),
    rowIds: payments.map((pay) => pay.id),
    rowOwners: payments.map((pay) => pay.user_id),
  });

  if (congressEnd) {
    const attendanceUntil = attendanceKeptUntil(
      congressEnd,
      await objectionsCloseAt(db),
      settings.attendance_years,
    );
    const attendees = isPast(attendanceUntil, now) ? await membersWithAttendance(db) : [];
    categories.push({
      category: 'ATTENDANCE',
      keptUntil: attendanceUntil.toISOString(),
      memberIds: attendees,
      rowIds: attendees,
    });
    const profiles = (await accountsNotAnonymised(db))
      .filter((m) =>
        isPast(profileKeptUntil(congressEnd, new Date(m.last_active), settings.profile_months), now),
      )
      .map((m) => m.id);
    categories.push({ category: 'PROFILE', keptUntil: null, memberIds: profiles, rowIds: profiles });
  }
  return { congressEnd: congressEnd?.toISOString() ?? null, appliedFrom: null, categories };
}

const categoryOf = (report: RetentionReport, name: RetentionCategoryName) =>
  report.categories.find((c) => c.category === name);

/** What is both listed by the dry run and still due now: a real run never erases more than it showed. */
function intersect(listed: RetentionReport, due: RetentionReport, dryRunId: number): RetentionReport {
  return {
    congressEnd: due.congressEnd,
    appliedFrom: dryRunId,
    categories: due.categories.map((category) => {
      const shown = categoryOf(listed, category.category);
      if (category.category === 'PAYMENTS') {
        const rows = new Set(shown?.rowIds ?? []);
        const kept = category.rowIds.flatMap((id, i) =>
          rows.has(id) ? [[id, category.rowOwners?.[i] ?? 0]] : [],
        );
        return {
          ...category,
          rowIds: kept.map(([id]) => id!),
          rowOwners: kept.map(([, owner]) => owner!),
          memberIds: [...new Set(kept.map(([, owner]) => owner!))].sort((a, b) => a - b),
        };
      }
      const members = new Set(shown?.memberIds ?? []);
      const memberIds = category.memberIds.filter((id) => members.has(id));
      return { ...category, memberIds, rowIds: memberIds };
    }),
  };
}

/** A dry run: the plan, stored with who asked (null: the job or the command). */
export async function dryRunRetention(deps: Deps, runBy: number | null): Promise<RetentionRunRow> {
  const now = deps.clock.now();
  return insertRun(deps.knex, {
    dry_run: true,
    run_by: runBy,
    ran_at: now,
    report: await planRetention(deps.knex, now),
  });
}

/**
 * The real run: erases what the dry run `dryRunId` (default: the latest) listed and is still due,
 * in one transaction, serialised by the settings row's lock (a second run at once finds it done).
 * Returns the run's record, or null when there is no dry run to apply.
 */
export async function realRunRetention(
  deps: Deps,
  runBy: number | null,
  dryRunId?: number,
): Promise<RetentionRunRow | null> {
  return deps.knex.transaction(async (trx) => {
    await lockRetentionSettings(trx);
    const dry =
      dryRunId !== undefined ? await findRun(trx, dryRunId) : ((await latestDryRun(trx)) ?? undefined);
    if (!dry || !dry.dry_run) {
      if (dryRunId !== undefined) throw invalidField('dryRunId', 'validation.retention.noDryRun');
      return null;
    }
    const now = deps.clock.now();
    const plan = intersect(dry.report as RetentionReport, await planRetention(trx, now), dry.id);
    const attendance = categoryOf(plan, 'ATTENDANCE');
    const attendanceDue = attendance?.keptUntil ? isPast(new Date(attendance.keptUntil), now) : false;
    // Members whose attendance is still kept keep their name and licence number with it.
    const held = new Set(attendanceDue ? [] : await membersWithAttendance(trx));
    const profiles = categoryOf(plan, 'PROFILE')?.memberIds ?? [];
    await anonymiseMembers(trx, profiles, held, now);
    await eraseAttendance(trx, attendance?.memberIds ?? [], now);
    await erasePayments(trx, categoryOf(plan, 'PAYMENTS')?.rowIds ?? [], now);
    return insertRun(trx, { dry_run: false, run_by: runBy, ran_at: now, report: plan });
  });
}

/** The job's daily step: apply the latest dry run (made a day before), then list what the next run will do. */
export async function dailyRetention(
  deps: Deps,
): Promise<{ applied: RetentionRunRow | null; next: RetentionRunRow }> {
  const applied = await realRunRetention(deps, null);
  return { applied, next: await dryRunRetention(deps, null) };
}

// ---- what the back office reads -----------------------------------------------------------------

const LISTED_MEMBERS = 500;

/** A run as the page shows it: per category the count and (at most 500) members by their name now. */
export async function runView(db: Knex, row: RetentionRunRow) {
  const report = row.report as RetentionReport;
  const ids = [...new Set(report.categories.flatMap((c) => c.memberIds.slice(0, LISTED_MEMBERS)))];
  const labels = new Map((ids.length ? await accountLabels(db, ids) : []).map((m) => [m.id, m]));
  const runner = row.run_by ? (await accountLabels(db, [row.run_by]))[0] : undefined;
  return {
    id: String(row.id),
    dryRun: row.dry_run,
    ranAt: row.ran_at,
    runBy: runner ? nameOf(runner) : null,
    congressEnd: report.congressEnd,
    appliedFrom: report.appliedFrom === null ? null : String(report.appliedFrom),
    categories: report.categories.map((c) => ({
      category: c.category,
      keptUntil: c.keptUntil,
      memberCount: c.memberIds.length,
      rowCount: c.rowIds.length,
      members: c.memberIds.slice(0, LISTED_MEMBERS).flatMap((id) => {
        const m = labels.get(id);
        return m
          ? [{ id: String(id), name: nameOf(m), email: m.email, anonymised: m.anonymised_at !== null }]
          : [];
      }),
    })),
  };
}

export function nameOf(m: {
  givenName: string | null;
  familyName: string | null;
  name_kr: string | null;
  email: string;
}) {
  const latin = [m.givenName, m.familyName].filter(Boolean).join(' ');
  return m.name_kr || latin || m.email;
}

export async function retentionRuns(deps: Deps, limit: number | null | undefined) {
  const rows = await latestRuns(deps.knex, Math.min(Math.max(limit ?? 10, 1), 50));
  return Promise.all(rows.map((row) => runView(deps.knex, row)));
}

export async function previewRetention(deps: Deps, runBy: number) {
  return runView(deps.knex, await dryRunRetention(deps, runBy));
}

export async function runRetention(deps: Deps, runBy: number, dryRunId: number) {
  return runView(deps.knex, (await realRunRetention(deps, runBy, dryRunId))!);
}
