import type { Resolvers } from '../../generated/resolvers-types';
import { parseId, parseIds } from '../../graphql/inputs';
import { validationError } from '../../errors';
import { isOrganiser, requireOrganiser, requireUser } from '../auth/guards';
import {
  agendaFeedPath,
  dismissProgrammeNotice,
  myProgramme,
  myProgrammeNotices,
  starItem,
  unstarItem,
  type StarType,
} from './programme.agenda';
import { latestVersion, versionsList } from './programme.repository';
import {
  assignPosterBoards,
  createProgrammeSession,
  createProgrammeTalk,
  deleteProgrammeDay,
  deleteProgrammeRoom,
  deleteProgrammeSession,
  deleteProgrammeTalk,
  moveProgrammeSession,
  moveProgrammeTalk,
  programmeDraft,
  publishedProgramme,
  publishProgramme,
  reorderProgrammeTalks,
  saveProgrammeDay,
  saveProgrammeRoom,
  setSpeakerPublication,
  undoProgrammeChange,
  updateProgrammeSession,
  updateProgrammeTalk,
} from './programme.service';
import { agendaView, programmeView, type SlotView } from './programme.view';

const optionalId = (id: string | null | undefined, field = 'id') => (id == null ? null : parseId(id, field));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Organisers edit and publish; anyone reads the latest publication; members star and read theirs.
export const programmeResolvers: Resolvers = {
  Query: {
    programmeDraft: (_p, _a, ctx) => (requireOrganiser(ctx), programmeDraft(ctx)),
    programmeVersions: (_p, _a, ctx) => (requireOrganiser(ctx), versionsList(ctx.knex)),
    programme: async (_p, { day, room }, ctx) => {
      if (day != null && !DAY.test(day)) throw validationError([{ field: 'day', code: 'validation.date' }]);
      const published = await publishedProgramme(ctx.knex, { day, room: optionalId(room, 'room') });
      return published ? programmeView(published.version, published.document) : null;
    },
    myProgramme: async (_p, _a, ctx) => {
      const member = requireUser(ctx);
      const [items, notices, version] = await Promise.all([
        myProgramme(ctx, member),
        myProgrammeNotices(ctx, member),
        latestVersion(ctx.knex),
      ]);
      return {
        items: agendaView(version?.document ?? null, items),
        notices,
        ics_path: agendaFeedPath(ctx.tokens, member),
      };
    },
  },
  Mutation: {
    saveProgrammeDay: (_p, { id, input }, ctx) =>
      saveProgrammeDay(ctx, requireOrganiser(ctx), optionalId(id), input),
    deleteProgrammeDay: (_p, { id }, ctx) => deleteProgrammeDay(ctx, requireOrganiser(ctx), parseId(id)),
    saveProgrammeRoom: (_p, { id, input }, ctx) =>
      saveProgrammeRoom(ctx, requireOrganiser(ctx), optionalId(id), input),
    deleteProgrammeRoom: (_p, { id }, ctx) => deleteProgrammeRoom(ctx, requireOrganiser(ctx), parseId(id)),
    createProgrammeSession: (_p, { input }, ctx) => createProgrammeSession(ctx, requireOrganiser(ctx), input),
    updateProgrammeSession: (_p, { id, input }, ctx) =>
      updateProgrammeSession(ctx, requireOrganiser(ctx), parseId(id), input),
    moveProgrammeSession: (_p, { id, slot }, ctx) =>
      moveProgrammeSession(ctx, requireOrganiser(ctx), parseId(id), slot),
    deleteProgrammeSession: (_p, { id }, ctx) =>
      deleteProgrammeSession(ctx, requireOrganiser(ctx), parseId(id)),
    createProgrammeTalk: (_p, { sessionId, input }, ctx) =>
      createProgrammeTalk(ctx, requireOrganiser(ctx), parseId(sessionId, 'sessionId'), input),
    updateProgrammeTalk: (_p, { id, input }, ctx) =>
      updateProgrammeTalk(ctx, requireOrganiser(ctx), parseId(id), input),
    moveProgrammeTalk: (_p, { id, sessionId }, ctx) =>
      moveProgrammeTalk(ctx, requireOrganiser(ctx), parseId(id), parseId(sessionId, 'sessionId')),
    deleteProgrammeTalk: (_p, { id }, ctx) => deleteProgrammeTalk(ctx, requireOrganiser(ctx), parseId(id)),
    reorderProgrammeTalks: (_p, { sessionId, talkIds }, ctx) => {
      const organiser = requireOrganiser(ctx);
      return reorderProgrammeTalks(
        ctx,
        organiser,
        parseId(sessionId, 'sessionId'),
        parseIds(talkIds, 'talkIds'),
      );
    },
    assignPosterBoards: (_p, { sessionId, boards }, ctx) => {
      const organiser = requireOrganiser(ctx);
      return assignPosterBoards(ctx, organiser, parseId(sessionId, 'sessionId'), boards);
    },
    undoProgrammeChange: (_p, _a, ctx) => undoProgrammeChange(ctx, requireOrganiser(ctx)),
    publishProgramme: (_p, _a, ctx) => publishProgramme(ctx, requireOrganiser(ctx)),
    setSpeakerPublication: (_p, { userId, photo, cv }, ctx) => (
      requireOrganiser(ctx),
      setSpeakerPublication(ctx, parseId(userId, 'userId'), photo, cv)
    ),
    starProgrammeItem: async (_p, { type, id }, ctx) => {
      const member = requireUser(ctx);
      const items = await starItem(ctx, member, type as StarType, parseId(id));
      return agendaView((await latestVersion(ctx.knex))?.document ?? null, items);
    },
    unstarProgrammeItem: async (_p, { type, id }, ctx) => {
      const member = requireUser(ctx);
      const items = await unstarItem(ctx, member, type as StarType, parseId(id));
      return agendaView((await latestVersion(ctx.knex))?.document ?? null, items);
    },
    dismissProgrammeNotice: (_p, { id }, ctx) => dismissProgrammeNotice(ctx, requireUser(ctx), parseId(id)),
  },
  ProgrammeVersion: {
    published_by: (row, _a, ctx) => {
      const viewer = ctx.auth.user;
      if (row.published_by == null || !viewer || !isOrganiser(viewer, ctx.config.ADMIN_ALLOWLIST))
        return null;
      return ctx.loaders.memberById.load(row.published_by);
    },
  },
  ProgrammeNotice: {
    before: (row) => row.before as SlotView,
    after: (row) => (row.after as SlotView | null) ?? null,
  },
};
