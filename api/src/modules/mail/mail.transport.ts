// Delivers one message: over SMTP when SMTP_URL is set, otherwise into an outbox folder of
// .eml files that organisers can read in the back office (zero-setup mode).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  /** Stable per mail: the Message-ID, so a mail that had to be sent again is the same message. */
  messageKey?: string;
  attachments?: ({ filename: string; contentType?: string } & ({ path: string } | { content: Readable }))[];
}

/** Parallel SMTP connections; the mail worker sends this many mails at a time. */
export const SMTP_POOL_SIZE = 5;

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/** nodemailer's message: the stable key becomes a Message-ID at the sender's domain. */
function messageOf(from: string, { messageKey, ...mail }: OutgoingMail) {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
  return { from, ...mail, ...(messageKey ? { messageId: `<${messageKey}@${domain}>` } : {}) };
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    // Pooled connections: many mails go out over a few open SMTP sessions (the queue sends in parallel).
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_POOL_SIZE,
      maxMessages: 500,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await smtp.sendMail(messageOf(options.from, mail));
        return { messageId: info.messageId };
      },
      close: () => smtp.close(),
    };
  }
  // streamTransport renders the full RFC 822 message without sending it anywhere.
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await renderer.sendMail(messageOf(options.from, mail));
      await mkdir(options.outboxDir, { recursive: true });
      const safeId = info.messageId.replace(/[^A-Za-z0-9.@-]/g, '');
      const file = path.join(options.outboxDir, `${Date.now()}-${safeId}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId };
    },
    close: () => renderer.close(),
  };
}

/** Newest first: the outbox files, for the back office's reader. */
export async function listOutbox(outboxDir: string, limit = 50): Promise<{ file: string; raw: string }[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const newest = files
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (file) => ({ file, raw: await readFile(path.join(outboxDir, file), 'utf8') })),
  );
}
