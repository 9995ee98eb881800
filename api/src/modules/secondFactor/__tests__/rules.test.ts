import { generateSync } from 'otplib';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  totpUri,
} from '../rules';
import { relyingPartyFor } from '../relyingParty';

const at = (iso: string) => new Date(iso);
const codeAt = (secret: string, when: Date) =>
  generateSync({ secret, epoch: Math.floor(when.getTime() / 1000) });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = at('2024-05-01T10:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('accepts the current code and those of one step either side, nothing further', () => {
    expect(acceptedTotpStep(secret, codeAt(secret, now), now, null)).toBe(step);
    expect(acceptedTotpStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(
      step - 1,
    );
    expect(acceptedTotpStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(
      step + 1,
    );
    expect(acceptedTotpStep(secret, codeAt(secret, new Date(now.getTime() - 60_000)), now, null)).toBeNull();
    expect(acceptedTotpStep(secret, codeAt(secret, new Date(now.getTime() + 90_000)), now, null)).toBeNull();
  });

  it('refuses a code already used, and an earlier one, within the window (replay)', () => {
    const code = codeAt(secret, now);
    expect(acceptedTotpStep(secret, code, now, step)).toBeNull();
    expect(acceptedTotpStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now, step)).toBeNull();
    // The next step's code still passes.
    expect(acceptedTotpStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(
      step + 1,
    );
  });

  it('refuses what is not six digits, and takes spaces as typed', () => {
    const code = codeAt(secret, now);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
    for (const bad of ['', '12345', '1234567', 'abcdef', `${code}0`])
      expect(acceptedTotpStep(secret, bad, now, null)).toBeNull();
  });

  it('another secret’s code is refused', () => {
    expect(acceptedTotpStep(secret, codeAt(newTotpSecret(), now), now, null)).toBeNull();
  });

  it('the otpauth address names the issuer, the account and the secret', () => {
    const uri = totpUri(secret, 'organiser@example.org', 'Congress back office');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(uri)).toContain('organiser@example.org');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes read off paper without ambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('compare without case, spaces or dashes', () => {
    expect(normaliseRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abcde fghjk')).toBe('abcdefghjk');
  });
});

describe('the passkeys’ relying party', () => {
  it('is the host of PUBLIC_URL; a loopback address answers as localhost (an IP cannot be one)', () => {
    expect(relyingPartyFor('https://congress.example.org')).toEqual({
      rpID: 'congress.example.org',
      origin: 'https://congress.example.org',
    });
    expect(relyingPartyFor('http://127.0.0.1:8305')).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:8305',
    });
    expect(relyingPartyFor('http://localhost:8080/')).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:8080',
    });
  });
});
