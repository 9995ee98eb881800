// Reference data every installation needs; safe to run on every start.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { COUNTRIES, LOCALES, ROLE_ADMIN, ROLE_FRONT_DESK, ROLE_MEMBER } from '@congress/domain';
import { hashPassword } from '../../../modules/auth/password';
import { MAIL_TEMPLATES } from './mailTemplates.data';

export interface ReferenceSeedResult {
  /** Set only when the admin account was created now with a generated password. */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

async function seedRoles(knex: Knex): Promise<void> {
  await knex('roles')
    .insert([
      { name: ROLE_ADMIN, description: 'Organiser (back office)' },
      { name: ROLE_MEMBER, description: 'Member' },
      { name: ROLE_FRONT_DESK, description: 'Registration desk (check-in only)' },
    ])
    .onConflict('name')
    .ignore();
}

async function seedCountries(knex: Knex): Promise<void> {
  const rows = COUNTRIES.map(([code, name, dial_code], sort_order) => ({
    code,
    name,
    dial_code,
    sort_order,
  }));
  await knex('countries').insert(rows).onConflict('code').merge(['name', 'dial_code', 'sort_order']);
}

/** Adds a default template for each type and language that has none (edited ones are kept). */
async function seedMailTemplates(knex: Knex): Promise<void> {
  const live = await knex('mail_templates').where({ delete: false }).select('type', 'locale');
  // In the data's order (Object.keys types its keys as plain strings).
  const types = Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[];
  const missing = types.flatMap((type) =>
    LOCALES.filter((locale) => !live.some((t) => t.type === type && t.locale === locale)).map((locale) => ({
      type,
      locale,
      ...MAIL_TEMPLATES[type][locale],
    })),
  );
  if (missing.length) await knex('mail_templates').insert(missing);
}

async function seedAdmin(knex: Knex, email: string, password?: string): Promise<ReferenceSeedResult> {
  const existing = await knex('users').whereRaw('lower(email) = lower(?)', [email]).first('id');
  if (existing) return { adminCreated: false };
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  const role = await knex('roles').where({ name: ROLE_ADMIN }).first('id');
  await knex('users').insert({
    username: email,
    email,
    password: await hashPassword(password ?? (generated as string)),
    givenName: 'Congress',
    familyName: 'Organiser',
    country: 'KR',
    confirmed: true,
    role_id: role!.id,
  });
  return { adminCreated: true, generatedAdminPassword: generated };
}

export async function seedReference(
  knex: Knex,
  admin: { email: string; password?: string },
): Promise<ReferenceSeedResult> {
  await seedRoles(knex);
  await seedCountries(knex);
  await seedMailTemplates(knex);
  return seedAdmin(knex, admin.email, admin.password);
}
