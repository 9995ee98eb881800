// bbsSetting through the list kit (and the public pages through the same query, newsAndNotices.service).
// Columns and filters: @congress/domain/lists NEWS_LIST.
import { NEWS_AND_NOTICE_TYPES } from '@congress/domain';
import { NEWS_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';
import { livePosts } from './newsAndNotices.repository';

export const NEWS_LIST_DEFINITION = defineList({
  declaration: NEWS_LIST,
  // The Excel export is the organisers'; the public GraphQL query lifts this guard (service).
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) => livePosts(knex).select('news_and_notices.*'),
  idColumn: 'news_and_notices.id',
  columns: {
    id: 'news_and_notices.id',
    type: 'news_and_notices.type',
    title: 'news_and_notices.title',
    created_name: 'news_and_notices.created_name',
    viewCount: 'news_and_notices.viewCount',
    created_at: 'news_and_notices.created_at',
  },
  filters: {
    title: { kind: 'contains', column: 'news_and_notices.title' },
    type: { kind: 'oneOf', column: 'news_and_notices.type', values: NEWS_AND_NOTICE_TYPES },
    created_name: { kind: 'contains', column: 'news_and_notices.created_name' },
  },
});
