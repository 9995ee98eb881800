// Consents kept as records (issue 39 §1; docs/decisions.md "Consent at sign-up, kept as records").
// Each consent is asked on its own, with its own text in both languages; every answer is a row
// (member, kind, version of the text, given or withdrawn, when, where) and a change is a new row.
// Texts are organisers' and versioned: a new version is a new row, and an answer names the version
// the member read (an answer to an older version than the current one is refused: reload).
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, parseInput, validationError } from '../../errors';
import type { MemberRow } from '../members/members.lookup';
import {
  answersOf,
  currentTexts,
  insertAnswers,
  insertTextVersion,
  latestAnswersOf,
  lockMemberConsents,
  textVersions,
  type ConsentKind,
  type ConsentSource,
  type ConsentTextRow,
  type MemberConsentKind,
} from './consents.repository';

/** Asked at sign-up, in this order. */
export const SIGN_UP_KINDS: readonly MemberConsentKind[] = ['COLLECTION', 'KMA_PROVISION', 'FUTURE_MAILS'];
/** Without these the service asked for cannot be given (sign-up; a visa letter). */
export const REQUIRED_KINDS: ReadonlySet<ConsentKind> = new Set(['COLLECTION', 'PASSPORT']);
/** Given or withdrawn by the member at any time in the member area. */
export const CHANGEABLE_KINDS: ReadonlySet<ConsentKind> = new Set(['KMA_PROVISION', 'FUTURE_MAILS']);

export interface ConsentAnswer {
  kind: ConsentKind;
  version: number;
  given: boolean;
}

export const isRequiredKind = (kind: ConsentKind) => REQUIRED_KINDS.has(kind);

async function currentTextOf(knex: Knex, kind: ConsentKind): Promise<ConsentTextRow> {
  const text = (await currentTexts(knex)).find((t) => t.kind === kind);
  if (!text) throw new AppError('NOT_FOUND', { message: `no ${kind} text` });
  return text;
}

export const listCurrentTexts = (knex: Knex) => currentTexts(knex);
export const privacyPolicy = (knex: Knex) => currentTextOf(knex, 'PRIVACY_POLICY');
export const listTextVersions = (knex: Knex, kind: ConsentKind) => textVersions(knex, kind);
export const consentHistoryOf = (knex: Knex, userId: number) => answersOf(knex, userId);

/**
 * Checks the answers to the kinds asked and returns the rows to record: each kind answered once,
 * to the current version; every required kind given. Refusals name the consent as the field
 * (`consents.<KIND>`) so the form marks it.
 */
async function checkedAnswers(
  knex: Knex,
  asked: readonly MemberConsentKind[],
  answers: readonly ConsentAnswer[] | null | undefined,
): Promise<{ kind: MemberConsentKind; version: number; given: boolean }[]> {
  const texts = new Map((await currentTexts(knex)).map((t) => [t.kind, t]));
  const byKind = new Map<ConsentKind, ConsentAnswer>();
  for (const answer of answers ?? []) {
    if (!asked.includes(answer.kind as MemberConsentKind) || byKind.has(answer.kind))
      throw validationError([{ field: `consents.${answer.kind}`, code: 'validation.invalid' }]);
    byKind.set(answer.kind, answer);
  }
  const fields = asked.flatMap((kind) => {
    const answer = byKind.get(kind);
    if (!answer) return [{ field: `consents.${kind}`, code: 'consent.missing' }];
    if (answer.version !== texts.get(kind)?.version)
      return [{ field: `consents.${kind}`, code: 'consent.stale' }];
    if (isRequiredKind(kind) && !answer.given)
      return [{ field: `consents.${kind}`, code: 'consent.requiredRefused' }];
    return [];
  });
  if (fields.length) throw validationError(fields);
  return asked.map((kind) => ({ kind, version: byKind.get(kind)!.version, given: byKind.get(kind)!.given }));
}

/**
 * Sign-up: the answers to COLLECTION, KMA_PROVISION and FUTURE_MAILS (and PASSPORT when passport
 * details come with the sign-up), checked before anything is written (checkSignUpConsents) and
 * recorded in the sign-up's transaction (recordConsents).
 */
export const checkSignUpConsents = (
  knex: Knex,
  answers: readonly ConsentAnswer[] | null | undefined,
  withPassport: boolean,
) => checkedAnswers(knex, withPassport ? [...SIGN_UP_KINDS, 'PASSPORT'] : SIGN_UP_KINDS, answers);

export async function recordConsents(
  trx: Knex.Transaction,
  userId: number,
  answers: readonly { kind: MemberConsentKind; version: number; given: boolean }[],
  source: ConsentSource,
  now: Date,
): Promise<void> {
  await insertAnswers(
    trx,
    answers.map((a) => ({
      user_id: userId,
      kind: a.kind,
      version: a.version,
      given: a.given,
      source,
      at: now,
    })),
  );
}

/**
 * A consent the member gave at the congress desk (a walk-in: the desk asks, the doctor answers),
 * to the text's current version, recorded in the walk-in's transaction.
 */
export async function recordDeskConsent(
  trx: Knex.Transaction,
  userId: number,
  kind: MemberConsentKind,
  now: Date,
): Promise<void> {
  const text = (await currentTexts(trx)).find((t) => t.kind === kind);
  if (!text) throw new Error(`no consent text of kind ${kind}`);
  await recordConsents(trx, userId, [{ kind, version: text.version, given: true }], 'DESK', now);
}

/** A visa letter request: the PASSPORT consent to the current version, given. */
export async function checkPassportConsent(knex: Knex, version: number | null | undefined) {
  const [answer] = await checkedAnswers(
    knex,
    ['PASSPORT'],
    version == null ? [] : [{ kind: 'PASSPORT', version, given: true }],
  );
  return answer!;
}

export interface MyConsentView {
  kind: ConsentKind;
  given: boolean;
  at: Date | null;
  version: number | null;
  changeable: boolean;
  text: ConsentTextRow;
}

/** The member's current answer to each sign-up consent (PASSPORT too once answered). */
export async function myConsents(knex: Knex, userId: number): Promise<MyConsentView[]> {
  const [texts, latest] = await Promise.all([currentTexts(knex), latestAnswersOf(knex, userId)]);
  const answers = new Map(latest.map((a) => [a.kind, a]));
  const kinds = [...SIGN_UP_KINDS, ...(answers.has('PASSPORT') ? (['PASSPORT'] as const) : [])];
  return kinds.map((kind) => {
    const answer = answers.get(kind);
    return {
      kind,
      given: answer?.given ?? false,
      at: answer?.at ?? null,
      version: answer?.version ?? null,
      changeable: CHANGEABLE_KINDS.has(kind),
      text: texts.find((t) => t.kind === kind)!,
    };
  });
}

/**
 * The member gives or withdraws an optional consent, answering the current version. Recorded only
 * when it changes the member's answer (or answers a newer version); the member's answers are
 * serialised, so two clicks at once write one row each at most and end in the last one's state.
 */
export async function setMyConsent(
  ctx: RequestContext,
  member: MemberRow,
  kind: ConsentKind,
  version: number,
  given: boolean,
): Promise<MyConsentView> {
  if (!CHANGEABLE_KINDS.has(kind)) throw validationError([{ field: 'kind', code: 'consent.notChangeable' }]);
  await ctx.knex.transaction(async (trx) => {
    await lockMemberConsents(trx, member.id);
    const [answer] = await checkedAnswers(trx, [kind as MemberConsentKind], [{ kind, version, given }]);
    const latest = (await latestAnswersOf(trx, member.id)).find((a) => a.kind === kind);
    if (latest && latest.given === given && latest.version === version) return;
    await recordConsents(trx, member.id, [answer!], 'MY_PAGE', ctx.clock.now());
  });
  return (await myConsents(ctx.knex, member.id)).find((c) => c.kind === kind)!;
}

const TEXT_MAX = 20_000;
const body = z.string().trim().min(1, 'validation.required').max(TEXT_MAX, 'validation.tooLong');
const textSchema = z.object({ body_en: body, body_ko: body });

/** Organisers: a new version of a text (the previous versions stay, answers name theirs). */
export async function publishConsentText(
  deps: AppDeps,
  organiser: MemberRow,
  input: { kind: ConsentKind; body_en: string; body_ko: string },
): Promise<ConsentTextRow> {
  const values = parseInput(textSchema, input);
  return deps.knex.transaction((trx) =>
    insertTextVersion(trx, { kind: input.kind, ...values, created_by: organiser.id }, deps.clock.now()),
  );
}
