// A mail an organiser writes (the send-mail page, a mail to one person): the page's form and the API
// check the same limits.
import { z } from './zod';
import { MAIL_TYPES } from '../enums';
import { MAIL_LOCALES } from '../mail';
import { requiredHtml, requiredText } from './rules';

export const MAIL_TITLE_MAX = 300;
export const MAIL_CONTENT_MAX = 100_000;

/** A mail of one's own: a subject and a text, both required. */
export const freeMailSchema = z.object({
  title: requiredText(MAIL_TITLE_MAX),
  content: requiredText(MAIL_CONTENT_MAX),
});

export const MAIL_AUDIENCES = ['group', 'unpaid'] as const;
export const MAIL_CONTENT_MODES = ['template', 'free'] as const;

/**
 * The send-mail page's form (back office): a group (when the audience is a group), and a template or
 * a subject and text of one's own, as chosen.
 */
export const sendMailFormSchema = (chosen: { audience: string; mode: string }) =>
  z.object({
    audience: z.enum(MAIL_AUDIENCES, 'validation.required'),
    groupId: chosen.audience === 'group' ? z.string().min(1, 'validation.required') : z.string(),
    mode: z.enum(MAIL_CONTENT_MODES, 'validation.required'),
    templateId: chosen.mode === 'template' ? z.string().min(1, 'validation.required') : z.string(),
    title: chosen.mode === 'free' ? requiredText(MAIL_TITLE_MAX) : z.string(),
    text: chosen.mode === 'free' ? requiredText(MAIL_CONTENT_MAX) : z.string(),
  });

/** A mail template (back office): its subject and body, the event it is for and its language. */
export const mailTemplateSchema = z.object({
  title: requiredText(MAIL_TITLE_MAX),
  // The editor's body is markup: an empty one is `<p></p>`.
  contents: requiredHtml(MAIL_CONTENT_MAX),
  type: z.enum(MAIL_TYPES, 'validation.invalid'),
  locale: z.enum(MAIL_LOCALES, 'validation.invalid'),
});
