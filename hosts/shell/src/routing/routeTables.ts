import { atom, useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect } from 'react';
import type { RemoteName, RouteTable } from '@congress/domain';
import { appStore, siteRoutesState } from '@congress/ui';
import { remoteFile } from '../remotes/remoteBases';

type TableStatus = 'loading' | 'failed';
/** Tables being fetched or that could not be read; loaded ones are in siteRoutesState. */
const tableStatusState = atom<Partial<Record<RemoteName, TableStatus>>>({});

const setStatus = (remote: RemoteName, status: TableStatus | undefined) =>
  appStore.set(tableStatusState, (all) => ({ ...all, [remote]: status }));

function isRouteTable(value: unknown, remote: RemoteName): value is RouteTable {
  const table = value as Partial<RouteTable> | null;
  return (
    !!table &&
    table.remote === remote &&
    Array.isArray(table.routes) &&
    Array.isArray(table.sections) &&
    Array.isArray(table.redirects)
  );
}

/**
 * Fetches a remote's route table (routes.json, published by its build next to mf-manifest.json).
 * It is read fresh on each page load (no-cache), so a redeployed remote's new pages and menu
 * entries appear without a host rebuild.
 */
export async function loadRouteTable(remote: RemoteName): Promise<void> {
  if (appStore.get(tableStatusState)[remote] === 'loading') return;
  setStatus(remote, 'loading');
  try {
    const response = await fetch(remoteFile(remote, 'routes.json'), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`routes.json of ${remote}: HTTP ${response.status}`);
    const table: unknown = await response.json();
    if (!isRouteTable(table, remote)) throw new Error(`routes.json of ${remote} is not a route table`);
    // A transition: every page's menus and labels change with a table, and React redraws the
    // whole app in slices instead of one long task (docs/decisions.md, "Takeover in slices").
    startTransition(() => {
      appStore.set(siteRoutesState, (tables) => ({ ...tables, [remote]: table }));
      setStatus(remote, undefined);
    });
  } catch (error) {
    console.error(error);
    setStatus(remote, 'failed');
  }
}

/** A remote's route table, fetched on first use; `failed` with a `retry` when it cannot be read. */
export function useRouteTable(remote: RemoteName) {
  const table = useAtomValue(siteRoutesState)[remote];
  const status = useAtomValue(tableStatusState)[remote];
  useEffect(() => {
    if (!table && !status) void loadRouteTable(remote);
  }, [remote, table, status]);
  const retry = useCallback(() => void loadRouteTable(remote), [remote]);
  return { table, failed: status === 'failed', retry };
}
