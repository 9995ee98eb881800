import type { RemoteName } from '@congress/domain';

// Where each remote is deployed (runtime-config.json), set once at start.
let bases: Partial<Record<RemoteName, string>> = {};

export function setRemoteBases(config: Record<RemoteName, string>): void {
  bases = { ...config };
}

/** A file of a remote's deployed build, e.g. remoteFile('admin', 'routes.json'). */
export function remoteFile(remote: RemoteName, file: string): string {
  const base = bases[remote];
  if (!base) throw new Error(`remote ${remote} is not configured`);
  return new URL(file, new URL(base, window.location.href)).toString();
}
