// A real SMTP server on loopback that keeps what it receives, for tests that read mails.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to the address whose raw text matches. */
  waitFor(to: string, match?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Recipients the server refuses (550) until removed: a mailbox that is down. */
  refused: Set<string>;
  /** The whole server is down (421 to every connection and every mail) until up(). */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  let isDown = false;
  const unavailable = () => Object.assign(new Error('service not available'), { responseCode: 421 });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, done) {
      done(isDown ? unavailable() : undefined);
    },
    // Connections pooled before it went down are refused at the next mail.
    onMailFrom(_address, _session, done) {
      done(isDown ? unavailable() : undefined);
    },
    onRcptTo(address, _session, done) {
      if (refused.has(address.address.toLowerCase())) {
        done(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    refused,
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    async waitFor(to, match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to.toLowerCase()) && (!match || match.test(m.raw)));
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} matching ${match} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
