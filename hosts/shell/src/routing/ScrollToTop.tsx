import { useEffect, useRef } from 'react';
import { useLocation } from '@congress/router';

/**
 * After each navigation in the app the page starts at the top (spec §2). The first page is where
 * the browser put it: a reader who scrolled down before the app ran (a server-rendered page reads
 * and scrolls before its scripts), a `#fragment`, a reload's restored position. Scrolling them to
 * the top when the app starts moved the page under their finger: a tap at that moment hit
 * whatever had come under it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Braces matter: Chromium's scrollTo now returns a promise, which React would take for a clean-up.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
