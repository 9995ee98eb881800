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

export async function findFileById(knex: Knex, id: number | null | undefined): Promise<FileRow | null> {
  if (id == null) return null;
  return (await knex('upload_files').where({ id }).first()) ?? null;
}
