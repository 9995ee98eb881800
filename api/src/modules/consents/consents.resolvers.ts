import type { Resolvers } from '../../generated/resolvers-types';
import { parseId } from '../../graphql/inputs';
import { findMemberById } from '../members/members.lookup';
import { isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import {
  consentHistoryOf,
  isRequiredKind,
  listCurrentTexts,
  listTextVersions,
  myConsents,
  privacyPolicy,
  publishConsentText,
  setMyConsent,
} from './consents.service';

export const consentsResolvers: Resolvers = {
  Query: {
    // Public: the sign-up page and the privacy policy page show them.
    consentTexts: (_p, _a, ctx) => listCurrentTexts(ctx.knex),
    // Public.
    privacyPolicy: (_p, _a, ctx) => privacyPolicy(ctx.knex),
    myConsents: (_p, _a, ctx) => myConsents(ctx.knex, requireUser(ctx).id),
    myConsentHistory: (_p, _a, ctx) => consentHistoryOf(ctx.knex, requireUser(ctx).id),
    consentTextVersions: (_p, { kind }, ctx) => (requireOrganiser(ctx), listTextVersions(ctx.knex, kind)),
    memberConsentHistory: (_p, { userId }, ctx) => (
      requireOrganiser(ctx),
      consentHistoryOf(ctx.knex, parseId(userId, 'userId'))
    ),
  },
  Mutation: {
    setMyConsent: (_p, { kind, version, given }, ctx) =>
      setMyConsent(ctx, requireUser(ctx), kind, version, given),
    publishConsentText: (_p, { input }, ctx) => publishConsentText(ctx, requireOrganiser(ctx), input),
  },
  ConsentText: {
    required: (text) => isRequiredKind(text.kind),
    // Who published a version: organisers only.
    created_by: async (text, _a, ctx) => {
      const id = text.created_by;
      const viewer = ctx.auth.user;
      if (id == null || !viewer || !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST)) return null;
      return (await findMemberById(ctx.knex, id)) ?? null;
    },
  },
};
