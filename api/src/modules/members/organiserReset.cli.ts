// npm run organiser:reset [-- --email someone@example.org]  (default: ADMIN_EMAIL)
// Uses the same database as the server (DATABASE_URL, or the embedded one in DATA_DIR; stop the
// server first in embedded mode: its folder is locked while it runs).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { runCommand, withMigratedDatabase } from '../../db/command';
import { resetOrganiser } from './organiserReset';

runCommand(async () => {
  const config = loadConfig();
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = (values.email ?? config.ADMIN_EMAIL).trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${email}`);
  return withMigratedDatabase(config, async (knex) => {
    const reset = await resetOrganiser(knex, email, new Date());
    const allowlist = config.ADMIN_ALLOWLIST;
    const outside = allowlist.length > 0 && !allowlist.includes(reset.email.toLowerCase());
    return [
      reset.created ? 'Created an organiser account.' : 'The account is an active organiser again.',
      `  e-mail:   ${reset.email}`,
      `  password: ${reset.password}   (shown only now; change it after logging in)`,
      ...(outside ? [`  Note: ADMIN_ALLOWLIST is set and does not list ${reset.email}: add it.`] : []),
    ].join('\n');
  });
});
