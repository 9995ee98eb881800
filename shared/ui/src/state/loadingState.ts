import { atom } from 'jotai';

/** The global loading flag: while true, the full-screen overlay with the spinner shows. */
export const loadingState = atom(false);
loadingState.debugLabel = 'loadingState';
