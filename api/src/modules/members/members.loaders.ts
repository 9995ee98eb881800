import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import { byKey } from '../../loaderUtils';
import { findMembersByIds, type MemberRow } from './members.repository';

export const createMembersLoaders = (knex: Knex) => ({
  /** Member by id, with the role's name (registrations' and speakers' `user`). */
  memberById: new DataLoader<number, MemberRow | null>(async (ids) =>
    byKey(ids, await findMembersByIds(knex, ids), (row) => row.id),
  ),
});
