// Data factories for the browser tests: rows written straight into the run's database and
// tokens signed the way the API signs them, so a journey can start as any kind of user.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './env';
import { withDb } from './db';

export interface TestUser {
  id: number;
  email: string;
  givenName: string;
  familyName: string;
  token: string;
}

/** A token as the API issues it: the user id and the moment of the last password change. */
export async function tokenFor(userId: number, passwordChangedAt: Date): Promise<string> {
  return new SignJWT({ pca: passwordChangedAt.getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('congress-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

export const TEST_PASSWORD = 'E2ePassword2024';

export async function createUser(
  options: {
    role?: 'Member' | 'Authenticated' | 'FrontDesk';
    delete?: boolean;
    blocked?: boolean;
    givenName?: string;
    /** ISO country code; Korea (KR) unless given. */
    country?: string;
    /** The address is confirmed unless false is given. */
    confirmed?: boolean;
  } = {},
): Promise<TestUser> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.org`;
  const passwordHash = await hash(TEST_PASSWORD);
  const { rows } = await withDb((db) =>
    db.query(
      `INSERT INTO users (username, email, password, "givenName", "familyName", country, "delete", blocked, role_id,
                          password_changed_at, confirmed)
       VALUES ($1, $1, $5, $6, 'Lee', $8, $2, $3,
               (SELECT id FROM roles WHERE name = $4), now() - interval '1 minute', $7)
       RETURNING id, password_changed_at`,
      [
        email,
        options.delete ?? false,
        options.blocked ?? false,
        options.role ?? 'Member',
        passwordHash,
        options.givenName ?? 'Hana',
        options.confirmed ?? true,
        options.country ?? 'KR',
      ],
    ),
  );
  const id = rows[0].id as number;
  const token = await tokenFor(id, rows[0].password_changed_at as Date);
  return { id, email, givenName: options.givenName ?? 'Hana', familyName: 'Lee', token };
}

/** A live group holding these members (mail to a group). */
export async function createGroupWith(title: string, memberIds: number[]): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO groups (title, type, free) VALUES ($1, 'OTHER', false) RETURNING id`,
      [title],
    );
    const id = rows[0].id as number;
    for (const userId of memberIds)
      await db.query('INSERT INTO group_users (group_id, user_id) VALUES ($1, $2)', [id, userId]);
    return id;
  });
}
