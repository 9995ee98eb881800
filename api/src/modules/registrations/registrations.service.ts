// Registrations (registration_lists) and their payments (pays). Other modules ask here, e.g. the
// members list's "not registered" filter.
import type { Knex } from 'knex';
import { liveRegistrationOfOuterMember } from './registrations.repository';

/**
 * For a query over `users`: a correlated subquery that finds the member's live (not deleted)
 * registration. whereExists / whereNotExists of it filter registered / unregistered members.
 */
export const liveRegistrationSubquery = (knex: Knex): Knex.QueryBuilder =>
  liveRegistrationOfOuterMember(knex);
