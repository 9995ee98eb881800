import { deliveryState } from '@congress/domain';
import type { Resolvers } from '../../generated/resolvers-types';
import { parseId, parseIds } from '../../graphql/inputs';
import { requireOrganiser } from '../auth/guards';
import { listMailLog } from './mail.service';
import { countRecipients, recipientsSummary, resendEmail } from './mail.send';
import {
  createMailTemplate,
  deleteMailTemplates,
  findMailTemplate,
  listAutoSettings,
  listMailTemplates,
  previewMailTemplate,
  updateAutoSetting,
  updateMailTemplate,
} from './mailTemplates.service';

const optionalId = (value: unknown, field: string) => (value == null ? null : parseId(value, field));

// The mail back office: organisers only, every operation.
export const mailResolvers: Resolvers = {
  Query: {
    // Organisers (the list definition's guard, shared with the Excel export): the mail log,
    // which is also how they read the outbox when no SMTP is set.
    sendEmails: (_parent, args, ctx) => listMailLog(ctx, args),
    mailTemplates: (_parent, args, ctx) => listMailTemplates(ctx, args),
    mailTemplate: async (_parent, { id }, ctx) => {
      requireOrganiser(ctx);
      return (await findMailTemplate(ctx.knex, parseId(id))) ?? null;
    },
    previewMailTemplate: (_parent, { input, userId }, ctx) => {
      const organiser = requireOrganiser(ctx);
      return previewMailTemplate(ctx, organiser.id, input, optionalId(userId, 'userId'));
    },
    mailAutoSettings: (_parent, _args, ctx) => (requireOrganiser(ctx), listAutoSettings(ctx.knex)),
    countMailRecipients: (_parent, { recipients }, ctx) => (
      requireOrganiser(ctx),
      countRecipients(ctx.knex, recipients)
    ),
    mailRecipientsSummary: (_parent, { recipients }, ctx) => (
      requireOrganiser(ctx),
      recipientsSummary(ctx.knex, recipients)
    ),
  },
  Mutation: {
    createMailTemplate: (_parent, { input }, ctx) => (
      requireOrganiser(ctx),
      createMailTemplate(ctx.knex, input)
    ),
    updateMailTemplate: (_parent, { id, input }, ctx) => (
      requireOrganiser(ctx),
      updateMailTemplate(ctx.knex, parseId(id), input)
    ),
    deleteMultipleMailTemplates: async (_parent, { ids }, ctx) => {
      requireOrganiser(ctx);
      const affected = await deleteMailTemplates(ctx.knex, parseIds(ids));
      return { ok: true, affected };
    },
    updateMailAutoSetting: (_parent, { input }, ctx) => {
      requireOrganiser(ctx);
      return updateAutoSetting(ctx.knex, {
        type: input.type,
        enabled: input.enabled,
        template_en_id: optionalId(input.template_en_id, 'template_en_id'),
        template_ko_id: optionalId(input.template_ko_id, 'template_ko_id'),
      });
    },
    resendEmail: async (_parent, { id }, ctx) => {
      requireOrganiser(ctx);
      await resendEmail(ctx, parseId(id));
      return { ok: true, affected: 1 };
    },
  },
  SendEmail: {
    state: (mail) => deliveryState(mail as { sent_at?: unknown; delivery_error?: string | null }),
  },
};
