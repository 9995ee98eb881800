// The sponsorship application (/sponsorships/sponsorForm) and the organiser's edit of it
// (sponsor/sponsorData). One schema for the browser and the API; the price is not an input: the
// server derives it from the grade (sponsorPrice).
import { z } from './zod';
import { SPONSOR_GRADES, type SponsorGrade } from '../enums';
import {
  PAYMENT_SCHEDULES,
  SPONSOR_PAY_STATUSES,
  TAX_BILL_SCHEDULES,
  type SponsorPayStatus,
} from '../sponsors';
import { businessNumberRule, emailRule, globalPhoneRule, requiredText, urlRule } from './rules';

const blankToUndefined = (v: string | undefined) => (v ? v : undefined);

const optionalText = (max = 200) =>
  z.string().trim().max(max, 'validation.tooLong').optional().transform(blankToUndefined);

/** Blank means absent; a filled value must follow the rule. */
const optionalWith = (rule: z.ZodType<string, string>) =>
  z.string().trim().optional().transform(blankToUndefined).pipe(rule.optional());

/** A free-uploaded document: its id and the claim secret its upload returned (files.upload.ts). */
export const fileClaimSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'validation.invalid'),
  claim: z.string().trim().min(16, 'validation.invalid').max(100, 'validation.invalid'),
});
export type FileClaim = z.infer<typeof fileClaimSchema>;

const applicantFields = {
  companyName_kr: optionalText(200),
  companyName_en: requiredText(200),
  homepage_en: optionalWith(urlRule.pipe(z.string().max(300, 'validation.tooLong'))),
  /** Spec §5: at most 12 characters, 10 digits or 3-2-5 with hyphens. */
  bizNumber: optionalWith(businessNumberRule),
  address: optionalText(300),
  managerName: requiredText(100),
  email: emailRule,
  phone: optionalWith(globalPhoneRule),
  mobilePhone: globalPhoneRule,
  grade: z.enum(SPONSOR_GRADES, 'validation.required'),
  partnership: optionalText(300),
  paymentSchedule: z.enum(PAYMENT_SCHEDULES, 'validation.required'),
  taxBill: z.boolean().default(false),
  // The form's unselected choice is '': "required" when a tax invoice is asked for (below), not
  // "not a valid value" (issue 27 §4).
  taxBillSchedule: optionalWith(z.enum(TAX_BILL_SCHEDULES, 'validation.invalid')),
  taxBillEmail: optionalWith(emailRule),
};

type TaxValues = {
  taxBill?: boolean;
  bizNumber?: string;
  taxBillSchedule?: string;
  taxBillEmail?: string;
};

/** A Korean tax invoice needs the business number, when to issue it and where to send it. */
function requireTaxDetails(values: TaxValues, ctx: z.RefinementCtx) {
  if (!values.taxBill) return;
  for (const field of ['bizNumber', 'taxBillSchedule', 'taxBillEmail'] as const)
    if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
}

/** createSponsor: what a company sends, without an account. */
export const sponsorApplicationSchema = z
  .object({
    ...applicantFields,
    businessRegistration: fileClaimSchema.optional().nullable(),
    sponsor_paper: fileClaimSchema.optional().nullable(),
    /** The applicant agrees that the secretariat keeps the manager's contact details. */
    privacyConsent: z.literal(true, 'validation.consent'),
  })
  .superRefine(requireTaxDetails)
  .superRefine((values, ctx) => {
    // The certificate goes with the tax invoice: the invoice cannot be issued without it.
    if (values.taxBill && !values.businessRegistration)
      ctx.addIssue({ code: 'custom', path: ['businessRegistration'], message: 'validation.required' });
  });
export type SponsorApplication = z.input<typeof sponsorApplicationSchema>;

/** What only the secretariat sets: the grade it agreed, payment received and its state, a memo. */
const secretariatFields = {
  grade: applicantFields.grade,
  manager_memo: optionalText(5000),
  sponsor_pay: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(10_000_000_000, 'validation.invalid'),
  sponsor_pay_status: z.enum(SPONSOR_PAY_STATUSES, 'validation.required'),
};

/** updateSponsor (organisers): the application's fields plus the secretariat's own. */
export const sponsorUpdateSchema = z
  .object({ ...applicantFields, ...secretariatFields })
  .superRefine(requireTaxDetails);
export type SponsorUpdate = z.input<typeof sponsorUpdateSchema>;

/** The back office's sponsor form: the secretariat's fields, the amount as typed ("30,000,000"). */
export type SponsorSecretariatFormValues = {
  grade: SponsorGrade;
  sponsor_pay_status: SponsorPayStatus;
  sponsor_pay: string;
  manager_memo: string;
};

/** The amount typed, without its thousands separators; blank or not a number stays invalid. */
const amountOf = (text: string) => {
  const digits = text.replace(/[,\s]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
};

/** The secretariat's fields of updateSponsor from the form; the form schema says whether they are valid. */
export const sponsorSecretariatFromForm = (values: SponsorSecretariatFormValues) => ({
  grade: values.grade,
  sponsor_pay_status: values.sponsor_pay_status,
  sponsor_pay: amountOf(values.sponsor_pay),
  manager_memo: values.manager_memo,
});

/** The form checked with updateSponsor's own rules for those fields. */
export const sponsorSecretariatFormSchema = z
  .object({
    grade: applicantFields.grade,
    sponsor_pay_status: secretariatFields.sponsor_pay_status,
    sponsor_pay: z.string(),
    manager_memo: z.string(),
  })
  .transform((values): unknown => sponsorSecretariatFromForm(values))
  .pipe(z.object(secretariatFields));
