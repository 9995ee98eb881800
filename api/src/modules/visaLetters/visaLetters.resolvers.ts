import type { Resolvers } from '../../generated/resolvers-types';
import { memberMayChangeVisaLetter } from '@congress/domain';
import { parseId } from '../../graphql/inputs';
import { localeOf } from '../../locale';
import { isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import {
  decideVisaLetter,
  listVisaLetters,
  myVisaLetter,
  pdfPathOf,
  requestVisaLetter,
  revealPassportNumber,
  revokeVisaLetter,
} from './visaLetters.service';

// The member asks and reads their own request; organisers list, read and decide.
export const visaLettersResolvers: Resolvers = {
  Query: {
    myVisaLetter: (_p, _args, ctx) => myVisaLetter(ctx, requireUser(ctx)),
    // Organisers (the list definition's guard, shared with the Excel export).
    visaLetters: (_p, args, ctx) => listVisaLetters(ctx, args),
    // The one organiser read that shows the passport number whole.
    visaLetter: (_p, { id }, ctx) => revealPassportNumber(ctx, requireOrganiser(ctx), parseId(id)),
  },
  Mutation: {
    requestVisaLetter: (_p, { input, locale }, ctx) =>
      requestVisaLetter(ctx, requireUser(ctx), input, localeOf(locale)),
    decideVisaLetter: (_p, { id, decision, reason }, ctx) =>
      decideVisaLetter(ctx, requireOrganiser(ctx), parseId(id), { decision, reason }),
    revokeVisaLetter: (_p, { id, reason }, ctx) =>
      revokeVisaLetter(ctx, requireOrganiser(ctx), parseId(id), { reason }),
  },
  VisaLetter: {
    // Masked unless the service put the whole number on the row (VisaLetterView).
    passport_number: (row) => row.passport_number_clear ?? row.passport_number_masked,
    pdf_url: (row) => (row.status === 'APPROVED' ? pdfPathOf(row) : null),
    editable: (row) => memberMayChangeVisaLetter(row.status),
    decided_by: (row, _args, ctx) => {
      const viewer = ctx.auth.user;
      if (row.decided_by == null || !viewer || !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST)) return null;
      return ctx.loaders.memberById.load(row.decided_by);
    },
    user: async (row, _args, ctx) => {
      const user = await ctx.loaders.memberById.load(row.user_id);
      if (!user) throw new Error(`visa letter ${row.id} has no user`);
      return user;
    },
    registration: (row, _args, ctx) => ctx.loaders.liveRegistrationByMember.load(row.user_id),
  },
};
