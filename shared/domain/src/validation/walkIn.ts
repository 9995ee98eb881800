// Walk-in registration at the congress desk (issue 26 §2): one schema for the back-office page and
// the API. A new member account holds only what the desk asks (name, e-mail, country,
// affiliation, licence number), each field by the sign-up rules of its country's mode; the
// registration is on site (OFFLINE), its fee confirmed by the amount the page showed, and paid
// at the desk in cash or on the card terminal, with a memo.
import { z } from './zod';
import { REGISTRATION_OCCUPATIONS } from '../enums';
import { findFeeTier } from '../fees';
import { MAX_ACCOMPANYING_PERSONS, ONLINE_ONLY_TIERS, registrationFee } from '../registration';
import {
  affiliationRule,
  digitsRule,
  emailRule,
  nameRule,
  passwordRule,
  requiredText,
  type NameMode,
} from './rules';

/** How a walk-in pays at the desk (pays.cash_code). */
export const WALK_IN_METHODS = ['CASH', 'POS'] as const;
export type WalkInMethod = (typeof WALK_IN_METHODS)[number];

/** The idempotency key the page sends with each walk-in (a UUID; letters, digits, - and _). */
export const WALK_IN_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The longest memo kept with a desk payment. */
export const WALK_IN_MEMO_MAX = 500;

/** Blank means absent; a filled value must follow the rule. */
const optionalWith = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(rule.optional());

const buildMemberSchema = (mode: NameMode) => {
  const korean = mode === 'korean';
  return z.object({
    email: emailRule,
    givenName: nameRule('overseas'),
    familyName: nameRule('overseas'),
    // As at sign-up: the Korean name and affiliation are required for members from Korea.
    name_kr: korean ? nameRule('korean') : optionalWith(nameRule('korean')),
    affiliation: affiliationRule('overseas'),
    affiliation_kr: korean ? affiliationRule('korean') : optionalWith(affiliationRule('korean')),
    country: requiredText(2),
    medi_license: optionalWith(digitsRule(50)),
  });
};
const memberSchemas: Partial<Record<NameMode, ReturnType<typeof buildMemberSchema>>> = {};

/** The new member's account (sign-up rules of the country's mode). */
export const walkInMemberSchema = (mode: NameMode) => (memberSchemas[mode] ??= buildMemberSchema(mode));
export type WalkInMemberValues = z.output<ReturnType<typeof walkInMemberSchema>>;

/** The fee of a walk-in's choice (always on site), or undefined for an unknown tier. */
export const walkInFee = (choice: {
  category: string;
  dinnerAttendance: boolean;
  accompanyingPerson: number;
}) => registrationFee({ ...choice, attend: 'OFFLINE' });

/** The registration and the payment at the desk. */
export const walkInRegistrationSchema = z
  .object({
    category: z.string().refine((code) => findFeeTier(code) !== undefined, 'validation.required'),
    occupation: z.enum(REGISTRATION_OCCUPATIONS, 'validation.required'),
    dinnerAttendance: z.boolean().default(false),
    accompanyingPerson: z
      .number('validation.invalid')
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(MAX_ACCOMPANYING_PERSONS, 'validation.accompanyingMax')
      .default(0),
    /** The total the page showed, in the tier's currency: the server's must be the same. */
    fee: z.number('validation.invalid').int('validation.invalid').min(0, 'validation.invalid'),
    method: z.enum(WALK_IN_METHODS, 'validation.required').nullish(),
    memo: z.string().trim().max(WALK_IN_MEMO_MAX, 'validation.tooLong').nullish(),
  })
  .superRefine((value, ctx) => {
    // A walk-in is at the venue: the online-only tier is not for the desk.
    if (ONLINE_ONLY_TIERS.includes(value.category))
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'validation.onlineOnlyTier' });
    const fee = walkInFee(value);
    if (!fee || fee.total === 0) return;
    // Money taken at the desk: how, and the memo (who took it, the terminal's slip number…).
    if (!value.method) ctx.addIssue({ code: 'custom', path: ['method'], message: 'validation.required' });
    if (!value.memo) ctx.addIssue({ code: 'custom', path: ['memo'], message: 'validation.required' });
  });
export type WalkInRegistrationValues = z.output<typeof walkInRegistrationSchema>;

/**
 * A front-desk account an organiser creates (the check-in page and nothing else): the login
 * e-mail, the name the desk goes by (any script: the desk's staff are named as they like), and the
 * first password, by the sign-up password rule, which the organiser hands over in person.
 */
export const frontDeskAccountSchema = z.object({
  email: emailRule,
  name: requiredText(100),
  password: passwordRule,
});
export type FrontDeskAccountValues = z.output<typeof frontDeskAccountSchema>;
