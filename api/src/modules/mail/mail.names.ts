// Coded values by their names in the mail's language (issue 27 §1, §4): a template may show any
// allowlisted column, and a column that stores a code (a tier, a status, a title, a country)
// must reach the reader as a name ("회원 (국내) · 전문의", not KM_TIER1), whichever sender queued
// the mail and in the organiser's preview alike. The names come from @congress/domain's label
// maps, the one home of them; a value with no name (already a name, or a code no longer offered)
// stays as it is.
import {
  ABSTRACT_CATEGORY_LABELS,
  ABSTRACT_PREFERENCE_LABELS,
  ABSTRACT_STATUS_LABELS,
  ABSTRACT_TOPIC_LABELS,
  countryName,
  MAIL_TYPE_TABLES,
  nameIn,
  RECEIPT_KIND_LABELS,
  REGISTRATION_OCCUPATION_LABELS,
  SPONSOR_GRADE_LABELS,
  TIER_NAMES,
  USER_TITLE_LABELS,
  VISA_LETTER_STATUS_LABELS,
  type MailType,
} from '@congress/domain';
import { ATTEND_LABELS, PAY_STATUS_LABELS, PRICE_STATUS_LABELS } from '@congress/domain/lists';
import type { TemplateValues } from './mail.template';

type Names = Readonly<Record<string, { en: string; ko: string }>>;

/** Which label map names each coded placeholder, by the tables the mail type reads. */
function namesFor(type: MailType): Record<string, Names> {
  const tables = MAIL_TYPE_TABLES[type];
  const names: Record<string, Names> = {};
  if (tables.includes('users')) names.title = USER_TITLE_LABELS;
  if (tables.includes('registration_lists'))
    Object.assign(names, {
      category: TIER_NAMES,
      occupation: REGISTRATION_OCCUPATION_LABELS,
      attend: ATTEND_LABELS,
      price_status: PRICE_STATUS_LABELS,
    });
  if (tables.includes('pays')) names.pay_status = PAY_STATUS_LABELS;
  // An abstract's {title} is its title, its {category} the abstract's, not the member's or the tier.
  if (tables.includes('abstracts')) {
    delete names.title;
    Object.assign(names, {
      category: ABSTRACT_CATEGORY_LABELS,
      preference: ABSTRACT_PREFERENCE_LABELS,
      status: ABSTRACT_STATUS_LABELS,
      topic: ABSTRACT_TOPIC_LABELS,
    });
  }
  if (tables.includes('sponsors')) names.grade = SPONSOR_GRADE_LABELS;
  if (tables.includes('visa_letters')) names.status = VISA_LETTER_STATUS_LABELS;
  if (tables.includes('receipts')) names.kind = RECEIPT_KIND_LABELS;
  return names;
}

/** A stored amount ("180000", "200.5") with thousands separators; anything else as it is. */
export function amountText(value: unknown): unknown {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text.trim())) return value;
  return Number(text).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The values with every coded one named in the mail's language. */
export function namedValues(type: MailType, values: TemplateValues, locale: string): TemplateValues {
  const named: TemplateValues = { ...values };
  for (const [key, names] of Object.entries(namesFor(type))) {
    const value = values[key];
    if (typeof value === 'string' && Object.hasOwn(names, value)) named[key] = nameIn(names[value]!, locale);
  }
  // A registration's price is stored as digits ("180000"): shown as an amount, 180,000.
  if (MAIL_TYPE_TABLES[type].includes('registration_lists')) named.price = amountText(values.price);
  // A country is stored as its ISO code (KR): its name in the mail's language.
  if (MAIL_TYPE_TABLES[type].includes('users') && typeof values.country === 'string' && values.country)
    named.country = countryName(values.country, locale);
  return named;
}
