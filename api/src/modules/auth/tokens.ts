// Login tokens: HS256 JWTs carrying the user id and the moment of the user's last password
// change. A password change therefore ends every session issued before it, to the millisecond.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenSubject {
  id: number;
  password_changed_at: Date;
  /** The login_sessions row the token belongs to (sessions.ts); absent on tokens minted outside a login. */
  sessionId?: string;
}

export interface TokenClaims {
  userId: number;
  /** password_changed_at (epoch ms) when the token was issued. */
  passwordChangedAt: number;
  /** The session row (claim `sid`); a token without one is not listed and cannot be ended alone. */
  sessionId?: string;
}

export interface TokenService {
  sign(user: TokenSubject): Promise<string>;
  /** The claims, or null for a bad, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * HMAC-SHA256 (base64url) of `text` under a key derived from the token secret: signed download
   * links (files.access.ts) verify on every replica that shares JWT_SECRET.
   */
  mac(text: string): string;
  /**
   * AES-256-GCM under a key derived from the token secret (never stored in the database): the
   * second factor's TOTP secrets (issue 39 §5). `open` answers null for a value it cannot read.
   */
  seal(text: string): string;
  open(sealed: string): string | null;
}

const ISSUER = 'congress-api';

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const raw = new TextEncoder().encode(secret);
  // Imported once: given the bytes, jose imports the key again on every token it checks (about a
  // tenth of an authenticated request's time).
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // Its failure (an unusable secret) is each call's to report, not an unhandled rejection.
  key.catch(() => undefined);
  // Never the JWT key itself: a MAC of a link can never pass for a token's signature.
  const macKey = createHmac('sha256', secret).update('congress-signed-links').digest();
  const sealKey = createHmac('sha256', secret).update('congress-sealed-secrets').digest();
  return {
    mac: (text) => createHmac('sha256', macKey).update(text).digest('base64url'),
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
    async sign(user) {
      return new SignJWT({
        pca: new Date(user.password_changed_at).getTime(),
        ...(user.sessionId ? { sid: user.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.pca !== 'number') return null;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
        return { userId, passwordChangedAt: payload.pca, ...(sessionId ? { sessionId } : {}) };
      } catch {
        return null;
      }
    },
  };
}

/** True when the password changed after the token was issued. */
export function issuedBeforePasswordChange(claims: TokenClaims, passwordChangedAt: Date): boolean {
  return claims.passwordChangedAt !== new Date(passwordChangedAt).getTime();
}
