// Registrations (registration_lists) and their payments (pays). Other modules ask here, e.g. the
// members list's "not registered" filter and the payments module for the amount to charge.
import {
  feeTablesFor,
  initialPriceStatus,
  memberMayEdit,
  registrationFee,
  registrationOpen,
  registrationProductName,
  tierNameIn,
  TIME_ZONE,
  type RegistrationWindow,
} from '@congress/domain';
import { nameTagName, registrationSchema } from '@congress/domain/validation';
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { AppDeps, RequestContext } from '../../context';
import type { RegistrationRow } from '../../db/rows';
import { AppError, parseInput, validationError } from '../../errors';
import { runList, type ListArgs } from '../../lists/query';
import { localeOf } from '../../locale';
import { queueTemplatedMail } from '../mail/mail.service';
import { findMemberById, type MemberRow } from '../members/members.lookup';
import { expireOpenPaysOfRegistration } from '../pays/pays.lookup';
import { registrationWindowSetting } from '../settings/settings.lookup';
import { REGISTRATIONS_LIST_DEFINITION } from './registrations.list';
import {
  findRegistration,
  liveRegistrationIdsOf,
  insertRegistration,
  liveRegistrationOfOuterMember,
  liveRegistrationsOf,
  registrationForUpdate,
  registrationStatesForUpdate,
  softDeleteRegistrations,
  updateRegistrationRow,
} from './registrations.repository';

/**
 * For a query over `users`: a correlated subquery that finds the member's live (not deleted)
 * registration. whereExists / whereNotExists of it filter registered / unregistered members.
 */
export const liveRegistrationSubquery = (knex: Knex): Knex.QueryBuilder =>
  liveRegistrationOfOuterMember(knex);

export { findRegistration, liveRegistrationIdsOf, registrationForUpdate, updateRegistrationRow };

/** The registration window organisers set (site settings; the environment gave the first one). */
export const registrationWindow = (
  deps: Pick<AppDeps, 'knex' | 'config' | 'clock'>,
): Promise<RegistrationWindow> => registrationWindowSetting(deps);

async function requireOpenWindow(deps: Pick<AppDeps, 'knex' | 'config' | 'clock'>) {
  if (!registrationOpen(await registrationWindow(deps), deps.clock.now()))
    throw validationError([{ field: 'window', code: 'registration.closed' }]);
}

/** The form checked, the tier allowed for the member's country, and the price from the constants. */
function priced(member: MemberRow, input: unknown, now: Date) {
  const values = parseInput(registrationSchema, input);
  if (
    !feeTablesFor(member.country as string | null).some((t) =>
      t.tiers.some((x) => x.code === values.category),
    )
  )
    throw validationError([{ field: 'category', code: 'registration.tierNotForCountry' }]);
  const fee = registrationFee(values);
  if (!fee) throw validationError([{ field: 'category', code: 'validation.required' }]);
  return {
    values: {
      category: values.category,
      occupation: values.occupation,
      attend: values.attend,
      dinnerAttendance: values.dinnerAttendance,
      accompanyingPerson: values.accompanyingPerson,
      vegetarian: values.vegetarian,
      dietaryNeeds: values.dietaryNeeds,
      alergy: values.alergy,
      badgeGivenName: values.badgeGivenName,
      badgeFamilyName: values.badgeFamilyName,
      price: String(fee.total),
      currency: fee.currency,
      price_type: fee.table,
      price_date: DateTime.fromJSDate(now, { zone: TIME_ZONE }).toISODate(),
    },
    fee,
  };
}

/**
 * What registration mails may show: the member's columns and the registration's, the tier by its
 * name in the mail's language ({category} was the stored code, KM_TIER1).
 */
const mailValues = (member: MemberRow, registration: RegistrationRow, locale: string | null | undefined) => ({
  ...member,
  ...registration,
  category: tierNameIn(registration.category, localeOf(locale)),
});

async function queuePaymentRequest(
  trx: Knex.Transaction,
  deps: AppDeps,
  member: MemberRow,
  registration: RegistrationRow,
  locale: string | null | undefined,
) {
  await queueTemplatedMail(trx, deps, {
    type: 'PAYMENT_REQUEST',
    to: member.email,
    locale: localeOf(locale),
    values: {
      ...member,
      product_name: registrationProductName(registration.category, localeOf(locale)),
      total: `${Number(registration.price).toLocaleString('en-US')} ${registration.currency}`,
      user_name: nameTagName(member.givenName ?? '', member.familyName ?? ''),
      user_email: member.email,
      pay_status: 'REQUESTED',
    },
  });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * The member registers: one live registration each (a second submission, even concurrent, meets
 * the unique index and is refused), inside the window, with the server's price. Registration and
 * its mails are written in one transaction.
 */
export async function createRegistration(
  deps: AppDeps,
  member: MemberRow,
  input: unknown,
  locale?: string | null,
): Promise<RegistrationRow> {
  await requireOpenWindow(deps);
  const { values, fee } = priced(member, input, deps.clock.now());
  try {
    return await deps.knex.transaction(async (trx) => {
      const row = await insertRegistration(trx, {
        ...values,
        user_id: member.id,
        price_status: initialPriceStatus(fee.total),
        created_at: deps.clock.now(),
        updated_at: deps.clock.now(),
      });
      await queueTemplatedMail(trx, deps, {
        type: 'EVENT_REGISTRATION',
        to: member.email,
        locale: localeOf(locale),
        values: mailValues(member, row, locale),
      });
      if (fee.total > 0) await queuePaymentRequest(trx, deps, member, row, locale);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', {
        message: 'You are already registered.',
      });
    throw error;
  }
}

/**
 * Changes a registration. The member: only their own, before payment, inside the window. An
 * organiser: any time, but not the price of a paid registration (refund first). A new price
 * voids open payment requests and, when there is something to pay, mails a new request.
 */
export async function updateRegistration(
  deps: AppDeps,
  actor: { user: MemberRow; isOrganiser: boolean },
  id: number,
  input: unknown,
  locale?: string | null,
): Promise<RegistrationRow> {
  return deps.knex.transaction(async (trx) => {
    const current = await registrationForUpdate(trx, id);
    if (!current || (current.delete && !actor.isOrganiser)) throw new AppError('NOT_FOUND');
    const mine = current.user_id === actor.user.id;
    if (!mine && !actor.isOrganiser) throw new AppError('NOT_PERMITTED');
    const status = current.price_status;
    if (!actor.isOrganiser) {
      await requireOpenWindow(deps);
      if (!memberMayEdit(status))
        throw validationError([{ field: 'price_status', code: 'registration.notEditable' }]);
    }
    const member = await findMemberById(trx, current.user_id);
    if (!member) throw new Error(`registration ${id} has no user`);
    const { values, fee } = priced(member, input, deps.clock.now());
    const priceChanged = values.price !== current.price || values.currency !== current.currency;
    const changes: Record<string, unknown> = { ...values };
    if (priceChanged) {
      if (!memberMayEdit(status))
        throw validationError([{ field: 'category', code: 'registration.paidPriceChange' }]);
      changes.price_status = initialPriceStatus(fee.total);
      await expireOpenPaysOfRegistration(trx, id, deps.clock.now());
    } else {
      // The day the price was fixed stays.
      delete changes.price_date;
    }
    const row = await updateRegistrationRow(trx, id, changes, deps.clock.now());
    await queueTemplatedMail(trx, deps, {
      type: 'REGISTRATION_EDIT',
      to: member.email,
      locale: localeOf(locale),
      values: mailValues(member, row, locale),
    });
    if (priceChanged && fee.total > 0) await queuePaymentRequest(trx, deps, member, row, locale);
    return row;
  });
}

export async function duplicateRegisterCheck(knex: Knex, memberId: number) {
  const [row] = await liveRegistrationsOf(knex, [memberId]);
  return { check: Boolean(row), registrationId: row ? String(row.id) : null };
}

/** Why deleteMultipleRegister left a registration: money taken and not refunded, or nothing to delete. */
export type NotDeletedReason = 'PAID' | 'REFUND_REQUESTED' | 'ALREADY_DELETED' | 'NOT_FOUND';

/** Price statuses that keep a registration: the member paid and was not refunded (refund first). */
const KEPT_WHILE: Partial<Record<string, NotDeletedReason>> = {
  PAID: 'PAID',
  REFUND_REQUESTED: 'REFUND_REQUESTED',
};

/**
 * deleteMultipleRegister: soft-deletes the registrations that may go (unpaid, free, refunded) and
 * names each other id with its reason, on locked rows (a payment arriving at the same moment
 * either lands before and keeps the registration, or after, on a deleted one).
 */
export async function deleteRegistrations(
  deps: AppDeps,
  ids: readonly number[],
): Promise<{ affected: number; notDeleted: { id: string; reason: NotDeletedReason }[] }> {
  const unique = [...new Set(ids)];
  return deps.knex.transaction(async (trx) => {
    const rows = new Map((await registrationStatesForUpdate(trx, unique)).map((row) => [row.id, row]));
    const notDeleted: { id: string; reason: NotDeletedReason }[] = [];
    const deletable: number[] = [];
    for (const id of unique) {
      const row = rows.get(id);
      const reason: NotDeletedReason | undefined = !row
        ? 'NOT_FOUND'
        : row.delete
          ? 'ALREADY_DELETED'
          : KEPT_WHILE[row.price_status];
      if (reason) notDeleted.push({ id: String(id), reason });
      else deletable.push(id);
    }
    const affected = await softDeleteRegistrations(trx, deletable, deps.clock.now());
    return { affected, notDeleted };
  });
}

export const listRegistrations = (ctx: RequestContext, args: ListArgs) =>
  runList<RegistrationRow>(REGISTRATIONS_LIST_DEFINITION, ctx, args);

/** The registration's fee parts, recomputed from the stored choice. */
export function feeOf(row: RegistrationRow) {
  const fee = registrationFee({
    category: row.category,
    attend: row.attend,
    dinnerAttendance: row.dinnerAttendance,
    accompanyingPerson: row.accompanyingPerson,
  });
  return (
    fee ?? {
      currency: row.currency,
      registration: Number(row.price),
      dinner: 0,
      accompanying: 0,
      total: Number(row.price),
    }
  );
}

/**
 * A walk-in's registration, taken by an organiser at the congress desk (issue 26 §2), in the
 * caller's transaction: priced and checked as the member's own (the tier allowed for their
 * country, the server's fee), on site, the badge in the account's name; PAID when the desk takes
 * the money in the same transaction, FREE for a free tier. The window does not apply: the desk
 * registers during the congress. The registration mail goes out as for any registration, in the
 * member's language, also to an address not yet confirmed (given in person at the desk).
 */
export async function insertDeskRegistration(
  trx: Knex.Transaction,
  deps: AppDeps,
  member: MemberRow,
  choice: { category: string; occupation: string; dinnerAttendance: boolean; accompanyingPerson: number },
) {
  const { values, fee } = priced(
    member,
    {
      ...choice,
      attend: 'OFFLINE',
      vegetarian: false,
      badgeGivenName: member.givenName ?? '',
      badgeFamilyName: member.familyName ?? '',
    },
    deps.clock.now(),
  );
  const row = await insertRegistration(trx, {
    ...values,
    user_id: member.id,
    price_status: fee.total > 0 ? 'PAID' : 'FREE',
    created_at: deps.clock.now(),
    updated_at: deps.clock.now(),
  });
  const locale = member.country === 'KR' ? 'ko' : 'en';
  await queueTemplatedMail(trx, deps, {
    type: 'EVENT_REGISTRATION',
    to: member.email,
    locale,
    values: mailValues(member, row, locale),
    givenAtDesk: true,
  });
  return { row, fee };
}
