import type { Knex } from 'knex';
import type { UploadFilesTable } from '../../generated/tables';

/** A row of upload_files, typed from the migrated schema (api/src/generated/tables.ts). */
export type FileRow = UploadFilesTable;

export const findFilesByIds = (knex: Knex, ids: readonly number[]): Promise<FileRow[]> =>
  knex('upload_files').whereIn('id', ids);

/** Of these file ids, those of the given use (uploaded by `userId` when given). */
export async function filesOfUse(knex: Knex, ids: number[], use: string, userId?: number): Promise<number[]> {
  const q = knex('upload_files').whereIn('id', ids).where({ use });
  if (userId !== undefined) q.where({ uploaded_by: userId });
  return q.pluck('id');
}

/**
 * Takes a free-uploaded sponsor document for an application: only with its claim secret's hash,
 * only once (the hash is cleared in the same statement). Returns false when the id, the use or
 * the secret does not match, the file was attached already, or it was uploaded before
 * `uploadedSince` (an unclaimed free upload expires: UPLOAD_GRACE_HOURS).
 */
export async function claimSponsorDocument(
  knex: Knex,
  id: number,
  hash: string,
  uploadedSince: Date,
): Promise<boolean> {
  const taken = await knex('upload_files')
    .where({ id, use: 'sponsorDocument', claim_hash: hash })
    .whereNull('uploaded_by')
    .where('created_at', '>=', uploadedSince)
    .update({ claim_hash: null })
    .returning('id');
  return taken.length === 1;
}

export const findFileByKey = (knex: Knex, key: string): Promise<FileRow | undefined> =>
  knex('upload_files').where({ path: key }).first();

/** A new file: the database stamps its id and time; only a free upload has a claim. */
export type NewFileRow = Omit<FileRow, 'id' | 'created_at' | 'orphaned_at' | 'claim_hash'> &
  Partial<Pick<FileRow, 'claim_hash'>>;

export async function insertFile(knex: Knex, row: NewFileRow): Promise<FileRow> {
  const [inserted] = await knex('upload_files').insert(row).returning('*');
  return inserted!;
}

// The sweeper's reference scan reads every table that may point at a file, in one statement so it
// is safe against a concurrent attach: the one place a module reads others' tables in raw SQL
// (docs/decisions.md, "One owner per table").
/* eslint-disable congress/table-owners -- one statement across the owners' tables, on purpose */

/** Storage keys written into stored HTML (posts, popups, mail templates, mails sent). */
const HTML_KEYS = `
  select (regexp_matches(html, '/uploads/([0-9a-f-]{36}\\.[a-z0-9]{2,5})', 'g'))[1] as path
    from (select content as html from news_and_notices
          union all select content from popups
          union all select contents from mail_templates
          union all select content from send_emails) h
   where html like '%/uploads/%'`;

/**
 * Ids of every file something refers to: a record's file column (deleted-flagged records too: an
 * organiser can restore them), a post's attachments, a mail's attachments (mail log), or a
 * `/uploads/<key>` in stored HTML (rich-text images).
 */
const REFERENCED_IDS = `
  select file_cv as id from speakers
  union select file_photo from speakers
  union select file_lecture from speakers
  union select file_presentation from speakers
  union select "businessRegistration" from sponsors
  union select sponsor_paper from sponsors
  union select gallery_main from news_and_notices
  union select unnest(attachment_ids) from news_and_notices
  union select file_id from abstract_files
  union select file_presentation from abstracts
  union select (f->>'id')::int from send_emails, jsonb_array_elements(files) f
   where jsonb_typeof(files) = 'array' and f->>'id' ~ '^[0-9]{1,9}$'
  union select u.id from upload_files u where u.path in (${HTML_KEYS})`;
/* eslint-enable congress/table-owners */

/**
 * Stamps files found unreferenced (orphaned_at, first time only) and clears the stamp of files
 * referenced again. Returns how many were stamped.
 */
export async function markOrphans(knex: Knex, now: Date): Promise<number> {
  await knex.raw(
    `update upload_files set orphaned_at = null
      where orphaned_at is not null and id in (select id from (${REFERENCED_IDS}) r where id is not null)`,
  );
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `update upload_files set orphaned_at = ?
      where orphaned_at is null and id not in (select id from (${REFERENCED_IDS}) r where id is not null)
      returning id`,
    [now],
  );
  return rows.length;
}

/**
 * Deletes the rows of files unreferenced since before `before` (and uploaded before it), checking
 * again in the same statement that nothing refers to them; returns their storage keys. Two
 * replicas sweeping at once each delete (and remove) distinct rows.
 */
export async function deleteOrphans(knex: Knex, before: Date, limit: number): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { path: string }[] }>(
    `delete from upload_files where id in (
        select id from upload_files
         where orphaned_at < :before and created_at < :before
           and id not in (select id from (${REFERENCED_IDS}) r where id is not null)
         order by id limit :limit
         for update skip locked)
     returning path`,
    { before, limit },
  );
  return rows.map((row) => row.path);
}
