// Badges (issue 26 §1): what a badge shows and the signed id its QR code carries. The code is
// KSP24-<registration>-<HMAC of the id under a key derived from the server's secret (JWT_SECRET,
// tokens.mac)>: no personal data, and a code for another registration cannot be made up without
// the secret (docs/decisions.md "Badges and check-in").
import { timingSafeEqual } from 'node:crypto';
import {
  badgeAffiliation,
  badgeCode,
  parseBadgeCode,
  refusedOutcome,
  registrationBadgeName,
} from '@congress/domain';
import QRCode from 'qrcode';
import type { AppDeps } from '../../context';
import type { BadgeSourceRow } from '../registrations/registrations.lookup';
import { categoryName } from '../receipts/receipts.service';

/** Characters of the base64url MAC kept (22: 132 bits). */
const SIGNATURE_LENGTH = 22;

export interface BadgeView {
  source: BadgeSourceRow;
  name: string;
  affiliation: string;
  category: { en: string; ko: string };
  code: string;
  /** Printed in Korean (name and category) for members from Korea, else in English. */
  korean: boolean;
  valid: boolean;
}

const signatureOf = (deps: Pick<AppDeps, 'tokens'>, registrationId: number) =>
  deps.tokens.mac(`badge:${registrationId}`).slice(0, SIGNATURE_LENGTH);

/** The registration a badge code names, when its signature is ours; null otherwise. */
export function verifiedRegistrationId(deps: Pick<AppDeps, 'tokens'>, text: string): number | null {
  const parsed = parseBadgeCode(text);
  if (!parsed) return null;
  const expected = Buffer.from(signatureOf(deps, parsed.registrationId));
  const given = Buffer.from(parsed.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.registrationId : null;
}

export function badgeView(deps: Pick<AppDeps, 'tokens'>, source: BadgeSourceRow): BadgeView {
  const korean = source.country === 'KR';
  return {
    source,
    name: registrationBadgeName(source),
    affiliation: badgeAffiliation(source),
    category: categoryName(source.category),
    code: badgeCode(source.id, signatureOf(deps, source.id)),
    korean,
    valid: refusedOutcome(source.price_status, source.delete) === null,
  };
}

/** The QR code as SVG (the member's phone, the desk's screen). */
export const qrSvg = (code: string): Promise<string> =>
  QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** The QR code's modules (true: dark), row by row, for drawing it in a PDF. */
export function qrModules(code: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}
