// CME credits (issue 26 §3–§4; docs/decisions.md "CME credits: the process"): the phase (preview, objections, final)
// and what it opens: objections until the close, then the certificates.
// Every write runs in one transaction that first locks the settings row (so phase changes,
// corrections and objections serialise) and logs what it did to credit_changes (credits.log.ts).
import { CREDIT_PHASES, lectureWindows, type CreditPhase } from '@congress/domain';
import { seoulWallClockToDate } from '@congress/domain/validation';
import { AppError, invalidField } from '../../errors';
import type { MemberRow } from '../members/members.lookup';
import { publishedSessionTimes } from '../programme/programme.lookup';
import { logEntry } from './credits.log';
import type { Deps } from './credits.records';
import {
  insertChanges,
  lockSettings,
  mailedCount,
  readSettings,
  updateSettings,
  type SettingsRow,
} from './credits.repository';

/** Members may object: the objection period, before its close. */
export const objectionsOpen = (settings: SettingsRow, now: Date) =>
  settings.phase === 'OBJECTIONS' &&
  settings.objections_close_at !== null &&
  now.getTime() < new Date(settings.objections_close_at).getTime();

/** The certificate may be downloaded: the figures are final, or the objection period has closed. */
export const certificateAvailable = (settings: SettingsRow, now: Date) =>
  settings.phase === 'FINAL' ||
  (settings.phase === 'OBJECTIONS' &&
    settings.objections_close_at !== null &&
    now.getTime() >= new Date(settings.objections_close_at).getTime());

export async function creditSettings(ctx: Deps) {
  const settings = await readSettings(ctx.knex);
  const windows = lectureWindows(await publishedSessionTimes(ctx.knex));
  return settingsView(ctx, settings, windows);
}

async function settingsView(ctx: Deps, settings: SettingsRow, windows: ReturnType<typeof lectureWindows>) {
  return {
    phase: settings.phase,
    objectionsCloseAt: settings.objections_close_at,
    version: settings.version,
    days: Object.entries(windows)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, window]) => ({ day, windowStart: window.start, windowEnd: window.end })),
    mailedCount: settings.objections_round > 0 ? await mailedCount(ctx.knex, settings.objections_round) : 0,
  };
}

/** Moves the phase against the version the organiser saw; OBJECTIONS needs a future close. */
export async function setCreditPhase(
  ctx: Deps,
  organiser: MemberRow,
  version: number,
  phase: string,
  objectionsCloseAt: string | null | undefined,
) {
  if (!(CREDIT_PHASES as readonly string[]).includes(phase)) throw invalidField('phase');
  const now = ctx.clock.now();
  let closeAt: Date | null = null;
  if (phase === 'OBJECTIONS') {
    const text = objectionsCloseAt?.trim() ?? '';
    if (!text) throw invalidField('objectionsCloseAt', 'validation.required');
    closeAt = text.length <= 40 ? seoulWallClockToDate(text) : null;
    if (!closeAt) throw invalidField('objectionsCloseAt', 'validation.date');
    if (closeAt.getTime() <= now.getTime()) throw invalidField('objectionsCloseAt', 'credits.closeInFuture');
  }
  const row = await ctx.knex.transaction(async (trx) => {
    const current = await lockSettings(trx);
    if (current.version !== version)
      throw new AppError('CONFLICT', {
        message: 'Another organiser changed the credit phase in the meantime. Reload it and try again.',
      });
    const next = {
      phase: phase as CreditPhase,
      objections_close_at: closeAt ?? current.objections_close_at,
      objections_round:
        phase === 'OBJECTIONS' && current.phase !== 'OBJECTIONS'
          ? current.objections_round + 1
          : current.objections_round,
    };
    const logged = (s: { phase: string; objections_close_at: Date | null }) => ({
      phase: s.phase,
      closeAt:
        s.phase === 'OBJECTIONS' && s.objections_close_at
          ? new Date(s.objections_close_at).toISOString()
          : null,
    });
    if (JSON.stringify(logged(current)) === JSON.stringify(logged(next))) return current;
    const updated = await updateSettings(trx, next, now);
    await insertChanges(trx, [logEntry(organiser, now, 'PHASE', {}, logged(current), logged(next))]);
    return updated;
  });
  return settingsView(ctx, row, lectureWindows(await publishedSessionTimes(ctx.knex)));
}
