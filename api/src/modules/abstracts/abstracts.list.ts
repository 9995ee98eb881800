// abstract/abstractData through the list kit. Columns and filters: @congress/domain/lists ABSTRACTS_LIST.
import { ABSTRACT_PREFERENCES, ABSTRACT_STATUSES, ABSTRACT_TOPICS } from '@congress/domain';
import { ABSTRACTS_LIST } from '@congress/domain/lists';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';
import {
  mostRecommendedSql,
  recommendationCountSql,
  reviewMeanSql,
  reviewSpreadSql,
  reviewsDoneSql,
  reviewedSubquery,
} from '../review/review.lookup';
import { REVIEW_RECOMMENDATIONS } from '@congress/domain';

// The review figures of the row: the review module's subqueries, correlated on this column.
const ABSTRACT_ID = 'abstracts.id';
const REVIEWS_DONE_SQL = reviewsDoneSql(ABSTRACT_ID);
const REVIEW_MEAN_SQL = reviewMeanSql(ABSTRACT_ID);
const REVIEW_SPREAD_SQL = reviewSpreadSql(ABSTRACT_ID);
const recommendations = (code: 'ACCEPT_ORAL' | 'ACCEPT_POSTER' | 'REJECT') =>
  recommendationCountSql(ABSTRACT_ID, code);

/** "1. Minji KIM [1,2] *†; 2. …": position, name, affiliation numbers, presenting (*) and corresponding (†). */
const AUTHORS_SQL = `(select string_agg(
    t.n || '. ' || coalesce(t.a->>'givenName', '') || ' ' || upper(coalesce(t.a->>'familyName', ''))
    || ' [' || coalesce((select string_agg(x, ',') from jsonb_array_elements_text(t.a->'affiliations') x), '') || ']'
    || case when (t.a->>'presenting')::boolean then ' *' else '' end
    || case when (t.a->>'corresponding')::boolean then ' †' else '' end,
    '; ' order by t.n)
  from jsonb_array_elements(abstracts.author) with ordinality as t(a, n))`;

const AFFILIATIONS_SQL = `(select string_agg(t.n || '. ' || t.v, '; ' order by t.n)
  from jsonb_array_elements_text(abstracts.including) with ordinality as t(v, n))`;

export const ABSTRACTS_LIST_DEFINITION = defineList({
  declaration: ABSTRACTS_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) =>
    knex('abstracts').join('users', 'users.id', 'abstracts.user_id').select('abstracts.*'),
  // The review figures (issue 25 §3) on the page's rows only.
  rowsQuery: (query, { knex }) =>
    query.select(
      knex.raw(`${REVIEWS_DONE_SQL} as reviews_done`),
      knex.raw(`${REVIEW_MEAN_SQL} as review_mean`),
      knex.raw(`${REVIEW_SPREAD_SQL} as review_spread`),
      knex.raw(`${recommendations('ACCEPT_ORAL')} as recommend_oral`),
      knex.raw(`${recommendations('ACCEPT_POSTER')} as recommend_poster`),
      knex.raw(`${recommendations('REJECT')} as recommend_reject`),
    ),
  idColumn: 'abstracts.id',
  columns: {
    id: 'abstracts.id',
    title: 'abstracts.title',
    status: 'abstracts.status',
    preference: 'abstracts.preference',
    category: 'abstracts.category',
    topic: 'abstracts.topic',
    email: 'users.email',
    submitter: {
      raw: `trim(coalesce(users."givenName", '') || ' ' || upper(coalesce(users."familyName", '')))`,
    },
    country: 'users.country',
    authors: { raw: AUTHORS_SQL },
    affiliations: { raw: AFFILIATIONS_SQL },
    keywords: 'abstracts.keywords',
    presentation_name: {
      raw: '(select f.name from upload_files f where f.id = abstracts.file_presentation)',
    },
    presentation_uploaded_at: 'abstracts.presentation_uploaded_at',
    delete: 'abstracts.delete',
    created_at: 'abstracts.created_at',
    accepted_as: 'abstracts.accepted_as',
    reviews_done: { raw: REVIEWS_DONE_SQL },
    review_mean: { raw: REVIEW_MEAN_SQL },
    review_spread: { raw: REVIEW_SPREAD_SQL },
    recommend_oral: { raw: recommendations('ACCEPT_ORAL') },
    recommend_poster: { raw: recommendations('ACCEPT_POSTER') },
    recommend_reject: { raw: recommendations('REJECT') },
  },
  filters: {
    id: { kind: 'equals', column: 'abstracts.id', id: true },
    title: { kind: 'contains', column: 'abstracts.title' },
    email: { kind: 'contains', column: 'users.email' },
    krName: { kind: 'contains', column: 'users.name_kr' },
    enName: {
      kind: 'contains',
      column: { raw: `(coalesce(users."givenName", '') || ' ' || coalesce(users."familyName", ''))` },
    },
    userId: { kind: 'equals', column: 'abstracts.user_id', id: true },
    country: { kind: 'oneOf', column: 'users.country' },
    topic: { kind: 'oneOf', column: 'abstracts.topic', values: ABSTRACT_TOPICS },
    preference: { kind: 'oneOf', column: 'abstracts.preference', values: ABSTRACT_PREFERENCES },
    status: { kind: 'oneOf', column: 'abstracts.status', values: ABSTRACT_STATUSES },
    has_presentation: { kind: 'flag', column: { raw: 'abstracts.file_presentation is not null' } },
    delete: { kind: 'flag', column: 'abstracts.delete' },
    reviewed: { kind: 'exists', subquery: (knex) => reviewedSubquery(knex, ABSTRACT_ID), trueMeans: 'some' },
    recommended: {
      kind: 'oneOf',
      column: { raw: mostRecommendedSql(ABSTRACT_ID) },
      values: REVIEW_RECOMMENDATIONS,
    },
    created_at: { kind: 'dateRange', column: 'abstracts.created_at' },
  },
});
