import type { Resolvers } from '../../generated/resolvers-types';
import { localeOf } from '../../locale';
import { sendOrganiserMail } from '../mail/mail.send';
import {
  changePasswordInFind,
  duplicateUserName,
  login,
  register,
  requestFindPasswordCode,
} from './auth.service';
import { changeUnconfirmedAddress, confirmEmail, resendConfirmation } from './confirmation';
import { currentUser, requireOrganiser, requireUser } from './guards';

export const authResolvers: Resolvers = {
  Query: {
    // Public (spec §6: the username check needs no token).
    duplicateUserName: (_parent, { username }, ctx) => duplicateUserName(ctx.knex, username),
  },
  Mutation: {
    // Public.
    register: (_parent, { input, locale }, ctx) =>
      register(ctx, input as Record<string, unknown>, localeOf(locale), ctx.ip),
    // Public.
    login: (_parent, { identifier, password }, ctx) => login(ctx, identifier, password),
    // Public for FIND_PASSWORD (spec §6 "send new email"); organisers for anything else.
    createSendEmail: async (_parent, { input, locale }, ctx) => {
      if (input.type === 'FIND_PASSWORD') {
        await requestFindPasswordCode(ctx, input.usermail ?? '', localeOf(locale), ctx.ip);
        return { ok: true, affected: 1 };
      }
      requireOrganiser(ctx);
      // One address (usermail) or many (recipients); a template or a free mail; attachments.
      const { affected, leftOut } = await sendOrganiserMail(ctx, input);
      return { ok: true, affected, leftOut };
    },
    // Public: needs the reset token GET /checkAuth answered the mailed code with.
    changeUserPasswordInFind: async (_parent, { email, password, resetToken }, ctx) => {
      await changePasswordInFind(ctx, email, password, resetToken, ctx.ip);
      return { ok: true, affected: 1 };
    },
    // Public: the link in the sign-up mail.
    confirmEmail: async (_parent, { token }, ctx) => {
      const ok = await confirmEmail(ctx, token);
      return { ok, affected: ok ? 1 : 0 };
    },
    // Public (by address) or the logged-in member.
    resendConfirmation: async (_parent, { email, locale }, ctx) => {
      const viewer = await currentUser(ctx);
      await resendConfirmation(ctx, viewer, email, localeOf(locale), ctx.ip);
      return { ok: true, affected: 1 };
    },
    changeUnconfirmedEmail: async (_parent, { email, locale }, ctx) => {
      await changeUnconfirmedAddress(ctx, requireUser(ctx), email, localeOf(locale), ctx.ip);
      return { ok: true, affected: 1 };
    },
  },
};
