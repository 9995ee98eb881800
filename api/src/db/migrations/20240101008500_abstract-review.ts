import type { Knex } from 'knex';

// Abstract review (issue 25; docs/decisions.md "Abstract review"):
// - review_settings: one row, the review form (criteria with weights), blind review (on by
//   default), reviewers per abstract and the bidding and review periods (instants; Korea time in
//   the forms);
// - reviewers: members (or an invited address that signs up) with the topics they review;
// - review_bids, review_conflicts: a reviewer's bids and declared conflicts per abstract;
// - review_assignments: who reviews what (automatic or by hand);
// - reviews: one per assignment, scores per criterion, the weighted score, recommendation and
//   the two comments;
// - abstracts.accepted_as: the presentation an accepted abstract was accepted for;
// - new mail types ABSTRACT_ACCEPTED, ABSTRACT_REJECTED, REVIEW_REMINDER.
const NEW_MAIL_TYPES = ['ABSTRACT_ACCEPTED', 'ABSTRACT_REJECTED', 'REVIEW_REMINDER'];
const RECOMMENDATIONS = ['ACCEPT_ORAL', 'ACCEPT_POSTER', 'REJECT'];
const DEFAULT_CRITERIA = [
  { key: 'originality', label_en: 'Originality', label_ko: '독창성', weight: 2 },
  { key: 'methods', label_en: 'Methods', label_ko: '연구 방법', weight: 2 },
  { key: 'clarity', label_en: 'Clarity', label_ko: '명확성', weight: 1 },
];

async function mailTypesOf(knex: Knex, table: string): Promise<{ names: string[]; types: string[] }> {
  const { rows } = await knex.raw<{ rows: { conname: string; def: string }[] }>(
    `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = ?::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%(type)::text%'`,
    [table],
  );
  const types = new Set<string>();
  for (const { def } of rows)
    for (const [, value] of def.matchAll(/'([A-Z_]+)'/g)) types.add(value as string);
  return { names: rows.map((r) => r.conname), types: [...types] };
}

async function setMailTypes(knex: Knex, table: string, change: (types: string[]) => string[]) {
  const { names, types } = await mailTypesOf(knex, table);
  for (const name of names) await knex.raw('ALTER TABLE ?? DROP CONSTRAINT ??', [table, name]);
  const list = change(types)
    .map((t) => `'${t.replace(/[^A-Z_]/g, '')}'`)
    .join(', ');
  await knex.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? CHECK (type IN (${list}))`, [
    table,
    `${table}_type_check`,
  ]);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('review_settings', (t) => {
    t.integer('id').primary();
    t.jsonb('criteria').notNullable();
    t.boolean('blind').notNullable().defaultTo(true);
    t.integer('per_abstract').notNullable().defaultTo(3);
    t.timestamp('bidding_start', { useTz: true });
    t.timestamp('bidding_end', { useTz: true });
    t.timestamp('review_start', { useTz: true });
    t.timestamp('review_end', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw('ALTER TABLE review_settings ADD CONSTRAINT review_settings_one_row CHECK (id = 1)');
  await knex('review_settings').insert({ id: 1, criteria: JSON.stringify(DEFAULT_CRITERIA) });

  await knex.schema.createTable('reviewers', (t) => {
    t.increments('id').primary();
    // null until the invited address signs up (and confirms it).
    t.integer('user_id').unique().references('users.id').onDelete('CASCADE');
    t.string('email', 200).notNullable();
    t.jsonb('topics').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('created_by').references('users.id').onDelete('SET NULL');
  });
  await knex.raw('CREATE UNIQUE INDEX reviewers_email_unique ON reviewers (lower(email))');

  await knex.schema.createTable('review_bids', (t) => {
    t.integer('reviewer_id').notNullable().references('reviewers.id').onDelete('CASCADE');
    t.integer('abstract_id').notNullable().references('abstracts.id').onDelete('CASCADE');
    t.string('bid', 12).notNullable().checkIn(['EAGER', 'WILLING', 'NOT_WILLING']);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['reviewer_id', 'abstract_id']);
  });
  await knex.schema.createTable('review_conflicts', (t) => {
    t.integer('reviewer_id').notNullable().references('reviewers.id').onDelete('CASCADE');
    t.integer('abstract_id').notNullable().references('abstracts.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['reviewer_id', 'abstract_id']);
  });
  await knex.schema.createTable('review_assignments', (t) => {
    t.increments('id').primary();
    t.integer('reviewer_id').notNullable().references('reviewers.id').onDelete('CASCADE');
    t.integer('abstract_id').notNullable().references('abstracts.id').onDelete('CASCADE');
    t.string('source', 8).notNullable().checkIn(['AUTO', 'MANUAL']);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.unique(['reviewer_id', 'abstract_id']);
    t.index(['abstract_id']);
  });
  await knex.schema.createTable('reviews', (t) => {
    t.integer('assignment_id').primary().references('review_assignments.id').onDelete('CASCADE');
    t.jsonb('scores').notNullable();
    t.double('weighted_score');
    t.string('recommendation', 16).notNullable().checkIn(RECOMMENDATIONS);
    t.text('comment_to_authors').notNullable().defaultTo('');
    t.text('confidential_comment').notNullable().defaultTo('');
    t.timestamp('submitted_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('abstracts', (t) => {
    t.string('accepted_as', 8).checkIn(['ORAL', 'POSTER']);
  });
  await setMailTypes(knex, 'mail_templates', (types) => [...new Set([...types, ...NEW_MAIL_TYPES])]);
  await setMailTypes(knex, 'send_emails', (types) => [...new Set([...types, ...NEW_MAIL_TYPES])]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').whereIn('type', NEW_MAIL_TYPES).delete();
  await knex('mail_templates').whereIn('type', NEW_MAIL_TYPES).delete();
  await setMailTypes(knex, 'send_emails', (types) => types.filter((t) => !NEW_MAIL_TYPES.includes(t)));
  await setMailTypes(knex, 'mail_templates', (types) => types.filter((t) => !NEW_MAIL_TYPES.includes(t)));
  await knex.schema.alterTable('abstracts', (t) => t.dropColumn('accepted_as'));
  for (const table of [
    'reviews',
    'review_assignments',
    'review_conflicts',
    'review_bids',
    'reviewers',
    'review_settings',
  ])
    await knex.schema.dropTableIfExists(table);
}
