// Walk-in registration at the congress desk (issue 26 §2; docs/decisions.md "Walk-in registration
// and front-desk accounts"). An organiser finds the member or makes a minimal account, chooses the
// registration category, takes the money in cash or on the desk's card terminal, and the badge
// prints at once. Everything is one transaction, claimed first by the page's idempotency key: a
// double click, a retry after a lost answer, or two requests at once record one walk-in.
import { createHash, randomBytes } from 'node:crypto';
import { ROLE_MEMBER, dialCodeOf } from '@congress/domain';
import {
  nameModeFor,
  walkInFee,
  walkInMemberSchema,
  walkInRegistrationSchema,
  WALK_IN_KEY_PATTERN,
  type WalkInMemberValues,
  type WalkInRegistrationValues,
} from '@congress/domain/validation';
import type { Knex } from 'knex';
import type { RequestContext } from '../../context';
import type { PayRow, RegistrationRow } from '../../db/rows';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { sendConfirmationMail } from '../auth/confirmation';
import { hashPassword } from '../auth/password';
import { isKnownCountry } from '../countries/countries.service';
import { createMember, findMemberById, usernameStatus, type MemberRow } from '../members/members.service';
import { searchMembers } from '../members/members.lookup';
import { noteAction } from '../memos/memos.service';
import { recordDeskPayment } from '../pays/payActions.service';
import { findPay } from '../pays/pays.lookup';
import { receiptReference } from '../receipts/receipts.service';
import { findRegistration, liveRegistrationsOf } from '../registrations/registrations.lookup';
import { insertDeskRegistration } from '../registrations/registrations.service';
import { claimWalkInKey, completeWalkIn, walkInByKey, type WalkInRequestRow } from './walkIn.repository';
import { recordDeskConsent } from '../consents/consents.lookup';
import { recordPersonalDataAccess } from '../accessRecord/accessRecord.service';

const SEARCH_LIMIT = 20;

export interface WalkInResult {
  registration: RegistrationRow;
  member: MemberRow;
  pay: PayRow | null;
  receiptReference: string | null;
  amountKrw: number;
  newAccount: boolean;
  replayed: boolean;
}

/** Organisers' member search for a walk-in (e-mail, names, licence number). */
export async function walkInMembers(ctx: RequestContext, text: string): Promise<MemberRow[]> {
  const query = text.trim();
  if (!query) throw invalidField('text', 'validation.required');
  if (query.length > 100) throw invalidField('text', 'validation.tooLong');
  return searchMembers(ctx.knex, query, ROLE_MEMBER, SEARCH_LIMIT);
}

const REGISTRATION_FIELDS = [
  'category',
  'occupation',
  'dinnerAttendance',
  'accompanyingPerson',
  'fee',
  'method',
  'memo',
] as const;

interface CheckedWalkIn {
  memberId: number | null;
  member: WalkInMemberValues | null;
  registration: WalkInRegistrationValues;
  kmaConsent: boolean;
}

/** Everything checked before the transaction: a refusal writes nothing and costs no hash. */
function checkInput(input: unknown): CheckedWalkIn {
  const raw = (input ?? {}) as Record<string, unknown>;
  const registration = parseInput(
    walkInRegistrationSchema,
    Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, raw[f] ?? undefined])),
  );
  const hasId = raw.memberId !== undefined && raw.memberId !== null;
  const hasMember = raw.member !== undefined && raw.member !== null;
  // One of them: the member found by the search, or the account to make.
  if (hasId === hasMember) throw invalidField('memberId', 'walkIn.memberRequired');
  let member: WalkInMemberValues | null = null;
  if (hasMember) {
    const given = raw.member as Record<string, unknown>;
    const schema = walkInMemberSchema(nameModeFor(String(given.country ?? '')));
    // A field left out is blank, as on the form: "required" rather than a type error.
    const parsed = schema.safeParse(
      Object.fromEntries(Object.keys(schema.shape).map((key) => [key, given[key] ?? ''])),
    );
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => ({
        field: `member.${issue.path.join('.') || '_'}`,
        code: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      }));
      throw validationError(fields.filter((f, i) => fields.findIndex((g) => g.field === f.field) === i));
    }
    member = parsed.data;
  }
  const fee = walkInFee(registration);
  if (!fee) throw invalidField('category', 'validation.required');
  // The page showed another amount (another fee, or the fee tables changed since it loaded).
  if (fee.total !== registration.fee) throw invalidField('fee', 'walkIn.feeChanged');
  return {
    memberId: hasId ? parseId(raw.memberId, 'memberId') : null,
    member,
    registration,
    kmaConsent: raw.kmaConsent === true,
  };
}

/** The request's checked values, hashed: a key sent again must carry the same. */
const requestHash = (checked: CheckedWalkIn) =>
  createHash('sha256').update(JSON.stringify(checked)).digest('hex');

const localeOfCountry = (country: string | null | undefined) => (country === 'KR' ? 'ko' : 'en');

/** The earlier walk-in of a key, as it was answered. */
async function replay(trx: Knex, row: WalkInRequestRow): Promise<WalkInResult> {
  const registration = row.registration_id ? await findRegistration(trx, row.registration_id) : undefined;
  const member = row.member_id ? await findMemberById(trx, row.member_id) : undefined;
  if (!registration || !member) throw new AppError('CONFLICT');
  return {
    registration,
    member,
    pay: row.pay_id ? ((await findPay(trx, row.pay_id)) ?? null) : null,
    receiptReference: row.receipt_number ? receiptReference(row.receipt_number) : null,
    amountKrw: row.amount_krw,
    newAccount: row.new_account,
    replayed: true,
  };
}

/**
 * The walk-in in the back office's access record (issue 39 §3), in its transaction: a new
 * account's number is known here only. A replay changed nothing and showed the member again.
 */
async function recorded(trx: Knex, ctx: RequestContext, result: WalkInResult): Promise<WalkInResult> {
  await recordPersonalDataAccess(
    ctx,
    {
      action: result.replayed ? 'READ' : 'CHANGE',
      operation: 'registerWalkIn',
      memberIds: [result.member.id],
      filter: { newAccount: result.newAccount, replayed: result.replayed },
    },
    trx,
  );
  return result;
}

const uniqueViolation = (error: unknown): string | null => {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' ? (e.constraint ?? '') : null;
};

async function newAccount(
  trx: Knex.Transaction,
  ctx: RequestContext,
  values: WalkInMemberValues,
  passwordHash: string,
): Promise<MemberRow> {
  if ((await usernameStatus(trx, values.email)).check)
    throw invalidField('member.email', 'validation.usernameTaken');
  if (!(await isKnownCountry(trx, values.country)))
    throw invalidField('member.country', 'validation.invalid');
  const now = ctx.clock.now();
  const id = await createMember(
    trx,
    {
      ...values,
      username: values.email,
      dialCode: dialCodeOf(values.country) ?? null,
      // Nobody knows it: the member sets their own through "find password" once the address is
      // confirmed (the confirmation mail goes out now).
      password: passwordHash,
      password_changed_at: now,
      confirmed: false,
      created_at: now,
      updated_at: now,
    },
    ROLE_MEMBER,
  );
  const member = (await findMemberById(trx, id))!;
  await sendConfirmationMail(trx, ctx, member, localeOfCountry(member.country));
  return member;
}

async function existingMember(trx: Knex.Transaction, id: number): Promise<MemberRow> {
  const member = await findMemberById(trx, id);
  if (!member || member.delete || member.role_name !== ROLE_MEMBER)
    throw invalidField('memberId', 'walkIn.noSuchMember');
  if (member.blocked) throw invalidField('memberId', 'walkIn.memberBlocked');
  return member;
}

/**
 * registerWalkIn: the member (found or new), the registration, the payment and its receipt, in
 * one transaction claimed by `key`. Bad input, an already registered member, a fee the page did
 * not show: nothing written. The same key again answers with the first walk-in (replayed).
 */
export async function registerWalkIn(
  ctx: RequestContext,
  organiser: MemberRow,
  input: unknown,
  idempotencyKey: string,
): Promise<WalkInResult> {
  const key = idempotencyKey.trim();
  if (!WALK_IN_KEY_PATTERN.test(key)) throw invalidField('idempotencyKey');
  const checked = checkInput(input);
  const hash = requestHash(checked);
  // Hashed before the transaction (argon2's CPU time holds no connection).
  const passwordHash = checked.member ? await hashPassword(`${randomBytes(24).toString('base64url')}a1`) : '';
  const { registration: values } = checked;
  try {
    return await ctx.knex.transaction(async (trx): Promise<WalkInResult> => {
      const now = ctx.clock.now();
      const claimed = await claimWalkInKey(trx, {
        idempotency_key: key,
        request_hash: hash,
        organiser_id: organiser.id,
        created_at: now,
      });
      if (!claimed) {
        const earlier = await walkInByKey(trx, key);
        if (!earlier || earlier.request_hash !== hash)
          throw invalidField('idempotencyKey', 'walkIn.keyReused');
        return recorded(trx, ctx, await replay(trx, earlier));
      }
      const member = checked.member
        ? await newAccount(trx, ctx, checked.member, passwordHash)
        : await existingMember(trx, checked.memberId as number);
      if ((await liveRegistrationsOf(trx, [member.id])).length)
        throw invalidField('memberId', 'walkIn.alreadyRegistered');
      const { row, fee } = await insertDeskRegistration(trx, ctx, member, values);
      if (checked.kmaConsent) await recordDeskConsent(trx, member.id, 'KMA_PROVISION', now);
      let pay: PayRow | null = null;
      let receiptNumber: number | null = null;
      if (fee.total > 0) {
        const taken = await recordDeskPayment(
          trx,
          ctx,
          organiser,
          row,
          member,
          values.method ?? 'CASH',
          values.memo ?? '',
        );
        pay = taken.pay;
        receiptNumber = taken.receiptNumber;
      } else if (values.memo) {
        await noteAction(trx, organiser, { relationId: row.id, type: 'REGISTRATION' }, values.memo, now);
      }
      const done = await completeWalkIn(trx, claimed.id, {
        member_id: member.id,
        registration_id: row.id,
        pay_id: pay?.id ?? null,
        receipt_number: receiptNumber,
        amount_krw: pay?.total ?? 0,
        new_account: Boolean(checked.member),
      });
      return recorded(trx, ctx, {
        registration: (await findRegistration(trx, row.id))!,
        member,
        pay,
        receiptReference: receiptNumber ? receiptReference(receiptNumber) : null,
        amountKrw: done.amount_krw,
        newAccount: done.new_account,
        replayed: false,
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    // Two walk-ins of one member, or one new address, with different keys at the same moment:
    // the second meets the unique index and wrote nothing.
    if (constraint.startsWith('registration_lists'))
      throw invalidField('memberId', 'walkIn.alreadyRegistered');
    if (constraint.startsWith('users')) throw invalidField('member.email', 'validation.usernameTaken');
    throw error;
  }
}
