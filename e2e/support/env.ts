// Values shared with start-server.mjs and build-variants.mjs (all read env.json; paths are relative to e2e/).
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import env from './env.json';

const e2eDir = path.resolve(__dirname, '..');

export const E2E_ADMIN = env.admin;
export const E2E_JWT_SECRET = env.jwtSecret;
export const E2E_SERVER_INFO = path.join(e2eDir, env.serverInfoFile);
export const E2E_MAIL_DIR = path.join(e2eDir, env.mailDir);

export type RemoteName = 'public' | 'mypage' | 'admin';
/** Where the test server serves a remote from (a copy of remotes/<remote>/dist made at start). */
export const deployedRemoteDir = (remote: RemoteName) => path.join(e2eDir, env.deployedRemotesDir, remote);

/** A prebuilt variant of a remote (build-variants.mjs): outside the working tree, one folder per checkout. */
export const variantDir = (name: string) =>
  path.join(
    tmpdir(),
    `${env.variantsDirPrefix}-${createHash('sha1').update(path.resolve(e2eDir, '..')).digest('hex').slice(0, 10)}`,
    name,
  );
