import { atom } from 'jotai';
import { BREAKPOINTS } from '@congress/domain';

export interface WindowSize {
  x: number;
  y: number;
  isMobile: boolean;
}

/** Mobile begins below the md breakpoint (spec §2). */
export const measureWindow = (x: number, y: number): WindowSize => ({ x, y, isMobile: x < BREAKPOINTS.md });

export const windowSizeState = atom<WindowSize>(
  typeof window === 'undefined'
    ? measureWindow(1280, 800)
    : measureWindow(window.innerWidth, window.innerHeight),
);
windowSizeState.debugLabel = 'windowSizeState';
