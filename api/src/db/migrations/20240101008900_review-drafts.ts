import type { Knex } from 'knex';

// A reviewer's half-written review (issue 36, docs/decisions.md "Reviewer set-up and draft
// reviews"): one draft per assignment, any subset of the criteria, the recommendation optional.
// Kept apart from `reviews` on purpose: a row of `reviews` is a review done, and every count,
// score, decision mail and "reviewed" filter reads that table only, so a draft can never be
// counted. Submitting the review deletes the draft in the same transaction.
const RECOMMENDATIONS = ['ACCEPT_ORAL', 'ACCEPT_POSTER', 'REJECT'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('review_drafts', (t) => {
    t.integer('assignment_id').primary().references('review_assignments.id').onDelete('CASCADE');
    t.jsonb('scores').notNullable();
    t.string('recommendation', 16).checkIn(RECOMMENDATIONS);
    t.text('comment_to_authors').notNullable().defaultTo('');
    t.text('confidential_comment').notNullable().defaultTo('');
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('review_drafts');
}
