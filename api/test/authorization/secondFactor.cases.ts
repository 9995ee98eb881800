// Rows of the authorisation matrix (../authorization.test.ts) for the second factor and sessions
// (issue 39 §5). The login steps are public; a factor and sessions are the viewer's own, for
// organisers and the front desk ('desk'); the society's setting is organisers'.
import { ROLE_ADMIN, ROLE_FRONT_DESK } from '@congress/domain';
import { randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import type { GraphQLResult, Harness } from '../harness';
import { relyingPartyOf, SoftPasskey } from '../passkeySteps';

type Caller =
  'anonymous' | 'owner' | 'otherMember' | 'invitedSpeaker' | 'admin' | 'offListOrganiser' | 'frontDesk';
type Rule = 'public' | 'admin' | 'desk';
interface Doc {
  query: string;
  variables?: Record<string, unknown>;
  effect?: (result: GraphQLResult<never>, allowed: boolean) => Promise<void> | void;
}
interface Case {
  rule: Rule;
  doc: (ids: { unique: () => string }, h: Harness, caller: Caller) => Doc | Promise<Doc>;
}

/** The one secret every back-office account of the matrix is given (TOTP rows are per user). */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Ids of every account that may hold a factor (organiser or front-desk role, not deleted). */
const backOfficeIds = (h: Harness): Promise<number[]> =>
  h
    .knex('users')
    .join('roles', 'roles.id', 'users.role_id')
    .whereIn('roles.name', [ROLE_ADMIN, ROLE_FRONT_DESK])
    .where('users.delete', false)
    .pluck('users.id');

/** The caller's account: the matrix's organiser by address, its front desk the first desk account made. */
async function callerId(h: Harness, caller: Caller): Promise<number | undefined> {
  if (caller === 'admin')
    return (await h.knex('users').where({ email: 'matrix-organiser@example.org' }).first('id'))?.id;
  if (caller === 'frontDesk')
    return (
      await h
        .knex('users')
        .join('roles', 'roles.id', 'users.role_id')
        .where('roles.name', ROLE_FRONT_DESK)
        .orderBy('users.id')
        .first('users.id')
    )?.id;
  return undefined;
}

/** Every back-office account gets a confirmed (or a pending) authenticator app with SECRET. */
async function giveTotp(h: Harness, confirmed: boolean) {
  const now = new Date();
  for (const id of await backOfficeIds(h))
    await h
      .knex('second_factor_totp')
      .insert({
        user_id: id,
        secret_encrypted: h.tokens.seal(SECRET),
        confirmed_at: confirmed ? now : null,
        last_used_step: null,
        created_at: now,
      })
      .onConflict('user_id')
      .merge();
}

const confirmedTotps = async (h: Harness) =>
  Number((await h.knex('second_factor_totp').whereNotNull('confirmed_at').count({ n: '*' }))[0]!.n);

/** The effect of a mutation whose change is one more or one fewer row of a count. */
const countChange =
  (h: Harness, count: (h: Harness) => Promise<number>, before: number, delta: number) =>
  async (_result: GraphQLResult<never>, allowed: boolean) =>
    expect(await count(h)).toBe(allowed ? before + delta : before);

const dataOrNull =
  (field: string, check: (value: unknown) => void) => (result: GraphQLResult<never>, allowed: boolean) => {
    if (!allowed) return expect(result.data).toBeNull();
    check((result.data as Record<string, unknown> | null)?.[field]);
  };

export const SECOND_FACTOR_CASES: Record<string, Case[]> = {
  secondFactorStatus: [
    {
      rule: 'desk',
      doc: () => ({
        query: '{ secondFactorStatus { totp recoveryCodesLeft } }',
        effect: dataOrNull('secondFactorStatus', (v) =>
          expect(v).toEqual({ totp: expect.any(Boolean), recoveryCodesLeft: expect.any(Number) }),
        ),
      }),
    },
  ],
  secondFactorPolicy: [
    {
      rule: 'admin',
      doc: () => ({
        query: '{ secondFactorPolicy { requiredForOrganisers } }',
        effect: dataOrNull('secondFactorPolicy', (v) => expect(v).toEqual({ requiredForOrganisers: false })),
      }),
    },
  ],
  loginSessions: [
    {
      rule: 'desk',
      doc: () => ({
        query: '{ loginSessions { id current } }',
        effect: dataOrNull('loginSessions', (v) => expect(Array.isArray(v)).toBe(true)),
      }),
    },
  ],
  beginLogin: [
    {
      rule: 'public',
      doc: () => ({
        query:
          'mutation { beginLogin(identifier: "nobody-two-step@example.org", password: "wrong-pass1") { jwt pendingToken } }',
      }),
    },
  ],
  beginPasskeyLogin: [
    {
      rule: 'public',
      doc: () => ({ query: 'mutation { beginPasskeyLogin(pendingToken: "not-a-pending-login") }' }),
    },
  ],
  completeLogin: [
    {
      rule: 'public',
      doc: () => ({
        query: 'mutation { completeLogin(pendingToken: "not-a-pending-login", totpCode: "123456") { jwt } }',
      }),
    },
  ],
  startTotpEnrolment: [
    {
      rule: 'desk',
      // No confirmed app yet for anyone (the confirmation's row runs next).
      doc: async (_i, h) => {
        await h.knex('second_factor_totp').delete();
        return {
          query: 'mutation { startTotpEnrolment { secret uri } }',
          effect: dataOrNull('startTotpEnrolment', (v) =>
            expect(v).toEqual({ secret: expect.any(String), uri: expect.stringMatching(/^otpauth:/) }),
          ),
        };
      },
    },
  ],
  confirmTotpEnrolment: [
    {
      rule: 'desk',
      doc: async (_i, h) => {
        await giveTotp(h, false);
        const before = await confirmedTotps(h);
        return {
          query: 'mutation ($c: String!) { confirmTotpEnrolment(code: $c) { recoveryCodes } }',
          variables: { c: generateSync({ secret: SECRET }) },
          effect: countChange(h, confirmedTotps, before, 1),
        };
      },
    },
  ],
  beginPasskeyRegistration: [
    {
      rule: 'desk',
      doc: () => ({
        query: 'mutation { beginPasskeyRegistration }',
        effect: dataOrNull('beginPasskeyRegistration', (v) =>
          expect(JSON.parse(String(v))).toEqual(expect.objectContaining({ challenge: expect.any(String) })),
        ),
      }),
    },
  ],
  finishPasskeyRegistration: [
    {
      rule: 'desk',
      // A registration challenge of this doc's for every back-office account; a new passkey answers it.
      doc: async (_i, h) => {
        const challenge = randomBytes(32).toString('base64url');
        const expires = new Date(Date.now() + 60_000);
        for (const id of await backOfficeIds(h))
          await h.knex('second_factor_challenges').insert({
            user_id: id,
            kind: 'register',
            webauthn_challenge: challenge,
            expires_at: expires,
          });
        const { rpID, origin } = relyingPartyOf(h.config.PUBLIC_URL ?? h.url);
        const passkey = new SoftPasskey(rpID, origin);
        const count = async (k: Harness) =>
          Number((await k.knex('second_factor_passkeys').count({ n: '*' }))[0]!.n);
        return {
          query:
            'mutation ($r: String!) { finishPasskeyRegistration(response: $r, name: "Matrix") { recoveryCodes } }',
          variables: { r: passkey.register(challenge) },
          effect: countChange(h, count, await count(h), 1),
        };
      },
    },
  ],
  removeSecondFactor: [
    {
      rule: 'desk',
      doc: async (_i, h) => {
        await giveTotp(h, true);
        return {
          query: 'mutation { removeSecondFactor(currentPassword: "Password2024") { ok } }',
          effect: countChange(h, confirmedTotps, await confirmedTotps(h), -1),
        };
      },
    },
  ],
  regenerateRecoveryCodes: [
    {
      rule: 'desk',
      doc: async (_i, h, caller) => {
        await giveTotp(h, true);
        const id = await callerId(h, caller);
        const before = id
          ? await h.knex('second_factor_recovery_codes').where({ user_id: id }).pluck('code_hash')
          : [];
        return {
          query: 'mutation { regenerateRecoveryCodes(currentPassword: "Password2024") { recoveryCodes } }',
          effect: async (result, allowed) => {
            if (!allowed) return expect(result.data).toBeNull();
            const after = await h
              .knex('second_factor_recovery_codes')
              .where({ user_id: id })
              .pluck('code_hash');
            expect(after).toHaveLength(10);
            expect(after.filter((c: string) => before.includes(c))).toEqual([]);
          },
        };
      },
    },
  ],
  setSecondFactorRequired: [
    {
      rule: 'admin',
      // Off (it is off): the change is its record, who and when.
      doc: async (_i, h) => {
        const before = await h.knex('second_factor_policy').where({ id: 1 }).first();
        return {
          query: 'mutation { setSecondFactorRequired(required: false) { requiredForOrganisers } }',
          effect: async (_r, allowed) => {
            const after = await h.knex('second_factor_policy').where({ id: 1 }).first();
            if (allowed) expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
            else expect(after).toEqual(before);
          },
        };
      },
    },
  ],
  endLoginSession: [
    {
      rule: 'desk',
      // A session of the caller's own (refused callers are given the organiser's: it stays).
      doc: async (_i, h, caller) => {
        const userId = (await callerId(h, caller)) ?? (await callerId(h, 'admin'))!;
        const id = randomBytes(16).toString('base64url');
        const now = new Date();
        await h.knex('login_sessions').insert({ id, user_id: userId, created_at: now, last_seen_at: now });
        return {
          query: 'mutation ($id: ID!) { endLoginSession(id: $id) { ok } }',
          variables: { id },
          effect: async (_r, allowed) => {
            const row = await h.knex('login_sessions').where({ id }).first();
            expect(row.ended_at !== null).toBe(allowed);
          },
        };
      },
    },
  ],
  endOtherLoginSessions: [
    {
      rule: 'desk',
      doc: async (_i, h, caller) => {
        const userId = (await callerId(h, caller)) ?? (await callerId(h, 'admin'))!;
        const id = randomBytes(16).toString('base64url');
        const now = new Date();
        await h.knex('login_sessions').insert({ id, user_id: userId, created_at: now, last_seen_at: now });
        return {
          query: 'mutation { endOtherLoginSessions { ok } }',
          effect: async (_r, allowed) => {
            const row = await h.knex('login_sessions').where({ id }).first();
            expect(row.ended_at !== null).toBe(allowed);
          },
        };
      },
    },
  ],
};
