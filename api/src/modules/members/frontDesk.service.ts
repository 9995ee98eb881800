// Front-desk accounts (issue 26 §2, docs/decisions.md "Walk-in registration and front-desk
// accounts"): organisers create, list, disable and enable the desk's logins. A front-desk account
// holds the FrontDesk role, which reaches the check-in page and nothing else (guards.requireDesk).
// The organiser sets the first password and hands it over at the venue: desk staff are often
// hired for the three days, and the venue's network is no place to wait for a mail.
import { ROLE_FRONT_DESK } from '@congress/domain';
import { frontDeskAccountSchema } from '@congress/domain/validation';
import type { AppDeps } from '../../context';
import { AppError, parseInput, validationError } from '../../errors';
import { hashPassword } from '../auth/password';
import {
  findByUsername,
  findMemberById,
  membersOfRole,
  updateMemberRow,
  type MemberRow,
} from './members.repository';
import { createMember } from './members.service';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Organisers: every front-desk account not deleted, disabled ones included. */
export const frontDeskAccounts = (deps: AppDeps): Promise<MemberRow[]> =>
  membersOfRole(deps.knex, ROLE_FRONT_DESK);

/** Organisers: a new front-desk account with the given first password. */
export async function createFrontDeskAccount(deps: AppDeps, input: unknown): Promise<MemberRow> {
  const values = parseInput(frontDeskAccountSchema, input);
  const taken = () => validationError([{ field: 'email', code: 'validation.usernameTaken' }]);
  if (await findByUsername(deps.knex, values.email)) throw taken();
  // Hashed before the transaction (argon2's CPU time holds no connection).
  const password = await hashPassword(values.password);
  const now = deps.clock.now();
  try {
    return await deps.knex.transaction(async (trx) => {
      const id = await createMember(
        trx,
        {
          username: values.email,
          email: values.email,
          password,
          password_changed_at: now,
          givenName: values.name,
          // Nobody mails the desk: the account needs no confirmation link.
          confirmed: true,
          confirmed_at: now,
          created_at: now,
          updated_at: now,
        },
        ROLE_FRONT_DESK,
      );
      return (await findMemberById(trx, id))!;
    });
  } catch (error) {
    // The same address created at the same moment (the unique index on the login id).
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Organisers: disables (the login and every token it holds stop working at once: blocked) or
 * enables a front-desk account. Only front-desk accounts: a member or an organiser is NOT_FOUND
 * here (their accounts are managed on the members page).
 */
export async function setFrontDeskAccountDisabled(
  deps: AppDeps,
  id: number,
  disabled: boolean,
): Promise<MemberRow> {
  const account = await findMemberById(deps.knex, id);
  if (!account || account.delete || account.role_name !== ROLE_FRONT_DESK) throw new AppError('NOT_FOUND');
  if (account.blocked !== disabled)
    await updateMemberRow(deps.knex, id, { blocked: disabled }, deps.clock.now());
  return (await findMemberById(deps.knex, id))!;
}
