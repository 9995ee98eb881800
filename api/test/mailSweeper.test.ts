// An SMTP outage longer than the queue's retries (issue 8): pg-boss gives the jobs up after
// MAIL_RETRY_LIMIT attempts; the sweeper queues those mails again, and each arrives once when the
// server is back. A code that expired meanwhile is not sent. The queue here gives up after two
// attempts (a second apart) and sweeps every second; production: 8 attempts over ~2 h, every 5 min.
import { insertSendEmail } from '../src/modules/mail/mail.repository';
import { EXPIRED_CODE_REASON } from '../src/modules/mail/mail.sweeper';
import { startHarness, type Harness } from './harness';

const waitUntil = async (check: () => Promise<boolean>, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('mail sweeper', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ MAIL_RETRY_LIMIT: '1', MAIL_SWEEP_INTERVAL_SECONDS: '1' });
  });
  afterAll(() => h.close());

  it('sends each mail once after an outage that outlasted the retries, and drops an expired code', async () => {
    const stamp = Date.now();
    const recipients = Array.from({ length: 6 }, (_, i) => `long-outage-${stamp}-${i}@example.org`);
    h.smtp.down();
    let ids: number[] = [];
    let codeMailId = 0;
    try {
      ids = await h.knex.transaction(async (trx) => {
        const queued: number[] = [];
        for (const to of recipients) {
          const mail = await insertSendEmail(trx, {
            type: 'MANUAL',
            usermail: to,
            title: 'Programme',
            content: '<p>x</p>',
          });
          await h.mail.enqueue(trx, mail, 'MANUAL');
          queued.push(mail.id);
        }
        const codeMail = await insertSendEmail(trx, {
          type: 'FIND_PASSWORD',
          usermail: `code-${stamp}@example.org`,
          title: 'Your code',
          content: '<p>******</p>',
          authcode: 'hash',
          // Expired already: its given-up job must not be queued again.
          authcode_expires_at: new Date(Date.now() - 1000),
        });
        await h.mail.enqueue(trx, codeMail, 'FIND_PASSWORD');
        codeMailId = codeMail.id;
        return queued;
      });
      const manual = () => h.knex('send_emails').whereIn('id', ids);
      // Two attempts use up the queue's retries; more attempts than that mean the sweeper queued
      // the given-up mails again (and again) while the server stayed down.
      await waitUntil(async () => (await manual()).every((row) => row.delivery_attempts >= 4), 60);
      expect((await manual()).filter((row) => row.sent_at)).toEqual([]);
      const codeMail = await h.knex('send_emails').where({ id: codeMailId }).first();
      expect([codeMail.delivery_error, codeMail.job_id, codeMail.delivery_attempts]).toEqual([
        EXPIRED_CODE_REASON,
        null,
        2,
      ]);
    } finally {
      h.smtp.up();
    }
    await waitUntil(async () => {
      const sent = await h.knex('send_emails').whereIn('id', ids).whereNotNull('sent_at');
      return sent.length === ids.length;
    }, 60);
    await waitUntil(
      async () =>
        (await h.knex('send_emails').where({ id: codeMailId }).first()).delivery_error ===
        EXPIRED_CODE_REASON,
      30,
    );
    await h.mailQueueDrained(); // nothing more may arrive
    for (const to of recipients) {
      expect([to, h.smtp.mails.filter((m) => m.to.includes(to)).length]).toEqual([to, 1]);
    }
    expect(h.smtp.mails.filter((m) => m.to.includes(`code-${stamp}@example.org`))).toEqual([]);
    const codeMail = await h.knex('send_emails').where({ id: codeMailId }).first();
    expect(codeMail.sent_at).toBeNull();
    expect(codeMail.job_id).toBeNull();
  }, 150_000);
});
