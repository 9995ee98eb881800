import type { Knex } from 'knex';

export interface FileRow {
  id: number;
  name: string;
  url: string;
  path: string;
  mime: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
}

export const findFilesByIds = (knex: Knex, ids: readonly number[]): Promise<FileRow[]> =>
  knex('upload_files').whereIn('id', ids);
