// Mail throughput: how fast the worker delivers a backlog to a local SMTP server, and how long a
// verification code queued behind that backlog waits. Real PostgreSQL (a fresh database), the
// real queue and transport, a real SMTP server on loopback. Writes its section of docs/benchmarks.md.
// Run: npm run bench:mail   (TEST_PG_URL as for the tests; MAILS=2000 by default)
import { cpus, totalmem } from 'node:os';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { migrationConfig } from '../api/src/db/migrations';
import { createLogger } from '../api/src/logger';
import { insertSendEmail } from '../api/src/modules/mail/mail.repository';
import { startMailQueue } from '../api/src/modules/mail/mail.queue';
import { createMailTransport } from '../api/src/modules/mail/mail.transport';
import { freshDatabase, writeBenchmarkSection } from './support';

const MAILS = Number(process.env.MAILS ?? 2000);

async function main() {
  const database = await freshDatabase(10);
  const { knex } = database;
  const received: { to: string; at: number }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', at: Date.now() });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    outboxDir: '/nonexistent',
    from: 'Bench <bench@congress.local>',
  });
  try {
    await knex.migrate.latest(migrationConfig);
    const queue = await startMailQueue({
      connectionString: database.url,
      knex,
      transport,
      logger: createLogger('warn'),
      pollingIntervalSeconds: 1,
    });
    const content = `<p>${'Programme update. '.repeat(40)}</p>`;
    await knex.transaction(async (trx) => {
      for (let i = 0; i < MAILS; i += 1) {
        const id = await insertSendEmail(trx, {
          type: 'MANUAL',
          usermail: `bulk${i}@example.org`,
          title: 'News',
          content,
        });
        await queue.enqueue(trx, id, 'MANUAL');
      }
    });
    const started = Date.now();
    // A code requested just after the backlog was queued.
    await knex.transaction(async (trx) => {
      const id = await insertSendEmail(trx, {
        type: 'FIND_PASSWORD',
        usermail: 'waiting@example.org',
        title: 'Code',
        content: '<p>123456</p>',
      });
      await queue.enqueue(trx, id, 'FIND_PASSWORD');
    });
    while (received.length < MAILS + 1) {
      if (Date.now() - started > 600_000) throw new Error(`only ${received.length} mails after 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (Date.now() - started) / 1000;
    const code = received.find((m) => m.to === 'waiting@example.org')!;
    const codeWait = (code.at - started) / 1000;
    const codePosition = received.indexOf(code) + 1;
    await queue.stop();

    const rate = MAILS / seconds;
    const report = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL on loopback, smtp-server on loopback.`,
      '',
      '| figure | value | target |',
      '|---|---|---|',
      `| backlog delivered | ${MAILS} mails in ${seconds.toFixed(1)} s | |`,
      `| throughput | **${rate.toFixed(0)} mails/s** | ≥ 20 mails/s |`,
      `| a code queued after the backlog: delivered after | ${codeWait.toFixed(2)} s (mail ${codePosition} of ${MAILS + 1}) | before the bulk |`,
    ].join('\n');
    console.log(report);
    writeBenchmarkSection('mail-throughput', report);
    if (rate < 20) process.exitCode = 1;
  } finally {
    transport.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
