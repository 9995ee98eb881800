// Mail templates (mail/templateSetting) and the automatic-sending settings (mail/autoSending).
import type { Knex } from 'knex';
import { z } from 'zod';
import { AUTO_MAIL_TYPES, isAlwaysSent, MAIL_TYPE_TABLES, type MailType } from '@congress/domain';
import { mailTemplateSchema } from '@congress/domain/validation';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import type { RequestContext } from '../../context';
import { runList, type ListArgs } from '../../lists/query';
import { MAIL_TEMPLATES_LIST_DEFINITION } from './mailTemplates.list';
import {
  SERVER_PLACEHOLDERS,
  TEMPLATE_COLUMNS,
  templateValues,
  type TemplateTable,
} from './mail.placeholders';
import { findMemberById } from '../members/members.lookup';
import { latestLiveAbstractOf } from '../abstracts/abstracts.lookup';
import { latestPayOfMember } from '../pays/pays.lookup';
import { latestReceiptOfMember, receiptMailValues } from '../receipts/receipts.lookup';
import { latestLiveRegistrationOf } from '../registrations/registrations.lookup';
import { pickTemplate, type MailTemplateRow } from './mail.repository';
import {
  autoSettingRows,
  countOtherLiveTemplates,
  findLiveTemplate,
  insertTemplate,
  liveTemplatesForUpdate,
  saveAutoSetting,
  softDeleteTemplates,
  unsetTemplateChoice,
  updateTemplateRow,
  type MailAutoSettingRow,
  type MailTemplateRecord,
} from './mailTemplates.repository';
import { sanitizeMailHtml } from './mail.sanitize';
import { forgetMailSettings, mailSettings } from './mail.settingsCache';
import { renderTemplate, unknownPlaceholders, type TemplateValues } from './mail.template';
import { namedValues } from './mail.names';
import { resolveKoreanParticles } from './koreanParticles';

export type { MailAutoSettingRow, MailTemplateRecord };

// The back office's editor checks the same rules (mailTemplateSchema of @congress/domain/validation).
type TemplateInput = z.output<typeof mailTemplateSchema>;

/** The placeholders a template of this type may use: its tables' allowlists and the server's values. */
export function placeholdersFor(type: MailType): string[] {
  const tables = MAIL_TYPE_TABLES[type] as readonly TemplateTable[];
  return [...new Set([...tables.flatMap((t) => TEMPLATE_COLUMNS[t]), ...SERVER_PLACEHOLDERS])];
}

/** The unknown placeholders of a draft's subject and body. */
export const unknownOf = (input: { title: string; contents: string; type: MailType }) => [
  ...new Set([
    ...unknownPlaceholders(input.title, placeholdersFor(input.type)),
    ...unknownPlaceholders(input.contents, placeholdersFor(input.type)),
  ]),
];

/** Parses, refuses unknown placeholders (a translated field error) and sanitises the body. */
function checkedTemplate(input: unknown): TemplateInput {
  const values = parseInput(mailTemplateSchema, input);
  const unknown = unknownOf(values);
  if (unknown.length)
    throw new AppError('VALIDATION_FAILED', {
      message: `Unknown placeholders: ${unknown.map((n) => `{${n}}`).join(', ')}`,
      fields: [{ field: 'contents', code: 'validation.mailPlaceholder' }],
    });
  const contents = sanitizeMailHtml(values.contents);
  if (!contents.trim()) throw invalidField('contents', 'validation.required');
  return { ...values, contents };
}

export const listMailTemplates = (ctx: RequestContext, args: ListArgs) =>
  runList<MailTemplateRecord>(MAIL_TEMPLATES_LIST_DEFINITION, ctx, args);

export const findMailTemplate = (knex: Knex, id: number): Promise<MailTemplateRecord | undefined> =>
  findLiveTemplate(knex, id);

export async function createMailTemplate(knex: Knex, input: unknown): Promise<MailTemplateRecord> {
  const values = checkedTemplate(input);
  const row = await insertTemplate(knex, values);
  forgetMailSettings(knex);
  return row;
}

export async function updateMailTemplate(
  knex: Knex,
  id: number,
  input: unknown,
): Promise<MailTemplateRecord> {
  const values = checkedTemplate(input);
  const row = await knex.transaction(async (trx) => {
    const current = await liveTemplatesForUpdate(trx, [id]).then((rows) => rows[0]);
    if (!current) throw new AppError('NOT_FOUND');
    // Moving the last English template of an event away from it would leave the event without a mail.
    if (current.type !== values.type || current.locale !== values.locale)
      await keepLastEnglish(trx, [current]);
    const row = await updateTemplateRow(trx, id, values);
    // A setting that chose this template for another type or language no longer applies.
    if (values.type !== current.type || values.locale !== 'en') await unsetTemplateChoice(trx, 'en', [id]);
    if (values.type !== current.type || values.locale !== 'ko') await unsetTemplateChoice(trx, 'ko', [id]);
    return row;
  });
  forgetMailSettings(knex);
  return row;
}

/**
 * Refuses to take away the last live English template of an event type: English is the fallback
 * every event mail is rendered from when its language has none (translated error, nothing changed).
 */
async function keepLastEnglish(
  trx: Knex.Transaction,
  leaving: Pick<MailTemplateRecord, 'id' | 'type' | 'locale'>[],
) {
  const ids = leaving.map((t) => t.id);
  for (const type of new Set(
    leaving.filter((t) => t.locale === 'en' && t.type !== 'MANUAL').map((t) => t.type),
  )) {
    if ((await countOtherLiveTemplates(trx, type, 'en', ids)) === 0)
      throw validationError([{ field: 'ids', code: 'validation.mailLastTemplate' }]);
  }
}

export async function deleteMailTemplates(knex: Knex, ids: number[]): Promise<number> {
  if (!ids.length) throw validationError([{ field: 'ids', code: 'validation.required' }]);
  const deleted = await knex.transaction(async (trx): Promise<number> => {
    const rows = await liveTemplatesForUpdate(trx, ids);
    await keepLastEnglish(trx, rows);
    if (!rows.length) return 0;
    const found = rows.map((r) => r.id);
    await unsetTemplateChoice(trx, 'en', found);
    await unsetTemplateChoice(trx, 'ko', found);
    return softDeleteTemplates(trx, found);
  });
  forgetMailSettings(knex);
  return deleted;
}

/**
 * The values a member's mail of this type is rendered with, from real rows: the member, then (as
 * the senders merge them) their latest live registration, payment, abstract or receipt.
 */
export async function previewValues(knex: Knex, userId: number, type: MailType): Promise<TemplateValues> {
  const user = await findMemberById(knex, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const tables = MAIL_TYPE_TABLES[type];
  const registration = tables.includes('registration_lists')
    ? await latestLiveRegistrationOf(knex, userId)
    : undefined;
  const pay = tables.includes('pays') ? await latestPayOfMember(knex, userId) : undefined;
  const abstract = tables.includes('abstracts') ? await latestLiveAbstractOf(knex, userId) : undefined;
  // A receipt mail's {reference}, {kind} and {amount}: the member's latest receipt.
  const receipt = tables.includes('receipts') ? await latestReceiptOfMember(knex, userId) : undefined;
  return { ...user, ...registration, ...pay, ...abstract, ...(receipt && receiptMailValues(receipt)) };
}

/** What the server fills in at sending time, shown in the preview by name (no real code or link). */
const SERVER_SAMPLES: TemplateValues = Object.fromEntries(
  SERVER_PLACEHOLDERS.map((name) => [name, `[${name}]`]),
);

export async function previewMailTemplate(
  ctx: RequestContext,
  organiserId: number,
  input: unknown,
  userId: number | null,
) {
  const values = parseInput(mailTemplateSchema, input);
  const contents = sanitizeMailHtml(values.contents);
  const target = userId ?? organiserId;
  // As the mail will be sent: coded values by their names in the template's language.
  const rowValues = namedValues(
    values.type,
    templateValues(await previewValues(ctx.knex, target, values.type)),
    values.locale,
  );
  const all = { ...rowValues, ...SERVER_SAMPLES };
  const user = await findMemberById(ctx.knex, target);
  if (!user) throw new AppError('NOT_FOUND');
  return {
    title: resolveKoreanParticles(renderTemplate(values.title, all, { html: false })),
    content: resolveKoreanParticles(renderTemplate(contents, all, { html: true })),
    unknownPlaceholders: unknownOf(values),
    userEmail: user.email as string,
  };
}

// ---- automatic sending ------------------------------------------------------------------------

export interface MailAutoSettingRecord extends MailAutoSettingRow {
  required: boolean;
}

export async function listAutoSettings(knex: Knex): Promise<MailAutoSettingRecord[]> {
  const rows = await autoSettingRows(knex);
  return AUTO_MAIL_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    return {
      type,
      enabled: isAlwaysSent(type) || (row?.enabled ?? true),
      required: isAlwaysSent(type),
      template_en_id: row?.template_en_id ?? null,
      template_ko_id: row?.template_ko_id ?? null,
    };
  });
}

const settingInputSchema = () =>
  z.object({
    type: z.enum(AUTO_MAIL_TYPES, 'validation.invalid'),
    enabled: z.boolean(),
    template_en_id: z.number().int().positive().nullable(),
    template_ko_id: z.number().int().positive().nullable(),
  });

export async function updateAutoSetting(knex: Knex, input: unknown) {
  const values = parseInput(settingInputSchema(), input);
  if (!values.enabled && isAlwaysSent(values.type))
    throw invalidField('enabled', 'validation.mailAlwaysSent');
  await knex.transaction(async (trx) => {
    for (const [field, locale] of [
      ['template_en_id', 'en'],
      ['template_ko_id', 'ko'],
    ] as const) {
      const id = values[field];
      if (id === null) continue;
      const template = await findLiveTemplate(trx, id);
      if (!template || template.type !== values.type || template.locale !== locale)
        throw invalidField(field, 'validation.mailTemplateChoice');
    }
    await saveAutoSetting(trx, values);
  });
  forgetMailSettings(knex);
  return (await listAutoSettings(knex)).find((s) => s.type === values.type)!;
}

/**
 * Whether the event's mail goes out automatically, and the template it goes out with in a language
 * (the one its setting chose, else the newest; English when the language has none). Read from
 * this process's copy of the settings (mail.settingsCache.ts), through `executor` when it reads.
 */
export async function automaticMailSetup(
  knex: Knex,
  executor: Knex,
  type: MailType,
  locale: string,
): Promise<{ enabled: boolean; template: MailTemplateRow | undefined }> {
  const { settings, templates } = await mailSettings(knex, executor);
  const row = settings.find((r) => r.type === type);
  return {
    enabled: isAlwaysSent(type) || (row?.enabled ?? true),
    template: pickTemplate(templates, type, locale, {
      en: row?.template_en_id ?? null,
      ko: row?.template_ko_id ?? null,
    }),
  };
}
