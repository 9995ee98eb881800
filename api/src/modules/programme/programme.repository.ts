// SQL of the programme's tables (migration 20240101007600_programme).
import type { Knex } from 'knex';
import type { SessionKind } from '@congress/domain';
import type { ProgrammeVersionsTable } from '../../generated/tables';
import type { PublishedProgramme } from './programme.document';

export interface DayRow {
  id: number;
  /** YYYY-MM-DD (DATE columns are read as text, db/pgTypes.ts). */
  date: string;
  label_en: string;
  label_ko: string;
}
export interface RoomRow {
  id: number;
  name_en: string;
  name_ko: string;
  position: number;
  poster_area: boolean;
}
export interface SessionRow {
  id: number;
  day_id: number;
  room_id: number;
  kind: SessionKind;
  title_en: string;
  title_ko: string;
  chair_ids: number[];
  start_at: Date;
  end_at: Date;
}
export interface TalkRow {
  id: number;
  session_id: number;
  position: number;
  minutes: number;
  title_en: string;
  title_ko: string;
  speaker_id: number | null;
  abstract_id: number | null;
  board: number | null;
}
/** A publication: its jsonb document is the programme as published (programme.document.ts). */
export type VersionRow = Omit<ProgrammeVersionsTable, 'document'> & { document: PublishedProgramme };
const versionOf = (row: ProgrammeVersionsTable): VersionRow => ({
  ...row,
  document: row.document as PublishedProgramme,
});
export interface StarRow {
  id: number;
  user_id: number;
  item_type: 'SESSION' | 'TALK';
  item_id: number;
  created_at: Date;
}
export interface NoticeRow {
  id: number;
  user_id: number;
  version: number;
  item_type: 'SESSION' | 'TALK';
  item_id: number;
  title_en: string;
  title_ko: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  dismissed_at: Date | null;
}
export interface SpeakerPublicationRow {
  user_id: number;
  photo_public: boolean;
  cv_public: boolean;
}

/** The draft's editable tables, in the order rows are restored (a talk needs its session). */
export const DRAFT_TABLES = [
  'programme_days',
  'programme_rooms',
  'programme_sessions',
  'programme_talks',
] as const;
export type DraftTable = (typeof DRAFT_TABLES)[number];

/** One before-image of the change log: the row as it was (null: it did not exist). */
export interface ChangeEntry {
  table: DraftTable;
  id: number;
  before: Record<string, unknown> | null;
}

export interface Draft {
  days: DayRow[];
  rooms: RoomRow[];
  sessions: SessionRow[];
  talks: TalkRow[];
}

/** The whole draft (a congress has a few hundred sessions and talks: read at once). */
export async function readDraft(knex: Knex): Promise<Draft> {
  const [days, rooms, sessions, talks] = await Promise.all([
    knex('programme_days').orderBy('date'),
    knex('programme_rooms').orderBy(['position', 'id']),
    knex('programme_sessions').orderBy(['start_at', 'id']),
    knex('programme_talks').orderBy(['session_id', 'position', 'id']),
  ]);
  return { days, rooms, sessions, talks } as Draft;
}

/** Serialises draft edits: every change locks the draft first (one editor's change at a time). */
export async function lockDraft(trx: Knex.Transaction): Promise<void> {
  await trx.raw('LOCK TABLE programme_changes IN EXCLUSIVE MODE');
}

export const findRow = async <T>(knex: Knex, table: DraftTable, id: number): Promise<T | undefined> =>
  (await knex(table).where({ id }).first()) as T | undefined;

const jsonColumns = (table: DraftTable, values: Record<string, unknown>) =>
  table === 'programme_sessions' && 'chair_ids' in values
    ? { ...values, chair_ids: JSON.stringify(values.chair_ids) }
    : values;

export async function insertRow<T>(
  trx: Knex.Transaction,
  table: DraftTable,
  values: Record<string, unknown>,
): Promise<T> {
  const [row] = await trx(table).insert(jsonColumns(table, values)).returning('*');
  return row as T;
}

export async function updateRow<T>(
  trx: Knex.Transaction,
  table: DraftTable,
  id: number,
  values: Record<string, unknown>,
): Promise<T | undefined> {
  const [row] = await trx(table).where({ id }).update(jsonColumns(table, values)).returning('*');
  return row as T | undefined;
}

export const deleteRow = (trx: Knex.Transaction, table: DraftTable, id: number) =>
  trx(table).where({ id }).delete();

/** Restores a before-image (undo): the row as it was, with its id. */
export async function restoreRow(
  trx: Knex.Transaction,
  table: DraftTable,
  row: Record<string, unknown>,
): Promise<void> {
  await trx(table).insert(jsonColumns(table, row)).onConflict('id').merge();
}

/** Keeps the id sequences ahead of restored rows. */
export async function syncSequences(trx: Knex.Transaction): Promise<void> {
  for (const table of DRAFT_TABLES)
    await trx.raw(
      `SELECT setval(pg_get_serial_sequence(?, 'id'), GREATEST((SELECT coalesce(max(id), 0) FROM ??), 1))`,
      [table, table],
    );
}

export const talksOfSession = (knex: Knex, sessionId: number): Promise<TalkRow[]> =>
  knex('programme_talks').where({ session_id: sessionId }).orderBy(['position', 'id']);

export const sessionsUsing = async (knex: Knex, column: 'day_id' | 'room_id', id: number): Promise<number> =>
  Number(
    (await knex('programme_sessions').where(column, id).count<{ count: string }[]>('id as count'))[0]
      ?.count ?? 0,
  );

export const findDayByDate = (knex: Knex, date: string): Promise<DayRow | undefined> =>
  knex('programme_days').where({ date }).first();

// The change log.
export async function logChange(
  trx: Knex.Transaction,
  action: string,
  entries: ChangeEntry[],
  userId: number,
  now: Date,
): Promise<void> {
  await trx('programme_changes').insert({
    action,
    entries: JSON.stringify(entries),
    created_by: userId,
    created_at: now,
  });
}

export async function popChange(
  trx: Knex.Transaction,
): Promise<{ action: string; entries: ChangeEntry[] } | undefined> {
  const last = await trx('programme_changes').orderBy('id', 'desc').first();
  if (!last) return undefined;
  await trx('programme_changes').where({ id: last.id }).delete();
  return { action: last.action, entries: last.entries as ChangeEntry[] };
}

export async function changeCount(knex: Knex): Promise<{ count: number; last: string | null }> {
  const last = await knex('programme_changes').orderBy('id', 'desc').first('action');
  const [row] = await knex('programme_changes').count<{ count: string }[]>('id as count');
  return { count: Number(row?.count ?? 0), last: last?.action ?? null };
}

export const clearChanges = (trx: Knex.Transaction) => trx('programme_changes').delete();

// Publications.
export async function latestVersion(knex: Knex): Promise<VersionRow | null> {
  const row = await knex('programme_versions').orderBy('version', 'desc').first();
  return row ? versionOf(row) : null;
}

/** The dates of the published programme's days (its latest version), without reading the whole document. */
export async function publishedDayDates(knex: Knex): Promise<string[]> {
  const row = await knex('programme_versions')
    .orderBy('version', 'desc')
    .first<{ days: { date: string }[] | null } | undefined>(knex.raw(`document->'days' as days`));
  return (row?.days ?? []).map((day) => day.date);
}

/**
 * The kind and times of every session of the published programme (its latest version), without
 * reading the whole document: the lecture windows of the CME credits (issue 26 §3).
 */
export async function publishedSessionTimes(
  knex: Knex,
): Promise<{ kind: string; start_at: string; end_at: string }[]> {
  const row = await knex('programme_versions')
    .orderBy('version', 'desc')
    .first<{ sessions: { kind: string; start_at: string; end_at: string }[] | null } | undefined>(
      knex.raw(
        `(SELECT coalesce(jsonb_agg(jsonb_build_object('kind', s->>'kind', 'start_at', s->>'start', 'end_at', s->>'end')), '[]'::jsonb)
            FROM jsonb_array_elements(document->'sessions') AS s) AS sessions`,
      ),
    );
  return row?.sessions ?? [];
}

/** A publication without its document: what the list of versions shows. */
export type VersionSummary = Omit<VersionRow, 'document'>;

export const versionsList = (knex: Knex): Promise<VersionSummary[]> =>
  knex('programme_versions')
    .orderBy('version', 'desc')
    .select('id', 'version', 'published_by', 'published_at');

export async function insertVersion(
  trx: Knex.Transaction,
  document: PublishedProgramme,
  userId: number | null,
  now: Date,
): Promise<VersionRow> {
  const [row] = await trx('programme_versions')
    .insert({
      version: trx.raw('(SELECT coalesce(max(version), 0) + 1 FROM programme_versions)'),
      document: JSON.stringify(document),
      published_by: userId,
      published_at: now,
    })
    .returning('*');
  return versionOf(row!);
}

export async function replacePublicFiles(trx: Knex.Transaction, fileIds: number[]): Promise<void> {
  await trx('programme_public_files').delete();
  if (fileIds.length)
    await trx('programme_public_files')
      .insert([...new Set(fileIds)].map((file_id) => ({ file_id })))
      .onConflict('file_id')
      .ignore();
}

export const isPublicProgrammeFile = async (knex: Knex, fileId: number): Promise<boolean> =>
  Boolean(await knex('programme_public_files').where({ file_id: fileId }).first('file_id'));

// Speakers' public profile.
export const speakerPublications = (
  knex: Knex,
  userIds: readonly number[],
): Promise<SpeakerPublicationRow[]> =>
  userIds.length ? knex('programme_speakers').whereIn('user_id', userIds) : Promise.resolve([]);

export async function saveSpeakerPublication(
  knex: Knex,
  row: SpeakerPublicationRow,
  now: Date,
): Promise<SpeakerPublicationRow> {
  const [saved] = await knex('programme_speakers')
    .insert({ ...row, updated_at: now })
    .onConflict('user_id')
    .merge()
    .returning(['user_id', 'photo_public', 'cv_public']);
  return saved!;
}

// Stars and notices.
export async function insertStar(
  knex: Knex,
  userId: number,
  type: StarRow['item_type'],
  id: number,
): Promise<void> {
  await knex('programme_stars')
    .insert({ user_id: userId, item_type: type, item_id: id })
    .onConflict(['user_id', 'item_type', 'item_id'])
    .ignore();
}

export const deleteStar = (knex: Knex, userId: number, type: StarRow['item_type'], id: number) =>
  knex('programme_stars').where({ user_id: userId, item_type: type, item_id: id }).delete();

export const starsOf = (knex: Knex, userId: number): Promise<StarRow[]> =>
  knex('programme_stars').where({ user_id: userId }).orderBy('id');

export const starsOfItems = (
  knex: Knex,
  items: { type: StarRow['item_type']; ids: number[] }[],
): Promise<StarRow[]> =>
  knex('programme_stars').where((q) => {
    for (const { type, ids } of items)
      if (ids.length) q.orWhere((w) => w.where('item_type', type).whereIn('item_id', ids));
    q.orWhereRaw('false');
  });

export async function insertNotices(trx: Knex.Transaction, rows: Omit<NoticeRow, 'id' | 'dismissed_at'>[]) {
  for (let i = 0; i < rows.length; i += 500)
    await trx('programme_notices').insert(
      rows
        .slice(i, i + 500)
        .map((r) => ({ ...r, before: JSON.stringify(r.before), after: JSON.stringify(r.after) })),
    );
}

export const openNoticesOf = (knex: Knex, userId: number): Promise<NoticeRow[]> =>
  knex('programme_notices').where({ user_id: userId }).whereNull('dismissed_at').orderBy('id', 'desc');

export const findNotice = async (knex: Knex, id: number): Promise<NoticeRow | undefined> =>
  knex('programme_notices').where({ id }).first();

export const dismissNotice = (knex: Knex, userId: number, id: number, now: Date): Promise<number> =>
  knex('programme_notices')
    .where({ id, user_id: userId })
    .whereNull('dismissed_at')
    .update({ dismissed_at: now });
