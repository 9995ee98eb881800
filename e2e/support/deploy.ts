// Builds one remote alone and deploys it where the test server serves it, as a team shipping
// that remote would: the host and the other remotes are neither rebuilt nor redeployed.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deployedRemoteDir, type RemoteName } from './env';

export const repo = path.resolve(__dirname, '../..');

/**
 * Production build of remotes/<remote> straight into its deployed folder; returns the build id. (The
 * server notices a new public remote and snapshots its pages again.)
 */
export function buildAndDeployRemote(remote: RemoteName, buildId = `e2e-${remote}-${Date.now()}`): string {
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', deployedRemoteDir(remote)], {
    cwd: path.join(repo, 'remotes', remote),
    env: { ...process.env, BUILD_ID: buildId },
    stdio: 'pipe',
  });
  return buildId;
}

/** Puts the remote's regular build (remotes/<remote>/dist) back in place. */
export function redeployRegularBuild(remote: RemoteName): void {
  rmSync(deployedRemoteDir(remote), { recursive: true, force: true });
  cpSync(path.join(repo, 'remotes', remote, 'dist'), deployedRemoteDir(remote), { recursive: true });
}
