import type { Resolvers } from '../../generated/resolvers-types';
import { parseId } from '../../graphql/inputs';
import { isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import {
  carryOutDeletionRequest,
  deletionRequests,
  myDeletionRequest,
  myPersonalData,
  requestMember,
  requestMyDeletion,
} from './retention.requests.service';
import {
  previewRetention,
  retentionRuns,
  retentionSettings,
  runRetention,
  updateRetentionSettings,
} from './retention.service';

// Organisers set the periods, see and run the schedule and act on deletion requests; a member
// reads their own data and asks for its deletion.
export const retentionResolvers: Resolvers = {
  Query: {
    retentionSettings: (_p, _a, ctx) => (requireOrganiser(ctx), retentionSettings(ctx)),
    retentionRuns: (_p, { limit }, ctx) => (requireOrganiser(ctx), retentionRuns(ctx, limit)),
    deletionRequests: (_p, args, ctx) => (requireOrganiser(ctx), deletionRequests(ctx, args)),
    myPersonalData: (_p, _a, ctx) => myPersonalData(ctx, requireUser(ctx)),
    myDeletionRequest: (_p, _a, ctx) => myDeletionRequest(ctx, requireUser(ctx)),
  },
  Mutation: {
    updateRetentionSettings: (_p, { version, input }, ctx) => (
      requireOrganiser(ctx),
      updateRetentionSettings(ctx, version, input)
    ),
    previewRetention: (_p, _a, ctx) => previewRetention(ctx, requireOrganiser(ctx).id),
    runRetention: (_p, { dryRunId }, ctx) => runRetention(ctx, requireOrganiser(ctx).id, parseId(dryRunId)),
    requestMyDeletion: (_p, { reason }, ctx) => requestMyDeletion(ctx, requireUser(ctx), reason),
    carryOutDeletionRequest: (_p, { id }, ctx) =>
      carryOutDeletionRequest(ctx, requireOrganiser(ctx), parseId(id)),
  },
  DeletionRequest: {
    member: (row, _a, ctx) => requestMember(ctx, row.userId),
    actedBy: async (row, _a, ctx) => {
      const viewer = ctx.auth.user;
      if (row.actedBy == null || !viewer || !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST)) return null;
      return (await requestMember(ctx, row.actedBy))?.name ?? null;
    },
  },
};
