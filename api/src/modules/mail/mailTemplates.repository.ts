// The organisers' mail templates and the automatic-sending settings (mail_templates,
// mail_auto_settings): every query of them from mailTemplates.service.
import type { Knex } from 'knex';
import type { MailType } from '@congress/domain';
import type { MailAutoSettingsTable, MailTemplatesTable } from '../../generated/tables';

export type MailTemplateRecord = MailTemplatesTable;

/** An automatic mail's setting (its type is one of the automatic mails, AUTO_MAIL_TYPES). */
export type MailAutoSettingRow = Omit<MailAutoSettingsTable, 'updated_at'>;

type TemplateValues = Pick<MailTemplateRecord, 'title' | 'contents' | 'type' | 'locale'>;

export const findLiveTemplate = (knex: Knex, id: number): Promise<MailTemplateRecord | undefined> =>
  knex('mail_templates').where({ id, delete: false }).first();

/** The live templates among `ids`, by id, locked. */
export const liveTemplatesForUpdate = (
  trx: Knex.Transaction,
  ids: readonly number[],
): Promise<MailTemplateRecord[]> =>
  trx('mail_templates').whereIn('id', ids).where({ delete: false }).orderBy('id').forUpdate();

export async function insertTemplate(knex: Knex, values: TemplateValues): Promise<MailTemplateRecord> {
  const [row] = await knex('mail_templates').insert(values).returning('*');
  return row!;
}

export async function updateTemplateRow(
  knex: Knex,
  id: number,
  values: TemplateValues,
): Promise<MailTemplateRecord> {
  const [row] = await knex('mail_templates')
    .where({ id })
    .update({ ...values, updated_at: knex.fn.now() })
    .returning('*');
  return row!;
}

export const softDeleteTemplates = async (knex: Knex, ids: readonly number[]): Promise<number> =>
  Number(await knex('mail_templates').whereIn('id', ids).update({ delete: true, updated_at: knex.fn.now() }));

/** How many live templates of a type and language there are besides `ids`. */
export async function countOtherLiveTemplates(
  knex: Knex,
  type: MailType,
  locale: MailTemplateRecord['locale'],
  ids: readonly number[],
): Promise<number> {
  const [row] = await knex('mail_templates')
    .where({ type, locale, delete: false })
    .whereNotIn('id', ids)
    .count({ count: '*' });
  return Number(row?.count ?? 0);
}

export const autoSettingRows = (knex: Knex): Promise<MailAutoSettingRow[]> =>
  knex('mail_auto_settings').select('type', 'enabled', 'template_en_id', 'template_ko_id');

export const saveAutoSetting = (knex: Knex, values: MailAutoSettingRow) =>
  knex('mail_auto_settings')
    .insert({ ...values, updated_at: knex.fn.now() })
    .onConflict('type')
    .merge();

/** Settings that chose one of these templates for a language no longer do. */
export const unsetTemplateChoice = (knex: Knex, locale: 'en' | 'ko', ids: readonly number[]) =>
  locale === 'en'
    ? knex('mail_auto_settings').whereIn('template_en_id', ids).update({ template_en_id: null })
    : knex('mail_auto_settings').whereIn('template_ko_id', ids).update({ template_ko_id: null });
