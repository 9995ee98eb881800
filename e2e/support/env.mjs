// Values shared by the e2e server launcher and the tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_ADMIN = { email: 'organiser@e2e.test', password: 'E2eAdminPassword2024' };
export const E2E_PUBLIC_REMOTE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../.tmp/public-remote',
);
