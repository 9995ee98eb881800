// privacy/accessRecord through the list kit (GraphQL `accessRecords` and POST /export/accessRecord,
// whose export asks a reason and is itself recorded). Columns and filters: @congress/domain/lists
// ACCESS_RECORD_LIST.
import { ACCESS_ACTIONS, ACCESS_RECORD_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';

export const ACCESS_RECORD_LIST_DEFINITION = defineList({
  declaration: ACCESS_RECORD_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) => knex('personal_data_access'),
  idColumn: 'personal_data_access.id',
  columns: {
    id: 'personal_data_access.id',
    at: 'personal_data_access.at',
    actor_email: 'personal_data_access.actor_email',
    actor_name: 'personal_data_access.actor_name',
    ip: 'personal_data_access.ip',
    action: 'personal_data_access.action',
    operation: 'personal_data_access.operation',
    member_ids: { raw: `array_to_string(personal_data_access.member_ids, ', ')` },
    filter: { raw: `personal_data_access.filter::text` },
    row_count: 'personal_data_access.row_count',
    reason: 'personal_data_access.reason',
  },
  filters: {
    at: { kind: 'dateRange', column: 'personal_data_access.at' },
    actor_contains: { kind: 'contains', column: 'personal_data_access.actor_email' },
    action: { kind: 'oneOf', column: 'personal_data_access.action', values: ACCESS_ACTIONS },
    operation_contains: { kind: 'contains', column: 'personal_data_access.operation' },
    member_id: { kind: 'holdsId', column: 'personal_data_access.member_ids' },
  },
});
