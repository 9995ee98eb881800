import type { Knex } from 'knex';

// The back office's access record (issue 39 §3; 개인정보의 안전성 확보조치 기준 Art. 8): one row per
// read, change, export, download or print of personal data by someone else than its owner, and
// one row per monthly check of those rows. Both are append-only at the database itself: a trigger
// refuses UPDATE and TRUNCATE always, and DELETE of a row younger than two years (the standard's
// longest minimum; the retention job removes rows only past the configured period, never sooner).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table personal_data_access (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id integer,
      actor_email varchar(320) not null,
      actor_name text not null default '',
      ip text not null,
      action text not null check (action in ('READ', 'CHANGE', 'EXPORT', 'DOWNLOAD', 'PRINT')),
      operation varchar(100) not null check (length(operation) >= 1),
      member_ids integer[] not null default '{}',
      member_count integer not null default 0,
      filter jsonb,
      row_count integer,
      reason text check (reason is null or length(reason) <= 500)
    );
    create index personal_data_access_at on personal_data_access (at, id);
    create index personal_data_access_actor on personal_data_access (actor_email, at);
    -- The page's "contains" filters (the list kit's rule: a trigram index for each).
    create index personal_data_access_actor_trgm on personal_data_access
      using gin (lower(actor_email::text) gin_trgm_ops);
    create index personal_data_access_operation_trgm on personal_data_access
      using gin (lower(operation::text) gin_trgm_ops);
    create index personal_data_access_members on personal_data_access using gin (member_ids);

    create table personal_data_access_checks (
      id bigint generated always as identity primary key,
      month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      checked_at timestamptz not null default now(),
      checked_by_id integer,
      checked_by_email text not null,
      checked_by_name text not null default '',
      note text not null check (length(note) <= 2000),
      figures jsonb not null
    );
    create index personal_data_access_checks_month on personal_data_access_checks (month, id);

    create function refuse_access_record_change() returns trigger language plpgsql as $$
    begin
      -- A row's time: "at" in the record, "checked_at" in the checks.
      if tg_op = 'DELETE'
        and coalesce(to_jsonb(old) ->> 'at', to_jsonb(old) ->> 'checked_at')::timestamptz
          < now() - interval '2 years' then
        return old;
      end if;
      raise exception 'the access record is append-only (% on %)', tg_op, tg_table_name
        using errcode = 'insufficient_privilege';
    end $$;
    create function refuse_access_record_truncate() returns trigger language plpgsql as $$
    begin
      raise exception 'the access record is append-only (TRUNCATE on %)', tg_table_name
        using errcode = 'insufficient_privilege';
    end $$;
  `);
  for (const table of ['personal_data_access', 'personal_data_access_checks']) {
    await knex.raw(
      `create trigger ${table}_append_only before update or delete on ${table}
       for each row execute function refuse_access_record_change()`,
    );
    await knex.raw(
      `create trigger ${table}_no_truncate before truncate on ${table}
       for each statement execute function refuse_access_record_truncate()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table if exists personal_data_access_checks;
    drop table if exists personal_data_access;
    drop function if exists refuse_access_record_change();
    drop function if exists refuse_access_record_truncate();
  `);
}
