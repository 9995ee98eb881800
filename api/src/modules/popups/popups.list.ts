// popupSetting through the list kit; the public /home reads the same query (active popups only,
// popups.service). Columns and filters: @congress/domain/lists POPUPS_LIST.
import { POPUPS_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';
import { livePopups } from './popups.repository';

export const POPUPS_LIST_DEFINITION = defineList({
  declaration: POPUPS_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) => livePopups(knex).select('popups.*'),
  idColumn: 'popups.id',
  columns: {
    id: 'popups.id',
    title: 'popups.title',
    use: 'popups.use',
    start: 'popups.start',
    end: 'popups.end',
    location: 'popups.location',
    created_name: 'popups.created_name',
    created_at: 'popups.created_at',
  },
  filters: {
    title: { kind: 'contains', column: 'popups.title' },
    use: { kind: 'flag', column: 'popups.use' },
  },
});
