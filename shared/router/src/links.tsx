import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';

/**
 * Whether this part of the page can route a click in place yet. React replays a click made while a
 * server-rendered page is being hydrated once the link's part is hydrated, but the router's
 * navigate() is not armed before the part's layout effects have run and drops such a click
 * silently (react-router's useNavigate warns "call navigate() in a React.useEffect()"): the
 * reader's tap went nowhere. Until then a click is the browser's to follow (the server renders the
 * page it loads).
 */
function useRoutingReady() {
  const ready = useRef(false);
  useLayoutEffect(() => {
    ready.current = true;
  }, []);
  return ready;
}

const plainClick = (event: MouseEvent<HTMLElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

function useClickBeforeReady(onClick: LinkProps['onClick']) {
  const ready = useRoutingReady();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = event.currentTarget.getAttribute('target');
    if (ready.current || event.defaultPrevented || !plainClick(event) || (target && target !== '_self'))
      return;
    event.preventDefault();
    window.location.assign(event.currentTarget.href);
  };
}

export function Link({ onClick, ...props }: LinkProps) {
  return <RouterLink {...props} onClick={useClickBeforeReady(onClick)} />;
}

export function NavLink({ onClick, ...props }: NavLinkProps) {
  return <RouterNavLink {...props} onClick={useClickBeforeReady(onClick)} />;
}

/**
 * A link of a menu: a plain anchor with NavLink's marks of the current page (`active`,
 * aria-current), routed in place by its menu's useMenuClicks. A menu draws dozens of links (the
 * header draws the site's every page twice, for a desktop and for a phone), and a router link is a
 * dozen hooks each: on the server that was an eighth of a public page's render, in the browser a
 * share of its hydration.
 */
export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  const pathname = useLocation().pathname.toLowerCase();
  const path = to.toLowerCase();
  const current = pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
  return (
    // NavLink's attributes in NavLink's order: the same markup as before (journeys read it).
    <a aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined} href={to}>
      {children}
    </a>
  );
}

/**
 * The click handler of an element holding MenuLinks (any link of this site inside it): a plain
 * click is routed in place; one with a modifier, to another site, to a new window or for a download
 * is the browser's, and so is any click before the menu can route (useRoutingReady).
 */
export function useMenuClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const ready = useRoutingReady();
  return (event) => {
    if (!ready.current || event.defaultPrevented || !plainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    const target = link.getAttribute('target');
    if ((target && target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}
