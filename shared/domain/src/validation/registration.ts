// The registration form's schema (create and edit), shared by the member page and the API. Kept
// out of the package root so that importing the domain's constants does not download zod.
import { z } from './zod';
import { REGISTRATION_ATTENDS, REGISTRATION_OCCUPATIONS } from '../enums';
import { findFeeTier } from '../fees';
import { MAX_ACCOMPANYING_PERSONS, ONLINE_ONLY_TIERS } from '../registration';
import { nameRule } from './rules';

const optionalNote = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The registration form (create and edit). Online attendance has no dinner and no accompanying
 * person; the online-only tier is online. The badge name follows the overseas name rule.
 */
export const registrationSchema = z
  .object({
    category: z.string().refine((code) => findFeeTier(code) !== undefined, 'validation.required'),
    occupation: z.enum(REGISTRATION_OCCUPATIONS, 'validation.required'),
    attend: z.enum(REGISTRATION_ATTENDS, 'validation.required'),
    dinnerAttendance: z.boolean().default(false),
    accompanyingPerson: z
      .number('validation.invalid')
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(MAX_ACCOMPANYING_PERSONS, 'validation.accompanyingMax'),
    vegetarian: z.boolean().default(false),
    dietaryNeeds: optionalNote,
    alergy: optionalNote,
    badgeGivenName: nameRule('overseas'),
    badgeFamilyName: nameRule('overseas'),
  })
  .superRefine((value, ctx) => {
    if (ONLINE_ONLY_TIERS.includes(value.category) && value.attend !== 'ONLINE')
      ctx.addIssue({ code: 'custom', path: ['attend'], message: 'validation.onlineOnlyTier' });
    if (value.attend === 'ONLINE' && value.dinnerAttendance)
      ctx.addIssue({ code: 'custom', path: ['dinnerAttendance'], message: 'validation.onlineNoDinner' });
    if (value.attend === 'ONLINE' && value.accompanyingPerson > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['accompanyingPerson'],
        message: 'validation.onlineNoAccompanying',
      });
  });

export type RegistrationInput = z.output<typeof registrationSchema>;
