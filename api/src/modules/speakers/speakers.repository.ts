import type { Knex } from 'knex';
import type { SpeakerRow } from '../../db/rows';

export const speakersOfMembers = (knex: Knex, userIds: readonly number[]): Promise<SpeakerRow[]> =>
  knex('speakers').whereIn('user_id', userIds);
