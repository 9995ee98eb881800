import type { Knex } from 'knex';
import type { SpeakerRow } from '../../db/rows';
import { ownersOfRows } from '../../db/owners';

export const speakersOfMembers = (knex: Knex, userIds: readonly number[]): Promise<SpeakerRow[]> =>
  knex('speakers').whereIn('user_id', userIds);

/** A new speaker record; undefined when the member has one already. */
export async function insertSpeaker(
  knex: Knex,
  values: Record<string, unknown>,
): Promise<SpeakerRow | undefined> {
  const [row] = await knex('speakers').insert(values).onConflict('user_id').ignore().returning('*');
  return row;
}

export const findSpeaker = (knex: Knex, id: number): Promise<SpeakerRow | undefined> =>
  knex('speakers').where({ id }).first();

/** The members of these speaker records. */
export const speakerOwners = (knex: Knex, ids: readonly number[]) => ownersOfRows(knex('speakers'), ids);

export async function updateSpeakerRow(
  knex: Knex,
  id: number,
  values: Record<string, unknown>,
  now: Date,
): Promise<SpeakerRow> {
  const [row] = await knex('speakers')
    .where({ id })
    .update({ ...values, updated_at: now })
    .returning('*');
  return row!;
}

/** Speaker records by id, of one member when `userId` is given. */
export const speakerRows = (knex: Knex, userId?: number): Promise<SpeakerRow[]> => {
  const q = knex('speakers').orderBy('id');
  return userId === undefined ? q : q.where({ user_id: userId });
};

export const deleteSpeakerRows = (knex: Knex, ids: readonly number[]): Promise<number> =>
  knex('speakers').whereIn('id', ids).delete();

/** Drops the files of the speaker records of the given members (a subquery of user ids). */
export const releaseSpeakerFilesOf = (knex: Knex, userIds: Knex.QueryBuilder): Promise<number> =>
  knex('speakers')
    .whereIn('user_id', userIds)
    .where((q) =>
      q
        .whereNotNull('file_cv')
        .orWhereNotNull('file_photo')
        .orWhereNotNull('file_lecture')
        .orWhereNotNull('file_presentation'),
    )
    .update({ file_cv: null, file_photo: null, file_lecture: null, file_presentation: null });

/** True when the member's speaker record holds the file (who may download it: files.access). */
export async function speakerHoldsFile(knex: Knex, userId: number, fileId: number): Promise<boolean> {
  const row = await knex('speakers')
    .where({ user_id: userId })
    .whereRaw('? in (file_cv, file_photo, file_lecture, file_presentation)', [fileId])
    .first(knex.raw('1 as one'));
  return Boolean(row);
}
