/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
export type AbstractAuthorInput = {
  /** Numbers (1-based) of the abstract's affiliations (including). */
  affiliations: Array<number>;
  corresponding: boolean;
  email: string;
  familyName: string;
  givenName: string;
  presenting: boolean;
};

/**
 * An abstract as its author writes it. Limits (docs/decisions.md): title 300 characters, the four
 * sections together 300 words (each at most 3,000 characters), at most 5 keywords (comma-separated,
 * 200 characters), 1–20 authors with exactly one presenting and at least one corresponding, 1–20
 * affiliations of at most 300 characters, at most 5 images uploaded with use abstractImage.
 */
export type AbstractInput = {
  author: Array<AbstractAuthorInput>;
  category: Enum_Abstract_Category;
  conclusions: string;
  /** Ids of images the same member uploaded (POST /upload?use=abstractImage), in order. */
  file_img?: Array<string | number> | null | undefined;
  /** Affiliations, in order: author affiliation numbers refer to them. */
  including: Array<string>;
  keywords: string;
  methods: string;
  objectives: string;
  preference: Enum_Abstract_Preference;
  results: string;
  /** The author agrees to the submission terms. */
  terms: boolean;
  title: string;
  /** One of the 22 topic codes (@congress/domain ABSTRACT_TOPICS). */
  topic: string;
};

/**
 * What a consent text is about (docs/decisions.md "Consent at sign-up, kept as records"):
 * COLLECTION (required at sign-up: the items, purpose and retention period), KMA_PROVISION (optional:
 * provision of the licence number and attendance to the KMA for CME credits), FUTURE_MAILS (optional:
 * mails about future congresses), PASSPORT (asked with a visa letter request: the passport number, a
 * unique identifier), PRIVACY_POLICY (the public privacy policy page, not a consent).
 */
export type ConsentKind =
  | 'COLLECTION'
  | 'FUTURE_MAILS'
  | 'KMA_PROVISION'
  | 'PASSPORT'
  | 'PRIVACY_POLICY';

export type Enum_Abstract_Category =
  | 'CASE_REPORT'
  | 'ORIGINAL';

export type Enum_Abstract_Preference =
  | 'ORAL'
  | 'POSTER';

export type Enum_Abstract_Status =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'WITHDRAWN';

/** What an organiser looks at: the domain's CREDIT_DAY_FLAGS, plus a correction or an objection. */
export type Enum_Creditday_Flag =
  | 'CORRECTED'
  | 'FIRST_SCAN_IS_EXIT'
  | 'LAST_SCAN_IS_ENTRY'
  | 'OBJECTED'
  | 'SEVERAL_ROOMS';

/** Why a day earns nothing or less (@congress/domain CREDIT_DAY_REASONS, reason and capReason). */
export type Enum_Creditday_Reason =
  | 'CONGRESS_MAX'
  | 'DAILY_MAX'
  | 'DAY_APPROVED'
  | 'NOT_A_CREDIT_DAY'
  | 'NOT_ELIGIBLE'
  | 'ONE_SCAN'
  | 'OUTSIDE_LECTURES'
  | 'TOO_SHORT';

export type Enum_Creditobjection_Status =
  | 'ACCEPTED'
  | 'OPEN'
  | 'REJECTED';

/** How a scheme turns counted minutes into points (@congress/domain CreditRule). */
export type Enum_Creditscheme_Kind =
  /** Points by bands of counted time (KMA: more than 2 h up to 3 h: 3 points, …). */
  | 'BANDS'
  /** Points per full hour counted, nothing below minimumMinutes. */
  | 'PER_HOUR';

/** Where the credit process stands: organisers move it forward (and back), logged. */
export type Enum_Credit_Phase =
  /** Figures are final: the KMA export and the certificates are available. */
  | 'FINAL'
  /** Members see their expected credits and may object until objectionsCloseAt. */
  | 'OBJECTIONS'
  /** Organisers look at the preview; members see nothing yet. */
  | 'PREVIEW';

export type Enum_Pay_Cash_Code =
  | 'BANK'
  | 'CASH'
  | 'CN'
  | 'EP'
  | 'MC'
  | 'POS'
  | 'RA'
  | 'TM'
  | 'VA';

export type Enum_Pay_Status =
  | 'BANK_TRANSFER'
  | 'CANCELLED'
  | 'ERROR'
  | 'PAID'
  | 'REQUESTED';

export type Enum_Registrationlist_Attend =
  | 'OFFLINE'
  | 'ONLINE';

export type Enum_Registrationlist_Currency =
  | 'KRW'
  | 'USD';

export type Enum_Registrationlist_Price_Status =
  | 'CANCELLED'
  | 'FREE'
  | 'PAID'
  | 'REFUNDED'
  | 'REFUND_REQUESTED'
  | 'UNPAID';

export type Enum_Review_Bid =
  | 'EAGER'
  | 'NOT_WILLING'
  | 'WILLING';

export type Enum_Review_Recommendation =
  | 'ACCEPT_ORAL'
  | 'ACCEPT_POSTER'
  | 'REJECT';

export type ProgrammeItemType =
  | 'SESSION'
  | 'TALK';

/**
 * The programme as data (docs/decisions.md, "The programme as data"). Organisers edit one draft;
 * publishing stores an immutable version; the public site and the members' agendas read only the
 * latest published version. Times are instants (DateTime); inputs are Korea-time wall clocks.
 */
export type ProgrammeSessionKind =
  | 'BREAK'
  | 'KEYNOTE'
  | 'ORAL'
  | 'PIC_FORUM'
  | 'POSTER'
  | 'SEMINAR'
  | 'SOCIAL'
  | 'SYMPOSIUM';

export type RefundAccountInput = {
  account_name: string;
  /** 10 to 20 digits; dashes allowed. */
  account_no: string;
  /** KFTC bank code (shared/domain BANK_CODES). */
  bank_code: string;
};

/** The registration form (create and edit); the price is computed by the server. */
export type RegistrationListInput = {
  accompanyingPerson: number;
  alergy?: string | null | undefined;
  attend: Enum_Registrationlist_Attend;
  badgeFamilyName: string;
  badgeGivenName: string;
  category: string;
  dietaryNeeds?: string | null | undefined;
  dinnerAttendance?: boolean | null | undefined;
  occupation: string;
  vegetarian?: boolean | null | undefined;
};

export type RequestRefundInput = {
  /** Required when the registration was paid by virtual account (it cannot go back to a card). */
  refund_account?: RefundAccountInput | null | undefined;
  registrationId: string | number;
};

/** A draft: any criteria scored so far, the recommendation optional. */
export type ReviewDraftInput = {
  commentToAuthors?: string | null | undefined;
  confidentialComment?: string | null | undefined;
  recommendation?: Enum_Review_Recommendation | null | undefined;
  scores: Array<ReviewScoreInput>;
};

export type ReviewInput = {
  commentToAuthors?: string | null | undefined;
  confidentialComment?: string | null | undefined;
  recommendation: Enum_Review_Recommendation;
  scores: Array<ReviewScoreInput>;
};

export type ReviewScoreInput = {
  key: string;
  score: number;
};

export type UpdateUserInput = {
  address?: string | null | undefined;
  affiliation?: string | null | undefined;
  affiliation_kr?: string | null | undefined;
  /** Organisers only. */
  blocked?: boolean | null | undefined;
  country?: string | null | undefined;
  currentPassword?: string | null | undefined;
  degree?: string | null | undefined;
  /** Organisers only (soft delete and restore). */
  delete?: boolean | null | undefined;
  department?: string | null | undefined;
  dialCode?: string | null | undefined;
  /** Cannot change after sign-up; sending another value is refused. */
  email?: string | null | undefined;
  familyName?: string | null | undefined;
  fax?: string | null | undefined;
  givenName?: string | null | undefined;
  howFind?: string | null | undefined;
  /** Organisers only. */
  invited?: boolean | null | undefined;
  medi_license?: string | null | undefined;
  mobilePhone?: string | null | undefined;
  name_kr?: string | null | undefined;
  occupation?: string | null | undefined;
  occupationOther?: string | null | undefined;
  /** New password; a member must also give currentPassword. */
  password?: string | null | undefined;
  phone?: string | null | undefined;
  receiveInfo?: boolean | null | undefined;
  title?: string | null | undefined;
  viaEmail?: boolean | null | undefined;
  visa?: boolean | null | undefined;
  visaBirth?: string | null | undefined;
  visaCountry?: string | null | undefined;
  visaExpire?: string | null | undefined;
  visaFamilyName?: string | null | undefined;
  visaGivenName?: string | null | undefined;
  visaIssue?: string | null | undefined;
  /** The masked number an organiser was shown, sent back unchanged, changes nothing. */
  visaPassportNumber?: string | null | undefined;
};

/** The passport details of the letter (the names of the User's visa fields). */
export type VisaLetterInput = {
  /** The version of the PASSPORT consent text the member agreed to (required). */
  passportConsentVersion?: number | null | undefined;
  visaBirth: string;
  visaCountry: string;
  visaExpire: string;
  visaFamilyName: string;
  visaGivenName: string;
  visaIssue: string;
  visaPassportNumber: string;
};

export type AbstractToModifyQueryVariables = Exact<{
  id: string | number;
}>;


export type AbstractToModifyQuery = { abstract: { id: string, title: string, preference: Enum_Abstract_Preference | null, category: Enum_Abstract_Category | null, topic: string | null, objectives: string | null, methods: string | null, results: string | null, conclusions: string | null, keywords: string | null, author: unknown, including: unknown, status: Enum_Abstract_Status, editable: boolean, file_img: Array<{ id: string, name: string, url: string, width: number | null, height: number | null }> } | null, abstractSubmissionPeriod: { open: boolean } };

export type UpdateMyAbstractMutationVariables = Exact<{
  id: string | number;
  input: AbstractInput;
  locale?: string | null | undefined;
}>;


export type UpdateMyAbstractMutation = { updateAbstract: { id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, topic: string | null, created_at: string, updated_at: string, editable: boolean, presentationUploadable: boolean, accepted_as: Enum_Abstract_Preference | null, review_comments: Array<string>, file_presentation: { id: string, name: string } | null } };

export type MyAbstractRowFragment = { id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, topic: string | null, created_at: string, updated_at: string, editable: boolean, presentationUploadable: boolean, accepted_as: Enum_Abstract_Preference | null, review_comments: Array<string>, file_presentation: { id: string, name: string } | null };

export type MyAbstractsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAbstractsQuery = { my_abstract: Array<{ id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, topic: string | null, created_at: string, updated_at: string, editable: boolean, presentationUploadable: boolean, accepted_as: Enum_Abstract_Preference | null, review_comments: Array<string>, file_presentation: { id: string, name: string } | null }> };

export type WithdrawAbstractMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawAbstractMutation = { withdrawAbstract: { id: string, title: string, status: Enum_Abstract_Status, preference: Enum_Abstract_Preference | null, topic: string | null, created_at: string, updated_at: string, editable: boolean, presentationUploadable: boolean, accepted_as: Enum_Abstract_Preference | null, review_comments: Array<string>, file_presentation: { id: string, name: string } | null } };

export type ConfirmationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfirmationStatusQuery = { me: { id: string, email: string, confirmed: boolean } | null };

export type ResendConfirmationMutationVariables = Exact<{
  email?: string | null | undefined;
  locale?: string | null | undefined;
}>;


export type ResendConfirmationMutation = { resendConfirmation: { ok: boolean } };

export type ChangeUnconfirmedEmailMutationVariables = Exact<{
  email: string;
  locale?: string | null | undefined;
}>;


export type ChangeUnconfirmedEmailMutation = { changeUnconfirmedEmail: { ok: boolean } };

export type MyConsentRowFragment = { kind: ConsentKind, given: boolean, at: string | null, version: number | null, changeable: boolean, text: { id: string, version: number, body_en: string, body_ko: string, required: boolean } };

export type MyConsentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConsentsQuery = { myConsents: Array<{ kind: ConsentKind, given: boolean, at: string | null, version: number | null, changeable: boolean, text: { id: string, version: number, body_en: string, body_ko: string, required: boolean } }>, myConsentHistory: Array<{ id: string, kind: ConsentKind, version: number, given: boolean, source: string, at: string }> };

export type SetMyConsentMutationVariables = Exact<{
  kind: ConsentKind;
  version: number;
  given: boolean;
}>;


export type SetMyConsentMutation = { setMyConsent: { kind: ConsentKind, given: boolean, at: string | null, version: number | null, changeable: boolean, text: { id: string, version: number, body_en: string, body_ko: string, required: boolean } } };

export type PassportConsentTextQueryVariables = Exact<{ [key: string]: never; }>;


export type PassportConsentTextQuery = { consentTexts: Array<{ id: string, kind: ConsentKind, version: number, body_en: string, body_ko: string }> };

export type MyCreditsQueryVariables = Exact<{
  locale?: string | null | undefined;
}>;


export type MyCreditsQuery = { myCredits: { phase: Enum_Credit_Phase, objectionsCloseAt: string | null, objectionsOpen: boolean, certificateAvailable: boolean, schemes: Array<{ id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, boundByLectureWindow: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> }>, records: Array<{ schemeId: string, licence: string | null, eligible: boolean, totalMinutes: number, totalPoints: number, days: Array<{ day: string, first: string, last: string, scanCount: number, countedMinutes: number, points: number, reason: Enum_Creditday_Reason | null, flags: Array<Enum_Creditday_Flag>, explanation: string }> }>, objections: Array<{ id: string, schemeId: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number }> } };

export type FileCreditObjectionMutationVariables = Exact<{
  schemeId: string | number;
  day: string;
  message: string;
}>;


export type FileCreditObjectionMutation = { fileCreditObjection: { id: string, schemeId: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } | null };

export type UpdateMyProfileMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
  locale?: string | null | undefined;
}>;


export type UpdateMyProfileMutation = { updateUser: { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } };

export type RenewSessionMutationVariables = Exact<{
  identifier: string;
  password: string;
}>;


export type RenewSessionMutation = { login: { jwt: string, user: { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } } } };

export type PaymentWindowQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentWindowQuery = { pay: { id: string, pay_url: string | null, pay_status: Enum_Pay_Status, total: number, urlExpired: boolean } | null };

export type PaymentResultQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentResultQuery = { pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, total: number, cn_appr_no: string | null, paid_at: string | null, cash_code: Enum_Pay_Cash_Code | null, urlExpired: boolean, va_bank_code: string | null, va_account_no: string | null, va_expires_at: string | null, registration_list: { id: string, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status } | null } | null };

export type MyPersonalDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPersonalDataQuery = { myPersonalData: unknown };

export type MyDeletionRequestQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDeletionRequestQuery = { myDeletionRequest: { id: string, status: string, requestedAt: string, dueAt: string } | null };

export type RequestMyDeletionMutationVariables = Exact<{
  reason?: string | null | undefined;
}>;


export type RequestMyDeletionMutation = { requestMyDeletion: { id: string, status: string, requestedAt: string, dueAt: string } };

export type AgendaEntryFragment = { type: ProgrammeItemType, start: string, end: string, clash: boolean, session: { id: string, kind: ProgrammeSessionKind, title_en: string, title_ko: string, day: { id: string, date: string, label_en: string, label_ko: string }, room: { id: string, name_en: string, name_ko: string } }, talk: { id: string, title_en: string, title_ko: string, speaker: { id: string, name_en: string, name_ko: string } | null } | null };

export type MyProgrammeQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProgrammeQuery = { myProgramme: { ics_path: string, items: Array<{ type: ProgrammeItemType, start: string, end: string, clash: boolean, session: { id: string, kind: ProgrammeSessionKind, title_en: string, title_ko: string, day: { id: string, date: string, label_en: string, label_ko: string }, room: { id: string, name_en: string, name_ko: string } }, talk: { id: string, title_en: string, title_ko: string, speaker: { id: string, name_en: string, name_ko: string } | null } | null }>, notices: Array<{ id: string, version: number, item_type: ProgrammeItemType, item_id: string, title_en: string, title_ko: string, created_at: string, before: { day: string | null, room_en: string | null, room_ko: string | null, start: string, end: string }, after: { day: string | null, room_en: string | null, room_ko: string | null, start: string, end: string } | null }> } };

export type UnstarMyProgrammeItemMutationVariables = Exact<{
  type: ProgrammeItemType;
  id: string | number;
}>;


export type UnstarMyProgrammeItemMutation = { unstarProgrammeItem: Array<{ type: ProgrammeItemType, start: string, end: string, clash: boolean, session: { id: string, kind: ProgrammeSessionKind, title_en: string, title_ko: string, day: { id: string, date: string, label_en: string, label_ko: string }, room: { id: string, name_en: string, name_ko: string } }, talk: { id: string, title_en: string, title_ko: string, speaker: { id: string, name_en: string, name_ko: string } | null } | null }> };

export type DismissProgrammeNoticeMutationVariables = Exact<{
  id: string | number;
}>;


export type DismissProgrammeNoticeMutation = { dismissProgrammeNotice: boolean };

export type MyBadgeQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBadgeQuery = { myBadge: { registrationId: string, name: string, affiliation: string, categoryEn: string, categoryKo: string, code: string, qrSvg: string } | null };

export type MyRegistrationFieldsFragment = { id: string, category: string, occupation: string | null, attend: Enum_Registrationlist_Attend, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status, dinnerAttendance: boolean, accompanyingPerson: number, vegetarian: boolean, dietaryNeeds: string | null, alergy: string | null, badgeGivenName: string | null, badgeFamilyName: string | null, badgeName: string | null, editable: boolean, created_at: string, fee: { currency: Enum_Registrationlist_Currency, registration: number, dinner: number, accompanying: number, total: number }, charge: { total: number, krwPerUnit: number }, pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, total: number, cash_code: Enum_Pay_Cash_Code | null, cn_appr_no: string | null, cancelled_total: number, paid_at: string | null, urlExpired: boolean, va_bank_code: string | null, va_account_no: string | null, va_expires_at: string | null } | null, receipts: Array<{ id: string, reference: string, kind: string, amount_krw: number, issued_at: string, pdf_url: string }> };

export type MyRegistrationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRegistrationQuery = { me: { id: string, email: string, confirmed: boolean, country: string | null, givenName: string | null, familyName: string | null, name_kr: string | null, registration_list: { id: string, category: string, occupation: string | null, attend: Enum_Registrationlist_Attend, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status, dinnerAttendance: boolean, accompanyingPerson: number, vegetarian: boolean, dietaryNeeds: string | null, alergy: string | null, badgeGivenName: string | null, badgeFamilyName: string | null, badgeName: string | null, editable: boolean, created_at: string, fee: { currency: Enum_Registrationlist_Currency, registration: number, dinner: number, accompanying: number, total: number }, charge: { total: number, krwPerUnit: number }, pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, total: number, cash_code: Enum_Pay_Cash_Code | null, cn_appr_no: string | null, cancelled_total: number, paid_at: string | null, urlExpired: boolean, va_bank_code: string | null, va_account_no: string | null, va_expires_at: string | null } | null, receipts: Array<{ id: string, reference: string, kind: string, amount_krw: number, issued_at: string, pdf_url: string }> } | null } | null, registrationWindow: { start: string, end: string, open: boolean } };

export type CreateMyRegistrationMutationVariables = Exact<{
  input: RegistrationListInput;
  locale?: string | null | undefined;
}>;


export type CreateMyRegistrationMutation = { createRegistrationList: { id: string, category: string, occupation: string | null, attend: Enum_Registrationlist_Attend, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status, dinnerAttendance: boolean, accompanyingPerson: number, vegetarian: boolean, dietaryNeeds: string | null, alergy: string | null, badgeGivenName: string | null, badgeFamilyName: string | null, badgeName: string | null, editable: boolean, created_at: string, fee: { currency: Enum_Registrationlist_Currency, registration: number, dinner: number, accompanying: number, total: number }, charge: { total: number, krwPerUnit: number }, pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, total: number, cash_code: Enum_Pay_Cash_Code | null, cn_appr_no: string | null, cancelled_total: number, paid_at: string | null, urlExpired: boolean, va_bank_code: string | null, va_account_no: string | null, va_expires_at: string | null } | null, receipts: Array<{ id: string, reference: string, kind: string, amount_krw: number, issued_at: string, pdf_url: string }> } };

export type UpdateMyRegistrationMutationVariables = Exact<{
  id: string | number;
  input: RegistrationListInput;
  locale?: string | null | undefined;
}>;


export type UpdateMyRegistrationMutation = { updateRegistrationList: { id: string, category: string, occupation: string | null, attend: Enum_Registrationlist_Attend, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status, dinnerAttendance: boolean, accompanyingPerson: number, vegetarian: boolean, dietaryNeeds: string | null, alergy: string | null, badgeGivenName: string | null, badgeFamilyName: string | null, badgeName: string | null, editable: boolean, created_at: string, fee: { currency: Enum_Registrationlist_Currency, registration: number, dinner: number, accompanying: number, total: number }, charge: { total: number, krwPerUnit: number }, pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, total: number, cash_code: Enum_Pay_Cash_Code | null, cn_appr_no: string | null, cancelled_total: number, paid_at: string | null, urlExpired: boolean, va_bank_code: string | null, va_account_no: string | null, va_expires_at: string | null } | null, receipts: Array<{ id: string, reference: string, kind: string, amount_krw: number, issued_at: string, pdf_url: string }> } };

export type RequestPaymentMutationVariables = Exact<{
  registrationId: string | number;
  cashCode?: Enum_Pay_Cash_Code | null | undefined;
}>;


export type RequestPaymentMutation = { createPayment: { id: string, tid: string, pay_url: string } };

export type RequestRefundMutationVariables = Exact<{
  input: RequestRefundInput;
}>;


export type RequestRefundMutation = { requestRefund: { id: string, category: string, occupation: string | null, attend: Enum_Registrationlist_Attend, price: string, currency: Enum_Registrationlist_Currency, price_status: Enum_Registrationlist_Price_Status, dinnerAttendance: boolean, accompanyingPerson: number, vegetarian: boolean, dietaryNeeds: string | null, alergy: string | null, badgeGivenName: string | null, badgeFamilyName: string | null, badgeName: string | null, editable: boolean, created_at: string, fee: { currency: Enum_Registrationlist_Currency, registration: number, dinner: number, accompanying: number, total: number }, charge: { total: number, krwPerUnit: number }, pay: { id: string, tid: string | null, pay_status: Enum_Pay_Status, total: number, cash_code: Enum_Pay_Cash_Code | null, cn_appr_no: string | null, cancelled_total: number, paid_at: string | null, urlExpired: boolean, va_bank_code: string | null, va_account_no: string | null, va_expires_at: string | null } | null, receipts: Array<{ id: string, reference: string, kind: string, amount_krw: number, issued_at: string, pdf_url: string }> } };

export type MyVisaLetterFieldsFragment = { id: string, status: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, editable: boolean };

export type MyVisaLetterQueryVariables = Exact<{ [key: string]: never; }>;


export type MyVisaLetterQuery = { myVisaLetter: { id: string, status: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, editable: boolean } | null, me: { id: string, country: string | null, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null } | null };

export type RequestVisaLetterMutationVariables = Exact<{
  input: VisaLetterInput;
  locale?: string | null | undefined;
}>;


export type RequestVisaLetterMutation = { requestVisaLetter: { id: string, status: string, given_name: string, family_name: string, nationality: string, passport_number: string, birth: string, issue: string, expire: string, requested_at: string, decided_at: string | null, reason: string | null, letter_number: string | null, pdf_url: string | null, editable: boolean } };

export type MyReviewSettingsFragment = { blind: boolean, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> };

export type ReviewAbstractFieldsFragment = { id: string, title: string, category: Enum_Abstract_Category | null, topic: string | null, objectives: string | null, methods: string | null, results: string | null, conclusions: string | null, keywords: string | null, openAuthors: unknown, file_img: Array<{ id: string, name: string, url: string, width: number | null, height: number | null }> };

export type MyAssignmentFragment = { id: string, editable: boolean, abstract: { id: string, title: string, category: Enum_Abstract_Category | null, topic: string | null, objectives: string | null, methods: string | null, results: string | null, conclusions: string | null, keywords: string | null, openAuthors: unknown, file_img: Array<{ id: string, name: string, url: string, width: number | null, height: number | null }> }, review: { weightedScore: number | null, recommendation: Enum_Review_Recommendation, commentToAuthors: string, confidentialComment: string, submitted_at: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null, draft: { recommendation: Enum_Review_Recommendation | null, commentToAuthors: string, confidentialComment: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null };

export type MyReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReviewsQuery = { myReviewer: { id: string, topics: Array<string>, assigned: number, done: number, open: number } | null };

export type MyReviewListQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReviewListQuery = { reviewSettings: { blind: boolean, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> }, myReviewAssignments: Array<{ id: string, editable: boolean, abstract: { id: string, title: string, topic: string | null }, review: { recommendation: Enum_Review_Recommendation, submitted_at: string } | null, draft: { updated_at: string } | null }>, myBiddableAbstracts: Array<{ bid: Enum_Review_Bid | null, conflict: boolean, assigned: boolean, abstract: { id: string, title: string, topic: string | null, keywords: string | null } }> };

export type MyReviewAssignmentQueryVariables = Exact<{
  id: string | number;
}>;


export type MyReviewAssignmentQuery = { reviewSettings: { blind: boolean, biddingStart: string | null, biddingEnd: string | null, reviewStart: string | null, reviewEnd: string | null, biddingOpen: boolean, reviewOpen: boolean, criteria: Array<{ key: string, label_en: string, label_ko: string, weight: number }> }, myReviewAssignment: { id: string, editable: boolean, abstract: { id: string, title: string, category: Enum_Abstract_Category | null, topic: string | null, objectives: string | null, methods: string | null, results: string | null, conclusions: string | null, keywords: string | null, openAuthors: unknown, file_img: Array<{ id: string, name: string, url: string, width: number | null, height: number | null }> }, review: { weightedScore: number | null, recommendation: Enum_Review_Recommendation, commentToAuthors: string, confidentialComment: string, submitted_at: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null, draft: { recommendation: Enum_Review_Recommendation | null, commentToAuthors: string, confidentialComment: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null } };

export type SubmitMyReviewMutationVariables = Exact<{
  assignmentId: string | number;
  input: ReviewInput;
}>;


export type SubmitMyReviewMutation = { submitReview: { id: string, editable: boolean, abstract: { id: string, title: string, category: Enum_Abstract_Category | null, topic: string | null, objectives: string | null, methods: string | null, results: string | null, conclusions: string | null, keywords: string | null, openAuthors: unknown, file_img: Array<{ id: string, name: string, url: string, width: number | null, height: number | null }> }, review: { weightedScore: number | null, recommendation: Enum_Review_Recommendation, commentToAuthors: string, confidentialComment: string, submitted_at: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null, draft: { recommendation: Enum_Review_Recommendation | null, commentToAuthors: string, confidentialComment: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null } };

export type SaveMyReviewDraftMutationVariables = Exact<{
  assignmentId: string | number;
  input: ReviewDraftInput;
}>;


export type SaveMyReviewDraftMutation = { saveReviewDraft: { id: string, editable: boolean, abstract: { id: string, title: string, category: Enum_Abstract_Category | null, topic: string | null, objectives: string | null, methods: string | null, results: string | null, conclusions: string | null, keywords: string | null, openAuthors: unknown, file_img: Array<{ id: string, name: string, url: string, width: number | null, height: number | null }> }, review: { weightedScore: number | null, recommendation: Enum_Review_Recommendation, commentToAuthors: string, confidentialComment: string, submitted_at: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null, draft: { recommendation: Enum_Review_Recommendation | null, commentToAuthors: string, confidentialComment: string, updated_at: string, scores: Array<{ key: string, score: number }> } | null } };

export type SetMyReviewBidMutationVariables = Exact<{
  abstractId: string | number;
  bid?: Enum_Review_Bid | null | undefined;
}>;


export type SetMyReviewBidMutation = { setReviewBid: { bid: Enum_Review_Bid | null, conflict: boolean, assigned: boolean, abstract: { id: string } } };

export type DeclareMyReviewConflictMutationVariables = Exact<{
  abstractId: string | number;
  conflict: boolean;
}>;


export type DeclareMyReviewConflictMutation = { declareReviewConflict: { bid: Enum_Review_Bid | null, conflict: boolean, assigned: boolean, abstract: { id: string } } };

export type CreditSchemeRuleFragment = { id: string, name_en: string, name_ko: string, kind: Enum_Creditscheme_Kind, pointsPerHour: number | null, minimumMinutes: number | null, boundByLectureWindow: boolean, position: number, bands: Array<{ moreThanMinutes: number, upToMinutes: number | null, points: number }>, dayPoints: Array<{ day: string, points: number }> };

export type CreditObjectionStateFragment = { id: string, schemeId: string, day: string, message: string, status: Enum_Creditobjection_Status, createdAt: string, resolutionMemo: string | null, resolvedAt: string | null, currentMinutes: number, currentPoints: number };

export type UserProfileFragment = { title: string | null, degree: string | null, affiliation: string | null, affiliation_kr: string | null, department: string | null, mobilePhone: string | null, dialCode: string | null, phone: string | null, fax: string | null, address: string | null, occupation: string | null, occupationOther: string | null, medi_license: string | null, howFind: string | null, viaEmail: boolean, receiveInfo: boolean, visa: boolean, visaGivenName: string | null, visaFamilyName: string | null, visaCountry: string | null, visaPassportNumber: string | null, visaBirth: string | null, visaIssue: string | null, visaExpire: string | null, created_at: string, id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export type SessionUserFragment = { id: string, username: string, email: string, givenName: string | null, familyName: string | null, name_kr: string | null, country: string | null, invited: boolean, confirmed: boolean, delete: boolean, blocked: boolean, organiser: boolean, frontDesk: boolean, role: { id: string, name: string } };

export const MyAbstractRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAbstractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadable"}},{"kind":"Field","name":{"kind":"Name","value":"accepted_as"}},{"kind":"Field","name":{"kind":"Name","value":"review_comments"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const MyConsentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyConsentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"text"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode;
export const AgendaEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"clash"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"talk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}}]}}]}}]}}]} as unknown as DocumentNode;
export const MyRegistrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"vegetarian"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"alergy"}},{"kind":"Field","name":{"kind":"Name","value":"badgeGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"accompanying"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"krwPerUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"cn_appr_no"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpired"}},{"kind":"Field","name":{"kind":"Name","value":"va_bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"va_account_no"}},{"kind":"Field","name":{"kind":"Name","value":"va_expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount_krw"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}}]}}]}}]} as unknown as DocumentNode;
export const MyVisaLetterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyVisaLetterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]} as unknown as DocumentNode;
export const MyReviewSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReviewSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"biddingStart"}},{"kind":"Field","name":{"kind":"Name","value":"biddingEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviewEnd"}},{"kind":"Field","name":{"kind":"Name","value":"biddingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOpen"}}]}}]} as unknown as DocumentNode;
export const ReviewAbstractFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAbstractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAbstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"objectives"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"results"}},{"kind":"Field","name":{"kind":"Name","value":"conclusions"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"file_img"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openAuthors"}}]}}]} as unknown as DocumentNode;
export const MyAssignmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAssignment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReviewAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAbstractFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightedScore"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"submitted_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAbstractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAbstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"objectives"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"results"}},{"kind":"Field","name":{"kind":"Name","value":"conclusions"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"file_img"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openAuthors"}}]}}]} as unknown as DocumentNode;
export const CreditSchemeRuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditSchemeRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;
export const CreditObjectionStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditObjectionState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const UserProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation_kr"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationOther"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"howFind"}},{"kind":"Field","name":{"kind":"Name","value":"viaEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiveInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visa"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export const AbstractToModifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AbstractToModify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abstract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"objectives"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"results"}},{"kind":"Field","name":{"kind":"Name","value":"conclusions"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"including"}},{"kind":"Field","name":{"kind":"Name","value":"file_img"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abstractSubmissionPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAbstractToModifyQuery__
 *
 * To run a query within a React component, call `useAbstractToModifyQuery` and pass it any options that fit your needs.
 * When your component renders, `useAbstractToModifyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAbstractToModifyQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAbstractToModifyQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AbstractToModifyQuery, AbstractToModifyQueryVariables> & ({ variables: AbstractToModifyQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AbstractToModifyQuery, AbstractToModifyQueryVariables>(AbstractToModifyDocument, options);
      }
export function useAbstractToModifyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AbstractToModifyQuery, AbstractToModifyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AbstractToModifyQuery, AbstractToModifyQueryVariables>(AbstractToModifyDocument, options);
        }
export type AbstractToModifyQueryHookResult = ReturnType<typeof useAbstractToModifyQuery>;
export type AbstractToModifyLazyQueryHookResult = ReturnType<typeof useAbstractToModifyLazyQuery>;
export type AbstractToModifyQueryResult = ApolloReactCommon.QueryResult<AbstractToModifyQuery, AbstractToModifyQueryVariables>;
export const UpdateMyAbstractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyAbstract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AbstractInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAbstract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAbstractRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAbstractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadable"}},{"kind":"Field","name":{"kind":"Name","value":"accepted_as"}},{"kind":"Field","name":{"kind":"Name","value":"review_comments"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMyAbstractMutation__
 *
 * To run a mutation, you first call `useUpdateMyAbstractMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMyAbstractMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMyAbstractMutation, { data, loading, error }] = useUpdateMyAbstractMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useUpdateMyAbstractMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMyAbstractMutation, UpdateMyAbstractMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMyAbstractMutation, UpdateMyAbstractMutationVariables>(UpdateMyAbstractDocument, options);
      }
export type UpdateMyAbstractMutationHookResult = ReturnType<typeof useUpdateMyAbstractMutation>;
export type UpdateMyAbstractMutationResult = ApolloReactCommon.MutationResult<UpdateMyAbstractMutation>;
export const MyAbstractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAbstracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"my_abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAbstractRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAbstractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadable"}},{"kind":"Field","name":{"kind":"Name","value":"accepted_as"}},{"kind":"Field","name":{"kind":"Name","value":"review_comments"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyAbstractsQuery__
 *
 * To run a query within a React component, call `useMyAbstractsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyAbstractsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyAbstractsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyAbstractsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyAbstractsQuery, MyAbstractsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyAbstractsQuery, MyAbstractsQueryVariables>(MyAbstractsDocument, options);
      }
export function useMyAbstractsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyAbstractsQuery, MyAbstractsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyAbstractsQuery, MyAbstractsQueryVariables>(MyAbstractsDocument, options);
        }
export type MyAbstractsQueryHookResult = ReturnType<typeof useMyAbstractsQuery>;
export type MyAbstractsLazyQueryHookResult = ReturnType<typeof useMyAbstractsLazyQuery>;
export type MyAbstractsQueryResult = ApolloReactCommon.QueryResult<MyAbstractsQuery, MyAbstractsQueryVariables>;
export const WithdrawAbstractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawAbstract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawAbstract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAbstractRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAbstractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Abstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"preference"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"presentationUploadable"}},{"kind":"Field","name":{"kind":"Name","value":"accepted_as"}},{"kind":"Field","name":{"kind":"Name","value":"review_comments"}},{"kind":"Field","name":{"kind":"Name","value":"file_presentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWithdrawAbstractMutation__
 *
 * To run a mutation, you first call `useWithdrawAbstractMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWithdrawAbstractMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [withdrawAbstractMutation, { data, loading, error }] = useWithdrawAbstractMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useWithdrawAbstractMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WithdrawAbstractMutation, WithdrawAbstractMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WithdrawAbstractMutation, WithdrawAbstractMutationVariables>(WithdrawAbstractDocument, options);
      }
export type WithdrawAbstractMutationHookResult = ReturnType<typeof useWithdrawAbstractMutation>;
export type WithdrawAbstractMutationResult = ApolloReactCommon.MutationResult<WithdrawAbstractMutation>;
export const ConfirmationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfirmationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmationStatusQuery__
 *
 * To run a query within a React component, call `useConfirmationStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useConfirmationStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConfirmationStatusQuery({
 *   variables: {
 *   },
 * });
 */
export function useConfirmationStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ConfirmationStatusQuery, ConfirmationStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ConfirmationStatusQuery, ConfirmationStatusQueryVariables>(ConfirmationStatusDocument, options);
      }
export function useConfirmationStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ConfirmationStatusQuery, ConfirmationStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ConfirmationStatusQuery, ConfirmationStatusQueryVariables>(ConfirmationStatusDocument, options);
        }
export type ConfirmationStatusQueryHookResult = ReturnType<typeof useConfirmationStatusQuery>;
export type ConfirmationStatusLazyQueryHookResult = ReturnType<typeof useConfirmationStatusLazyQuery>;
export type ConfirmationStatusQueryResult = ApolloReactCommon.QueryResult<ConfirmationStatusQuery, ConfirmationStatusQueryVariables>;
export const ResendConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useResendConfirmationMutation__
 *
 * To run a mutation, you first call `useResendConfirmationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResendConfirmationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resendConfirmationMutation, { data, loading, error }] = useResendConfirmationMutation({
 *   variables: {
 *      email: // value for 'email'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useResendConfirmationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResendConfirmationMutation, ResendConfirmationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResendConfirmationMutation, ResendConfirmationMutationVariables>(ResendConfirmationDocument, options);
      }
export type ResendConfirmationMutationHookResult = ReturnType<typeof useResendConfirmationMutation>;
export type ResendConfirmationMutationResult = ApolloReactCommon.MutationResult<ResendConfirmationMutation>;
export const ChangeUnconfirmedEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUnconfirmedEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUnconfirmedEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeUnconfirmedEmailMutation__
 *
 * To run a mutation, you first call `useChangeUnconfirmedEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeUnconfirmedEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeUnconfirmedEmailMutation, { data, loading, error }] = useChangeUnconfirmedEmailMutation({
 *   variables: {
 *      email: // value for 'email'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useChangeUnconfirmedEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeUnconfirmedEmailMutation, ChangeUnconfirmedEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeUnconfirmedEmailMutation, ChangeUnconfirmedEmailMutationVariables>(ChangeUnconfirmedEmailDocument, options);
      }
export type ChangeUnconfirmedEmailMutationHookResult = ReturnType<typeof useChangeUnconfirmedEmailMutation>;
export type ChangeUnconfirmedEmailMutationResult = ApolloReactCommon.MutationResult<ChangeUnconfirmedEmailMutation>;
export const MyConsentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConsents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConsents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyConsentRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myConsentHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyConsentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"text"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyConsentsQuery__
 *
 * To run a query within a React component, call `useMyConsentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyConsentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyConsentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyConsentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyConsentsQuery, MyConsentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyConsentsQuery, MyConsentsQueryVariables>(MyConsentsDocument, options);
      }
export function useMyConsentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyConsentsQuery, MyConsentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyConsentsQuery, MyConsentsQueryVariables>(MyConsentsDocument, options);
        }
export type MyConsentsQueryHookResult = ReturnType<typeof useMyConsentsQuery>;
export type MyConsentsLazyQueryHookResult = ReturnType<typeof useMyConsentsLazyQuery>;
export type MyConsentsQueryResult = ApolloReactCommon.QueryResult<MyConsentsQuery, MyConsentsQueryVariables>;
export const SetMyConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"given"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"given"},"value":{"kind":"Variable","name":{"kind":"Name","value":"given"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyConsentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyConsentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyConsent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}},{"kind":"Field","name":{"kind":"Name","value":"text"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetMyConsentMutation__
 *
 * To run a mutation, you first call `useSetMyConsentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetMyConsentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setMyConsentMutation, { data, loading, error }] = useSetMyConsentMutation({
 *   variables: {
 *      kind: // value for 'kind'
 *      version: // value for 'version'
 *      given: // value for 'given'
 *   },
 * });
 */
export function useSetMyConsentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetMyConsentMutation, SetMyConsentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetMyConsentMutation, SetMyConsentMutationVariables>(SetMyConsentDocument, options);
      }
export type SetMyConsentMutationHookResult = ReturnType<typeof useSetMyConsentMutation>;
export type SetMyConsentMutationResult = ApolloReactCommon.MutationResult<SetMyConsentMutation>;
export const PassportConsentTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PassportConsentText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"body_en"}},{"kind":"Field","name":{"kind":"Name","value":"body_ko"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePassportConsentTextQuery__
 *
 * To run a query within a React component, call `usePassportConsentTextQuery` and pass it any options that fit your needs.
 * When your component renders, `usePassportConsentTextQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePassportConsentTextQuery({
 *   variables: {
 *   },
 * });
 */
export function usePassportConsentTextQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PassportConsentTextQuery, PassportConsentTextQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PassportConsentTextQuery, PassportConsentTextQueryVariables>(PassportConsentTextDocument, options);
      }
export function usePassportConsentTextLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PassportConsentTextQuery, PassportConsentTextQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PassportConsentTextQuery, PassportConsentTextQueryVariables>(PassportConsentTextDocument, options);
        }
export type PassportConsentTextQueryHookResult = ReturnType<typeof usePassportConsentTextQuery>;
export type PassportConsentTextLazyQueryHookResult = ReturnType<typeof usePassportConsentTextLazyQuery>;
export type PassportConsentTextQueryResult = ApolloReactCommon.QueryResult<PassportConsentTextQuery, PassportConsentTextQueryVariables>;
export const MyCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"objectionsCloseAt"}},{"kind":"Field","name":{"kind":"Name","value":"objectionsOpen"}},{"kind":"Field","name":{"kind":"Name","value":"certificateAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"schemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditSchemeRule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"first"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"scanCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"objections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditObjectionState"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditSchemeRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditScheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moreThanMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"upToMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"minimumMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"boundByLectureWindow"}},{"kind":"Field","name":{"kind":"Name","value":"dayPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditObjectionState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyCreditsQuery__
 *
 * To run a query within a React component, call `useMyCreditsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCreditsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCreditsQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useMyCreditsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyCreditsQuery, MyCreditsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyCreditsQuery, MyCreditsQueryVariables>(MyCreditsDocument, options);
      }
export function useMyCreditsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyCreditsQuery, MyCreditsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyCreditsQuery, MyCreditsQueryVariables>(MyCreditsDocument, options);
        }
export type MyCreditsQueryHookResult = ReturnType<typeof useMyCreditsQuery>;
export type MyCreditsLazyQueryHookResult = ReturnType<typeof useMyCreditsLazyQuery>;
export type MyCreditsQueryResult = ApolloReactCommon.QueryResult<MyCreditsQuery, MyCreditsQueryVariables>;
export const FileCreditObjectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileCreditObjection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileCreditObjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schemeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schemeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditObjectionState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditObjectionState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditObjection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schemeId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionMemo"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentPoints"}}]}}]} as unknown as DocumentNode;

/**
 * __useFileCreditObjectionMutation__
 *
 * To run a mutation, you first call `useFileCreditObjectionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFileCreditObjectionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [fileCreditObjectionMutation, { data, loading, error }] = useFileCreditObjectionMutation({
 *   variables: {
 *      schemeId: // value for 'schemeId'
 *      day: // value for 'day'
 *      message: // value for 'message'
 *   },
 * });
 */
export function useFileCreditObjectionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FileCreditObjectionMutation, FileCreditObjectionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FileCreditObjectionMutation, FileCreditObjectionMutationVariables>(FileCreditObjectionDocument, options);
      }
export type FileCreditObjectionMutationHookResult = ReturnType<typeof useFileCreditObjectionMutation>;
export type FileCreditObjectionMutationResult = ApolloReactCommon.MutationResult<FileCreditObjectionMutation>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation_kr"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationOther"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"howFind"}},{"kind":"Field","name":{"kind":"Name","value":"viaEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiveInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visa"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyProfileQuery__
 *
 * To run a query within a React component, call `useMyProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
      }
export function useMyProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
        }
export type MyProfileQueryHookResult = ReturnType<typeof useMyProfileQuery>;
export type MyProfileLazyQueryHookResult = ReturnType<typeof useMyProfileLazyQuery>;
export type MyProfileQueryResult = ApolloReactCommon.QueryResult<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation_kr"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"dialCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"occupationOther"}},{"kind":"Field","name":{"kind":"Name","value":"medi_license"}},{"kind":"Field","name":{"kind":"Name","value":"howFind"}},{"kind":"Field","name":{"kind":"Name","value":"viaEmail"}},{"kind":"Field","name":{"kind":"Name","value":"receiveInfo"}},{"kind":"Field","name":{"kind":"Name","value":"visa"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMyProfileMutation__
 *
 * To run a mutation, you first call `useUpdateMyProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMyProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMyProfileMutation, { data, loading, error }] = useUpdateMyProfileMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useUpdateMyProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>(UpdateMyProfileDocument, options);
      }
export type UpdateMyProfileMutationHookResult = ReturnType<typeof useUpdateMyProfileMutation>;
export type UpdateMyProfileMutationResult = ApolloReactCommon.MutationResult<UpdateMyProfileMutation>;
export const RenewSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jwt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"organiser"}},{"kind":"Field","name":{"kind":"Name","value":"frontDesk"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRenewSessionMutation__
 *
 * To run a mutation, you first call `useRenewSessionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenewSessionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renewSessionMutation, { data, loading, error }] = useRenewSessionMutation({
 *   variables: {
 *      identifier: // value for 'identifier'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useRenewSessionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RenewSessionMutation, RenewSessionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RenewSessionMutation, RenewSessionMutationVariables>(RenewSessionDocument, options);
      }
export type RenewSessionMutationHookResult = ReturnType<typeof useRenewSessionMutation>;
export type RenewSessionMutationResult = ApolloReactCommon.MutationResult<RenewSessionMutation>;
export const PaymentWindowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentWindow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pay_url"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpired"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePaymentWindowQuery__
 *
 * To run a query within a React component, call `usePaymentWindowQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentWindowQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentWindowQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePaymentWindowQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PaymentWindowQuery, PaymentWindowQueryVariables> & ({ variables: PaymentWindowQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PaymentWindowQuery, PaymentWindowQueryVariables>(PaymentWindowDocument, options);
      }
export function usePaymentWindowLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentWindowQuery, PaymentWindowQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PaymentWindowQuery, PaymentWindowQueryVariables>(PaymentWindowDocument, options);
        }
export type PaymentWindowQueryHookResult = ReturnType<typeof usePaymentWindowQuery>;
export type PaymentWindowLazyQueryHookResult = ReturnType<typeof usePaymentWindowLazyQuery>;
export type PaymentWindowQueryResult = ApolloReactCommon.QueryResult<PaymentWindowQuery, PaymentWindowQueryVariables>;
export const PaymentResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cn_appr_no"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpired"}},{"kind":"Field","name":{"kind":"Name","value":"va_bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"va_account_no"}},{"kind":"Field","name":{"kind":"Name","value":"va_expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"registration_list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePaymentResultQuery__
 *
 * To run a query within a React component, call `usePaymentResultQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaymentResultQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaymentResultQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePaymentResultQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PaymentResultQuery, PaymentResultQueryVariables> & ({ variables: PaymentResultQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PaymentResultQuery, PaymentResultQueryVariables>(PaymentResultDocument, options);
      }
export function usePaymentResultLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PaymentResultQuery, PaymentResultQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PaymentResultQuery, PaymentResultQueryVariables>(PaymentResultDocument, options);
        }
export type PaymentResultQueryHookResult = ReturnType<typeof usePaymentResultQuery>;
export type PaymentResultLazyQueryHookResult = ReturnType<typeof usePaymentResultLazyQuery>;
export type PaymentResultQueryResult = ApolloReactCommon.QueryResult<PaymentResultQuery, PaymentResultQueryVariables>;
export const MyPersonalDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPersonalData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPersonalData"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyPersonalDataQuery__
 *
 * To run a query within a React component, call `useMyPersonalDataQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyPersonalDataQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyPersonalDataQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyPersonalDataQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyPersonalDataQuery, MyPersonalDataQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyPersonalDataQuery, MyPersonalDataQueryVariables>(MyPersonalDataDocument, options);
      }
export function useMyPersonalDataLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyPersonalDataQuery, MyPersonalDataQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyPersonalDataQuery, MyPersonalDataQueryVariables>(MyPersonalDataDocument, options);
        }
export type MyPersonalDataQueryHookResult = ReturnType<typeof useMyPersonalDataQuery>;
export type MyPersonalDataLazyQueryHookResult = ReturnType<typeof useMyPersonalDataLazyQuery>;
export type MyPersonalDataQueryResult = ApolloReactCommon.QueryResult<MyPersonalDataQuery, MyPersonalDataQueryVariables>;
export const MyDeletionRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDeletionRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDeletionRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyDeletionRequestQuery__
 *
 * To run a query within a React component, call `useMyDeletionRequestQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDeletionRequestQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDeletionRequestQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyDeletionRequestQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyDeletionRequestQuery, MyDeletionRequestQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyDeletionRequestQuery, MyDeletionRequestQueryVariables>(MyDeletionRequestDocument, options);
      }
export function useMyDeletionRequestLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyDeletionRequestQuery, MyDeletionRequestQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyDeletionRequestQuery, MyDeletionRequestQueryVariables>(MyDeletionRequestDocument, options);
        }
export type MyDeletionRequestQueryHookResult = ReturnType<typeof useMyDeletionRequestQuery>;
export type MyDeletionRequestLazyQueryHookResult = ReturnType<typeof useMyDeletionRequestLazyQuery>;
export type MyDeletionRequestQueryResult = ApolloReactCommon.QueryResult<MyDeletionRequestQuery, MyDeletionRequestQueryVariables>;
export const RequestMyDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMyDeletion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMyDeletion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestMyDeletionMutation__
 *
 * To run a mutation, you first call `useRequestMyDeletionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestMyDeletionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestMyDeletionMutation, { data, loading, error }] = useRequestMyDeletionMutation({
 *   variables: {
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRequestMyDeletionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestMyDeletionMutation, RequestMyDeletionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestMyDeletionMutation, RequestMyDeletionMutationVariables>(RequestMyDeletionDocument, options);
      }
export type RequestMyDeletionMutationHookResult = ReturnType<typeof useRequestMyDeletionMutation>;
export type RequestMyDeletionMutationResult = ApolloReactCommon.MutationResult<RequestMyDeletionMutation>;
export const MyProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ics_path"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"item_type"}},{"kind":"Field","name":{"kind":"Name","value":"item_id"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"room_en"}},{"kind":"Field","name":{"kind":"Name","value":"room_ko"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"room_en"}},{"kind":"Field","name":{"kind":"Name","value":"room_ko"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"clash"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"talk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyProgrammeQuery__
 *
 * To run a query within a React component, call `useMyProgrammeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyProgrammeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyProgrammeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyProgrammeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyProgrammeQuery, MyProgrammeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyProgrammeQuery, MyProgrammeQueryVariables>(MyProgrammeDocument, options);
      }
export function useMyProgrammeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyProgrammeQuery, MyProgrammeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyProgrammeQuery, MyProgrammeQueryVariables>(MyProgrammeDocument, options);
        }
export type MyProgrammeQueryHookResult = ReturnType<typeof useMyProgrammeQuery>;
export type MyProgrammeLazyQueryHookResult = ReturnType<typeof useMyProgrammeLazyQuery>;
export type MyProgrammeQueryResult = ApolloReactCommon.QueryResult<MyProgrammeQuery, MyProgrammeQueryVariables>;
export const UnstarMyProgrammeItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnstarMyProgrammeItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeItemType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unstarProgrammeItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"clash"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"day"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"talk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title_en"}},{"kind":"Field","name":{"kind":"Name","value":"title_ko"}},{"kind":"Field","name":{"kind":"Name","value":"speaker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name_en"}},{"kind":"Field","name":{"kind":"Name","value":"name_ko"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUnstarMyProgrammeItemMutation__
 *
 * To run a mutation, you first call `useUnstarMyProgrammeItemMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnstarMyProgrammeItemMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unstarMyProgrammeItemMutation, { data, loading, error }] = useUnstarMyProgrammeItemMutation({
 *   variables: {
 *      type: // value for 'type'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnstarMyProgrammeItemMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnstarMyProgrammeItemMutation, UnstarMyProgrammeItemMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnstarMyProgrammeItemMutation, UnstarMyProgrammeItemMutationVariables>(UnstarMyProgrammeItemDocument, options);
      }
export type UnstarMyProgrammeItemMutationHookResult = ReturnType<typeof useUnstarMyProgrammeItemMutation>;
export type UnstarMyProgrammeItemMutationResult = ApolloReactCommon.MutationResult<UnstarMyProgrammeItemMutation>;
export const DismissProgrammeNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissProgrammeNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissProgrammeNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useDismissProgrammeNoticeMutation__
 *
 * To run a mutation, you first call `useDismissProgrammeNoticeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDismissProgrammeNoticeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [dismissProgrammeNoticeMutation, { data, loading, error }] = useDismissProgrammeNoticeMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDismissProgrammeNoticeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DismissProgrammeNoticeMutation, DismissProgrammeNoticeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DismissProgrammeNoticeMutation, DismissProgrammeNoticeMutationVariables>(DismissProgrammeNoticeDocument, options);
      }
export type DismissProgrammeNoticeMutationHookResult = ReturnType<typeof useDismissProgrammeNoticeMutation>;
export type DismissProgrammeNoticeMutationResult = ApolloReactCommon.MutationResult<DismissProgrammeNoticeMutation>;
export const MyBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"affiliation"}},{"kind":"Field","name":{"kind":"Name","value":"categoryEn"}},{"kind":"Field","name":{"kind":"Name","value":"categoryKo"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyBadgeQuery__
 *
 * To run a query within a React component, call `useMyBadgeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyBadgeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyBadgeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyBadgeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyBadgeQuery, MyBadgeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyBadgeQuery, MyBadgeQueryVariables>(MyBadgeDocument, options);
      }
export function useMyBadgeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyBadgeQuery, MyBadgeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyBadgeQuery, MyBadgeQueryVariables>(MyBadgeDocument, options);
        }
export type MyBadgeQueryHookResult = ReturnType<typeof useMyBadgeQuery>;
export type MyBadgeLazyQueryHookResult = ReturnType<typeof useMyBadgeLazyQuery>;
export type MyBadgeQueryResult = ApolloReactCommon.QueryResult<MyBadgeQuery, MyBadgeQueryVariables>;
export const MyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"givenName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"name_kr"}},{"kind":"Field","name":{"kind":"Name","value":"registration_list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRegistrationFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"vegetarian"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"alergy"}},{"kind":"Field","name":{"kind":"Name","value":"badgeGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"accompanying"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"krwPerUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"cn_appr_no"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpired"}},{"kind":"Field","name":{"kind":"Name","value":"va_bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"va_account_no"}},{"kind":"Field","name":{"kind":"Name","value":"va_expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount_krw"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyRegistrationQuery__
 *
 * To run a query within a React component, call `useMyRegistrationQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyRegistrationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyRegistrationQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyRegistrationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyRegistrationQuery, MyRegistrationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyRegistrationQuery, MyRegistrationQueryVariables>(MyRegistrationDocument, options);
      }
export function useMyRegistrationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyRegistrationQuery, MyRegistrationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyRegistrationQuery, MyRegistrationQueryVariables>(MyRegistrationDocument, options);
        }
export type MyRegistrationQueryHookResult = ReturnType<typeof useMyRegistrationQuery>;
export type MyRegistrationLazyQueryHookResult = ReturnType<typeof useMyRegistrationLazyQuery>;
export type MyRegistrationQueryResult = ApolloReactCommon.QueryResult<MyRegistrationQuery, MyRegistrationQueryVariables>;
export const CreateMyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationListInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegistrationList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"vegetarian"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"alergy"}},{"kind":"Field","name":{"kind":"Name","value":"badgeGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"accompanying"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"krwPerUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"cn_appr_no"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpired"}},{"kind":"Field","name":{"kind":"Name","value":"va_bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"va_account_no"}},{"kind":"Field","name":{"kind":"Name","value":"va_expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount_krw"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateMyRegistrationMutation__
 *
 * To run a mutation, you first call `useCreateMyRegistrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMyRegistrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMyRegistrationMutation, { data, loading, error }] = useCreateMyRegistrationMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCreateMyRegistrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateMyRegistrationMutation, CreateMyRegistrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateMyRegistrationMutation, CreateMyRegistrationMutationVariables>(CreateMyRegistrationDocument, options);
      }
export type CreateMyRegistrationMutationHookResult = ReturnType<typeof useCreateMyRegistrationMutation>;
export type CreateMyRegistrationMutationResult = ApolloReactCommon.MutationResult<CreateMyRegistrationMutation>;
export const UpdateMyRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationListInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistrationList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"vegetarian"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"alergy"}},{"kind":"Field","name":{"kind":"Name","value":"badgeGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"accompanying"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"krwPerUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"cn_appr_no"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpired"}},{"kind":"Field","name":{"kind":"Name","value":"va_bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"va_account_no"}},{"kind":"Field","name":{"kind":"Name","value":"va_expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount_krw"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMyRegistrationMutation__
 *
 * To run a mutation, you first call `useUpdateMyRegistrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMyRegistrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMyRegistrationMutation, { data, loading, error }] = useUpdateMyRegistrationMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useUpdateMyRegistrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMyRegistrationMutation, UpdateMyRegistrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMyRegistrationMutation, UpdateMyRegistrationMutationVariables>(UpdateMyRegistrationDocument, options);
      }
export type UpdateMyRegistrationMutationHookResult = ReturnType<typeof useUpdateMyRegistrationMutation>;
export type UpdateMyRegistrationMutationResult = ApolloReactCommon.MutationResult<UpdateMyRegistrationMutation>;
export const RequestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cashCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_PAY_CASH_CODE"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"cash_code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cashCode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestPaymentMutation__
 *
 * To run a mutation, you first call `useRequestPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPaymentMutation, { data, loading, error }] = useRequestPaymentMutation({
 *   variables: {
 *      registrationId: // value for 'registrationId'
 *      cashCode: // value for 'cashCode'
 *   },
 * });
 */
export function useRequestPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestPaymentMutation, RequestPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestPaymentMutation, RequestPaymentMutationVariables>(RequestPaymentDocument, options);
      }
export type RequestPaymentMutationHookResult = ReturnType<typeof useRequestPaymentMutation>;
export type RequestPaymentMutationResult = ApolloReactCommon.MutationResult<RequestPaymentMutation>;
export const RequestRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"attend"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price_status"}},{"kind":"Field","name":{"kind":"Name","value":"dinnerAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"accompanyingPerson"}},{"kind":"Field","name":{"kind":"Name","value":"vegetarian"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryNeeds"}},{"kind":"Field","name":{"kind":"Name","value":"alergy"}},{"kind":"Field","name":{"kind":"Name","value":"badgeGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"fee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"dinner"}},{"kind":"Field","name":{"kind":"Name","value":"accompanying"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"krwPerUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tid"}},{"kind":"Field","name":{"kind":"Name","value":"pay_status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"cash_code"}},{"kind":"Field","name":{"kind":"Name","value":"cn_appr_no"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_total"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}},{"kind":"Field","name":{"kind":"Name","value":"urlExpired"}},{"kind":"Field","name":{"kind":"Name","value":"va_bank_code"}},{"kind":"Field","name":{"kind":"Name","value":"va_account_no"}},{"kind":"Field","name":{"kind":"Name","value":"va_expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount_krw"}},{"kind":"Field","name":{"kind":"Name","value":"issued_at"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestRefundMutation__
 *
 * To run a mutation, you first call `useRequestRefundMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestRefundMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestRefundMutation, { data, loading, error }] = useRequestRefundMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestRefundMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestRefundMutation, RequestRefundMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestRefundMutation, RequestRefundMutationVariables>(RequestRefundDocument, options);
      }
export type RequestRefundMutationHookResult = ReturnType<typeof useRequestRefundMutation>;
export type RequestRefundMutationResult = ApolloReactCommon.MutationResult<RequestRefundMutation>;
export const MyVisaLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyVisaLetter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myVisaLetter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyVisaLetterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"visaGivenName"}},{"kind":"Field","name":{"kind":"Name","value":"visaFamilyName"}},{"kind":"Field","name":{"kind":"Name","value":"visaCountry"}},{"kind":"Field","name":{"kind":"Name","value":"visaPassportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaBirth"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssue"}},{"kind":"Field","name":{"kind":"Name","value":"visaExpire"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyVisaLetterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyVisaLetterQuery__
 *
 * To run a query within a React component, call `useMyVisaLetterQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyVisaLetterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyVisaLetterQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyVisaLetterQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyVisaLetterQuery, MyVisaLetterQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyVisaLetterQuery, MyVisaLetterQueryVariables>(MyVisaLetterDocument, options);
      }
export function useMyVisaLetterLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyVisaLetterQuery, MyVisaLetterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyVisaLetterQuery, MyVisaLetterQueryVariables>(MyVisaLetterDocument, options);
        }
export type MyVisaLetterQueryHookResult = ReturnType<typeof useMyVisaLetterQuery>;
export type MyVisaLetterLazyQueryHookResult = ReturnType<typeof useMyVisaLetterLazyQuery>;
export type MyVisaLetterQueryResult = ApolloReactCommon.QueryResult<MyVisaLetterQuery, MyVisaLetterQueryVariables>;
export const RequestVisaLetterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestVisaLetter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestVisaLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyVisaLetterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyVisaLetterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisaLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"given_name"}},{"kind":"Field","name":{"kind":"Name","value":"family_name"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passport_number"}},{"kind":"Field","name":{"kind":"Name","value":"birth"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"decided_at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"letter_number"}},{"kind":"Field","name":{"kind":"Name","value":"pdf_url"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestVisaLetterMutation__
 *
 * To run a mutation, you first call `useRequestVisaLetterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestVisaLetterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestVisaLetterMutation, { data, loading, error }] = useRequestVisaLetterMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRequestVisaLetterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestVisaLetterMutation, RequestVisaLetterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestVisaLetterMutation, RequestVisaLetterMutationVariables>(RequestVisaLetterDocument, options);
      }
export type RequestVisaLetterMutationHookResult = ReturnType<typeof useRequestVisaLetterMutation>;
export type RequestVisaLetterMutationResult = ApolloReactCommon.MutationResult<RequestVisaLetterMutation>;
export const MyReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReviewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topics"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyReviewsQuery__
 *
 * To run a query within a React component, call `useMyReviewsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyReviewsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyReviewsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyReviewsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyReviewsQuery, MyReviewsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyReviewsQuery, MyReviewsQueryVariables>(MyReviewsDocument, options);
      }
export function useMyReviewsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyReviewsQuery, MyReviewsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyReviewsQuery, MyReviewsQueryVariables>(MyReviewsDocument, options);
        }
export type MyReviewsQueryHookResult = ReturnType<typeof useMyReviewsQuery>;
export type MyReviewsLazyQueryHookResult = ReturnType<typeof useMyReviewsLazyQuery>;
export type MyReviewsQueryResult = ApolloReactCommon.QueryResult<MyReviewsQuery, MyReviewsQueryVariables>;
export const MyReviewListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReviewList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyReviewSettings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myReviewAssignments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"submitted_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myBiddableAbstracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"conflict"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReviewSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"biddingStart"}},{"kind":"Field","name":{"kind":"Name","value":"biddingEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviewEnd"}},{"kind":"Field","name":{"kind":"Name","value":"biddingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOpen"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyReviewListQuery__
 *
 * To run a query within a React component, call `useMyReviewListQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyReviewListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyReviewListQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyReviewListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyReviewListQuery, MyReviewListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyReviewListQuery, MyReviewListQueryVariables>(MyReviewListDocument, options);
      }
export function useMyReviewListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyReviewListQuery, MyReviewListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyReviewListQuery, MyReviewListQueryVariables>(MyReviewListDocument, options);
        }
export type MyReviewListQueryHookResult = ReturnType<typeof useMyReviewListQuery>;
export type MyReviewListLazyQueryHookResult = ReturnType<typeof useMyReviewListLazyQuery>;
export type MyReviewListQueryResult = ApolloReactCommon.QueryResult<MyReviewListQuery, MyReviewListQueryVariables>;
export const MyReviewAssignmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReviewAssignment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyReviewSettings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myReviewAssignment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAssignment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReviewSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criteria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label_en"}},{"kind":"Field","name":{"kind":"Name","value":"label_ko"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blind"}},{"kind":"Field","name":{"kind":"Name","value":"biddingStart"}},{"kind":"Field","name":{"kind":"Name","value":"biddingEnd"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviewEnd"}},{"kind":"Field","name":{"kind":"Name","value":"biddingOpen"}},{"kind":"Field","name":{"kind":"Name","value":"reviewOpen"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAbstractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAbstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"objectives"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"results"}},{"kind":"Field","name":{"kind":"Name","value":"conclusions"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"file_img"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openAuthors"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAssignment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReviewAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAbstractFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightedScore"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"submitted_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyReviewAssignmentQuery__
 *
 * To run a query within a React component, call `useMyReviewAssignmentQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyReviewAssignmentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyReviewAssignmentQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMyReviewAssignmentQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyReviewAssignmentQuery, MyReviewAssignmentQueryVariables> & ({ variables: MyReviewAssignmentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyReviewAssignmentQuery, MyReviewAssignmentQueryVariables>(MyReviewAssignmentDocument, options);
      }
export function useMyReviewAssignmentLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyReviewAssignmentQuery, MyReviewAssignmentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyReviewAssignmentQuery, MyReviewAssignmentQueryVariables>(MyReviewAssignmentDocument, options);
        }
export type MyReviewAssignmentQueryHookResult = ReturnType<typeof useMyReviewAssignmentQuery>;
export type MyReviewAssignmentLazyQueryHookResult = ReturnType<typeof useMyReviewAssignmentLazyQuery>;
export type MyReviewAssignmentQueryResult = ApolloReactCommon.QueryResult<MyReviewAssignmentQuery, MyReviewAssignmentQueryVariables>;
export const SubmitMyReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMyReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAssignment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAbstractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAbstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"objectives"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"results"}},{"kind":"Field","name":{"kind":"Name","value":"conclusions"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"file_img"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openAuthors"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAssignment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReviewAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAbstractFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightedScore"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"submitted_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSubmitMyReviewMutation__
 *
 * To run a mutation, you first call `useSubmitMyReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubmitMyReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [submitMyReviewMutation, { data, loading, error }] = useSubmitMyReviewMutation({
 *   variables: {
 *      assignmentId: // value for 'assignmentId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubmitMyReviewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubmitMyReviewMutation, SubmitMyReviewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubmitMyReviewMutation, SubmitMyReviewMutationVariables>(SubmitMyReviewDocument, options);
      }
export type SubmitMyReviewMutationHookResult = ReturnType<typeof useSubmitMyReviewMutation>;
export type SubmitMyReviewMutationResult = ApolloReactCommon.MutationResult<SubmitMyReviewMutation>;
export const SaveMyReviewDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyReviewDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReviewDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assignmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyAssignment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAbstractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAbstract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"objectives"}},{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"results"}},{"kind":"Field","name":{"kind":"Name","value":"conclusions"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"file_img"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openAuthors"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyAssignment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReviewAssignment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAbstractFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightedScore"}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"submitted_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendation"}},{"kind":"Field","name":{"kind":"Name","value":"commentToAuthors"}},{"kind":"Field","name":{"kind":"Name","value":"confidentialComment"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSaveMyReviewDraftMutation__
 *
 * To run a mutation, you first call `useSaveMyReviewDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveMyReviewDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveMyReviewDraftMutation, { data, loading, error }] = useSaveMyReviewDraftMutation({
 *   variables: {
 *      assignmentId: // value for 'assignmentId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveMyReviewDraftMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveMyReviewDraftMutation, SaveMyReviewDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveMyReviewDraftMutation, SaveMyReviewDraftMutationVariables>(SaveMyReviewDraftDocument, options);
      }
export type SaveMyReviewDraftMutationHookResult = ReturnType<typeof useSaveMyReviewDraftMutation>;
export type SaveMyReviewDraftMutationResult = ApolloReactCommon.MutationResult<SaveMyReviewDraftMutation>;
export const SetMyReviewBidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyReviewBid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ENUM_REVIEW_BID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReviewBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"abstractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"conflict"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetMyReviewBidMutation__
 *
 * To run a mutation, you first call `useSetMyReviewBidMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetMyReviewBidMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setMyReviewBidMutation, { data, loading, error }] = useSetMyReviewBidMutation({
 *   variables: {
 *      abstractId: // value for 'abstractId'
 *      bid: // value for 'bid'
 *   },
 * });
 */
export function useSetMyReviewBidMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetMyReviewBidMutation, SetMyReviewBidMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetMyReviewBidMutation, SetMyReviewBidMutationVariables>(SetMyReviewBidDocument, options);
      }
export type SetMyReviewBidMutationHookResult = ReturnType<typeof useSetMyReviewBidMutation>;
export type SetMyReviewBidMutationResult = ApolloReactCommon.MutationResult<SetMyReviewBidMutation>;
export const DeclareMyReviewConflictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclareMyReviewConflict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conflict"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declareReviewConflict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"abstractId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"abstractId"}}},{"kind":"Argument","name":{"kind":"Name","value":"conflict"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conflict"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bid"}},{"kind":"Field","name":{"kind":"Name","value":"conflict"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeclareMyReviewConflictMutation__
 *
 * To run a mutation, you first call `useDeclareMyReviewConflictMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeclareMyReviewConflictMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [declareMyReviewConflictMutation, { data, loading, error }] = useDeclareMyReviewConflictMutation({
 *   variables: {
 *      abstractId: // value for 'abstractId'
 *      conflict: // value for 'conflict'
 *   },
 * });
 */
export function useDeclareMyReviewConflictMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeclareMyReviewConflictMutation, DeclareMyReviewConflictMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeclareMyReviewConflictMutation, DeclareMyReviewConflictMutationVariables>(DeclareMyReviewConflictDocument, options);
      }
export type DeclareMyReviewConflictMutationHookResult = ReturnType<typeof useDeclareMyReviewConflictMutation>;
export type DeclareMyReviewConflictMutationResult = ApolloReactCommon.MutationResult<DeclareMyReviewConflictMutation>;