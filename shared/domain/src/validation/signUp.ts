// The sign-up form of spec §5: which fields are required and which rule each follows in
// Korean mode (country Korea) and overseas mode. One schema for the browser and the API.
import { z } from './zod';
import { KOREA_CODE } from '../constants';
import { dialCodeOf } from '../countries';

const KOREA_DIAL_CODE = dialCodeOf(KOREA_CODE) as string;
import { USER_DEGREES, USER_TITLES } from '../enums';
import {
  affiliationRule,
  digitsRule,
  emailRule,
  globalPhoneRule,
  knownDialCodeRule,
  koreanMobileRule,
  nameRule,
  optionalDateRule,
  passwordRule,
  requiredText,
  type NameMode,
} from './rules';

export { KOREA_CODE };

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

/** The passport details an invitation letter needs: required once "I need a visa letter" is ticked. */
export const VISA_FIELDS = [
  'visaGivenName',
  'visaFamilyName',
  'visaCountry',
  'visaPassportNumber',
  'visaBirth',
  'visaIssue',
  'visaExpire',
] as const;

type VisaValues = { visa?: boolean } & Partial<Record<(typeof VISA_FIELDS)[number], string | undefined>>;

/**
 * A letter cannot be written without the passport: each detail is required when `visa` is set
 * (overseas mode; the form offers the letter only there).
 */
const requireVisaDetails = (mode: NameMode) => (values: VisaValues, ctx: z.RefinementCtx) => {
  if (mode === 'korean' || !values.visa) return;
  for (const field of VISA_FIELDS)
    if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
};

function profileObject(mode: NameMode) {
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
    // Overseas members choose the dial code beside the number (blank: their country's, see
    // memberDialCode); a Korean mobile number is +82.
    dialCode: korean
      ? z
          .unknown()
          .optional()
          .transform(() => KOREA_DIAL_CODE)
      : optionalWith(knownDialCodeRule),
    phone: optionalPhone,
    fax: optionalPhone,
    country: requiredText(2),
    address: optionalText(300),
    occupation: optionalText(100),
    occupationOther: optionalText(100),
    // The licence number is digits only (spec §5); blank means not given.
    medi_license: optionalWith(digitsRule(50)),
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

/** The dial code to store for a validated profile: the chosen one, else the country's. */
export const memberDialCode = (values: { dialCode?: string; country: string }) =>
  values.dialCode ?? dialCodeOf(values.country) ?? null;

const buildProfileSchema = (mode: NameMode) => profileObject(mode).superRefine(requireVisaDetails(mode));

const buildSignUpSchema = (mode: NameMode) =>
  profileObject(mode)
    .extend({ username: emailRule, email: emailRule, password: passwordRule })
    .superRefine(requireVisaDetails(mode))
    .refine((v) => v.username.toLowerCase() === v.email.toLowerCase(), {
      path: ['username'],
      message: 'validation.usernameIsEmail',
    });

// Built once per mode and reused: zod schemas are immutable, and building this one costs more than
// a parse (it was 2 % of the API's main-thread time in the registration burst benchmark).
const profileSchemas: Partial<Record<NameMode, ReturnType<typeof buildProfileSchema>>> = {};
const signUpSchemas: Partial<Record<NameMode, ReturnType<typeof buildSignUpSchema>>> = {};

/** Fields a member can change later (profile edit); the e-mail id is fixed after sign-up. */
export const profileSchema = (mode: NameMode) => (profileSchemas[mode] ??= buildProfileSchema(mode));

/** Sign-up: the login id is the e-mail address (username holds the same value). */
export const signUpSchema = (mode: NameMode) => (signUpSchemas[mode] ??= buildSignUpSchema(mode));

export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;
export type ProfileValues = z.output<ReturnType<typeof profileSchema>>;
