// A second factor for the back office (issue 39 §5; docs/decisions.md "A second factor for the
// back office (issue 39)"): organisers and front-desk accounts add an authenticator app (TOTP)
// and passkeys (WebAuthn), with one-time recovery codes; a login of an account with a factor is
// two steps (password, then the factor); the society may require a factor of every organiser.
import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import QRCode from 'qrcode';
import type { RequestContext } from '../../context';
import { AppError, invalidField } from '../../errors';
import { minutesFrom } from '../../clock';
import { isFrontDesk, isOrganiser } from '../auth/guards';
import { verifyPassword } from '../auth/password';
import {
  accountKey,
  forgetAccount,
  requireAccountOpen,
  secondFactorLimit,
  spendOnAccount,
} from '../auth/rateLimits';
import { rememberAddress } from '../auth/loginGuessing';
import { findMemberById, type MemberRow } from '../members/members.lookup';
import { recordLogin } from '../members/members.service';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  PENDING_LOGIN_MAX_ATTEMPTS,
  PENDING_LOGIN_MINUTES,
  totpUri,
} from './rules';
import {
  challengeByTokenForUpdate,
  loginChallengeByToken,
  clearMustEnrol,
  deleteExpiredChallenges,
  deletePasskey,
  deleteRecoveryCodes,
  deleteTotp,
  findPolicy,
  findTotp,
  insertChallenge,
  insertPasskey,
  latestRegisterChallengeForUpdate,
  passkeyForUpdate,
  passkeysOf,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  setPolicy,
  totpForUpdate,
  updateChallenge,
  updatePasskey,
  updateTotp,
  upsertPendingTotp,
  spendRecoveryCode,
  type ChallengeRow,
} from './secondFactor.repository';
import { relyingPartyFor } from './relyingParty';
import { mailFactorChange } from './changeMail';
import { sessionOrigin, startSession } from './sessions';

const ISSUER = 'Congress back office';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Keyed by the token secret (outside the database): a copy of the table alone cannot be tried offline. */
const hashRecoveryCode = (ctx: RequestContext, userId: number, code: string) =>
  ctx.tokens.mac(`recovery-code.${userId}.${normaliseRecoveryCode(code)}`);

/** Who may hold a second factor: organisers and front-desk accounts. */
export const mayHoldSecondFactor = (ctx: RequestContext, user: MemberRow) =>
  isFrontDesk(user) || isOrganiser(user, ctx.config.ADMIN_ALLOWLIST);

export interface FactorSummary {
  totp: boolean;
  passkeys: number;
}

export async function factorsOf(knex: Knex, userId: number): Promise<FactorSummary> {
  const [totp, passkeys] = await Promise.all([findTotp(knex, userId), passkeysOf(knex, userId)]);
  return { totp: Boolean(totp?.confirmed_at), passkeys: passkeys.length };
}

const hasFactor = (f: FactorSummary) => f.totp || f.passkeys > 0;

export async function requiredForOrganisers(knex: Knex): Promise<boolean> {
  return Boolean((await findPolicy(knex))?.required_for_organisers);
}

/** The WebAuthn relying party: the site's host (PUBLIC_URL) and origin. */
const relyingParty = (ctx: RequestContext) => relyingPartyFor(ctx.origin);

// ---------------------------------------------------------------- login, step 1 (after the password)

export interface LoginStep {
  jwt: string | null;
  user: MemberRow | null;
  pendingToken: string | null;
  methods: string[];
  enrolRequired: boolean;
  enrolSuggested: boolean;
}

/**
 * After a right password: an account with a second factor gets a pending token (PENDING_LOGIN_MINUTES,
 * used once) and the methods it may finish with; any other a session. An organiser without a factor
 * gets a session that may only enrol one when the society requires it; the organiser printed at
 * start (ADMIN_EMAIL) is asked to set one up at each login until they have one.
 */
export async function afterPassword(ctx: RequestContext, user: MemberRow): Promise<LoginStep> {
  const factors = await factorsOf(ctx.knex, user.id);
  if (hasFactor(factors)) {
    const pendingToken = randomBytes(32).toString('base64url');
    await deleteExpiredChallenges(ctx.knex, ctx.clock.now());
    await insertChallenge(ctx.knex, {
      user_id: user.id,
      kind: 'login',
      token_hash: hashToken(pendingToken),
      webauthn_challenge: null,
      ip: ctx.ip.slice(0, 64),
      user_agent: ctx.userAgent.slice(0, 400),
      expires_at: minutesFrom(ctx.clock, PENDING_LOGIN_MINUTES),
    });
    const methods = [
      ...(factors.totp ? ['TOTP'] : []),
      ...(factors.passkeys ? ['PASSKEY'] : []),
      'RECOVERY_CODE',
    ];
    return { jwt: null, user: null, pendingToken, methods, enrolRequired: false, enrolSuggested: false };
  }
  const organiser = isOrganiser(user, ctx.config.ADMIN_ALLOWLIST);
  const enrolRequired = organiser && (await requiredForOrganisers(ctx.knex));
  const jwt = await startSession(ctx, user, sessionOrigin(ctx), enrolRequired);
  const printedAtStart = organiser && user.email.toLowerCase() === ctx.config.ADMIN_EMAIL.toLowerCase();
  return {
    jwt,
    user,
    pendingToken: null,
    methods: [],
    enrolRequired,
    enrolSuggested: !enrolRequired && printedAtStart,
  };
}

/** A second-factor account's refusal on the one-step login (the back office login asks the factor). */
export const secondFactorNeeded = () => new AppError('SECOND_FACTOR_REQUIRED');

// ---------------------------------------------------------------- login, step 2

const wrongFactor = () =>
  new AppError('INVALID_CREDENTIALS', { message: 'The code or passkey is not correct.' });
const pendingGone = () =>
  new AppError('LOGIN_EXPIRED', { message: 'The login has expired. Please enter your password again.' });

const livePending = (row: ChallengeRow | undefined, now: Date): row is ChallengeRow =>
  Boolean(
    row &&
    !row.used_at &&
    row.attempts < PENDING_LOGIN_MAX_ATTEMPTS &&
    new Date(row.expires_at).getTime() > now.getTime(),
  );

/** The pending login's user, read without a lock: for the guessing limit's key. */
async function pendingUserId(ctx: RequestContext, pendingToken: string): Promise<number> {
  const row = await loginChallengeByToken(ctx.knex, hashToken(pendingToken));
  if (!livePending(row, ctx.clock.now())) throw pendingGone();
  return row.user_id;
}

/** The passkey options of a pending login (a fresh challenge each time), as JSON. */
export async function beginPasskeyLogin(ctx: RequestContext, pendingToken: string): Promise<string> {
  const userId = await pendingUserId(ctx, pendingToken);
  const passkeys = await passkeysOf(ctx.knex, userId);
  if (!passkeys.length) throw new AppError('NOT_FOUND', { message: 'This account has no passkey.' });
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: passkeys.map((p) => ({
      id: p.credential_id,
      transports: (p.transports?.split(',').filter(Boolean) ?? []) as AuthenticatorTransport[],
    })),
    userVerification: 'preferred',
  });
  await ctx.knex.transaction(async (trx) => {
    const row = await challengeByTokenForUpdate(trx, hashToken(pendingToken));
    if (!livePending(row, ctx.clock.now())) throw pendingGone();
    await updateChallenge(trx, row.id, { webauthn_challenge: options.challenge });
  });
  return JSON.stringify(options);
}

export interface SecondFactorAnswer {
  totpCode?: string | null;
  recoveryCode?: string | null;
  passkeyResponse?: string | null;
}

/** A browser's WebAuthn answer as sent (JSON): its shape checked here, its content by the library. */
function parsePasskeyResponse<T extends { id: string; response: object }>(text: string): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidField('passkeyResponse');
  }
  const shaped = parsed as Partial<T> | null;
  if (typeof shaped?.id !== 'string' || !shaped.response || typeof shaped.response !== 'object')
    throw invalidField('passkeyResponse');
  return shaped as T;
}

type LoginMethod = 'TOTP' | 'RECOVERY_CODE' | 'PASSKEY';

/**
 * Checks the answer against the user's factors inside the pending login's transaction: the method
 * that let the user in, or null.
 */
async function acceptedMethod(
  ctx: RequestContext,
  trx: Knex.Transaction,
  row: ChallengeRow,
  answer: SecondFactorAnswer,
): Promise<LoginMethod | null> {
  const now = ctx.clock.now();
  if (answer.totpCode) {
    const totp = await totpForUpdate(trx, row.user_id);
    const secret = totp?.confirmed_at ? ctx.tokens.open(totp.secret_encrypted) : null;
    if (!totp || !secret) return null;
    const step = acceptedTotpStep(secret, answer.totpCode, now, totp.last_used_step);
    if (step === null) return null;
    await updateTotp(trx, row.user_id, { last_used_step: step });
    return 'TOTP';
  }
  if (answer.recoveryCode) {
    const hash = hashRecoveryCode(ctx, row.user_id, answer.recoveryCode);
    return (await spendRecoveryCode(trx, row.user_id, hash, now)) ? 'RECOVERY_CODE' : null;
  }
  const response = parsePasskeyResponse<AuthenticationResponseJSON>(answer.passkeyResponse ?? '');
  const passkey = await passkeyForUpdate(trx, row.user_id, response.id);
  if (!passkey || !row.webauthn_challenge) return null;
  const { rpID, origin } = relyingParty(ctx);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: row.webauthn_challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: Buffer.from(passkey.public_key, 'base64url'),
        counter: Number(passkey.counter),
      },
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    await updatePasskey(trx, passkey.id, {
      counter: result.authenticationInfo.newCounter,
      last_used_at: now,
    });
    // A passkey challenge answers once.
    await updateChallenge(trx, row.id, { webauthn_challenge: null });
    return 'PASSKEY';
  } catch {
    return null;
  }
}

/**
 * The second step: exactly one of a TOTP code, a recovery code (used once) or a passkey's answer.
 * Wrong answers count toward the pending login's PENDING_LOGIN_MAX_ATTEMPTS and the account's
 * guessing limit (secondFactorLimit, as wrong passwords: an address without failures still passes).
 * A login with a recovery code mails the owner (changeMail.ts), in the login's transaction.
 */
export async function completeLogin(ctx: RequestContext, pendingToken: string, answer: SecondFactorAnswer) {
  const given = [answer.totpCode, answer.recoveryCode, answer.passkeyResponse].filter((v) => v?.trim());
  if (given.length !== 1)
    throw new AppError('VALIDATION_FAILED', {
      message: 'Give one of a code from the app, a recovery code or a passkey.',
      fields: [{ field: 'totpCode', code: 'validation.required' }],
    });
  const userId = await pendingUserId(ctx, pendingToken);
  const key = accountKey(`second-factor:${userId}`);
  const limit = secondFactorLimit(ctx.limits);
  const { recorded } = await requireAccountOpen(limit, key, ctx.ip);
  const outcome = await ctx.knex.transaction(async (trx) => {
    const row = await challengeByTokenForUpdate(trx, hashToken(pendingToken));
    if (!livePending(row, ctx.clock.now())) return 'gone' as const;
    const method = await acceptedMethod(ctx, trx, row, answer);
    if (!method) {
      await updateChallenge(trx, row.id, { attempts: row.attempts + 1 });
      return 'wrong' as const;
    }
    await updateChallenge(trx, row.id, { used_at: ctx.clock.now() });
    const user = await findMemberById(trx, row.user_id);
    if (!user || user.delete) return 'gone' as const;
    if (user.blocked) throw new AppError('ACCOUNT_BLOCKED');
    await recordLogin(trx, user.id, ctx.clock.now());
    if (method === 'RECOVERY_CODE')
      await mailFactorChange(trx, ctx, user, {
        kind: 'RECOVERY_CODE_USED',
        left: await recoveryCodesLeft(trx, user.id),
      });
    return { user, jwt: await startSession(ctx, user, sessionOrigin(ctx), false, trx) };
  });
  if (outcome === 'gone') throw pendingGone();
  if (outcome === 'wrong') {
    await spendOnAccount(limit, key, ctx.ip);
    throw wrongFactor();
  }
  await Promise.all([
    recorded ? forgetAccount(limit, key, ctx.ip) : undefined,
    rememberAddress(ctx.limits, accountKey(outcome.user.email), ctx.ip),
  ]);
  return outcome;
}

// ---------------------------------------------------------------- enrolment

/** The viewer's factors as the security page shows them. */
export async function secondFactorStatus(ctx: RequestContext, viewer: MemberRow) {
  const [totp, passkeys, left, required] = await Promise.all([
    findTotp(ctx.knex, viewer.id),
    passkeysOf(ctx.knex, viewer.id),
    recoveryCodesLeft(ctx.knex, viewer.id),
    requiredForOrganisers(ctx.knex),
  ]);
  return {
    totp: Boolean(totp?.confirmed_at),
    passkeys: passkeys.map((p) => ({
      id: String(p.id),
      name: p.name,
      createdAt: p.created_at,
      lastUsedAt: p.last_used_at,
    })),
    recoveryCodesLeft: left,
    required: required && isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST),
    mustEnrol: Boolean(ctx.auth.mustEnrol),
  };
}

/**
 * A new TOTP secret, waiting for its first code. The secret is shown this once (with its QR code)
 * and stored encrypted; once confirmed it is never returned again.
 */
export async function startTotpEnrolment(ctx: RequestContext, viewer: MemberRow) {
  if ((await findTotp(ctx.knex, viewer.id))?.confirmed_at)
    throw new AppError('CONFLICT', { message: 'An authenticator app is already set up: remove it first.' });
  const secret = newTotpSecret();
  await upsertPendingTotp(ctx.knex, viewer.id, ctx.tokens.seal(secret), ctx.clock.now());
  const uri = totpUri(secret, viewer.email, ISSUER);
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** Recovery codes for a user who had none (their first factor); empty otherwise. */
async function firstFactorExtras(
  ctx: RequestContext,
  trx: Knex.Transaction,
  userId: number,
): Promise<string[]> {
  await clearMustEnrol(trx, userId);
  if ((await recoveryCodesLeft(trx, userId)) > 0) return [];
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    trx,
    userId,
    codes.map((c) => hashRecoveryCode(ctx, userId, c)),
  );
  return codes;
}

/**
 * The first code from the app confirms the secret; the first factor brings the recovery codes
 * (shown once). The owner is mailed in the same transaction.
 */
export async function confirmTotpEnrolment(ctx: RequestContext, viewer: MemberRow, code: string) {
  return ctx.knex.transaction(async (trx) => {
    const totp = await totpForUpdate(trx, viewer.id);
    if (!totp || totp.confirmed_at)
      throw new AppError('CONFLICT', { message: 'Start the authenticator app set-up first.' });
    const secret = ctx.tokens.open(totp.secret_encrypted);
    const step = secret ? acceptedTotpStep(secret, code, ctx.clock.now(), null) : null;
    if (step === null) throw invalidField('code', 'validation.invalid');
    await updateTotp(trx, viewer.id, { confirmed_at: ctx.clock.now(), last_used_step: step });
    const recoveryCodes = await firstFactorExtras(ctx, trx, viewer.id);
    await mailFactorChange(trx, ctx, viewer, { kind: 'TOTP_ADDED' });
    return { recoveryCodes };
  });
}

/** Passkey registration options (JSON) with a fresh challenge (PENDING_LOGIN_MINUTES). */
export async function beginPasskeyRegistration(ctx: RequestContext, viewer: MemberRow): Promise<string> {
  const existing = await passkeysOf(ctx.knex, viewer.id);
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID: relyingParty(ctx).rpID,
    userName: viewer.email,
    userDisplayName: [viewer.givenName, viewer.familyName].filter(Boolean).join(' ') || viewer.email,
    userID: Uint8Array.from(Buffer.from(`user-${viewer.id}`)),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await insertChallenge(ctx.knex, {
    user_id: viewer.id,
    kind: 'register',
    token_hash: null,
    webauthn_challenge: options.challenge,
    ip: ctx.ip.slice(0, 64),
    user_agent: ctx.userAgent.slice(0, 400),
    expires_at: minutesFrom(ctx.clock, PENDING_LOGIN_MINUTES),
  });
  return JSON.stringify(options);
}

/** Stores the passkey the browser created for the latest registration challenge; mails the owner. */
export async function finishPasskeyRegistration(
  ctx: RequestContext,
  viewer: MemberRow,
  responseText: string,
  name: string | null | undefined,
) {
  const response = parsePasskeyResponse<RegistrationResponseJSON>(responseText);
  const label = (name ?? '').trim().slice(0, 100) || 'Passkey';
  const { rpID, origin } = relyingParty(ctx);
  return ctx.knex.transaction(async (trx) => {
    const challenge = await latestRegisterChallengeForUpdate(trx, viewer.id);
    if (!challenge?.webauthn_challenge || new Date(challenge.expires_at) <= ctx.clock.now())
      throw new AppError('CONFLICT', { message: 'Start the passkey registration again.' });
    await updateChallenge(trx, challenge.id, { used_at: ctx.clock.now() });
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.webauthn_challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
    } catch {
      throw invalidField('passkeyResponse');
    }
    if (!verified.verified || !verified.registrationInfo) throw invalidField('passkeyResponse');
    const { credential } = verified.registrationInfo;
    const inserted = await insertPasskey(trx, {
      user_id: viewer.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports?.join(',') ?? null,
      name: label,
      created_at: ctx.clock.now(),
    });
    if (!inserted.length) throw new AppError('CONFLICT', { message: 'This passkey is already registered.' });
    const recoveryCodes = await firstFactorExtras(ctx, trx, viewer.id);
    await mailFactorChange(trx, ctx, viewer, { kind: 'PASSKEY_ADDED', name: label });
    return { recoveryCodes };
  });
}

async function requirePassword(viewer: MemberRow, currentPassword: string) {
  if (!(await verifyPassword(viewer.password, currentPassword)))
    throw invalidField('currentPassword', 'validation.currentPassword');
}

/**
 * Removes the authenticator app (no passkeyId) or one passkey, after the password. The last factor
 * of an organiser the society requires one of stays; with no factor left the recovery codes go.
 * The owner is mailed in the same transaction (not for an app set-up never confirmed: no factor).
 */
export async function removeSecondFactor(
  ctx: RequestContext,
  viewer: MemberRow,
  currentPassword: string,
  passkeyId: number | null,
) {
  await requirePassword(viewer, currentPassword);
  const required = isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST) && (await requiredForOrganisers(ctx.knex));
  await ctx.knex.transaction(async (trx) => {
    // Serialises this user's removals: two at once cannot both see the other factor left.
    await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [39_05, viewer.id]);
    const totp = passkeyId === null ? await totpForUpdate(trx, viewer.id) : undefined;
    const passkeyName = passkeyId === null ? undefined : await deletePasskey(trx, viewer.id, passkeyId);
    if (totp) await deleteTotp(trx, viewer.id);
    else if (passkeyName === undefined) throw new AppError('NOT_FOUND');
    const noneLeft = !hasFactor(await factorsOf(trx, viewer.id));
    if (noneLeft && required)
      throw new AppError('CONFLICT', {
        message:
          'The society requires a second factor of every organiser: add another one before removing this one.',
      });
    if (noneLeft) await deleteRecoveryCodes(trx, viewer.id);
    if (passkeyName !== undefined)
      await mailFactorChange(trx, ctx, viewer, { kind: 'PASSKEY_REMOVED', name: passkeyName, noneLeft });
    else if (totp?.confirmed_at) await mailFactorChange(trx, ctx, viewer, { kind: 'TOTP_REMOVED', noneLeft });
  });
}

/** New recovery codes (the old ones stop working), after the password; shown once; the owner is mailed. */
export async function regenerateRecoveryCodes(
  ctx: RequestContext,
  viewer: MemberRow,
  currentPassword: string,
) {
  await requirePassword(viewer, currentPassword);
  if (!hasFactor(await factorsOf(ctx.knex, viewer.id)))
    throw new AppError('CONFLICT', { message: 'Set up an authenticator app or a passkey first.' });
  const codes = newRecoveryCodes();
  await ctx.knex.transaction(async (trx) => {
    await replaceRecoveryCodes(
      trx,
      viewer.id,
      codes.map((c) => hashRecoveryCode(ctx, viewer.id, c)),
    );
    await mailFactorChange(trx, ctx, viewer, { kind: 'RECOVERY_CODES_REGENERATED' });
  });
  return { recoveryCodes: codes };
}

// ---------------------------------------------------------------- the society's setting

export async function secondFactorPolicy(ctx: RequestContext) {
  return { requiredForOrganisers: await requiredForOrganisers(ctx.knex) };
}

/**
 * Organisers: require a second factor of every organiser (from their next login: until they enrol
 * one, their session may do nothing else). The organiser turning it on must have one themselves.
 */
export async function setSecondFactorRequired(ctx: RequestContext, viewer: MemberRow, required: boolean) {
  if (required && !hasFactor(await factorsOf(ctx.knex, viewer.id)))
    throw new AppError('CONFLICT', {
      message: 'Set up your own second factor before requiring one of every organiser.',
    });
  await setPolicy(ctx.knex, required, viewer.id, ctx.clock.now());
  return { requiredForOrganisers: required };
}
