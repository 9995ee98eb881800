// Every DataLoader of a request, made fresh per request (createRequestContext) so no cached row
// outlives the request. Each module declares the loaders of its own tables.
import type { Knex } from 'knex';
import { createAbstractsLoaders } from './modules/abstracts/abstracts.loaders';
import { createFilesLoaders } from './modules/files/files.loaders';
import { createGroupsLoaders } from './modules/groups/groups.loaders';
import { createMembersLoaders } from './modules/members/members.loaders';
import { createReceiptsLoaders } from './modules/receipts/receipts.loaders';
import { createRegistrationsLoaders } from './modules/registrations/registrations.loaders';
import { createSpeakersLoaders } from './modules/speakers/speakers.loaders';

export const createLoaders = (knex: Knex) => ({
  ...createMembersLoaders(knex),
  ...createRegistrationsLoaders(knex),
  ...createReceiptsLoaders(knex),
  ...createSpeakersLoaders(knex),
  ...createFilesLoaders(knex),
  ...createGroupsLoaders(knex),
  ...createAbstractsLoaders(knex),
});

export type Loaders = ReturnType<typeof createLoaders>;
