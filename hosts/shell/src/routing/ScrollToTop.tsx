import { useEffect } from 'react';
import { useLocation } from '@congress/router';

/** After each navigation the page starts at the top (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: Chromium's scrollTo now returns a promise, which React would take for a clean-up.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
