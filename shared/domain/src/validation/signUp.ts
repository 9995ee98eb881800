// The sign-up form of spec §5: which fields are required and which rule each follows in
// Korean mode (country Korea) and overseas mode. One schema for the browser and the API.
import { z } from 'zod';
import { USER_DEGREES, USER_TITLES } from '../enums';
import {
  affiliationRule,
  emailRule,
  globalPhoneRule,
  koreanMobileRule,
  nameRule,
  optionalDateRule,
  passwordRule,
  requiredText,
  type NameMode,
} from './rules';

/** Korea's two-letter code: members from Korea fill the Korean-mode form. */
export const KOREA_CODE = 'KR';

export const nameModeFor = (countryCode: string | null | undefined): NameMode =>
  countryCode === KOREA_CODE ? 'korean' : 'overseas';

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalPhone = globalPhoneRule.optional().or(z.literal('').transform(() => undefined));

/** Blank means absent; a filled value must follow the rule (e.g. a Korean name in overseas mode). */
const optionalWith = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(rule.optional());

/** Fields a member can change later (profile edit); the e-mail id is fixed after sign-up. */
export function profileSchema(mode: NameMode) {
  const korean = mode === 'korean';
  return z.object({
    title: z.enum(USER_TITLES, 'validation.required'),
    degree: z.enum(USER_DEGREES, 'validation.required'),
    givenName: nameRule('overseas'),
    familyName: nameRule('overseas'),
    // Korean name and affiliation: required in Korean mode, optional overseas, Hangul whenever filled.
    name_kr: korean ? nameRule('korean') : optionalWith(nameRule('korean')),
    affiliation: affiliationRule('overseas'),
    affiliation_kr: korean ? affiliationRule('korean') : optionalWith(affiliationRule('korean')),
    department: requiredText(200),
    mobilePhone: korean ? koreanMobileRule : globalPhoneRule,
    phone: optionalPhone,
    fax: optionalPhone,
    country: requiredText(2),
    address: optionalText(300),
    occupation: optionalText(100),
    occupationOther: optionalText(100),
    medi_license: optionalText(50),
    howFind: optionalText(200),
    viaEmail: z.boolean().default(false),
    receiveInfo: z.boolean().default(false),
    visa: z.boolean().default(false),
    visaGivenName: optionalText(100),
    visaFamilyName: optionalText(100),
    visaCountry: optionalText(100),
    visaPassportNumber: optionalText(30),
    visaBirth: optionalDateRule,
    visaIssue: optionalDateRule,
    visaExpire: optionalDateRule,
  });
}

/** Sign-up: the login id is the e-mail address (username holds the same value). */
export function signUpSchema(mode: NameMode) {
  return profileSchema(mode)
    .extend({ username: emailRule, email: emailRule, password: passwordRule })
    .refine((v) => v.username.toLowerCase() === v.email.toLowerCase(), {
      path: ['username'],
      message: 'validation.usernameIsEmail',
    });
}

export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;
export type ProfileValues = z.output<ReturnType<typeof profileSchema>>;
