import type { Knex } from 'knex';

// The programme as data (docs/decisions.md, "The programme as data"):
// - the draft organisers edit: programme_days (Korea-time dates), programme_rooms (ordered),
//   programme_sessions (kind, titles, chairs, room, start/end instants) and programme_talks
//   (titles, an invited speaker or an accepted abstract, length, order, poster board);
// - programme_changes: the draft's change log (before-images), for undo; emptied by a publish;
// - programme_versions: every publish, immutable (the whole public programme as JSON, who, when);
// - programme_speakers: the invited speakers whose photo / CV an organiser made public;
// - programme_stars and programme_notices: members' starred items and the changes a publish made
//   to them;
// - the presenters' mail is a new mail type, PROGRAMME_SLOT_MOVED.
const NEW_MAIL_TYPE = 'PROGRAMME_SLOT_MOVED';
const KINDS = ['KEYNOTE', 'SYMPOSIUM', 'ORAL', 'POSTER', 'PIC_FORUM', 'SEMINAR', 'SOCIAL', 'BREAK'];

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
  await knex.schema.createTable('programme_days', (t) => {
    t.increments('id').primary();
    t.date('date').notNullable().unique();
    t.string('label_en', 100).notNullable().defaultTo('');
    t.string('label_ko', 100).notNullable().defaultTo('');
  });
  await knex.schema.createTable('programme_rooms', (t) => {
    t.increments('id').primary();
    t.string('name_en', 100).notNullable();
    t.string('name_ko', 100).notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.boolean('poster_area').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('programme_sessions', (t) => {
    t.increments('id').primary();
    t.integer('day_id').notNullable().references('programme_days.id');
    t.integer('room_id').notNullable().references('programme_rooms.id');
    t.string('kind', 12).notNullable().checkIn(KINDS);
    t.string('title_en', 300).notNullable();
    t.string('title_ko', 300).notNullable();
    t.jsonb('chair_ids').notNullable().defaultTo('[]');
    t.timestamp('start_at', { useTz: true }).notNullable();
    t.timestamp('end_at', { useTz: true }).notNullable();
    t.index(['day_id', 'start_at']);
  });
  await knex.raw(
    'ALTER TABLE programme_sessions ADD CONSTRAINT programme_sessions_end_after_start CHECK (end_at > start_at)',
  );
  await knex.schema.createTable('programme_talks', (t) => {
    t.increments('id').primary();
    t.integer('session_id').notNullable().references('programme_sessions.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.integer('minutes').notNullable().defaultTo(0);
    t.string('title_en', 300).notNullable().defaultTo('');
    t.string('title_ko', 300).notNullable().defaultTo('');
    t.integer('speaker_id').references('users.id');
    t.integer('abstract_id').references('abstracts.id');
    t.integer('board');
    t.index(['session_id', 'position']);
    t.unique(['session_id', 'board']);
  });
  await knex.raw(`ALTER TABLE programme_talks
    ADD CONSTRAINT programme_talks_one_speaker CHECK (speaker_id IS NULL OR abstract_id IS NULL),
    ADD CONSTRAINT programme_talks_minutes CHECK (minutes BETWEEN 0 AND 600),
    ADD CONSTRAINT programme_talks_board CHECK (board IS NULL OR board BETWEEN 1 AND 9999)`);
  await knex.schema.createTable('programme_changes', (t) => {
    t.increments('id').primary();
    t.string('action', 40).notNullable();
    t.jsonb('entries').notNullable();
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('programme_versions', (t) => {
    t.increments('id').primary();
    t.integer('version').notNullable().unique();
    t.jsonb('document').notNullable();
    t.integer('published_by').references('users.id').onDelete('SET NULL');
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Files the latest publication shows (speaker photos and CVs made public): anyone may read them.
  await knex.schema.createTable('programme_public_files', (t) => {
    t.integer('file_id').primary().references('upload_files.id').onDelete('CASCADE');
  });
  await knex.schema.createTable('programme_speakers', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.boolean('photo_public').notNullable().defaultTo(false);
    t.boolean('cv_public').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('programme_stars', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('item_type', 8).notNullable().checkIn(['SESSION', 'TALK']);
    t.integer('item_id').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'item_type', 'item_id']);
    t.index(['item_type', 'item_id']);
  });
  await knex.schema.createTable('programme_notices', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.string('item_type', 8).notNullable().checkIn(['SESSION', 'TALK']);
    t.integer('item_id').notNullable();
    t.string('title_en', 300).notNullable();
    t.string('title_ko', 300).notNullable();
    t.jsonb('before').notNullable();
    t.jsonb('after');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('dismissed_at', { useTz: true });
    t.index(['user_id', 'dismissed_at']);
  });
  await setMailTypes(knex, 'mail_templates', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
  await setMailTypes(knex, 'send_emails', (types) => [...new Set([...types, NEW_MAIL_TYPE])]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').where({ type: NEW_MAIL_TYPE }).delete();
  await knex('mail_templates').where({ type: NEW_MAIL_TYPE }).delete();
  await setMailTypes(knex, 'send_emails', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  await setMailTypes(knex, 'mail_templates', (types) => types.filter((t) => t !== NEW_MAIL_TYPE));
  for (const table of [
    'programme_notices',
    'programme_stars',
    'programme_speakers',
    'programme_public_files',
    'programme_versions',
    'programme_changes',
    'programme_talks',
    'programme_sessions',
    'programme_rooms',
    'programme_days',
  ])
    await knex.schema.dropTableIfExists(table);
}
