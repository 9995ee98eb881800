// A member's rights over their data (issue 39 §4): the own-data file (PIPA Art. 35, access) and
// the deletion request (Art. 36), which organisers act on within 10 days (Enforcement Decree
// Art. 43(3)). Acting erases what may go and keeps what the law requires (payments; attendance
// during its period), and tells the member what was kept.
import { ROLE_MEMBER } from '@congress/domain';
import type { AppDeps } from '../../context';
import { AppError, invalidField } from '../../errors';
import { queueNoticeMail } from '../mail/mail.manual';
import { findMemberById, type MemberRow } from '../members/members.lookup';
import {
  anonymiseMembers,
  lastProgrammeDay,
  membersWithAttendance,
  objectionsCloseAt,
} from './retention.erase';
import { personalDataOf } from './retention.export';
import {
  closeRequest,
  insertRequest,
  latestRequestOf,
  listRequests,
  openRequestOf,
  readRetentionSettings,
  requestForUpdate,
  type DeletionRequestRow,
} from './retention.repository';
import { accountLabels, organiserAddresses } from '../members/members.personalData';
import { unerasedPaymentsOf } from '../pays/pays.personalData';
import { deletionDoneNotice, requestNoticeToOrganisers } from './retention.mails';
import { attendanceKeptUntil, deletionDueAt, endOfDay, isPast, paymentKeptUntil } from './retention.rules';
import { nameOf } from './retention.service';
import { recordPersonalDataAccess, type AccessContext } from '../accessRecord/accessRecord.service';

type Deps = Pick<AppDeps, 'knex' | 'clock' | 'mail'> & { origin?: string };

const REASON_MAX = 2000;

/** The member's own data, as one JSON document (the member area's download). */
export async function myPersonalData(deps: Pick<AppDeps, 'knex' | 'clock'>, member: MemberRow) {
  return {
    format: 'ksp2024-personal-data/1',
    generatedAt: deps.clock.now().toISOString(),
    ...(await personalDataOf(deps.knex, member.id, member.email)),
  };
}

export const requestView = (row: DeletionRequestRow, now: Date) => ({
  id: row.id,
  userId: row.user_id,
  reason: row.reason,
  requestedAt: row.requested_at,
  dueAt: row.due_at,
  status: row.status,
  actedAt: row.acted_at,
  actedBy: row.acted_by,
  overdue: row.status === 'OPEN' && isPast(row.due_at, now),
  kept: keptOf(row.outcome),
});

function keptOf(outcome: unknown): string[] {
  const kept = (outcome as { kept?: unknown } | null)?.kept;
  return Array.isArray(kept) ? kept.map(String) : [];
}

export async function myDeletionRequest(deps: Pick<AppDeps, 'knex' | 'clock'>, member: MemberRow) {
  const row = await latestRequestOf(deps.knex, member.id);
  return row ? requestView(row, deps.clock.now()) : null;
}

/**
 * The member asks for their data to be deleted: one open request at a time (a second ask, or two
 * at once, answer the open one); the organisers are mailed with the due date.
 */
export async function requestMyDeletion(deps: Deps, member: MemberRow, reason: string | null | undefined) {
  const text = reason?.trim() || null;
  if (text && text.length > REASON_MAX) throw invalidField('reason', 'validation.tooLong');
  const now = deps.clock.now();
  const row = await deps.knex.transaction(async (trx) => {
    const inserted = await insertRequest(trx, {
      user_id: member.id,
      reason: text,
      requested_at: now,
      due_at: deletionDueAt(now),
    });
    if (!inserted) return undefined;
    const notice = requestNoticeToOrganisers({
      memberName: nameOf(member),
      memberEmail: member.email,
      reason: text,
      dueAt: inserted.due_at,
      listUrl: `${deps.origin ?? ''}/admin/main/member/deletionRequests`,
    });
    for (const to of await organiserAddresses(trx)) await queueNoticeMail(trx, deps, { to, ...notice });
    return inserted;
  });
  return requestView(row ?? (await openRequestOf(deps.knex, member.id))!, now);
}

export async function deletionRequests(
  deps: Pick<AppDeps, 'knex' | 'clock'>,
  args: { status?: string | null; start?: number | null; limit?: number | null },
) {
  const status = args.status === 'OPEN' || args.status === 'DONE' ? args.status : null;
  if (args.status && !status) throw invalidField('status');
  const { count, rows } = await listRequests(
    deps.knex,
    status,
    Math.max(args.start ?? 0, 0),
    Math.min(Math.max(args.limit ?? 50, 1), 200),
  );
  const now = deps.clock.now();
  return { count, rows: rows.map((row) => requestView(row, now)) };
}

/** A member as the request list shows them. */
export async function requestMember(deps: Pick<AppDeps, 'knex'>, userId: number) {
  const [m] = await accountLabels(deps.knex, [userId]);
  return m
    ? { id: String(m.id), name: nameOf(m), email: m.email, anonymised: m.anonymised_at !== null }
    : null;
}

/**
 * An organiser acts on a deletion request: the member's account is anonymised at once (the
 * retention schedule's PROFILE step), their payments are kept with their own copy of the payer's
 * name until the tax period ends, and their attendance (with their name and licence number) until
 * the attendance period ends; the member is told by mail what went and what was kept.
 * The one place an organiser erases a member on request: the back office's access record
 * (issue 39 §3) is written here.
 */
export async function carryOutDeletionRequest(
  deps: Deps & AccessContext,
  organiser: MemberRow,
  requestId: number,
) {
  const now = deps.clock.now();
  const done = await deps.knex.transaction(async (trx) => {
    const request = await requestForUpdate(trx, requestId);
    if (!request) throw new AppError('NOT_FOUND');
    if (request.status !== 'OPEN')
      throw new AppError('CONFLICT', { message: 'This request has been acted on already.' });
    const member = await findMemberById(trx, request.user_id);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.id === organiser.id) throw new AppError('SELF_REMOVAL');
    if (member.role_name !== ROLE_MEMBER)
      throw new AppError('CONFLICT', {
        message: 'This is a back-office account: take its role away in member management first.',
      });
    const settings = await readRetentionSettings(trx);
    const pays = await unerasedPaymentsOf(trx, member.id);
    const paymentsUntil = pays
      .map((pay) => paymentKeptUntil(new Date(pay.at), settings.payment_years))
      .sort((a, b) => b.getTime() - a.getTime())[0];
    const congressDay = settings.congress_ended_on ?? (await lastProgrammeDay(trx));
    const attended = (await membersWithAttendance(trx)).includes(member.id);
    const attendanceUntil =
      attended && congressDay
        ? attendanceKeptUntil(endOfDay(congressDay), await objectionsCloseAt(trx), settings.attendance_years)
        : null;
    // Attendance past its period goes now too; still within it, the name and licence number stay with it.
    const attendanceHeld = attended && (!attendanceUntil || !isPast(attendanceUntil, now));
    const address = member.email;
    await anonymiseMembers(trx, [member.id], new Set(attendanceHeld ? [member.id] : []), now);
    const outcome = {
      deleted: [
        'account',
        'profile',
        'visaLetters',
        'mails',
        'groups',
        'programmeStars',
        'registrationNotes',
      ],
      kept: [...(pays.length ? ['payments'] : []), ...(attendanceHeld ? ['attendance'] : []), 'abstracts'],
      keptPayments: pays.length,
      paymentsKeptUntil: paymentsUntil?.toISOString() ?? null,
      attendanceKeptUntil: attendanceHeld ? (attendanceUntil?.toISOString() ?? null) : null,
    };
    await closeRequest(trx, request.id, { acted_at: now, acted_by: organiser.id, outcome });
    // Recorded with the erasure itself: both happen or neither.
    await recordPersonalDataAccess(
      deps,
      {
        action: 'CHANGE',
        operation: 'carryOutDeletionRequest',
        memberIds: [member.id],
        filter: { deleted: outcome.deleted, kept: outcome.kept },
      },
      trx,
    );
    // Written after the erasure (which deletes the mails to this address): the member is told.
    await queueNoticeMail(trx, deps, { to: address, ...deletionDoneNotice(outcome) });
    return (await requestForUpdate(trx, request.id))!;
  });
  return requestView(done, now);
}

export type DeletionRequestView = ReturnType<typeof requestView>;
