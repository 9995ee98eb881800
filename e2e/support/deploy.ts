// Deploys one remote alone where the test server serves it, as a team shipping that remote would:
// the host and the other remotes are neither rebuilt nor redeployed. The deployed builds are the
// variants e2e/build-variants.mjs made before the journeys, outside the working tree; a journey
// copies one into place and never builds or writes into the checkout.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deployedRemoteDir, variantDir, type RemoteName } from './env';

export const repo = path.resolve(__dirname, '../..');

export type VariantName =
  'public-rebuilt' | 'public-newer-components' | 'public-newer-ui' | 'mypage-deploy-check';

/**
 * Deploys a prebuilt variant in place of its remote's regular build; returns its build id. A
 * variant missing (one spec run alone, without npm test's step) is built first.
 */
export function deployVariant(name: VariantName): string {
  const dir = variantDir(name);
  if (!existsSync(path.join(dir, 'variant.json')))
    execFileSync(process.execPath, [path.join(repo, 'e2e/build-variants.mjs'), name], { stdio: 'pipe' });
  const { remote, buildId } = JSON.parse(readFileSync(path.join(dir, 'variant.json'), 'utf8')) as {
    remote: RemoteName;
    buildId: string;
  };
  rmSync(deployedRemoteDir(remote), { recursive: true, force: true });
  cpSync(dir, deployedRemoteDir(remote), { recursive: true });
  return buildId;
}

/** Puts the remote's regular build (remotes/<remote>/dist) back in place. */
export function redeployRegularBuild(remote: RemoteName): void {
  rmSync(deployedRemoteDir(remote), { recursive: true, force: true });
  cpSync(path.join(repo, 'remotes', remote, 'dist'), deployedRemoteDir(remote), { recursive: true });
}
