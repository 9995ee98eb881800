// regist/visaLetters through the list kit (GraphQL `visaLetters` and POST /export/visaLetters).
// Columns and filters: @congress/domain/lists VISA_LETTERS_LIST.
import { VISA_LETTER_STATUSES } from '@congress/domain';
import { VISA_LETTERS_LIST } from '@congress/domain/lists';
import type { Knex } from 'knex';
import { defineList } from '../../lists/definition';
import { requireOrganiser } from '../auth/guards';

/** The passport name as the letter prints it (given name, family name in capitals). */
const PASSPORT_NAME_SQL = `(visa_letters.given_name || ' ' || upper(visa_letters.family_name))`;
/** Served by the trigram index visa_letters_name_trgm. */
const NAME_SEARCH_SQL = `(visa_letters.given_name || ' ' || visa_letters.family_name)`;
const LIVE_REGISTRATION = `LEFT JOIN LATERAL (SELECT r.price_status FROM registration_lists r
  WHERE r.user_id = visa_letters.user_id AND NOT r.delete ORDER BY r.created_at DESC, r.id DESC LIMIT 1)
  live_registration ON true`;

export const VISA_LETTERS_LIST_DEFINITION = defineList({
  declaration: VISA_LETTERS_LIST,
  guard: (ctx) => {
    requireOrganiser(ctx);
  },
  baseQuery: ({ knex }) =>
    knex('visa_letters')
      .join('users', 'users.id', 'visa_letters.user_id')
      .leftJoin('users as decider', 'decider.id', 'visa_letters.decided_by')
      .joinRaw(LIVE_REGISTRATION),
  rowsQuery: (query: Knex.QueryBuilder) => query.select('visa_letters.*'),
  idColumn: 'visa_letters.id',
  columns: {
    id: 'visa_letters.id',
    status: 'visa_letters.status',
    email: 'users.email',
    passportName: { raw: PASSPORT_NAME_SQL },
    nationality: 'visa_letters.nationality',
    // Masked (M1234****): the export never carries the whole number.
    passport_number: 'visa_letters.passport_number_masked',
    birth: 'visa_letters.birth',
    issue: 'visa_letters.issue',
    expire: 'visa_letters.expire',
    price_status: 'live_registration.price_status',
    letter_number: 'visa_letters.letter_number',
    requested_at: 'visa_letters.requested_at',
    decided_at: 'visa_letters.decided_at',
    decided_by: 'decider.email',
    reason: 'visa_letters.reason',
  },
  filters: {
    status: { kind: 'oneOf', column: 'visa_letters.status', values: VISA_LETTER_STATUSES },
    name_contains: { kind: 'contains', column: { raw: NAME_SEARCH_SQL } },
    email_contains: { kind: 'contains', column: 'users.email' },
    nationality_contains: { kind: 'contains', column: 'visa_letters.nationality' },
    requested_at: { kind: 'dateRange', column: 'visa_letters.requested_at' },
  },
});
