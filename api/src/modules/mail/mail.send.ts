// Organisers' mails to people (createSendEmail with recipients): chosen members, a group, or every
// unpaid registrant; a template rendered for each of them or a free mail; attachments. Each
// recipient gets one send_emails row (their outcome is recorded there by the worker) and one
// queued job; large sends are spread out in time (BULK_RATE_PER_SECOND) behind the event mails.
import type { Knex } from 'knex';
import { z } from 'zod';
import { MAX_MAIL_ATTACHMENTS, MAX_MAIL_RECIPIENTS, type MailType } from '@congress/domain';
import { freeMailSchema } from '@congress/domain/validation';
import type { AppDeps } from '../../context';
import { AppError, invalidField, parseInput, validationError } from '../../errors';
import { parseId, parseIds } from '../../graphql/inputs';
import { consentingAmong } from '../consents/consents.lookup';
import { findFilesByIds } from '../files/files.lookup';
import { findLiveGroup, memberIdsOfGroup } from '../groups/groups.lookup';
import { findMembersByIds, mailRecipients, type MailAudience } from '../members/members.lookup';
import { liveRegistrationsOf, unpaidRegistrantIds } from '../registrations/registrations.lookup';
import { insertSendEmail } from './mail.repository';
import { templateValues } from './mail.placeholders';
import { sanitizeMailHtml } from './mail.sanitize';
import { renderTemplate } from './mail.template';
import { findMailTemplate, unknownOf } from './mailTemplates.service';

/** Bulk mails leave at most this many a second (the queue's startAfter spreads them). */
export const BULK_RATE_PER_SECOND = 10;

export interface RecipientsInput {
  userIds?: readonly unknown[] | null;
  groupId?: unknown;
  unpaid?: boolean | null;
  /** A mail about future congresses: only to members whose FUTURE_MAILS consent stands. */
  futureCongresses?: boolean | null;
}

interface Recipient {
  id: number | null;
  email: string;
}

/** Exactly one audience; the members it names (live, one row per address). */
async function recipientsOf(knex: Knex, input: RecipientsInput): Promise<Recipient[]> {
  const given = [input.userIds != null, input.groupId != null, input.unpaid === true].filter(Boolean).length;
  if (given !== 1) throw invalidField('recipients', 'validation.mailAudience');
  let audience: MailAudience;
  if (input.userIds != null) {
    const ids = parseIds(input.userIds, 'recipients.userIds');
    if (!ids.length) throw invalidField('recipients.userIds', 'validation.required');
    if (ids.length > MAX_MAIL_RECIPIENTS)
      throw invalidField('recipients', 'validation.mailTooManyRecipients');
    audience = { ids };
  } else if (input.groupId != null) {
    const groupId = parseId(input.groupId, 'recipients.groupId');
    if (!(await findLiveGroup(knex, groupId))) throw new AppError('NOT_FOUND', { message: 'no such group' });
    audience = { among: memberIdsOfGroup(knex, groupId) };
  } else {
    audience = { among: unpaidRegistrantIds(knex) };
  }
  const rows: Recipient[] = await mailRecipients(knex, audience, MAX_MAIL_RECIPIENTS + 1);
  if (rows.length > MAX_MAIL_RECIPIENTS) throw invalidField('recipients', 'validation.mailTooManyRecipients');
  return rows;
}

/**
 * The audience's members a mail reaches: for a mail about future congresses only those whose
 * consent to such mails stands (docs/decisions.md, "Consent at sign-up"); the others are counted.
 */
async function audienceOf(
  knex: Knex,
  input: RecipientsInput,
): Promise<{ recipients: Recipient[]; leftOut: number }> {
  const rows = await recipientsOf(knex, input);
  if (!input.futureCongresses) return { recipients: rows, leftOut: 0 };
  const consenting = await consentingAmong(
    knex,
    'FUTURE_MAILS',
    rows.flatMap((r) => (r.id === null ? [] : [r.id])),
  );
  const recipients = rows.filter((r) => r.id !== null && consenting.has(r.id));
  return { recipients, leftOut: rows.length - recipients.length };
}

export const countRecipients = async (knex: Knex, input: RecipientsInput) =>
  (await audienceOf(knex, input)).recipients.length;

export async function recipientsSummary(knex: Knex, input: RecipientsInput) {
  const { recipients, leftOut } = await audienceOf(knex, input);
  return { count: recipients.length, leftOut };
}

/** Each member's row and latest live registration: what a template or free mail may show. */
async function valuesOf(knex: Knex, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  const users: Record<string, unknown>[] = ids.length ? await findMembersByIds(knex, ids) : [];
  const registrations: Record<string, unknown>[] = ids.length ? await liveRegistrationsOf(knex, ids) : [];
  const byUser = new Map(registrations.map((r) => [r.user_id as number, r]));
  return new Map(users.map((u) => [u.id as number, { ...byUser.get(u.id as number), ...u }]));
}

export interface OrganiserMailInput {
  usermail?: string | null;
  recipients?: RecipientsInput | null;
  templateId?: unknown;
  title?: string | null;
  content?: string | null;
  files?: readonly unknown[] | null;
}

/** Attachments: files uploaded for mail (POST /upload?use=mailAttachment), at most a few. */
async function attachmentsOf(knex: Knex, files: readonly unknown[] | null | undefined) {
  if (!files?.length) return [];
  const ids = [...new Set(parseIds(files, 'files'))];
  if (ids.length > MAX_MAIL_ATTACHMENTS) throw invalidField('files', 'validation.mailAttachments');
  const rows = await findFilesByIds(knex, ids);
  if (rows.length !== ids.length || rows.some((r) => r.use !== 'mailAttachment'))
    throw invalidField('files', 'validation.mailAttachments');
  return rows.map(({ id, name, url }) => ({ id, name, url }));
}

/**
 * Queues an organiser's mail to each recipient (one logged row each), in one transaction: either
 * every recipient's mail is recorded and queued, or none. Returns how many, and how many members
 * a mail about future congresses left out for want of consent (null for other mails).
 */
export async function sendOrganiserMail(
  deps: AppDeps,
  input: OrganiserMailInput,
): Promise<{ affected: number; leftOut: number | null }> {
  const { knex } = deps;
  let subject: string;
  let body: string;
  let type: MailType = 'MANUAL';
  if (input.templateId != null) {
    const template = await findMailTemplate(knex, parseId(input.templateId, 'templateId'));
    if (!template) throw new AppError('NOT_FOUND', { message: 'no such template' });
    subject = template.title;
    body = template.contents;
    type = template.type;
  } else {
    const values = parseInput(freeMailSchema, { title: input.title ?? '', content: input.content ?? '' });
    subject = values.title;
    body = sanitizeMailHtml(values.content);
    if (unknownOf({ title: subject, contents: body, type: 'MANUAL' }).length)
      throw validationError([{ field: 'content', code: 'validation.mailPlaceholder' }]);
  }
  const futureCongresses = input.recipients?.futureCongresses === true;
  const { recipients, leftOut } = input.recipients
    ? await audienceOf(knex, input.recipients)
    : {
        recipients: [
          {
            id: null,
            email: parseInput(z.object({ to: z.email('validation.email') }), { to: input.usermail }).to,
          },
        ],
        leftOut: 0,
      };
  if (!recipients.length) throw invalidField('recipients', 'validation.mailNoRecipients');
  const files = await attachmentsOf(knex, input.files);
  const values = await valuesOf(
    knex,
    recipients.flatMap((r) => (r.id === null ? [] : [r.id])),
  );
  await knex.transaction(async (trx) => {
    for (const [index, recipient] of recipients.entries()) {
      const row = templateValues(
        (recipient.id !== null ? values.get(recipient.id) : undefined) ?? { email: recipient.email },
      );
      const queued = await insertSendEmail(trx, {
        // A template's mail keeps its type in the log; it is an organiser's mail all the same.
        type: type === 'MANUAL' ? 'MANUAL' : type,
        usermail: recipient.email,
        title: renderTemplate(subject, row, { html: false }).slice(0, 300),
        content: renderTemplate(body, row, { html: true }),
        files,
        automatic: false,
        future_congresses: futureCongresses,
      });
      await deps.mail.enqueue(trx, queued, 'MANUAL', {
        startAfterSeconds: Math.floor(index / BULK_RATE_PER_SECOND),
      });
    }
  });
  return { affected: recipients.length, leftOut: futureCongresses ? leftOut : null };
}

/** Mails holding a code or a link of their own: the member asks for a new one instead. */
const NOT_RESENT: readonly MailType[] = ['FIND_PASSWORD', 'SIGN_UP'];

/** Queues a copy of a logged mail to the same address (logged as a new row pointing at the first). */
export async function resendEmail(deps: AppDeps, id: number): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const mail = await trx('send_emails').where({ id }).first();
    if (!mail) throw new AppError('NOT_FOUND');
    if (mail.authcode || NOT_RESENT.includes(mail.type))
      throw invalidField('id', 'validation.mailResendSecret');
    const copy = await insertSendEmail(trx, {
      type: mail.type,
      title: mail.title,
      usermail: mail.usermail,
      content: mail.content,
      files: mail.files,
      automatic: false,
      resent_from: id,
    } as Parameters<typeof insertSendEmail>[1]);
    await deps.mail.enqueue(trx, copy, 'MANUAL');
  });
}
