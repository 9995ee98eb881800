// Values shared with start-server.mjs (both read env.json; paths are relative to e2e/).
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
