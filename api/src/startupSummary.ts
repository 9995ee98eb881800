// What `npm start` prints once everything is up, after every other start-up line, so it stays on
// screen (issue 15 §9): where the site is, how an organiser logs in, where the data lives.
import path from 'node:path';

export interface StartupFacts {
  url: string;
  adminEmail: string;
  /** Set only on the start that created the organiser with a generated password. */
  generatedAdminPassword?: string;
  dataDir: string;
  /** PostgreSQL connection string, or undefined for the embedded database in dataDir. */
  databaseUrl?: string;
  /** SMTP connection string, or undefined when mails go to dataDir/outbox. */
  smtpUrl?: string;
  /** Where uploads are kept: a folder on this machine, or a bucket (STORAGE_DRIVER=s3). */
  uploads: { driver: 'local'; dir: string } | { driver: 's3'; bucket: string; endpoint?: string };
  /** The payment gateway (config.gateway): KG's address and merchant id, or the emulator. */
  payments: { mode: 'kg'; apiUrl: string; sid: string } | { mode: 'emulator' };
}

/** A connection string without its password. */
function withoutPassword(connection: string): string {
  try {
    const url = new URL(connection);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(set)';
  }
}

export function startupSummary(facts: StartupFacts): string {
  const dataDir = path.resolve(facts.dataDir);
  const lines = [
    '',
    `  Congress platform: ${facts.url}`,
    `  Back office:       ${facts.url}/admin/login`,
    `  Organiser login:   ${facts.adminEmail}`,
  ];
  if (facts.generatedAdminPassword)
    lines.push(
      `  Password:          ${facts.generatedAdminPassword}   (shown only now; change it after logging in)`,
    );
  else lines.push('  Password:          as set at first start (ADMIN_PASSWORD or the one printed then)');
  // Issue 39 §5: the back office's login asks this organiser to set up a second factor at first login.
  lines.push('  Second factor:     set one up at first login (authenticator app or passkey; Security page)');
  lines.push(
    `  Database:          ${facts.databaseUrl ? withoutPassword(facts.databaseUrl) : `embedded, in ${path.join(dataDir, 'pglite')}`}`,
    `  Mail:              ${facts.smtpUrl ? withoutPassword(facts.smtpUrl) : `written to ${path.join(dataDir, 'outbox')} (no SMTP_URL)`}`,
    `  Uploads:           ${
      facts.uploads.driver === 's3'
        ? `bucket ${facts.uploads.bucket}${facts.uploads.endpoint ? ` at ${facts.uploads.endpoint}` : ' (AWS)'}`
        : path.resolve(facts.uploads.dir)
    }`,
    `  Payments:          ${
      facts.payments.mode === 'kg'
        ? `KG Mobilians at ${facts.payments.apiUrl} (merchant ${facts.payments.sid})`
        : `EMULATED at ${facts.url}/mock-kg: no money is taken (PAYMENT_GATEWAY=emulator)`
    }`,
    `  Data folder:       ${dataDir} (secrets${facts.databaseUrl ? '' : ', database'})`,
    '',
  );
  return lines.join('\n');
}
