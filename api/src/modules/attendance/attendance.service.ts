// Badges and check-in (issue 26 §1–2; docs/decisions.md "Badges and check-in" and "Check-in and
// the credit figures a member reads"). Every scan of a badge that may enter is stored: "already
// inside" and "not inside" are warnings to the desk, never refusals, since the credits read the
// first and last scan of a day whatever lies between. Each scan is recorded in a transaction of
// its own that first locks the registration's row, so the scans of one person serialise and each
// warning is computed from all the day's stored scans. A scan's clientScanId is unique: the desk's
// offline queue may send a scan again (an answer lost with the network) and it is recorded once.
import {
  BADGE_LAYOUTS,
  CONGRESS,
  MAX_SCANS_PER_BATCH,
  SCAN_FUTURE_TOLERANCE_MS,
  SCAN_OFFLINE_WINDOW_MS,
  refusedOutcome,
  scanDay,
  type BadgeLayout,
  type FieldError,
  type ScanOutcome,
} from '@congress/domain';
import { scanBatchSchema, type ScanInputValues } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import { parseIds } from '../../graphql/inputs';
import { isFrontDesk } from '../auth/guards';
import type { MemberRow } from '../members/members.lookup';
import { publishedDayDates } from '../programme/programme.lookup';
import {
  badgeSourcesOf,
  filteredRegistrationIds,
  latestLiveRegistrationOf,
  registrationForUpdate,
  searchBadgeSources,
} from '../registrations/registrations.lookup';
import { badgeView, verifiedRegistrationId, type BadgeView } from './badges';
import { renderBadgesPdf } from './badges.pdf';
import { insertScan, scanByClientId, scansOfDay, type ScanRow } from './attendance.repository';

/** The most badges one bulk PDF holds (about 380 A4 sheets). */
export const MAX_BADGES_PER_PDF = 3000;
const SEARCH_LIMIT = 20;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

async function badgesOf(deps: AppDeps, ids: readonly number[]): Promise<BadgeView[]> {
  if (ids.length === 0) return [];
  return (await badgeSourcesOf(deps.knex, ids)).map((source) => badgeView(deps, source));
}

/** The member's badge: their live registration when it is paid or free. */
export async function myBadge(deps: AppDeps, member: MemberRow): Promise<BadgeView | null> {
  const registration = await latestLiveRegistrationOf(deps.knex, member.id);
  if (!registration || refusedOutcome(registration.price_status, registration.delete)) return null;
  const [badge] = await badgesOf(deps, [registration.id]);
  return badge ?? null;
}

/** The badge a QR text names (any status: the desk shows why one may not enter). */
export async function badgeByCode(deps: AppDeps, code: string): Promise<BadgeView | null> {
  if (code.length > 200) throw invalidField('code', 'validation.tooLong');
  const id = verifiedRegistrationId(deps, code);
  if (id === null) return null;
  const [badge] = await badgesOf(deps, [id]);
  return badge ?? null;
}

export async function searchBadges(deps: AppDeps, text: string): Promise<BadgeView[]> {
  const query = text.trim();
  if (!query) throw invalidField('text', 'validation.required');
  if (query.length > 100) throw invalidField('text', 'validation.tooLong');
  return (await searchBadgeSources(deps.knex, query, SEARCH_LIMIT)).map((source) => badgeView(deps, source));
}

/** Today's (Korea time) scans of a registration, oldest first. */
export const todayScansOf = (deps: AppDeps, registrationId: number): Promise<ScanRow[]> =>
  scansOfDay(deps.knex, [registrationId], scanDay(deps.clock.now()));

export interface ScanResult {
  clientScanId: string;
  outcome: ScanOutcome;
  recorded: boolean;
  badge: BadgeView | null;
}

interface Outcome {
  outcome: ScanOutcome;
  recorded: boolean;
  registrationId: number | null;
}

/**
 * The warning a scan gets, from every stored scan of its registration's day in time order (ties
 * by arrival): an ENTRY next to another ENTRY (before or after it, no EXIT between) is
 * ALREADY_INSIDE; an EXIT whose scan before it is not an ENTRY is NOT_INSIDE. Whatever order the
 * scans arrive in, a run of entries without an exit between gets one RECORDED, the rest
 * ALREADY_INSIDE.
 */
export function scanWarning(day: readonly Pick<ScanRow, 'id' | 'kind'>[], scanId: number): ScanOutcome {
  const index = day.findIndex((row) => row.id === scanId);
  const before = day[index - 1];
  const after = day[index + 1];
  const scan = day[index];
  if (scan?.kind === 'ENTRY')
    return before?.kind === 'ENTRY' || after?.kind === 'ENTRY' ? 'ALREADY_INSIDE' : 'RECORDED';
  return before?.kind === 'ENTRY' ? 'RECORDED' : 'NOT_INSIDE';
}

async function recordOne(deps: AppDeps, desk: MemberRow, scan: ScanInputValues): Promise<Outcome> {
  const registrationId = scan.code ? verifiedRegistrationId(deps, scan.code) : Number(scan.registrationId);
  const scannedAt = new Date(scan.scannedAt);
  return deps.knex.transaction(async (trx: Knex.Transaction): Promise<Outcome> => {
    const seen = await scanByClientId(trx, scan.clientScanId);
    if (seen) return { outcome: 'ALREADY_RECORDED', recorded: true, registrationId: seen.registration_id };
    if (registrationId === null) return { outcome: 'UNKNOWN_BADGE', recorded: false, registrationId };
    // The scans of this person wait for each other here (two desks, a queue sent twice at once).
    const registration = await registrationForUpdate(trx, registrationId);
    if (!registration) return { outcome: 'UNKNOWN_BADGE', recorded: false, registrationId: null };
    const refused = refusedOutcome(registration.price_status, registration.delete);
    if (refused) return { outcome: refused, recorded: false, registrationId };
    // The same scan sent by two requests at once: the second waited on the lock above.
    if (await scanByClientId(trx, scan.clientScanId))
      return { outcome: 'ALREADY_RECORDED', recorded: true, registrationId };
    const day = scanDay(scannedAt);
    const row = await insertScan(trx, {
      client_scan_id: scan.clientScanId,
      registration_id: registrationId,
      day,
      kind: scan.kind,
      room: scan.room ?? null,
      method: scan.method,
      scanned_at: scannedAt,
      desk_user_id: desk.id,
    });
    const outcome = scanWarning(await scansOfDay(trx, [registrationId], day), row.id);
    return { outcome, recorded: true, registrationId };
  });
}

const DAY_MS = 86_400_000;

/**
 * The congress days (Korea time): the published programme's days, or, before one is published,
 * the congress's dates (@congress/domain CONGRESS).
 */
export async function congressDays(deps: AppDeps): Promise<Set<string>> {
  const published = await publishedDayDates(deps.knex);
  if (published.length) return new Set(published);
  const days = new Set<string>();
  const end = new Date(`${CONGRESS.endDate}T12:00:00+09:00`).getTime();
  for (let at = new Date(`${CONGRESS.startDate}T12:00:00+09:00`).getTime(); at <= end; at += DAY_MS)
    days.add(scanDay(new Date(at)));
  return days;
}

/**
 * The batch's refused scans, by index (`scans.<index>.scannedAt`): dated in the future (beyond the
 * tolerance) `validation.date`; from a front-desk account and older than its offline window
 * `checkIn.beyondOfflineWindow`; older than that window and not on a congress day
 * `checkIn.notCongressDay` (organisers back-fill congress days). A scan of the last 24 hours is
 * the desk's live work and is taken on any day (a rehearsal the day before earns nothing: no
 * scheme approves that day).
 */
async function refusedScans(deps: AppDeps, desk: MemberRow, scans: readonly ScanInputValues[]) {
  const now = deps.clock.now().getTime();
  const latest = now + SCAN_FUTURE_TOLERANCE_MS;
  const oldest = now - SCAN_OFFLINE_WINDOW_MS;
  const deskAccount = isFrontDesk(desk);
  let days: Set<string> | null = null;
  const fields: FieldError[] = [];
  for (const [index, scan] of scans.entries()) {
    const at = new Date(scan.scannedAt).getTime();
    const field = `scans.${index}.scannedAt`;
    if (at > latest) fields.push({ field, code: 'validation.date' });
    else if (at < oldest) {
      if (deskAccount) fields.push({ field, code: 'checkIn.beyondOfflineWindow' });
      else if (!(days ??= await congressDays(deps)).has(scanDay(scan.scannedAt)))
        fields.push({ field, code: 'checkIn.notCongressDay' });
    }
  }
  return fields;
}

/**
 * Records the desk's scans in order, each once. The batch is checked whole first (bad input
 * changes nothing); then each scan commits on its own, so a batch cut short by the network is
 * simply sent again.
 */
export async function recordScans(deps: AppDeps, desk: MemberRow, input: unknown): Promise<ScanResult[]> {
  const scans = parseInput(scanBatchSchema, input);
  const fields = await refusedScans(deps, desk, scans);
  if (new Set(scans.map((s) => s.clientScanId.toLowerCase())).size !== scans.length)
    fields.push({ field: 'scans', code: 'validation.invalid' });
  if (fields.length) throw validationError(fields);
  const results: {
    clientScanId: string;
    outcome: ScanOutcome;
    recorded: boolean;
    registrationId: number | null;
  }[] = [];
  for (const scan of scans) {
    const normalised = { ...scan, clientScanId: scan.clientScanId.toLowerCase() };
    let result;
    try {
      result = await recordOne(deps, desk, normalised);
    } catch (error) {
      // The same scan inserted by a request that did not wait on the lock (a deleted registration
      // cannot be the case: its scans are refused): it is recorded, once.
      if (!isUniqueViolation(error)) throw error;
      const seen = await scanByClientId(deps.knex, normalised.clientScanId);
      result = {
        outcome: 'ALREADY_RECORDED' as const,
        recorded: true,
        registrationId: seen?.registration_id ?? null,
      };
    }
    results.push({ clientScanId: normalised.clientScanId, ...result });
  }
  const ids = [...new Set(results.flatMap((r) => (r.registrationId === null ? [] : [r.registrationId])))];
  const badges = new Map((await badgesOf(deps, ids)).map((badge) => [badge.source.id, badge]));
  return results.map(({ registrationId, ...result }) => ({
    ...result,
    badge: registrationId === null ? null : (badges.get(registrationId) ?? null),
  }));
}

export { MAX_SCANS_PER_BATCH };

/** GET /badges.pdf's query: the list's filter (JSON), the layout, optionally ids. */
export interface BadgePrintRequest {
  layout?: unknown;
  filter?: unknown;
  ids?: unknown;
}

/**
 * Organisers' bulk print: the registrations the registration list shows for `filter` (and
 * `ids`), those with a badge (paid or free, not deleted), as one PDF.
 */
export async function badgesPdf(
  ctx: RequestContext,
  request: BadgePrintRequest,
): Promise<{ pdf: Buffer; memberIds: number[] }> {
  const layout = String(request.layout ?? 'A4').toUpperCase();
  if (!(BADGE_LAYOUTS as readonly string[]).includes(layout)) throw invalidField('layout');
  let filter: unknown = {};
  if (request.filter !== undefined) {
    try {
      filter = JSON.parse(String(request.filter));
    } catch {
      throw invalidField('filter');
    }
  }
  const idList = request.ids === undefined ? null : String(request.ids).split(',').filter(Boolean);
  if (idList && idList.length > MAX_BADGES_PER_PDF) throw invalidField('ids', 'validation.tooMany');
  const ids = idList ? parseIds(idList) : null;
  const selected = await filteredRegistrationIds(ctx, filter, ids);
  const badges = (await badgesOf(ctx, selected)).filter((badge) => badge.valid);
  if (badges.length > MAX_BADGES_PER_PDF)
    throw validationError([{ field: 'filter', code: 'validation.tooMany' }]);
  return {
    pdf: await renderBadgesPdf(badges, layout as BadgeLayout),
    memberIds: badges.map((badge) => badge.source.user_id),
  };
}

/** One registration's badge as PDF (the label size): its member or the desk. */
export async function badgePdf(
  ctx: RequestContext,
  viewer: { user: MemberRow; desk: boolean },
  registrationId: number,
  layout: BadgeLayout,
): Promise<{ pdf: Buffer; memberId: number }> {
  const [badge] = await badgesOf(ctx, [registrationId]);
  if (!badge) throw new AppError('NOT_FOUND');
  if (badge.source.user_id !== viewer.user.id && !viewer.desk) throw new AppError('NOT_PERMITTED');
  if (!badge.valid) throw new AppError('NOT_FOUND');
  return { pdf: await renderBadgesPdf([badge], layout), memberId: badge.source.user_id };
}
