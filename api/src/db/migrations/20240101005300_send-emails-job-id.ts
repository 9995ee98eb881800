import type { Knex } from 'knex';

// The queue job that delivers a mail (issue 8): when pg-boss gives a job up after its retries
// (an SMTP outage longer than the retry window, about two hours), the mail sweeper finds the
// mail by this id, sees the job failed and queues the mail again.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('send_emails', (t) => {
    t.string('job_id', 64).nullable();
  });
  // The sweeper's scan: unsent mails that have a job.
  await knex.raw(
    'CREATE INDEX send_emails_unsent_idx ON send_emails (created_at) WHERE sent_at IS NULL AND job_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS send_emails_unsent_idx');
  await knex.schema.alterTable('send_emails', (t) => {
    t.dropColumn('job_id');
  });
}
