import type { Resolvers } from '../../generated/resolvers-types';
import { requireOrganiser } from '../auth/guards';
import { siteSettingChanges, siteSettings, updateSiteSettings } from './settings.service';

// Organisers only: the public reads the settings through the queries of the rules that use
// them (registrationWindow, abstractSubmissionPeriod, the upload deadlines).
export const settingsResolvers: Resolvers = {
  Query: {
    siteSettings: (_p, _a, ctx) => {
      requireOrganiser(ctx);
      return siteSettings(ctx);
    },
    siteSettingChanges: (_p, { start, limit }, ctx) => {
      requireOrganiser(ctx);
      return siteSettingChanges(ctx, start, limit);
    },
  },
  Mutation: {
    updateSiteSettings: (_p, { version, input }, ctx) =>
      updateSiteSettings(ctx, requireOrganiser(ctx), version, input),
  },
};
