// What the retention schedule and a carried-out deletion request erase (issue 39 §4;
// docs/decisions.md), put together from what each owning module offers (<module>.personalData.ts).
// Everything runs in the caller's transaction.
import type { Knex } from 'knex';
import { scannedMembers, deleteScansOf } from '../attendance/attendance.personalData';
import {
  deleteCreditRecordsOf,
  membersWithCreditRecords,
  objectionsCloseAt,
} from '../credits/credits.personalData';
import { leaveAllGroups } from '../groups/groups.personalData';
import { deleteMailsTo } from '../mail/mail.personalData';
import {
  anonymiseAccount,
  clearKeptIdentity,
  lockAccountsToAnonymise,
} from '../members/members.personalData';
import { erasePayers } from '../pays/pays.personalData';
import { publishedDayDates } from '../programme/programme.lookup';
import { deleteStarsOf } from '../programme/programme.personalData';
import { eraseReceiptPayers } from '../receipts/receipts.personalData';
import { clearRegistrationNotes, registrationIdsOf } from '../registrations/registrations.personalData';
import { deleteVisaLettersOf } from '../visaLetters/visaLetters.personalData';

export { objectionsCloseAt };

/** The last day of the published programme (YYYY-MM-DD), null when none. */
export async function lastProgrammeDay(db: Knex): Promise<string | null> {
  const days = [...(await publishedDayDates(db))].sort();
  return days[days.length - 1] ?? null;
}

/** Members with attendance or credit records. */
export async function membersWithAttendance(db: Knex): Promise<number[]> {
  const ids = new Set([...(await scannedMembers(db)), ...(await membersWithCreditRecords(db))]);
  return [...ids].sort((a, b) => a - b);
}

/**
 * Anonymises member accounts (members.personalData) and deletes what is theirs elsewhere: visa
 * letter requests (passport numbers), mails in the log, group memberships, programme stars, the
 * registrations' diet and allergy notes. `keepIdentity`: members whose name and licence number
 * stay while their attendance is kept. Payments keep their own copy of the payer (pays, receipts).
 * Returns the ids anonymised (never one twice).
 */
export async function anonymiseMembers(
  trx: Knex.Transaction,
  ids: readonly number[],
  keepIdentity: ReadonlySet<number>,
  now: Date,
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await lockAccountsToAnonymise(trx, ids);
  const done = rows.map((row) => row.id);
  if (!done.length) return [];
  await deleteMailsTo(
    trx,
    rows.map((row) => row.email),
  );
  await deleteVisaLettersOf(trx, done);
  await leaveAllGroups(trx, done);
  await deleteStarsOf(trx, done);
  await clearRegistrationNotes(trx, done, now);
  for (const id of done) await anonymiseAccount(trx, id, keepIdentity.has(id), now);
  return done;
}

/**
 * Deletes the attendance and credit records of these members (the whole congress's: one period
 * for all) with the credits' log, and clears the identity kept on anonymised accounts for them.
 */
export async function eraseAttendance(
  trx: Knex.Transaction,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (!ids.length) return;
  await deleteScansOf(trx, registrationIdsOf(trx, ids));
  await deleteCreditRecordsOf(trx, ids);
  await clearKeptIdentity(trx, ids, now);
}

/** Erases the payer's identity from payments past their tax period, and from their receipts. */
export async function erasePayments(
  trx: Knex.Transaction,
  payIds: readonly number[],
  now: Date,
): Promise<void> {
  if (!payIds.length) return;
  await eraseReceiptPayers(trx, payIds);
  await erasePayers(trx, payIds, now);
}
