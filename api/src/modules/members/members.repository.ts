import type { Knex } from 'knex';

export interface MemberRow {
  id: number;
  username: string;
  email: string;
  password: string;
  password_changed_at: Date;
  delete: boolean;
  blocked: boolean;
  invited: boolean;
  role_id: number;
  role_name: string;
  created_at: Date;
  [column: string]: unknown;
}

const withRole = (knex: Knex) =>
  knex('users').join('roles', 'roles.id', 'users.role_id').select('users.*', 'roles.name as role_name');

export async function findMemberById(knex: Knex, id: number): Promise<MemberRow | undefined> {
  return withRole(knex).where('users.id', id).first();
}

export async function findMemberByEmail(knex: Knex, email: string): Promise<MemberRow | undefined> {
  return withRole(knex).whereRaw('lower(users.email) = lower(?)', [email]).first();
}
