// The back office's access record (issue 39 §3; 개인정보의 안전성 확보조치 기준 Art. 8): who read,
// changed, exported, downloaded or printed whose personal data, when, from which address, and why
// (downloads). Every other module records through recordPersonalDataAccess, nothing else; the
// record is append-only (no operation changes it; the database refuses UPDATE and DELETE). The
// organisers' page (list, monthly check) is accessRecordReview.service.ts: the list kit records
// through this file, so this file must not import the list kit.
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { DOWNLOAD_REASON_MAX, type AccessAction } from '@congress/domain/lists';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, invalidField } from '../../errors';
import { insertAccess, purgeBefore } from './accessRecord.repository';

export interface PersonalDataAccess {
  action: AccessAction;
  /** What was done: a GraphQL operation (`user`), a list (`list:members`), a file (`badges.pdf`). */
  operation: string;
  /** Whose data, when known by name (a member's page, a change, one person's PDF). */
  memberIds?: readonly number[];
  /** A list's or a download's filter (and selected ids), as the request gave it. */
  filter?: unknown;
  /** Rows the list matched or the file holds. */
  rowCount?: number;
  /** Why (required for every download of personal data: requireDownloadReason). */
  reason?: string;
}

/** Who is asking and from where: the request context's login and address. */
export type AccessContext = Pick<RequestContext, 'auth' | 'ip' | 'knex' | 'clock'>;

/** Member ids one row keeps at most (a bulk download's ids beyond are in its filter and row count). */
const MAX_MEMBER_IDS = 100_000;

/**
 * Writes one row of the access record for the logged-in user of `ctx` and the request's address.
 * `db`: a transaction to write in (a change recorded with the change itself), else ctx.knex.
 */
export async function recordPersonalDataAccess(
  ctx: AccessContext,
  access: PersonalDataAccess,
  db: Knex = ctx.knex,
): Promise<void> {
  const actor = ctx.auth.user;
  if (!actor) throw new AppError('LOGIN_REQUIRED');
  const memberIds = [...new Set(access.memberIds ?? [])].slice(0, MAX_MEMBER_IDS);
  await insertAccess(db, {
    at: ctx.clock.now(),
    actor_id: actor.id,
    actor_email: actor.email,
    actor_name: [actor.givenName, actor.familyName].filter(Boolean).join(' '),
    ip: ctx.ip,
    action: access.action,
    operation: access.operation.slice(0, 100),
    member_ids: memberIds,
    member_count: memberIds.length,
    filter: access.filter ?? null,
    row_count: access.rowCount ?? null,
    reason: access.reason ?? null,
  });
}

/**
 * The reason a download of personal data gives (header `X-Download-Reason`, URI-encoded UTF-8):
 * required, trimmed, at most DOWNLOAD_REASON_MAX characters. A refusal is VALIDATION_FAILED on
 * the field `reason` (accessRecord.reasonRequired / reasonTooLong, en + ko in @congress/domain).
 */
export function requireDownloadReason(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  let text: string;
  try {
    text = decodeURIComponent(raw ?? '').trim();
  } catch {
    throw invalidField('reason', 'accessRecord.reasonRequired');
  }
  if (!text || text.includes('\u0000')) throw invalidField('reason', 'accessRecord.reasonRequired');
  if (text.length > DOWNLOAD_REASON_MAX) throw invalidField('reason', 'accessRecord.reasonTooLong');
  return text;
}

/** Removes rows past ACCESS_RECORD_RETENTION_MONTHS (never fewer than 24: config and database). */
export function purgeExpiredAccessRecords(deps: Pick<AppDeps, 'knex' | 'clock' | 'config'>): Promise<number> {
  const before = DateTime.fromJSDate(deps.clock.now())
    .minus({ months: deps.config.ACCESS_RECORD_RETENTION_MONTHS })
    .toJSDate();
  return purgeBefore(deps.knex, before);
}
