// The programme as data (docs/decisions.md, "The programme as data"). Organisers edit one draft
// (days, rooms, sessions, talks); every change runs in a transaction that locks the draft, logs
// the rows' before-images (undo) and is refused whole when the result has an error-level conflict
// (two sessions in one room, talks overrunning their session, a board used twice). Publishing
// stores the whole programme as an immutable version; presenters whose talk moved are mailed once,
// and members who starred a moved item get a notice.
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import {
  programmeConflicts,
  programmeErrors,
  seoulInstant,
  seoulSlotLabel,
  sessionProblems,
  type Locale,
  type ProgrammeConflict,
  type ProgrammeMessageCode,
} from '@congress/domain';
import {
  posterBoardsSchema,
  programmeDaySchema,
  programmeRoomSchema,
  programmeSessionSchema,
  programmeTalkSchema,
  sessionSlotSchema,
} from '@congress/domain/validation';
import type { AppDeps, RequestContext } from '../../context';
import { AppError, parseInput, validationError } from '../../errors';
import { createLoaders, type Loaders } from '../../loaders';
import { liveAbstractsByIds, type AbstractRow } from '../abstracts/abstracts.lookup';
import { siteUrl } from '../auth/confirmation';
import { queueTemplatedMail } from '../mail/mail.service';
import type { MemberRow } from '../members/members.service';
import {
  buildDocument,
  presenterOf,
  slotMoved,
  slotsOf,
  type DocumentSources,
  type PublicAbstract,
  type PublicPerson,
  type PublishedProgramme,
  type Slot,
} from './programme.document';
import {
  changeCount,
  clearChanges,
  deleteRow,
  DRAFT_TABLES,
  findDayByDate,
  findRow,
  insertNotices,
  insertRow,
  insertVersion,
  latestVersion,
  lockDraft,
  logChange,
  popChange,
  readDraft,
  replacePublicFiles,
  restoreRow,
  saveSpeakerPublication,
  sessionsUsing,
  speakerPublications,
  starsOfItems,
  syncSequences,
  talksOfSession,
  updateRow,
  type ChangeEntry,
  type DayRow,
  type Draft,
  type DraftTable,
  type RoomRow,
  type SessionRow,
  type TalkRow,
} from './programme.repository';

/** Where the presenters' mail links to. */
export const PROGRAMME_PATH = '/programs/program_scientific';

const refuse = (field: string, code: ProgrammeMessageCode) => validationError([{ field, code }]);

// ——— the draft ———

/** The draft as the editor shows it, with every conflict (errors cannot be saved; warnings can). */
export async function programmeDraft(ctx: RequestContext) {
  const draft = await readDraft(ctx.knex);
  const { count, last } = await changeCount(ctx.knex);
  return { ...draft, conflicts: await conflictsOf(ctx.knex, draft), undoable: count, last_change: last };
}

/** The members each talk's speaker is (invited speaker or abstract presenter). */
async function presentersOf(knex: Knex, talks: readonly TalkRow[]): Promise<Map<number, AbstractRow>> {
  const ids = [...new Set(talks.flatMap((t) => (t.abstract_id != null ? [t.abstract_id] : [])))];
  return new Map((await liveAbstractsByIds(knex, ids)).map((a) => [a.id, a]));
}

async function conflictsOf(knex: Knex, draft: Draft): Promise<ProgrammeConflict[]> {
  const abstracts = await presentersOf(knex, draft.talks);
  return programmeConflicts(
    draft.sessions,
    draft.talks.map((t) => ({
      ...t,
      person_id:
        t.speaker_id ?? (t.abstract_id != null ? (abstracts.get(t.abstract_id)?.user_id ?? null) : null),
    })),
  );
}

interface Editing {
  trx: Knex.Transaction;
  /** Writes and logs: the row before (null: inserted) for undo. */
  insert<T extends { id: number }>(table: DraftTable, values: Record<string, unknown>): Promise<T>;
  update<T extends { id: number }>(
    table: DraftTable,
    id: number,
    values: Record<string, unknown>,
  ): Promise<T>;
  remove(table: DraftTable, id: number): Promise<void>;
}

/**
 * One change of the draft: locked (changes queue), logged for undo, and rolled back whole with a
 * translated error when the result has an error-level conflict.
 */
async function edit<T>(
  ctx: RequestContext,
  organiser: MemberRow,
  action: string,
  change: (editing: Editing) => Promise<T>,
): Promise<T> {
  return ctx.knex.transaction(async (trx) => {
    await lockDraft(trx);
    const entries: ChangeEntry[] = [];
    const editing: Editing = {
      trx,
      insert: async <T extends { id: number }>(table: DraftTable, values: Record<string, unknown>) => {
        const row = await insertRow<T>(trx, table, values);
        entries.push({ table, id: row.id, before: null });
        return row;
      },
      update: async <T extends { id: number }>(
        table: DraftTable,
        id: number,
        values: Record<string, unknown>,
      ) => {
        const before = await findRow<Record<string, unknown>>(trx, table, id);
        if (!before) throw new AppError('NOT_FOUND');
        entries.push({ table, id, before });
        const row = await updateRow<T>(trx, table, id, values);
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      },
      remove: async (table, id) => {
        const before = await findRow<Record<string, unknown>>(trx, table, id);
        if (!before) throw new AppError('NOT_FOUND');
        if (table === 'programme_sessions')
          for (const talk of await talksOfSession(trx, id))
            entries.push({ table: 'programme_talks', id: talk.id, before: { ...talk } });
        entries.push({ table, id, before });
        await deleteRow(trx, table, id);
      },
    };
    const result = await change(editing);
    const errors = programmeErrors(await conflictsOf(trx, await readDraft(trx)));
    if (errors.length)
      throw validationError(
        errors.map((c) => ({
          field: c.kind === 'ROOM_CLASH' ? 'room_id' : c.kind === 'BOARD_TAKEN' ? 'board' : 'start',
          code: c.code,
        })),
      );
    if (entries.length) await logChange(trx, action, entries, organiser.id, ctx.clock.now());
    return result;
  });
}

/** Undoes the last logged change (restores the before-images); the log shrinks by one. */
export async function undoProgrammeChange(ctx: RequestContext, _organiser: MemberRow): Promise<string> {
  return ctx.knex.transaction(async (trx) => {
    await lockDraft(trx);
    const change = await popChange(trx);
    if (!change) throw refuse('programme', 'programme.nothingToUndo');
    const rank = (t: DraftTable) => DRAFT_TABLES.indexOf(t);
    // Rows the change created go first (talks before their session), then the old rows come back
    // (sessions before their talks).
    const created = change.entries
      .filter((e) => e.before == null)
      .sort((a, b) => rank(b.table) - rank(a.table));
    for (const entry of created) await deleteRow(trx, entry.table, entry.id);
    const restored = change.entries
      .filter((e) => e.before != null)
      .sort((a, b) => rank(a.table) - rank(b.table));
    // A board swap restores through a free board: clear the boards first.
    for (const entry of restored)
      if (entry.table === 'programme_talks')
        await updateRow(trx, 'programme_talks', entry.id, { board: null }).catch(() => undefined);
    for (const entry of restored) await restoreRow(trx, entry.table, entry.before as Record<string, unknown>);
    await syncSequences(trx);
    return change.action;
  });
}

// ——— days and rooms ———

export async function saveProgrammeDay(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number | null,
  input: unknown,
): Promise<DayRow> {
  const values = parseInput(programmeDaySchema, input);
  const taken = await findDayByDate(ctx.knex, values.date);
  if (taken && taken.id !== id) throw refuse('date', 'programme.dayTaken');
  return edit(ctx, organiser, 'saveDay', async (e) => {
    if (id == null) return e.insert<DayRow>('programme_days', values);
    if (
      (await sessionsUsing(e.trx, 'day_id', id)) > 0 &&
      (await findRow<DayRow>(e.trx, 'programme_days', id))?.date !== values.date
    )
      throw refuse('date', 'programme.dayInUse');
    return e.update<DayRow>('programme_days', id, values);
  });
}

export const deleteProgrammeDay = (ctx: RequestContext, organiser: MemberRow, id: number) =>
  edit(ctx, organiser, 'deleteDay', async (e) => {
    if ((await sessionsUsing(e.trx, 'day_id', id)) > 0) throw refuse('id', 'programme.dayInUse');
    await e.remove('programme_days', id);
    return true;
  });

export async function saveProgrammeRoom(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number | null,
  input: unknown,
): Promise<RoomRow> {
  const values = parseInput(programmeRoomSchema, input);
  return edit(ctx, organiser, 'saveRoom', (e) =>
    id == null
      ? e.insert<RoomRow>('programme_rooms', values)
      : e.update<RoomRow>('programme_rooms', id, values),
  );
}

export const deleteProgrammeRoom = (ctx: RequestContext, organiser: MemberRow, id: number) =>
  edit(ctx, organiser, 'deleteRoom', async (e) => {
    if ((await sessionsUsing(e.trx, 'room_id', id)) > 0) throw refuse('id', 'programme.roomInUse');
    await e.remove('programme_rooms', id);
    return true;
  });

// ——— sessions ———

/** The day, room and Korea-time wall clocks as instants, checked on their own. */
async function slotValues(knex: Knex, slot: { day_id: number; room_id: number; start: string; end: string }) {
  const day = await findRow<DayRow>(knex, 'programme_days', slot.day_id);
  if (!day) throw refuse('day_id', 'programme.outsideDay');
  if (!(await findRow<RoomRow>(knex, 'programme_rooms', slot.room_id)))
    throw validationError([{ field: 'room_id', code: 'validation.invalid' }]);
  const start_at = seoulInstant(day.date, slot.start);
  // An end of "00:00" is midnight at the end of the day.
  const end_at =
    slot.end === '00:00' ? seoulInstant(DateAfter(day.date), '00:00') : seoulInstant(day.date, slot.end);
  if (!start_at || !end_at) throw validationError([{ field: 'start', code: 'validation.time' }]);
  const [problem] = sessionProblems({ start_at, end_at }, day.date);
  if (problem) throw refuse(problem === 'programme.endBeforeStart' ? 'end' : 'start', problem);
  return { day_id: slot.day_id, room_id: slot.room_id, start_at, end_at };
}

function DateAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

async function checkChairs(knex: RequestContext, ids: number[]) {
  const members = await knex.loaders.memberById.loadMany(ids);
  if (members.some((m) => !m || m instanceof Error || m.delete))
    throw validationError([{ field: 'chair_ids', code: 'validation.invalid' }]);
}

export async function createProgrammeSession(
  ctx: RequestContext,
  organiser: MemberRow,
  input: unknown,
): Promise<SessionRow> {
  const { start, end, day_id, room_id, ...rest } = parseInput(programmeSessionSchema, input);
  await checkChairs(ctx, rest.chair_ids);
  const slot = await slotValues(ctx.knex, { start, end, day_id, room_id });
  return edit(ctx, organiser, 'createSession', (e) =>
    e.insert<SessionRow>('programme_sessions', { ...rest, ...slot }),
  );
}

export async function updateProgrammeSession(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
  input: unknown,
): Promise<SessionRow> {
  const { start, end, day_id, room_id, ...rest } = parseInput(programmeSessionSchema, input);
  await checkChairs(ctx, rest.chair_ids);
  const slot = await slotValues(ctx.knex, { start, end, day_id, room_id });
  return edit(ctx, organiser, 'updateSession', (e) =>
    e.update<SessionRow>('programme_sessions', id, { ...rest, ...slot }),
  );
}

/** Drag and drop / keyboard: another day, room, start or end. */
export async function moveProgrammeSession(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
  input: unknown,
): Promise<SessionRow> {
  const slot = await slotValues(ctx.knex, parseInput(sessionSlotSchema, input));
  return edit(ctx, organiser, 'moveSession', (e) => e.update<SessionRow>('programme_sessions', id, slot));
}

export const deleteProgrammeSession = (ctx: RequestContext, organiser: MemberRow, id: number) =>
  edit(ctx, organiser, 'deleteSession', async (e) => {
    await e.remove('programme_sessions', id);
    return true;
  });

// ——— talks ———

/** An invited speaker or an accepted abstract (a poster session: an accepted POSTER abstract). */
async function checkTalk(
  ctx: RequestContext,
  session: SessionRow,
  values: { speaker_id?: number | null; abstract_id?: number | null; board?: number | null },
) {
  if (values.speaker_id != null && values.abstract_id != null)
    throw refuse('speaker_id', 'programme.oneSpeaker');
  if (values.speaker_id != null) {
    const member = await ctx.loaders.memberById.load(values.speaker_id);
    if (!member || member.delete || !member.invited)
      throw refuse('speaker_id', 'programme.speakerNotInvited');
  }
  if (values.abstract_id != null) {
    const [abstract] = await liveAbstractsByIds(ctx.knex, [values.abstract_id]);
    if (!abstract || abstract.status !== 'ACCEPTED')
      throw refuse('abstract_id', 'programme.abstractNotAccepted');
    if (session.kind === 'POSTER' && abstract.preference !== 'POSTER')
      throw refuse('abstract_id', 'programme.posterNeedsAbstract');
  }
  if (session.kind === 'POSTER' && values.abstract_id == null)
    throw refuse('abstract_id', 'programme.posterNeedsAbstract');
  if (values.board != null && session.kind !== 'POSTER')
    throw refuse('board', 'programme.boardOnlyForPosters');
}

async function sessionOf(knex: Knex, id: number): Promise<SessionRow> {
  const session = await findRow<SessionRow>(knex, 'programme_sessions', id);
  if (!session) throw new AppError('NOT_FOUND');
  return session;
}

export async function createProgrammeTalk(
  ctx: RequestContext,
  organiser: MemberRow,
  sessionId: number,
  input: unknown,
): Promise<TalkRow> {
  const values = parseInput(programmeTalkSchema, input);
  const session = await sessionOf(ctx.knex, sessionId);
  await checkTalk(ctx, session, values);
  return edit(ctx, organiser, 'createTalk', async (e) => {
    const position = Math.max(0, ...(await talksOfSession(e.trx, sessionId)).map((t) => t.position)) + 1;
    return e.insert<TalkRow>('programme_talks', { ...values, session_id: sessionId, position });
  });
}

export async function updateProgrammeTalk(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
  input: unknown,
): Promise<TalkRow> {
  const values = parseInput(programmeTalkSchema, input);
  const talk = await findRow<TalkRow>(ctx.knex, 'programme_talks', id);
  if (!talk) throw new AppError('NOT_FOUND');
  await checkTalk(ctx, await sessionOf(ctx.knex, talk.session_id), values);
  return edit(ctx, organiser, 'updateTalk', (e) => e.update<TalkRow>('programme_talks', id, values));
}

/** A talk to another session (at its end) or another place in its own. */
export async function moveProgrammeTalk(
  ctx: RequestContext,
  organiser: MemberRow,
  id: number,
  sessionId: number,
): Promise<TalkRow> {
  const talk = await findRow<TalkRow>(ctx.knex, 'programme_talks', id);
  if (!talk) throw new AppError('NOT_FOUND');
  const session = await sessionOf(ctx.knex, sessionId);
  await checkTalk(ctx, session, { ...talk, board: session.id === talk.session_id ? talk.board : null });
  return edit(ctx, organiser, 'moveTalk', async (e) => {
    if (sessionId === talk.session_id) return talk;
    const position = Math.max(0, ...(await talksOfSession(e.trx, sessionId)).map((t) => t.position)) + 1;
    return e.update<TalkRow>('programme_talks', id, { session_id: sessionId, position, board: null });
  });
}

export const deleteProgrammeTalk = (ctx: RequestContext, organiser: MemberRow, id: number) =>
  edit(ctx, organiser, 'deleteTalk', async (e) => {
    await e.remove('programme_talks', id);
    return true;
  });

/** The session's talks in this order: every talk of the session once. */
export const reorderProgrammeTalks = (
  ctx: RequestContext,
  organiser: MemberRow,
  sessionId: number,
  talkIds: number[],
) =>
  edit(ctx, organiser, 'reorderTalks', async (e) => {
    await sessionOf(e.trx, sessionId);
    const talks = await talksOfSession(e.trx, sessionId);
    const same =
      talks.length === talkIds.length &&
      new Set(talkIds).size === talkIds.length &&
      talks.every((t) => talkIds.includes(t.id));
    if (!same) throw refuse('talk_ids', 'programme.reorderMismatch');
    for (const [index, talkId] of talkIds.entries())
      await e.update('programme_talks', talkId, { position: index + 1 });
    return talksOfSession(e.trx, sessionId);
  });

/** Numbered boards of a poster session's posters (each board once in the session). */
export async function assignPosterBoards(
  ctx: RequestContext,
  organiser: MemberRow,
  sessionId: number,
  input: unknown,
) {
  const boards = parseInput(posterBoardsSchema, input);
  return edit(ctx, organiser, 'assignBoards', async (e) => {
    const session = await sessionOf(e.trx, sessionId);
    if (session.kind !== 'POSTER') throw refuse('board', 'programme.boardOnlyForPosters');
    const talks = await talksOfSession(e.trx, sessionId);
    if (boards.some((b) => !talks.some((t) => t.id === b.talk_id)))
      throw refuse('talk_ids', 'programme.reorderMismatch');
    if (new Set(boards.map((b) => b.board)).size !== boards.length)
      throw refuse('board', 'programme.boardTaken');
    // Through free boards first, so a swap does not collide half-way.
    for (const { talk_id } of boards) await e.update('programme_talks', talk_id, { board: null });
    for (const { talk_id, board } of boards) await updateRow(e.trx, 'programme_talks', talk_id, { board });
    try {
      return await talksOfSession(e.trx, sessionId);
    } catch {
      throw refuse('board', 'programme.boardTaken');
    }
  }).catch((error: unknown) => {
    if (error instanceof Error && /programme_talks_session_id_board_unique|duplicate key/.test(error.message))
      throw refuse('board', 'programme.boardTaken');
    throw error;
  });
}

/** Organisers: an invited speaker's photo and CV on the public pages (from the next publication). */
export async function setSpeakerPublication(
  ctx: RequestContext,
  userId: number,
  photo: boolean,
  cv: boolean,
) {
  const member = await ctx.loaders.memberById.load(userId);
  if (!member || !member.invited) throw refuse('userId', 'programme.speakerNotInvited');
  return saveSpeakerPublication(
    ctx.knex,
    { user_id: userId, photo_public: photo, cv_public: cv },
    ctx.clock.now(),
  );
}

// ——— publishing ———

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Names and affiliations in both languages, each falling back to the other. */
function nameOf(m: MemberRow) {
  const latin = [text(m.givenName), text(m.familyName)].filter(Boolean).join(' ');
  const korean = text(m.name_kr);
  return {
    name_en: latin || korean,
    name_ko: korean || latin,
    affiliation_en: text(m.affiliation) || text(m.affiliation_kr),
    affiliation_ko: text(m.affiliation_kr) || text(m.affiliation),
  };
}

interface AbstractAuthor {
  givenName?: string;
  familyName?: string;
  affiliations?: number[];
}

function publicAbstract(row: AbstractRow): PublicAbstract & { presenter_id: number } {
  const authors = Array.isArray(row.author) ? (row.author as AbstractAuthor[]) : [];
  return {
    id: row.id,
    presenter_id: row.user_id,
    title: row.title,
    authors: authors.map((a) => [a.givenName, a.familyName].filter(Boolean).join(' ')),
    affiliations: Array.isArray(row.including) ? (row.including as unknown[]).map(String) : [],
    objectives: row.objectives ?? '',
    methods: row.methods ?? '',
    results: row.results ?? '',
    conclusions: row.conclusions ?? '',
    keywords: row.keywords ?? '',
  };
}

/** People and abstracts of the draft, read in a few batched queries (loaders). */
async function sourcesOf(
  knex: Knex,
  loaders: Loaders,
  draft: Draft,
): Promise<{ sources: DocumentSources; publicFiles: number[] }> {
  const abstracts = new Map(
    (
      await liveAbstractsByIds(knex, [
        ...new Set(draft.talks.flatMap((t) => (t.abstract_id != null ? [t.abstract_id] : []))),
      ])
    ).map((a) => [a.id, publicAbstract(a)]),
  );
  const personIds = new Set<number>();
  for (const s of draft.sessions) for (const c of s.chair_ids) personIds.add(c);
  for (const t of draft.talks) {
    const id = presenterOf(t, { abstracts });
    if (id != null) personIds.add(id);
  }
  const ids = [...personIds];
  const [members, speakers, publications] = await Promise.all([
    loaders.memberById.loadMany(ids),
    loaders.speakerByMember.loadMany(ids),
    speakerPublications(knex, ids),
  ]);
  const shown = new Map(publications.map((p) => [p.user_id, p]));
  const fileIds: number[] = [];
  ids.forEach((id, i) => {
    const speaker = speakers[i];
    const member = members[i];
    if (!speaker || speaker instanceof Error || !member || member instanceof Error || !member.invited) return;
    if (shown.get(id)?.photo_public && speaker.file_photo) fileIds.push(speaker.file_photo);
    if (shown.get(id)?.cv_public && speaker.file_cv) fileIds.push(speaker.file_cv);
  });
  const files = new Map(
    (await loaders.fileById.loadMany(fileIds)).flatMap((f) =>
      f && !(f instanceof Error) ? [[f.id, f]] : [],
    ),
  );
  const people = new Map<number, PublicPerson>();
  ids.forEach((id, i) => {
    const member = members[i];
    if (!member || member instanceof Error || member.delete) return;
    const speaker = speakers[i];
    const publication = shown.get(id);
    const fileUrl = (fileId: number | null | undefined, allowed: boolean | undefined) =>
      allowed && member.invited && fileId ? (files.get(fileId)?.url ?? null) : null;
    people.set(id, {
      id,
      ...nameOf(member),
      photo_url:
        speaker && !(speaker instanceof Error)
          ? fileUrl(speaker.file_photo, publication?.photo_public)
          : null,
      cv_url:
        speaker && !(speaker instanceof Error) ? fileUrl(speaker.file_cv, publication?.cv_public) : null,
    });
  });
  return { sources: { people, abstracts }, publicFiles: [...files.keys()] };
}

/** A slot as a notice keeps it: with the day's date and the room's names of that publication. */
const namedSlot = (slot: Slot, document: PublishedProgramme) => {
  const room = document.rooms.find((r) => r.id === slot.room_id);
  return {
    start: slot.start,
    end: slot.end,
    day: document.days.find((d) => d.id === slot.day_id)?.date ?? null,
    room_en: room?.name_en ?? null,
    room_ko: room?.name_ko ?? null,
  };
};

const slotLabel = (slot: Slot, document: PublishedProgramme, locale: Locale) => {
  const room = document.rooms.find((r) => r.id === slot.room_id);
  return `${seoulSlotLabel(slot.start, slot.end, locale)} (${locale === 'ko' ? '한국 시간' : 'Korea time'}), ${room ? (locale === 'ko' ? room.name_ko : room.name_en) : ''}`;
};

/**
 * Publishes the draft: a new immutable version (who, when), the public files it shows, one mail
 * to each presenter whose talk moved since the previous version, and a notice to each member who
 * starred a moved session or talk. The change log starts again.
 */
/** What a publish needs: the database, the clock, the mail queue, the site's address. */
export type PublishDeps = Pick<AppDeps, 'knex' | 'clock' | 'mail'> & {
  config: Pick<AppDeps['config'], 'PUBLIC_URL' | 'PORT'>;
};

export async function publishProgramme(deps: PublishDeps, organiser: MemberRow | null) {
  const now = deps.clock.now();
  return deps.knex.transaction(async (trx) => {
    await lockDraft(trx);
    const draft = await readDraft(trx);
    const previous = await latestVersion(trx);
    // Loaders on the transaction: embedded PGlite serves one transaction at a time, so a read on
    // another connection would wait for this one to end (found by the embedded demo seed).
    const loaders = createLoaders(trx);
    const { sources, publicFiles } = await sourcesOf(trx, loaders, draft);
    const document = buildDocument(draft, sources);
    // jsonb keeps its own key order: compare values, not text.
    if (previous && isDeepStrictEqual(previous.document, JSON.parse(JSON.stringify(document))))
      throw refuse('programme', 'programme.nothingToPublish');
    const version = await insertVersion(trx, document, organiser?.id ?? null, now);
    await replacePublicFiles(trx, publicFiles);
    await clearChanges(trx);
    if (!previous) return version;

    const before = slotsOf(previous.document);
    const after = slotsOf(document);
    const programmeUrl = `${siteUrl(deps)}${PROGRAMME_PATH}`;
    // The presenters' mails: one per moved talk whose presenter is the same member.
    const moved: {
      type: 'SESSION' | 'TALK';
      id: number;
      old: Slot;
      now: Slot | null;
      title_en: string;
      title_ko: string;
    }[] = [];
    for (const [id, old] of before.talks) {
      const next = after.talks.get(id);
      if (next && !slotMoved(old, next)) continue;
      moved.push({
        type: 'TALK',
        id,
        old,
        now: next ?? null,
        title_en: old.title_en,
        title_ko: old.title_ko,
      });
      if (!next || next.speaker_id == null || next.speaker_id !== old.speaker_id) continue;
      const member = await loaders.memberById.load(next.speaker_id);
      if (!member || member.delete) continue;
      const locale: Locale = member.country === 'KR' ? 'ko' : 'en';
      await queueTemplatedMail(trx, deps, {
        type: 'PROGRAMME_SLOT_MOVED',
        to: member.email,
        locale,
        values: {
          ...member,
          talk_title: locale === 'ko' ? next.title_ko : next.title_en,
          old_slot: slotLabel(old, previous.document, locale),
          new_slot: slotLabel(next, document, locale),
          programmeUrl,
        },
        trusted: ['programmeUrl'],
      });
    }
    for (const [id, old] of before.sessions) {
      const next = after.sessions.get(id);
      if (next && !slotMoved(old, next)) continue;
      moved.push({
        type: 'SESSION',
        id,
        old,
        now: next ?? null,
        title_en: old.title_en,
        title_ko: old.title_ko,
      });
    }
    if (moved.length) {
      const stars = await starsOfItems(trx, [
        { type: 'SESSION', ids: moved.filter((m) => m.type === 'SESSION').map((m) => m.id) },
        { type: 'TALK', ids: moved.filter((m) => m.type === 'TALK').map((m) => m.id) },
      ]);
      const byItem = new Map(moved.map((m) => [`${m.type}:${m.id}`, m]));
      await insertNotices(
        trx,
        stars.flatMap((star) => {
          const m = byItem.get(`${star.item_type}:${star.item_id}`);
          return m
            ? [
                {
                  user_id: star.user_id,
                  version: version.version,
                  item_type: m.type,
                  item_id: m.id,
                  title_en: m.title_en,
                  title_ko: m.title_ko,
                  before: namedSlot(m.old, previous.document),
                  after: m.now ? namedSlot(m.now, document) : null,
                  created_at: now,
                },
              ]
            : [];
        }),
      );
    }
    return version;
  });
}

// ——— reading the published programme ———

/** The latest publication, optionally one day (YYYY-MM-DD) or one room; null before the first. */
export async function publishedProgramme(
  knex: Knex,
  filter: { day?: string | null; room?: number | null } = {},
) {
  const version = await latestVersion(knex);
  if (!version) return null;
  const { document } = version;
  const days = filter.day ? document.days.filter((d) => d.date === filter.day) : document.days;
  const dayIds = new Set(days.map((d) => d.id));
  const sessions = document.sessions.filter(
    (s) => dayIds.has(s.day_id) && (filter.room == null || s.room_id === filter.room),
  );
  return { version, document: { ...document, days, sessions } };
}
