import type { Knex } from 'knex';
import { GROUP_TYPES } from '@congress/domain';

// Group types become a fixed list (issue 15 §5). Existing free-text types are trimmed and
// upper-cased ("grant" and "GRANT" were two types before); what still matches no listed type
// becomes OTHER, so no group is lost. A check constraint keeps the column on the list.
const listed = GROUP_TYPES.map((type) => `'${type}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE groups SET type = upper(btrim(type)) WHERE type <> upper(btrim(type))`);
  await knex.raw(`UPDATE groups SET type = 'OTHER' WHERE type NOT IN (${listed})`);
  await knex.raw(`ALTER TABLE groups ADD CONSTRAINT groups_type_listed CHECK (type IN (${listed}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE groups DROP CONSTRAINT IF EXISTS groups_type_listed');
}
