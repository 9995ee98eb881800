import { createStore } from 'jotai';

/**
 * The page's one jotai store. @congress/ui is a Module Federation singleton, so the host and
 * every remote read and write the same atoms through it.
 */
export const appStore = createStore();
