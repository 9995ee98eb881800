// Visa invitation letters (docs/decisions.md, "Visa invitation letters"): a registered member asks
// with their passport details (kept on their profile too); organisers approve (the letter gets
// its number) or reject with a reason, and the member is mailed the decision; the approved letter
// downloads as a PDF (visaLetters.routes.ts) by its owner or an organiser.
import {
  mayDecideVisaLetter,
  mayRevokeVisaLetter,
  VISA_LETTER_STATUS_LABELS,
  visaLetterReference,
  type Locale,
} from '@congress/domain';
import { seoulToday, visaLetterDecisionSchema, visaLetterSchema } from '@congress/domain/validation';
import type { AppDeps, RequestContext } from '../../context';
import type { RegistrationRow } from '../../db/rows';
import { AppError, parseInput, validationError } from '../../errors';
import { runList, type ListArgs } from '../../lists/query';
import { siteUrl } from '../auth/confirmation';
import { queueTemplatedMail } from '../mail/mail.service';
import { setVisaDetails, type MemberRow } from '../members/members.service';
import { VISA_LETTERS_LIST_DEFINITION } from './visaLetters.list';
import { REGISTRATION_LINES, renderVisaLetterPdf } from './visaLetters.pdf';
import {
  findVisaLetterById,
  findVisaLetterOfMember,
  lockVisaLetter,
  nextLetterSerial,
  passportNumberOf,
  recordDecision,
  upsertRequest,
  type VisaLetterRow,
} from './visaLetters.repository';
import { checkPassportConsent, recordConsents } from '../consents/consents.lookup';
import { recordPersonalDataAccess } from '../accessRecord/accessRecord.service';

export type { VisaLetterRow } from './visaLetters.repository';

/**
 * A request as GraphQL serves it: its passport number is shown masked (passport_number_masked)
 * unless the row carries the whole number here, which only the member's own request and
 * revealPassportNumber (an organiser opening one request) put there.
 */
export type VisaLetterView = VisaLetterRow & { passport_number_clear?: string };

/** The member's own request, with their passport number whole (they typed it; the form shows it). */
const asOwn = (row: VisaLetterRow, clear = passportNumberOf(row)): VisaLetterView => ({
  ...row,
  passport_number_clear: clear,
});

/** Where the member finds the letter (the decision mail links there). */
export const MY_REGISTRATION_PATH = '/mypage/my_registration';

export const pdfPathOf = (row: Pick<VisaLetterRow, 'id'>) => `/visa-letter/${row.id}.pdf`;

export const listVisaLetters = (ctx: RequestContext, args: ListArgs) =>
  runList<VisaLetterRow>(VISA_LETTERS_LIST_DEFINITION, ctx, args);

/**
 * THE place where an organiser sees a member's whole passport number: the one request they open
 * (GraphQL `visaLetter(id)`, the back office's detail). Lists, exports and decisions show it
 * masked. The back-office access record (issue 39 §3) records this read here.
 */
export async function revealPassportNumber(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
): Promise<VisaLetterView | null> {
  const row = await findVisaLetterById(ctx.knex, id);
  if (!row) return null;
  // The whole number leaves the database only with its record (who, when, from where, whose).
  if (row.user_id !== organiser.id)
    await recordPersonalDataAccess(ctx, {
      action: 'READ',
      operation: 'visaLetter',
      memberIds: [row.user_id],
    });
  return { ...row, passport_number_clear: passportNumberOf(row) };
}

export const myVisaLetter = async (
  ctx: RequestContext,
  member: MemberRow,
): Promise<VisaLetterView | null> => {
  const row = await findVisaLetterOfMember(ctx.knex, member.id);
  return row && asOwn(row);
};

/** A letter needs a live registration (the letter states it) that is neither refunded nor cancelled. */
const registrationAllowsLetter = (
  registration: RegistrationRow | null | undefined,
): registration is RegistrationRow => registration != null && registration.price_status in REGISTRATION_LINES;

/**
 * The member asks for the letter or changes the request (not once approved). The details are
 * checked by the shared schema against today in Korea; the request and the profile's visa fields
 * are written in one transaction.
 */
export async function requestVisaLetter(
  ctx: RequestContext,
  member: MemberRow,
  input: unknown,
  locale: Locale,
): Promise<VisaLetterView> {
  const now = ctx.clock.now();
  const values = parseInput(visaLetterSchema(seoulToday(now)), input);
  // The passport number is a unique identifier (PIPA Art. 24): its own consent, asked with the request.
  const passportConsent = await checkPassportConsent(
    ctx.knex,
    (input as { passportConsentVersion?: number | null }).passportConsentVersion,
  );
  const registration = await ctx.loaders.liveRegistrationByMember.load(member.id);
  if (!registrationAllowsLetter(registration))
    throw validationError([{ field: 'registration', code: 'visaLetter.registrationRequired' }]);
  return ctx.knex.transaction(async (trx) => {
    await recordConsents(trx, member.id, [passportConsent], 'VISA_LETTER', now);
    const row = await upsertRequest(
      trx,
      member.id,
      {
        given_name: values.visaGivenName,
        family_name: values.visaFamilyName,
        nationality: values.visaCountry,
        passport_number: values.visaPassportNumber,
        birth: values.visaBirth,
        issue: values.visaIssue,
        expire: values.visaExpire,
      },
      locale,
      now,
    );
    if (!row) throw validationError([{ field: 'status', code: 'visaLetter.alreadyApproved' }]);
    await setVisaDetails(trx, member.id, values, now);
    return asOwn(row, values.visaPassportNumber);
  });
}

/**
 * An organiser approves or rejects a waiting request. The row is locked, so two organisers
 * deciding at once decide once; the decision and the member's mail commit together.
 */
export const decideVisaLetter = (
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
  input: { decision: unknown; reason?: unknown },
): Promise<VisaLetterRow> =>
  recordOrganiserDecision(ctx, organiser, id, parseInput(visaLetterDecisionSchema, input), {
    allowed: mayDecideVisaLetter,
    refusal: 'visaLetter.alreadyDecided',
  });

/** An organiser withdraws an issued letter, with a reason mailed to the member (mayRevokeVisaLetter). */
export const revokeVisaLetter = (
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
  input: { reason: unknown },
): Promise<VisaLetterRow> =>
  recordOrganiserDecision(
    ctx,
    organiser,
    id,
    parseInput(visaLetterDecisionSchema, { decision: 'REJECTED', reason: input.reason }),
    { allowed: mayRevokeVisaLetter, refusal: 'visaLetter.notApproved' },
  );

async function recordOrganiserDecision(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
  { decision, reason }: { decision: 'APPROVED' | 'REJECTED'; reason?: string },
  rule: { allowed: (status: VisaLetterRow['status']) => boolean; refusal: string },
): Promise<VisaLetterRow> {
  const now = ctx.clock.now();
  // Other modules' rows are read before the transaction, on the request's own connection: the
  // embedded database serves one session, and a read outside an open transaction would wait for it.
  const found = await findVisaLetterById(ctx.knex, id);
  if (!found) throw new AppError('NOT_FOUND');
  const member = await ctx.loaders.memberById.load(found.user_id);
  if (!member) throw new AppError('NOT_FOUND');
  const registration = await ctx.loaders.liveRegistrationByMember.load(found.user_id);
  return ctx.knex.transaction(async (trx) => {
    const row = await lockVisaLetter(trx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (!rule.allowed(row.status)) throw validationError([{ field: 'status', code: rule.refusal }]);
    if (decision === 'APPROVED' && !registrationAllowsLetter(registration))
      throw validationError([{ field: 'registration', code: 'visaLetter.registrationRequired' }]);
    const decided = await recordDecision(trx, id, {
      status: decision,
      decided_by: organiser.id,
      decided_at: now,
      reason: decision === 'REJECTED' ? (reason ?? null) : null,
      letter_number: decision === 'APPROVED' ? visaLetterReference(await nextLetterSerial(trx)) : null,
    });
    const myRegistrationUrl = `${siteUrl(ctx)}${MY_REGISTRATION_PATH}`;
    await queueTemplatedMail(trx, ctx as AppDeps, {
      type: 'VISA_LETTER_DECISION',
      to: member.email,
      locale: decided.locale,
      values: {
        ...member,
        status: VISA_LETTER_STATUS_LABELS[decided.status][decided.locale],
        letter_number: decided.letter_number ?? '—',
        reason: decided.reason ?? '—',
        given_name: decided.given_name,
        family_name: decided.family_name,
        myRegistrationUrl,
      },
      trusted: ['myRegistrationUrl'],
    });
    return decided;
  });
}

/**
 * The approved letter's PDF, for its owner or an organiser. A request that is not approved, or a
 * member whose registration is gone, refunded or cancelled, has no letter to download.
 */
export async function visaLetterPdf(
  ctx: RequestContext,
  viewer: { user: MemberRow; isOrganiser: boolean },
  id: number,
): Promise<{ row: VisaLetterRow; pdf: Buffer }> {
  const row = await findVisaLetterById(ctx.knex, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.user_id !== viewer.user.id && !viewer.isOrganiser) throw new AppError('NOT_PERMITTED');
  if (row.status !== 'APPROVED') throw new AppError('NOT_FOUND');
  const registration = await ctx.loaders.liveRegistrationByMember.load(row.user_id);
  if (!registrationAllowsLetter(registration)) throw new AppError('CONFLICT');
  // The letter prints the whole number (the embassy checks it against the passport).
  const pdf = await renderVisaLetterPdf({
    letter: { ...row, passport_number: passportNumberOf(row) },
    registrationStatus: registration.price_status,
  });
  return { row, pdf };
}
