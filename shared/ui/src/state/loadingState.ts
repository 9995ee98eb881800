import { atom } from 'jotai';

/** How many tasks (a remote loading, a mutation in flight) want the overlay right now. */
const pendingTasks = atom(0);

/**
 * The global loading flag of spec §1: true while any task is pending, and the full-screen overlay
 * with the spinner shows. Tasks overlap (a page's remote and a save), so writing counts: `true`
 * starts one task, `false` ends one; the flag stays on until the last one ends.
 */
export const loadingState = atom(
  (get) => get(pendingTasks) > 0,
  (_get, set, busy: boolean) => set(pendingTasks, (n) => Math.max(0, n + (busy ? 1 : -1))),
);
loadingState.debugLabel = 'loadingState';
