import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { measureWindow, windowSizeState } from '../state/windowSizeState';

/** Keeps windowSizeState current: measured at start and on every resize (spec §1). */
export function useWindowSizeTracker(): void {
  const setSize = useSetAtom(windowSizeState);
  useEffect(() => {
    const update = () => setSize(measureWindow(window.innerWidth, window.innerHeight));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setSize]);
}
