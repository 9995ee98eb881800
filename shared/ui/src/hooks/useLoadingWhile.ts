import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadingState } from '../state/loadingState';

/** Keeps the global loading overlay on while `active` (e.g. as a Suspense fallback). */
export function useLoadingWhile(active = true): void {
  const setLoading = useSetAtom(loadingState);
  useEffect(() => {
    if (!active) return;
    setLoading(true);
    return () => setLoading(false);
  }, [active, setLoading]);
}
