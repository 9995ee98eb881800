// Replicas starting at the same moment on a fresh database both bring their mail queue up: pg-boss's
// queue creation can deadlock between them (seen once in the two-replica test, where one server
// exited), and the loser retries.
import { randomUUID } from 'node:crypto';
import { createKnex } from '../src/db/database';
import { createLogger } from '../src/logger';
import { createMailTransport } from '../src/modules/mail/mail.transport';
import { startMailQueue, type MailQueue } from '../src/modules/mail/mail.queue';

jest.setTimeout(120_000);

it('starts on one fresh schema from several processes at once, every time', async () => {
  const url = process.env.DATABASE_URL as string;
  const knex = createKnex(url, 2);
  const logger = createLogger('silent');
  const transport = createMailTransport({ outboxDir: '/nonexistent', from: 'test@example.org' });
  try {
    for (let round = 0; round < 5; round += 1) {
      const schema = `pgboss_start_${randomUUID().slice(0, 8)}`;
      const queues: MailQueue[] = await Promise.all(
        [1, 2, 3].map(() => startMailQueue({ connectionString: url, knex, transport, logger, schema })),
      );
      await Promise.all(queues.map((q) => q.stop()));
      await knex.raw(`DROP SCHEMA ${schema} CASCADE`);
    }
  } finally {
    await knex.destroy();
  }
});
