import type { Knex } from 'knex';

// CME credits: the process (issue 26 §3–§4; docs/decisions.md "CME credits: the process").
// Nothing per attendee is stored but what people decide: the preview is computed from the scans
// (attendance_scans), the published programme's lecture windows and these schemes each time.
// - credit_schemes: organiser-edited rules (the @congress/domain CreditScheme: rule JSON, the
//   points approved per day, caps, eligibility, the lecture-window flag), whether the KMA report
//   lists it, its order; `code` is internal (never shown);
// - credit_settings: one row — the phase (PREVIEW → OBJECTIONS → FINAL), when objections close,
//   a version for saves against a stale page, the round of the current OBJECTIONS phase;
// - credit_corrections: an organiser's figure for one attendee, scheme and day (unique);
// - credit_objections: a member's dispute of a day, one OPEN per member, scheme and day (a partial
//   unique index: two clicks at once file one);
// - credit_changes: the log (who, when, what, before, after, memo), rendered in the reader's
//   language when read (kind + JSON values, never a stored sentence);
// - credit_mails: the expected-credits mail, once per member and OBJECTIONS round.
// The migration seeds the KMA scheme (its bands and caps) with no approved day: KMA approves each
// congress's days, so the organisers enter them (the demo seed does: 6, 6, 3).
const NEW_MAIL_TYPES = ['CREDITS_EXPECTED'];

const KMA = {
  code: 'KMA',
  name_en: 'KMA CME credits',
  name_ko: '대한의사협회 연수평점',
  rule: {
    kind: 'BANDS',
    bands: [
      { moreThanMinutes: 120, upToMinutes: 180, points: 3 },
      { moreThanMinutes: 180, upToMinutes: 240, points: 4 },
      { moreThanMinutes: 240, upToMinutes: 300, points: 5 },
      { moreThanMinutes: 300, upToMinutes: null, points: 6 },
    ],
  },
  day_points: {},
  daily_max: 6,
  congress_max: null,
  eligibility: 'LICENCE',
  bound_by_lecture_window: true,
  reports_to_kma: true,
  position: 1,
};

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
  await knex.schema.createTable('credit_schemes', (t) => {
    t.increments('id').primary();
    t.string('code', 32).notNullable().unique();
    t.string('name_en', 100).notNullable();
    t.string('name_ko', 100).notNullable();
    t.jsonb('rule').notNullable();
    t.jsonb('day_points').notNullable().defaultTo('{}');
    t.integer('daily_max');
    t.integer('congress_max');
    t.string('eligibility', 8).notNullable().checkIn(['LICENCE', 'ANYONE']);
    t.boolean('bound_by_lecture_window').notNullable().defaultTo(true);
    t.boolean('reports_to_kma').notNullable().defaultTo(false);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Untyped: rows as of this migration, whatever generated/tables.ts says of the table today.
  await knex<Record<string, unknown>>('credit_schemes').insert({
    ...KMA,
    rule: JSON.stringify(KMA.rule),
    day_points: JSON.stringify(KMA.day_points),
  });

  await knex.schema.createTable('credit_settings', (t) => {
    t.integer('id').primary();
    t.string('phase', 10).notNullable().defaultTo('PREVIEW').checkIn(['PREVIEW', 'OBJECTIONS', 'FINAL']);
    t.timestamp('objections_close_at', { useTz: true });
    /** Raised each time the phase moves to OBJECTIONS: the expected-credits mail goes once per round. */
    t.integer('objections_round').notNullable().defaultTo(0);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE credit_settings ADD CONSTRAINT credit_settings_one_row CHECK (id = 1)');
  await knex('credit_settings').insert({ id: 1 });

  await knex.schema.createTable('credit_corrections', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('scheme_id').notNullable().references('credit_schemes.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('counted_minutes').notNullable();
    t.integer('points').notNullable();
    t.text('memo').notNullable();
    t.integer('corrected_by').references('users.id').onDelete('SET NULL');
    t.timestamp('corrected_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'scheme_id', 'day']);
  });
  await knex.raw(`ALTER TABLE credit_corrections
    ADD CONSTRAINT credit_corrections_minutes_check CHECK (counted_minutes BETWEEN 0 AND 1440),
    ADD CONSTRAINT credit_corrections_points_check CHECK (points BETWEEN 0 AND 100)`);

  await knex.schema.createTable('credit_objections', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('scheme_id').notNullable().references('credit_schemes.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.text('message').notNullable();
    t.string('status', 8).notNullable().defaultTo('OPEN').checkIn(['OPEN', 'ACCEPTED', 'REJECTED']);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('resolution_memo');
    t.integer('resolved_by').references('users.id').onDelete('SET NULL');
    t.timestamp('resolved_at', { useTz: true });
    t.index(['status', 'created_at']);
    t.index(['user_id']);
  });
  await knex.raw(
    `CREATE UNIQUE INDEX credit_objections_one_open ON credit_objections (user_id, scheme_id, day) WHERE status = 'OPEN'`,
  );

  await knex.schema.createTable('credit_changes', (t) => {
    t.bigIncrements('id').primary();
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('user_name', 200).notNullable();
    t.string('kind', 24).notNullable();
    t.jsonb('subject').notNullable().defaultTo('{}');
    t.jsonb('before');
    t.jsonb('after');
    t.text('memo');
    t.index(['changed_at']);
  });

  await knex.schema.createTable('credit_mails', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('phase', 10).notNullable().checkIn(['OBJECTIONS']);
    t.integer('round').notNullable();
    t.integer('send_email_id');
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'phase', 'round']);
  });

  await setMailTypes(knex, 'mail_templates', (types) => [...new Set([...types, ...NEW_MAIL_TYPES])]);
  await setMailTypes(knex, 'send_emails', (types) => [...new Set([...types, ...NEW_MAIL_TYPES])]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('send_emails').whereIn('type', NEW_MAIL_TYPES).delete();
  await knex('mail_templates').whereIn('type', NEW_MAIL_TYPES).delete();
  await setMailTypes(knex, 'send_emails', (types) => types.filter((t) => !NEW_MAIL_TYPES.includes(t)));
  await setMailTypes(knex, 'mail_templates', (types) => types.filter((t) => !NEW_MAIL_TYPES.includes(t)));
  for (const table of [
    'credit_mails',
    'credit_changes',
    'credit_objections',
    'credit_corrections',
    'credit_settings',
    'credit_schemes',
  ])
    await knex.schema.dropTableIfExists(table);
}
