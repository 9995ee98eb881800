import type { Knex } from 'knex';
import type { AbstractStatus } from '@congress/domain';
import type { AbstractsTable } from '../../generated/tables';
import { groupedCounts, inRange, totalOf, type DayRange } from '../../db/figures';
import { ownersOfRows } from '../../db/owners';

/** A row of abstracts, typed from the migrated schema (api/src/generated/tables.ts). */
export type AbstractRow = AbstractsTable;

/** One line of an abstract's history (who, when, what). */
export interface HistoryEntry {
  at: string;
  by: number;
  role: 'owner' | 'organiser';
  action: 'CREATED' | 'UPDATED' | 'STATUS' | 'DELETED';
  from?: AbstractStatus;
  to?: AbstractStatus;
  /** UPDATED: the fields whose values changed. */
  fields?: string[];
  /** STATUS by a review decision: the presentation it was accepted for. */
  acceptedAs?: 'ORAL' | 'POSTER' | null;
}

export const liveAbstracts = (knex: Knex) => knex('abstracts').where('abstracts.delete', false);

export const findAbstract = (knex: Knex, id: number): Promise<AbstractRow | undefined> =>
  knex('abstracts').where({ id }).first();

/** The submitters of these abstracts (deleted ones too). */
export const abstractOwners = (knex: Knex, ids: readonly number[]) => ownersOfRows(knex('abstracts'), ids);

/** A member's newest live abstract. */
/** Live abstracts by id (the programme's talks and posters). */
export const liveAbstractsByIds = (knex: Knex, ids: readonly number[]): Promise<AbstractRow[]> =>
  ids.length ? liveAbstracts(knex).whereIn('id', ids) : Promise.resolve([]);

export const latestLiveAbstractOf = (knex: Knex, userId: number): Promise<AbstractRow | undefined> =>
  knex('abstracts').where({ user_id: userId, delete: false }).orderBy('id', 'desc').first();

export const findAbstractForUpdate = (trx: Knex.Transaction, id: number): Promise<AbstractRow | undefined> =>
  trx('abstracts').where({ id, delete: false }).forUpdate().first();

/** Live abstracts in review (SUBMITTED or PENDING), in id order (the review assignment). */
export const abstractsInReview = (knex: Knex): Promise<AbstractRow[]> =>
  liveAbstracts(knex).whereIn('status', ['SUBMITTED', 'PENDING']).orderBy('id');

/** Live abstracts in review of these topics, in id order (what a reviewer may bid on). */
export const abstractsInReviewOfTopics = (knex: Knex, topics: readonly string[]): Promise<AbstractRow[]> =>
  topics.length
    ? liveAbstracts(knex).whereIn('status', ['SUBMITTED', 'PENDING']).whereIn('topic', topics).orderBy('id')
    : Promise.resolve([]);

/** The live abstracts among `ids`, locked. */
export const liveAbstractIdsForUpdate = (trx: Knex.Transaction, ids: readonly number[]): Promise<number[]> =>
  trx('abstracts').whereIn('id', ids).where('delete', false).forUpdate().pluck('id');

export const abstractsOfMember = (knex: Knex, userId: number): Promise<AbstractRow[]> =>
  liveAbstracts(knex)
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);

export async function insertAbstract(
  trx: Knex.Transaction,
  row: Omit<
    AbstractRow,
    | 'id'
    | 'created_at'
    | 'updated_at'
    | 'delete'
    | 'history'
    | 'file_presentation'
    | 'presentation_uploaded_at'
  >,
  history: HistoryEntry,
  now: Date,
): Promise<AbstractRow> {
  const [inserted] = await trx('abstracts')
    .insert({
      ...row,
      author: JSON.stringify(row.author),
      including: JSON.stringify(row.including),
      terms: JSON.stringify(row.terms),
      history: JSON.stringify([history]),
      created_at: now,
      updated_at: now,
    })
    .returning('*');
  return inserted!;
}

/** Changes columns and appends one history entry. */
export async function updateAbstractRow(
  trx: Knex.Transaction,
  id: number,
  changes: Record<string, unknown>,
  history: HistoryEntry,
  now: Date,
): Promise<AbstractRow> {
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const [row] = await trx('abstracts')
    .where({ id })
    .update({
      ...changes,
      ...(changes.author !== undefined ? { author: json(changes.author) } : {}),
      ...(changes.including !== undefined ? { including: json(changes.including) } : {}),
      ...(changes.terms !== undefined ? { terms: json(changes.terms) } : {}),
      history: trx.raw('history || ?::jsonb', [JSON.stringify([history])]),
      updated_at: now,
    })
    .returning('*');
  return row!;
}

/** The abstract's images replaced by these files, in order. */
export async function replaceAbstractFiles(trx: Knex.Transaction, abstractId: number, fileIds: number[]) {
  await trx('abstract_files').where({ abstract_id: abstractId }).delete();
  if (fileIds.length)
    await trx('abstract_files').insert(
      fileIds.map((file_id, position) => ({ abstract_id: abstractId, file_id, position })),
    );
}

export const fileIdsOfAbstracts = (
  knex: Knex,
  abstractIds: readonly number[],
): Promise<{ abstract_id: number; file_id: number }[]> =>
  knex('abstract_files').whereIn('abstract_id', abstractIds).orderBy(['abstract_id', 'position']);

export async function countsOfMember(knex: Knex, userId: number) {
  return (await knex('abstracts')
    .where({ user_id: userId, delete: false })
    .groupBy('status', 'preference')
    .select('status', 'preference', knex.raw('count(*)::int as count'))) as {
    status: AbstractStatus;
    preference: string | null;
    count: number;
  }[];
}

/** Drops the images and presentations of the abstracts of the given members (a subquery of user ids). */
export async function releaseAbstractFilesOf(knex: Knex, userIds: Knex.QueryBuilder): Promise<number> {
  const abstracts = knex('abstracts').whereIn('user_id', userIds.clone()).select('id');
  const images = await knex('abstract_files').whereIn('abstract_id', abstracts).delete();
  const presentations = await knex('abstracts')
    .whereIn('user_id', userIds)
    .whereNotNull('file_presentation')
    .update({ file_presentation: null });
  return images + presentations;
}

// The event statistics' figures (modules/statistics) ---------------------------------------------

export async function abstractFigures(knex: Knex, range: DayRange) {
  const where = inRange('created_at', range);
  const groups = await groupedCounts(
    knex,
    'abstracts',
    { sql: `NOT "delete" AND ${where.sql}`, bindings: where.bindings },
    { topic: 'topic', preference: 'preference', category: 'category', status: 'status' },
  );
  return {
    total: totalOf(groups.get('total')),
    byTopic: groups.get('topic') ?? [],
    byPreference: groups.get('preference') ?? [],
    byCategory: groups.get('category') ?? [],
    byStatus: groups.get('status') ?? [],
  };
}

/** True when one of the member's abstracts holds the file: its presentation or one of its images. */
export async function authorHoldsFile(knex: Knex, userId: number, fileId: number): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `select 1 from abstracts where user_id = :userId and file_presentation = :fileId
     union all
     select 1 from abstract_files af join abstracts a on a.id = af.abstract_id
      where a.user_id = :userId and af.file_id = :fileId
     limit 1`,
    { userId, fileId },
  );
  return rows.length > 0;
}
