// SQL of the second factor's tables and of login_sessions (migration 20240101009500).
import type { Knex } from 'knex';
import type {
  LoginSessionsTable,
  SecondFactorChallengesTable,
  SecondFactorPasskeysTable,
  SecondFactorTotpTable,
} from '../../generated/tables';

export type LoginSessionRow = LoginSessionsTable;
export type TotpRow = SecondFactorTotpTable;
export type PasskeyRow = SecondFactorPasskeysTable;
export type ChallengeRow = SecondFactorChallengesTable;

// ---- sessions

export const insertSession = (knex: Knex, row: Omit<LoginSessionRow, 'ended_at'>) =>
  knex('login_sessions').insert(row);

export const findSession = async (knex: Knex, id: string): Promise<LoginSessionRow | undefined> =>
  knex('login_sessions').where({ id }).first();

/** Last seen: written at most once per `staleBefore` interval (not on every request). */
export const touchSession = (knex: Knex, id: string, now: Date, staleBefore: Date) =>
  knex('login_sessions')
    .where({ id })
    .whereNull('ended_at')
    .where('last_seen_at', '<', staleBefore)
    .update({ last_seen_at: now });

export const activeSessions = (knex: Knex, userId: number): Promise<LoginSessionRow[]> =>
  knex('login_sessions')
    .where({ user_id: userId })
    .whereNull('ended_at')
    .orderBy([
      { column: 'last_seen_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ]);

/** Ends one of the user's live sessions; the number ended (0: none such). */
export const endSessionRow = (knex: Knex, userId: number, id: string, now: Date): Promise<number> =>
  knex('login_sessions').where({ id, user_id: userId }).whereNull('ended_at').update({ ended_at: now });

/** Ends every live session of the user but `keep` (none kept when absent). */
export const endSessionsOf = (knex: Knex, userId: number, now: Date, keep?: string): Promise<number> =>
  knex('login_sessions')
    .where({ user_id: userId })
    .whereNull('ended_at')
    .modify((q) => {
      if (keep) q.whereNot({ id: keep });
    })
    .update({ ended_at: now });

export const clearMustEnrol = (knex: Knex, userId: number) =>
  knex('login_sessions').where({ user_id: userId, must_enrol: true }).update({ must_enrol: false });

// ---- TOTP

export const findTotp = async (knex: Knex, userId: number): Promise<TotpRow | undefined> =>
  knex('second_factor_totp').where({ user_id: userId }).first();

export const totpForUpdate = async (trx: Knex.Transaction, userId: number): Promise<TotpRow | undefined> =>
  trx('second_factor_totp').where({ user_id: userId }).forUpdate().first();

/** A new secret waiting for its first code (replaces an unconfirmed one, never a confirmed one). */
export const upsertPendingTotp = (knex: Knex, userId: number, secretEncrypted: string, now: Date) =>
  knex.raw(
    `INSERT INTO second_factor_totp (user_id, secret_encrypted, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted,
       created_at = EXCLUDED.created_at, last_used_step = NULL
     WHERE second_factor_totp.confirmed_at IS NULL`,
    [userId, secretEncrypted, now],
  );

export const updateTotp = (knex: Knex, userId: number, changes: Partial<TotpRow>) =>
  knex('second_factor_totp').where({ user_id: userId }).update(changes);

export const deleteTotp = (knex: Knex, userId: number) =>
  knex('second_factor_totp').where({ user_id: userId }).delete();

// ---- passkeys

export const passkeysOf = (knex: Knex, userId: number): Promise<PasskeyRow[]> =>
  knex('second_factor_passkeys').where({ user_id: userId }).orderBy('id');

export const passkeyForUpdate = async (
  trx: Knex.Transaction,
  userId: number,
  credentialId: string,
): Promise<PasskeyRow | undefined> =>
  trx('second_factor_passkeys').where({ user_id: userId, credential_id: credentialId }).forUpdate().first();

export const insertPasskey = (knex: Knex, row: Omit<PasskeyRow, 'id' | 'last_used_at'>) =>
  knex('second_factor_passkeys').insert(row).onConflict('credential_id').ignore().returning('id');

export const updatePasskey = (knex: Knex, id: number, changes: Partial<PasskeyRow>) =>
  knex('second_factor_passkeys').where({ id }).update(changes);

/** Removes one of the user's passkeys: its name, or undefined when the user has none such. */
export const deletePasskey = async (knex: Knex, userId: number, id: number): Promise<string | undefined> => {
  const [row] = await knex('second_factor_passkeys')
    .where({ user_id: userId, id })
    .delete()
    .returning<Pick<PasskeyRow, 'name'>[]>('name');
  return row?.name;
};

// ---- recovery codes

export const replaceRecoveryCodes = async (trx: Knex.Transaction, userId: number, hashes: string[]) => {
  await trx('second_factor_recovery_codes').where({ user_id: userId }).delete();
  await trx('second_factor_recovery_codes').insert(
    hashes.map((code_hash) => ({ user_id: userId, code_hash })),
  );
};

export const recoveryCodesLeft = async (knex: Knex, userId: number): Promise<number> => {
  const row = await knex('second_factor_recovery_codes')
    .where({ user_id: userId })
    .whereNull('used_at')
    .count<{ n: string }[]>({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
};

/** Uses the code once: true when an unused code of the user had this hash (now used). */
export const spendRecoveryCode = async (
  knex: Knex,
  userId: number,
  hash: string,
  now: Date,
): Promise<boolean> =>
  (await knex('second_factor_recovery_codes')
    .where({ user_id: userId, code_hash: hash })
    .whereNull('used_at')
    .update({ used_at: now })) === 1;

export const deleteRecoveryCodes = (knex: Knex, userId: number) =>
  knex('second_factor_recovery_codes').where({ user_id: userId }).delete();

// ---- challenges (pending logins, passkey registrations)

export const insertChallenge = (knex: Knex, row: Omit<ChallengeRow, 'id' | 'attempts' | 'used_at'>) =>
  knex('second_factor_challenges').insert(row).returning('id');

/** A pending login by its token, without a lock (the guessing limit's key). */
export const loginChallengeByToken = async (
  knex: Knex,
  tokenHash: string,
): Promise<ChallengeRow | undefined> =>
  knex('second_factor_challenges').where({ token_hash: tokenHash, kind: 'login' }).first();

export const challengeByTokenForUpdate = async (
  trx: Knex.Transaction,
  tokenHash: string,
): Promise<ChallengeRow | undefined> =>
  trx('second_factor_challenges').where({ token_hash: tokenHash, kind: 'login' }).forUpdate().first();

export const latestRegisterChallengeForUpdate = async (
  trx: Knex.Transaction,
  userId: number,
): Promise<ChallengeRow | undefined> =>
  trx('second_factor_challenges')
    .where({ user_id: userId, kind: 'register' })
    .whereNull('used_at')
    .orderBy('id', 'desc')
    .forUpdate()
    .first();

export const updateChallenge = (knex: Knex, id: number, changes: Partial<ChallengeRow>) =>
  knex('second_factor_challenges').where({ id }).update(changes);

/** Challenges past their time (a pending login not finished, a registration abandoned). */
export const deleteExpiredChallenges = (knex: Knex, now: Date) =>
  knex('second_factor_challenges').where('expires_at', '<', now).delete();

/** Every factor and recovery code of the user (organiser:reset). */
export async function removeFactorsOf(knex: Knex, userId: number): Promise<void> {
  await knex('second_factor_totp').where({ user_id: userId }).delete();
  await knex('second_factor_passkeys').where({ user_id: userId }).delete();
  await knex('second_factor_recovery_codes').where({ user_id: userId }).delete();
}

// ---- policy

export const findPolicy = async (knex: Knex): Promise<{ required_for_organisers: boolean } | undefined> =>
  knex('second_factor_policy').where({ id: 1 }).first();

export const setPolicy = (knex: Knex, required: boolean, userId: number, now: Date) =>
  knex('second_factor_policy')
    .insert({ id: 1, required_for_organisers: required, updated_by: userId, updated_at: now })
    .onConflict('id')
    .merge();
