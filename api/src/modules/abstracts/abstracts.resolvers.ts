import type { Resolvers } from '../../generated/resolvers-types';
import { presentationUploadDeadlineSetting } from '../settings/settings.lookup';
import { parseId, parseIds } from '../../graphql/inputs';
import { requireOrganiser, requireUser } from '../auth/guards';
import {
  abstractTypeCount,
  changeAbstractStatus,
  createAbstract,
  deleteAbstracts,
  editableByViewer,
  findVisibleAbstract,
  listAbstracts,
  myAbstracts,
  permittedAbstract,
  presentationUploadableByViewer,
  submissionPeriod,
  updateAbstractPresentation,
  updateAbstract,
  withdrawAbstract,
} from './abstracts.service';

export const abstractsResolvers: Resolvers = {
  Query: {
    my_abstract: (_p, _a, ctx) => myAbstracts(ctx, requireUser(ctx)),
    abstract: (_p, { id }, ctx) => findVisibleAbstract(ctx, requireUser(ctx), parseId(id)),
    permittedAbstract: (_p, { id, userId }, ctx) =>
      permittedAbstract(ctx, requireUser(ctx), parseId(id), parseId(userId, 'userId')),
    abstractTypeCount: (_p, { userId }, ctx) =>
      abstractTypeCount(ctx, requireUser(ctx), parseId(userId, 'userId')),
    abstractSubmissionPeriod: async (_p, _a, ctx) => {
      const period = await submissionPeriod(ctx);
      const now = ctx.clock.now();
      return {
        ...period,
        open: (!period.start || now >= period.start) && (!period.end || now <= period.end),
      };
    },
    presentationUploadDeadline: (_p, _a, ctx) => presentationUploadDeadlineSetting(ctx),
    // Organisers (the list definition's guard, shared with the Excel export).
    abstracts: async (_p, args, ctx) => (await listAbstracts(ctx, args)).rows,
    abstractsConnection: (_p, args, ctx) => listAbstracts(ctx, args),
  },
  Mutation: {
    createAbstract: (_p, { input, locale }, ctx) => createAbstract(ctx, requireUser(ctx), input, locale),
    updateAbstract: (_p, { id, input, locale }, ctx) =>
      updateAbstract(ctx, requireUser(ctx), parseId(id), input, locale),
    withdrawAbstract: (_p, { id }, ctx) => withdrawAbstract(ctx, requireUser(ctx), parseId(id)),
    changeAbstractStatus: async (_p, { ids, status, notify }, ctx) => {
      const organiser = requireOrganiser(ctx);
      const affected = await changeAbstractStatus(ctx, organiser, parseIds(ids), status, notify ?? false);
      return { ok: true, affected };
    },
    updateAbstractPresentation: (_p, { id, file }, ctx) =>
      updateAbstractPresentation(ctx, requireUser(ctx), parseId(id), file),
    deleteMultipleAbstract: async (_p, { ids }, ctx) => {
      const organiser = requireOrganiser(ctx);
      return { ok: true, affected: await deleteAbstracts(ctx, organiser, parseIds(ids)) };
    },
  },
  Abstract: {
    user: async (row, _a, ctx) => {
      const user = await ctx.loaders.memberById.load(row.user_id);
      if (!user) throw new Error(`abstract ${row.id} has no user`);
      return user;
    },
    file_img: async (row, _a, ctx) => {
      const ids = await ctx.loaders.fileIdsByAbstract.load(row.id);
      const files = await Promise.all(ids.map((id) => ctx.loaders.fileById.load(id)));
      return files.filter((file) => file !== null);
    },
    editable: (row, _a, ctx) => editableByViewer(ctx, row),
    file_presentation: (row, _a, ctx) =>
      row.file_presentation == null ? null : ctx.loaders.fileById.load(row.file_presentation),
    presentationUploadable: (row, _a, ctx) => presentationUploadableByViewer(ctx, row),
  },
};
