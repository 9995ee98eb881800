import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { byKey } from '../../loaderUtils';
import { findFilesByIds, type FileRow } from './files.repository';

export const createFilesLoaders = (knex: Knex) => ({
  /** Uploaded file by id (speakers' CVs and photos, …). */
  fileById: new DataLoader<number, FileRow | null>(async (ids) =>
    byKey(ids, await findFilesByIds(knex, ids), (file) => file.id),
  ),
});
