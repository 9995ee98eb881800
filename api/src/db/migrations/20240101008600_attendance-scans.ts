import type { Knex } from 'knex';

// Check-in scans (issue 26 §2, docs/decisions.md "Badges and check-in"): one row per scan the
// desk recorded, per registration and Korea-time day, ENTRY or EXIT, at an optional room. The
// credits (shared/domain attendance/credits.ts) read them: per day the first scan is the entry and
// the last the exit. client_scan_id is the browser's id of the scan: a scan sent twice (the desk's
// offline queue resending after a lost answer) is recorded once. Two desks scanning the same
// person at once serialise on the registration's row lock (attendance.service.ts), so the second
// entry sees the first and is refused as ALREADY_INSIDE.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('attendance_scans', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('client_scan_id').notNullable().unique();
    t.integer('registration_id').notNullable().references('id').inTable('registration_lists');
    t.date('day').notNullable();
    t.string('kind', 5).notNullable();
    t.string('room', 100);
    t.string('method', 6).notNullable();
    t.timestamp('scanned_at', { useTz: true }).notNullable();
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('desk_user_id').references('id').inTable('users');
  });
  await knex.raw(`ALTER TABLE attendance_scans
    ADD CONSTRAINT attendance_scans_kind_check CHECK (kind IN ('ENTRY', 'EXIT')),
    ADD CONSTRAINT attendance_scans_method_check CHECK (method IN ('QR', 'SEARCH'))`);
  await knex.raw(
    'CREATE INDEX attendance_scans_registration_day ON attendance_scans (registration_id, day, scanned_at)',
  );
  await knex.raw('CREATE INDEX attendance_scans_day ON attendance_scans (day)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('attendance_scans');
}
