// Delivers one message: over SMTP when SMTP_URL is set, otherwise into an outbox folder of
// .eml files that organisers can read in the back office (zero-setup mode).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  attachments?: { filename: string; path: string }[];
}

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

export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await smtp.sendMail({ from: options.from, ...mail });
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
      const info = await renderer.sendMail({ from: options.from, ...mail });
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
