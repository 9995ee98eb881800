import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { groupedByKey } from '../../loaderUtils';
import { fileIdsOfAbstracts } from './abstracts.repository';

export const createAbstractsLoaders = (knex: Knex) => ({
  /** Abstract id → its image file ids, in order (file_img; the files come from fileById). */
  fileIdsByAbstract: new DataLoader<number, number[]>(async (ids) =>
    groupedByKey(ids, await fileIdsOfAbstracts(knex, ids), (row) => row.abstract_id).map((rows) =>
      rows.map((row) => row.file_id),
    ),
  ),
});
