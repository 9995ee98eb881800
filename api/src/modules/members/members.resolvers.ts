import type { Resolvers } from '../../generated/resolvers-types';
import { AppError } from '../../errors';
import { parseId } from '../../graphql/inputs';
import { currentUser, isFrontDesk, isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import { createFrontDeskAccount, frontDeskAccounts, setFrontDeskAccountDisabled } from './frontDesk.service';
import {
  changeOwnPassword,
  listDormantMembers,
  memberForReader,
  listMembers,
  profilePassportNumberOf,
  updateUser,
} from './members.service';
import { maskIdentifier } from '../../crypto/dataCipher';

export const membersResolvers: Resolvers = {
  Query: {
    // Public: null without a token; an expired or refused token is an error so the browser logs out.
    me: (_parent, _args, ctx) => currentUser(ctx),
    // Organisers (the list definition's guard, shared with the Excel export).
    users: (_parent, args, ctx) => listMembers(ctx, args),
    dormantUsers: (_parent, args, ctx) => listDormantMembers(ctx, args),
    user: async (_parent, args, ctx) => {
      const viewer = requireUser(ctx);
      const id = parseId(args.id);
      if (viewer.id !== id && !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST))
        throw new AppError('NOT_PERMITTED');
      return memberForReader(ctx, viewer, id);
    },
    frontDeskAccounts: (_parent, _args, ctx) => {
      requireOrganiser(ctx);
      return frontDeskAccounts(ctx);
    },
  },
  Mutation: {
    createFrontDeskAccount: (_parent, { input }, ctx) => {
      requireOrganiser(ctx);
      return createFrontDeskAccount(ctx, input);
    },
    setFrontDeskAccountDisabled: (_parent, { id, disabled }, ctx) => {
      requireOrganiser(ctx);
      return setFrontDeskAccountDisabled(ctx, parseId(id), disabled);
    },
    changePassword: (_parent, { currentPassword, password, locale }, ctx) =>
      changeOwnPassword(ctx, requireUser(ctx), currentPassword, password, locale),
    updateUser: (_parent, { id: idArg, input, locale }, ctx) => {
      const viewer = requireUser(ctx);
      const id = parseId(idArg);
      const organiser = isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST);
      if (viewer.id !== id && !organiser) throw new AppError('NOT_PERMITTED');
      return updateUser(
        ctx,
        { user: viewer, isOrganiser: organiser },
        id,
        input as Record<string, unknown>,
        locale,
      );
    },
  },
  User: {
    // The role's name comes joined with the member row: no load per row.
    role: (user) => ({ id: String(user.role_id), name: user.role_name }),
    organiser: (user, _args, ctx) => isOrganiser(user, ctx.config.ADMIN_ALLOWLIST),
    frontDesk: (user) => isFrontDesk(user),
    registration_list: (user, _args, ctx) => ctx.loaders.liveRegistrationByMember.load(user.id),
    speaker: (user, _args, ctx) => ctx.loaders.speakerByMember.load(user.id),
    last_active_at: (user) => user.last_active_at ?? user.last_login_at ?? user.created_at,
    // Whole to the member themself; masked to organisers (the whole number is shown to them only
    // on the visa letter request they open: visaLetters.service revealPassportNumber).
    visaPassportNumber: (user, _args, ctx) => {
      const clear = profilePassportNumberOf(user);
      if (clear == null) return null;
      return ctx.auth.user?.id === user.id ? clear : maskIdentifier(clear);
    },
  },
};
