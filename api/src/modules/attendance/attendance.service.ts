// Badges and check-in (issue 26 §1–2; docs/decisions.md "Badges and check-in"). Each scan is
// recorded in a transaction of its own that first locks the registration's row: two desks
// scanning one person serialise there, and the second entry finds the first (ALREADY_INSIDE).
// A scan's clientScanId is unique: the desk's offline queue may send a scan again (an answer lost
// with the network) and it is recorded once.
import {
  BADGE_LAYOUTS,
  MAX_SCANS_PER_BATCH,
  SCAN_FUTURE_TOLERANCE_MS,
  refusedOutcome,
  scanDay,
  type BadgeLayout,
  type ScanOutcome,
} from '@congress/domain';
import { scanBatchSchema, type ScanInputValues } from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import { parseIds } from '../../graphql/inputs';
import type { MemberRow } from '../members/members.lookup';
import {
  badgeSourcesOf,
  filteredRegistrationIds,
  latestLiveRegistrationOf,
  registrationForUpdate,
  searchBadgeSources,
} from '../registrations/registrations.lookup';
import { badgeView, verifiedRegistrationId, type BadgeView } from './badges';
import { renderBadgesPdf } from './badges.pdf';
import {
  insertScan,
  lastScanBefore,
  scanByClientId,
  scansOfDay,
  type ScanRow,
} from './attendance.repository';

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

async function recordOne(deps: AppDeps, desk: MemberRow, scan: ScanInputValues): Promise<Outcome> {
  const registrationId = scan.code ? verifiedRegistrationId(deps, scan.code) : Number(scan.registrationId);
  const scannedAt = new Date(scan.scannedAt);
  return deps.knex.transaction(async (trx: Knex.Transaction): Promise<Outcome> => {
    const seen = await scanByClientId(trx, scan.clientScanId);
    if (seen) return { outcome: 'ALREADY_RECORDED', recorded: true, registrationId: seen.registration_id };
    if (registrationId === null) return { outcome: 'UNKNOWN_BADGE', recorded: false, registrationId };
    // Two desks scanning this person wait for each other here.
    const registration = await registrationForUpdate(trx, registrationId);
    if (!registration) return { outcome: 'UNKNOWN_BADGE', recorded: false, registrationId: null };
    const refused = refusedOutcome(registration.price_status, registration.delete);
    if (refused) return { outcome: refused, recorded: false, registrationId };
    // The same scan sent by two requests at once: the second waited on the lock above.
    if (await scanByClientId(trx, scan.clientScanId))
      return { outcome: 'ALREADY_RECORDED', recorded: true, registrationId };
    const day = scanDay(scannedAt);
    const before = await lastScanBefore(trx, registrationId, day, scannedAt);
    const inside = before?.kind === 'ENTRY';
    if (scan.kind === 'ENTRY' && inside)
      return { outcome: 'ALREADY_INSIDE', recorded: false, registrationId };
    await insertScan(trx, {
      client_scan_id: scan.clientScanId,
      registration_id: registrationId,
      day,
      kind: scan.kind,
      room: scan.room ?? null,
      method: scan.method,
      scanned_at: scannedAt,
      desk_user_id: desk.id,
    });
    const outcome: ScanOutcome = scan.kind === 'EXIT' && !inside ? 'NOT_INSIDE' : 'RECORDED';
    return { outcome, recorded: true, registrationId };
  });
}

/**
 * Records the desk's scans in order, each once. The batch is checked whole first (bad input
 * changes nothing); then each scan commits on its own, so a batch cut short by the network is
 * simply sent again.
 */
export async function recordScans(deps: AppDeps, desk: MemberRow, input: unknown): Promise<ScanResult[]> {
  const scans = parseInput(scanBatchSchema, input);
  const latest = deps.clock.now().getTime() + SCAN_FUTURE_TOLERANCE_MS;
  const fields = scans.flatMap((scan, index) =>
    new Date(scan.scannedAt).getTime() > latest
      ? [{ field: `scans.${index}.scannedAt`, code: 'validation.date' }]
      : [],
  );
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
export async function badgesPdf(ctx: RequestContext, request: BadgePrintRequest): Promise<Buffer> {
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
  return renderBadgesPdf(badges, layout as BadgeLayout);
}

/** One registration's badge as PDF (the label size): its member or the desk. */
export async function badgePdf(
  ctx: RequestContext,
  viewer: { user: MemberRow; desk: boolean },
  registrationId: number,
  layout: BadgeLayout,
): Promise<Buffer> {
  const [badge] = await badgesOf(ctx, [registrationId]);
  if (!badge) throw new AppError('NOT_FOUND');
  if (badge.source.user_id !== viewer.user.id && !viewer.desk) throw new AppError('NOT_PERMITTED');
  if (!badge.valid) throw new AppError('NOT_FOUND');
  return renderBadgesPdf([badge], layout);
}
