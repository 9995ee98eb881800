import { memberMayEdit, registrationBadgeName, registrationOpen } from '@congress/domain';
import type { Resolvers } from '../../generated/resolvers-types';
import { AppError } from '../../errors';
import { parseId, parseIds } from '../../graphql/inputs';
import { isOrganiser, requireConfirmedAddress, requireOrganiser, requireUser } from '../auth/guards';
import { chargeOf } from '../pays/pays.service';
import { usdKrwRateSetting } from '../settings/settings.lookup';
import {
  createRegistration,
  deleteRegistrations,
  duplicateRegisterCheck,
  feeOf,
  findRegistration,
  listRegistrations,
  registrationWindow,
  updateRegistration,
} from './registrations.service';

// Relations load through the request's DataLoaders: a list of registrations costs one query per
// relation, not one per row.
export const registrationsResolvers: Resolvers = {
  Query: {
    registrationWindow: async (_p, _args, ctx) => {
      const window = await registrationWindow(ctx);
      return { ...window, open: registrationOpen(window, ctx.clock.now()) };
    },
    // Organisers (the list definition's guard, shared with the Excel export).
    registrationLists: (_p, args, ctx) => listRegistrations(ctx, args),
    registrationList: async (_p, { id }, ctx) => {
      const viewer = requireUser(ctx);
      const row = await findRegistration(ctx.knex, parseId(id));
      const organiser = isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST);
      if (!row || (row.user_id !== viewer.id && !organiser)) {
        if (organiser || !row) return null;
        throw new AppError('NOT_PERMITTED');
      }
      return row.delete && !organiser ? null : row;
    },
    checkDuplicateRegister: (_p, { id }, ctx) => {
      const viewer = requireUser(ctx);
      const memberId = parseId(id);
      if (memberId !== viewer.id && !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST))
        throw new AppError('NOT_PERMITTED');
      return duplicateRegisterCheck(ctx.knex, memberId);
    },
  },
  Mutation: {
    createRegistrationList: (_p, { input, locale }, ctx) =>
      createRegistration(ctx, requireConfirmedAddress(requireUser(ctx)), input, locale),
    updateRegistrationList: (_p, { id, input, locale }, ctx) => {
      const viewer = requireUser(ctx);
      return updateRegistration(
        ctx,
        { user: viewer, isOrganiser: isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST) },
        parseId(id),
        input,
        locale,
      );
    },
    deleteMultipleRegister: async (_p, args, ctx) => {
      requireOrganiser(ctx);
      const { affected, notDeleted } = await deleteRegistrations(ctx, parseIds(args.ids));
      return { ok: notDeleted.length === 0, affected, notDeleted };
    },
  },
  RegistrationList: {
    // What the badge prints (the PDF's rule): the Korean name for members from Korea who gave one.
    badgeName: async (row, _args, ctx) => {
      const member = await ctx.loaders.memberById.load(row.user_id);
      return (
        registrationBadgeName({
          country: member?.country,
          name_kr: member?.name_kr,
          givenName: member?.givenName,
          familyName: member?.familyName,
          badgeGivenName: row.badgeGivenName,
          badgeFamilyName: row.badgeFamilyName,
        }) || null
      );
    },
    fee: (row) => feeOf(row),
    charge: async (row, _args, ctx) => ({
      total: await chargeOf(ctx, row),
      krwPerUnit: row.currency === 'KRW' ? 1 : await usdKrwRateSetting(ctx),
    }),
    editable: (row) => memberMayEdit(row.price_status),
    pay: (registration, _args, ctx) => ctx.loaders.latestPayByRegistration.load(registration.id),
    user: async (registration, _args, ctx) => {
      const user = await ctx.loaders.memberById.load(registration.user_id);
      if (!user) throw new Error(`registration ${registration.id} has no user`);
      return user;
    },
  },
};
