import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailTransport, listOutbox } from '../mail.transport';

describe('mail transport', () => {
  let outboxDir: string;
  beforeEach(() => {
    outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

  it('delivers over real SMTP when a URL is configured', async () => {
    const received: { to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      outboxDir,
      from: 'Congress <noreply@congress.test>',
    });
    try {
      await transport.send({ to: 'member@example.org', subject: 'Welcome', html: '<p>Hello</p>' });
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['member@example.org']);
    expect(received[0]?.data).toContain('Subject: Welcome');
    expect(await listOutbox(outboxDir)).toEqual([]);
  });

  it('writes an .eml file to the outbox without SMTP', async () => {
    const transport = createMailTransport({ outboxDir, from: 'noreply@congress.test' });
    await transport.send({ to: 'member@example.org', subject: 'Code 123456', html: '<b>123456</b>' });
    const mails = await listOutbox(outboxDir);
    expect(transport.kind).toBe('outbox');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('To: member@example.org');
    expect(mails[0]?.raw).toContain('Subject: Code 123456');
  });
});
