// The mail worker: order (a person waiting goes first), failures (logged, retried, sent once).
import { insertSendEmail } from '../src/modules/mail/mail.repository';
import { startHarness, type Harness } from './harness';

const SEND_CODE = `mutation ($email: String!) {
  createSendEmail(input: { type: FIND_PASSWORD, usermail: $email }) { ok }
}`;

async function queueManualMails(h: Harness, recipients: string[]): Promise<number[]> {
  return h.knex.transaction(async (trx) => {
    const ids: number[] = [];
    for (const to of recipients) {
      const queued = await insertSendEmail(trx, {
        type: 'MANUAL',
        usermail: to,
        title: 'Newsletter',
        content: '<p>News</p>',
      });
      await h.mail.enqueue(trx, queued, 'MANUAL');
      ids.push(queued.id);
    }
    return ids;
  });
}

const waitUntil = async (check: () => Promise<boolean>, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('mail delivery', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('sends a verification code before a backlog of bulk mail queued ahead of it', async () => {
    const member = await h.createUser();
    const backlog = Array.from({ length: 400 }, (_, i) => `bulk-${i}-${Date.now()}@example.org`);
    await queueManualMails(h, backlog);
    expect((await h.gql(SEND_CODE, { email: member.email })).errors).toBeUndefined();
    await h.smtp.waitFor(member.email, /Subject:/, 30_000);
    const position = h.smtp.mails.findIndex((m) => m.to.includes(member.email.toLowerCase()));
    const bulkBefore = h.smtp.mails.slice(0, position).filter((m) => m.to[0]?.startsWith('bulk-')).length;
    // At most the batches already in flight when it was queued went before it.
    expect(bulkBefore).toBeLessThan(150);
    await waitUntil(async () => h.smtp.mails.filter((m) => m.to[0]?.startsWith('bulk-')).length === 400, 60);
  }, 90_000);

  it('records a refused delivery with its reason, retries it and sends it once when the mailbox is back', async () => {
    const to = `down-${Date.now()}@example.org`;
    h.smtp.refused.add(to);
    const [id] = await queueManualMails(h, [to]);
    await waitUntil(
      async () => Boolean((await h.knex('send_emails').where({ id }).first()).delivery_error),
      20,
    );
    const failed = await h.knex('send_emails').where({ id }).first();
    expect(failed.sent_at).toBeNull();
    expect(failed.delivery_error).toMatch(/mailbox unavailable/);
    h.smtp.refused.delete(to);
    await waitUntil(async () => Boolean((await h.knex('send_emails').where({ id }).first()).sent_at), 30);
    const sent = await h.knex('send_emails').where({ id }).first();
    expect(sent.delivery_error).toBeNull();
    expect(sent.delivery_attempts).toBeGreaterThanOrEqual(2);
    await h.mailQueueDrained(); // nothing more may arrive
    expect(h.smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  }, 60_000);

  it('keeps mails while the SMTP server is down and sends each once when it is back', async () => {
    const stamp = Date.now();
    const recipients = Array.from({ length: 20 }, (_, i) => `smtp-down-${stamp}-${i}@example.org`);
    const member = await h.createUser();
    h.smtp.down();
    try {
      const ids = await queueManualMails(h, recipients);
      expect((await h.gql(SEND_CODE, { email: member.email })).errors).toBeUndefined();
      const rows = () =>
        h.knex('send_emails').where((q) => q.whereIn('id', ids).orWhere({ usermail: member.email }));
      // Every mail is tried and fails with the server's reason; none is sent or given up.
      await waitUntil(async () => (await rows()).every((row) => row.delivery_error), 30);
      // Retries meet the outage too.
      await waitUntil(async () => (await rows()).every((row) => row.delivery_attempts >= 2), 30);
      const waiting = await rows();
      expect(waiting.filter((row) => row.sent_at)).toEqual([]);
      expect(waiting.every((row) => /service not available|421/i.test(row.delivery_error))).toBe(true);
      expect(h.smtp.mails.filter((m) => m.to.some((t) => t.startsWith(`smtp-down-${stamp}`)))).toEqual([]);
    } finally {
      h.smtp.up();
    }
    await waitUntil(async () => {
      const rows = await h.knex('send_emails').whereIn('usermail', [...recipients, member.email]);
      return rows.length === 21 && rows.every((row) => row.sent_at);
    }, 90);
    await h.mailQueueDrained(); // nothing more may arrive
    for (const to of [...recipients, member.email.toLowerCase()]) {
      expect([to, h.smtp.mails.filter((m) => m.to.includes(to)).length]).toEqual([to, 1]);
    }
    const sent = await h.knex('send_emails').whereIn('usermail', recipients);
    expect(sent.every((row) => row.delivery_error === null && row.delivery_attempts >= 2)).toBe(true);
  }, 150_000);
});
