// Login tokens: HS256 JWTs carrying the user id. A token issued before the user's last password
// change is refused, so changing a password logs out every other session.
import { SignJWT, jwtVerify } from 'jose';

export interface TokenService {
  sign(userId: number): Promise<string>;
  /** The user id and issue time (seconds), or null for a bad, expired or foreign token. */
  verify(token: string): Promise<{ userId: number; issuedAt: number } | null>;
}

const ISSUER = 'congress-api';

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.iat !== 'number') return null;
        return { userId, issuedAt: payload.iat };
      } catch {
        return null;
      }
    },
  };
}

/** True when the token predates the password change (second resolution, as JWT iat). */
export function issuedBeforePasswordChange(issuedAt: number, passwordChangedAt: Date): boolean {
  return issuedAt < Math.floor(passwordChangedAt.getTime() / 1000);
}
