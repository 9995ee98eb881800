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
      const id = await insertSendEmail(trx, {
        type: 'MANUAL',
        usermail: to,
        title: 'Newsletter',
        content: '<p>News</p>',
      });
      await h.mail.enqueue(trx, id, 'MANUAL');
      ids.push(id);
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
    await new Promise((resolve) => setTimeout(resolve, 2000)); // nothing more may arrive
    expect(h.smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  }, 60_000);
});
