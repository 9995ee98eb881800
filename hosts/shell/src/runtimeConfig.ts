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
export async function loadRuntimeConfig(served?: RuntimeConfig): Promise<RuntimeConfig> {
  // A server-rendered page carries it: no request before the page can hydrate.
  const config = served ?? (await fetchRuntimeConfig());
  setRemoteBases(config.remotes);
  registerRemotes(
    Object.entries(config.remotes).map(([name, base]) => ({
      name: federationName(name as RemoteName),
      entry: new URL('mf-manifest.json', new URL(base, window.location.href)).toString(),
    })),
  );
  return config;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
