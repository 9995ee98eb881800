// Reads a mail as the SMTP test server received it, the way a person sees it: the subject decoded
// (RFC 2047) and the HTML body decoded (quoted-printable or base64) and shown as text, each tag a
// break (as a text-only mail reader shows it), entities resolved, spaces collapsed.
import type { ReceivedMail } from './smtpCapture';

const decodeWords = (header: string) =>
  header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  const body = rest.join('\n\n');
  const encoding = /^content-transfer-encoding: (\S+)/im.exec(unfolded)?.[1]?.toLowerCase();
  const html =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (all, name: string) =>
      name.startsWith('#') && name !== '#39'
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? all),
    )
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { subject, text };
}
