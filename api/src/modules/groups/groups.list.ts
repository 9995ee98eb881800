// group/groupList through the list kit. Columns and filters: @congress/domain/lists GROUPS_LIST.
import { GROUP_TYPES } from '@congress/domain';
import { GROUPS_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';
import { liveGroups } from './groups.repository';

export const GROUPS_LIST_DEFINITION = defineList({
  declaration: GROUPS_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) => liveGroups(knex).select('groups.*'),
  idColumn: 'groups.id',
  columns: {
    id: 'groups.id',
    title: 'groups.title',
    type: 'groups.type',
    free: 'groups.free',
    // Sorting and the export count in SQL; the GraphQL field uses a DataLoader (one query a page).
    memberCount: { raw: '(select count(*)::int from group_users where group_users.group_id = groups.id)' },
    created_at: 'groups.created_at',
  },
  filters: {
    title: { kind: 'contains', column: 'groups.title' },
    type: { kind: 'oneOf', column: 'groups.type', values: GROUP_TYPES },
    free: { kind: 'flag', column: 'groups.free' },
  },
});
