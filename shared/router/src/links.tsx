import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';

/**
 * A click the router cannot take yet is the browser's to follow. React replays a click made while
 * a server-rendered page is being hydrated once the link's part is hydrated, but the router's
 * navigate() is not armed before the part's layout effects have run and drops such a click
 * silently (react-router's useNavigate warns "call navigate() in a React.useEffect()"): the
 * reader's tap went nowhere. Until this link's own layout effect has run, a plain click loads the
 * address as a page instead (the server renders it); from then on the router navigates in place.
 */
function useClickBeforeReady(onClick: LinkProps['onClick']) {
  const ready = useRef(false);
  useLayoutEffect(() => {
    ready.current = true;
  }, []);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    const target = event.currentTarget.getAttribute('target');
    if (ready.current || event.defaultPrevented || !plain || (target && target !== '_self')) return;
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
