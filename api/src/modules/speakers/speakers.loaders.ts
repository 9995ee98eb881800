import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import type { SpeakerRow } from '../../db/rows';
import { byKey } from '../../loaderUtils';
import { speakersOfMembers } from './speakers.repository';

export const createSpeakersLoaders = (knex: Knex) => ({
  /** Member id → their speaker record (one per member at most). */
  speakerByMember: new DataLoader<number, SpeakerRow | null>(async (userIds) =>
    byKey(userIds, await speakersOfMembers(knex, userIds), (row) => row.user_id),
  ),
});
