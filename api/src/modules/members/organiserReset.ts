// `npm run organiser:reset`: a society locked out of its back office (organiser deleted, blocked
// or password lost) gets a working organiser login without reading the code (README, "Locked
// out"). The account of the e-mail becomes an active, confirmed organiser with a new one-time
// password, created when missing; its old sessions end and its second factors are removed.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ROLE_ADMIN } from '@congress/domain';
import { hashPassword } from '../auth/password';
import { resetLogin } from '../secondFactor/sessions';
import { findMemberByEmail, insertMember, roleIdByName, updateMemberRow } from './members.repository';

export interface OrganiserReset {
  email: string;
  password: string;
  created: boolean;
}

export async function resetOrganiser(knex: Knex, email: string, now: Date): Promise<OrganiserReset> {
  const password = randomBytes(12).toString('base64url');
  const hashed = await hashPassword(password);
  return knex.transaction(async (trx) => {
    const roleId = await roleIdByName(trx, ROLE_ADMIN);
    if (!roleId) throw new Error('The roles are missing: start the server once to set up the database.');
    const account = {
      role_id: roleId,
      password: hashed,
      // Tokens issued before this instant are refused: whoever held the account is logged out.
      password_changed_at: now,
      delete: false,
      blocked: false,
      confirmed: true,
    };
    const existing = await findMemberByEmail(trx, email);
    if (existing) {
      await updateMemberRow(trx, existing.id, account, now);
      await resetLogin(trx, existing.id, now);
      return { email: existing.email, password, created: false };
    }
    await insertMember(trx, {
      ...account,
      username: email,
      email,
      givenName: 'Congress',
      familyName: 'Organiser',
      country: 'KR',
    });
    return { email, password, created: true };
  });
}
