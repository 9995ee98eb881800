import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from '@congress/domain';
import { setRemoteBases } from './remotes/remoteBases';

export interface RuntimeConfig {
  graphqlUrl: string;
  /** Base URL of each remote's build, e.g. /remotes/public/ or a CDN folder. */
  remotes: Record<RemoteName, string>;
}

/**
 * Reads where the API and the remotes are from the server at start, never from the host's build:
 * redeploying a remote (or moving it) needs no new host.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  setRemoteBases(config.remotes);
  registerRemotes(
    Object.entries(config.remotes).map(([name, base]) => ({
      name: federationName(name as RemoteName),
      entry: new URL('mf-manifest.json', new URL(base, window.location.href)).toString(),
    })),
  );
  return config;
}
