import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, MenuLink, useLocation, useMenuClicks, useNavigate } from '@congress/router';
import styled from 'styled-components';
import { media, useSession, windowSizeState } from '@congress/ui';
import { LinkGroup } from '@congress/components';
import { LanguageSwitch } from './LanguageSwitch';
import { useSiteMenus } from './navigation';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBar = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 10px 24px;
  display: flex;
  align-items: center;
  gap: 16px;
  ${media.mobile} {
    padding: 10px 16px;
  }
`;

const StyledBrand = styled(Link)`
  display: flex;
  flex: none;
  flex-direction: column;
  white-space: nowrap;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.navy};
  line-height: 1.2;
  strong {
    font-size: 1.1rem;
  }
  span {
    font-size: 0.78rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* On a phone the title wraps between its words (Korean keeps its words whole, GlobalStyle)
     instead of pushing the language switch and the menu button past the screen's edge: in
     Korean it was 411 px wide at 390. */
  ${media.mobile} {
    flex: 0 1 auto;
    min-width: 0;
    white-space: normal;
  }
`;

const StyledNav = styled.nav`
  flex: 1;
  min-width: 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* One row at 1280 px and wider in both languages; narrower, whole buttons wrap to a second row. */
  > ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0 2px;
  }
  > ul > li {
    position: relative;
  }
  > ul > li > button {
    border: 0;
    background: none;
    min-height: 44px;
    padding: 10px 8px;
    /* The caret stays beside its label: wrapped, each one dropped to a line of its own. */
    white-space: nowrap;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.navy};
    cursor: pointer;
  }
  /* A caret says the button opens a list, and turns when it is open. */
  > ul > li > button::after {
    content: '';
    display: inline-block;
    margin-left: 6px;
    vertical-align: 2px;
    border: 4px solid transparent;
    border-top-color: currentColor;
    border-bottom-width: 0;
    transition: transform 0.15s;
  }
  > ul > li > button[aria-expanded='true']::after {
    transform: rotate(180deg);
  }
  > ul > li > ul {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 230px;
    padding: 8px 0;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.08);
  }
  /* Open by its button (keyboard, touch) or under the mouse; never just because focus passed by. */
  > ul > li[data-open] > ul {
    display: block;
  }
  @media (hover: hover) {
    > ul > li:hover > ul {
      display: block;
    }
  }
  a {
    display: block;
    padding: 10px 16px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  a.active,
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex: none;
  white-space: nowrap;
  align-items: center;
  gap: 12px;
  font-size: 0.9rem;
  a,
  button.link {
    /* Tap targets of at least 44 px (WCAG 2.5.5). */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    justify-content: center;
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
    background: none;
    border: 0;
    cursor: pointer;
    padding: 0 4px;
  }
`;

const StyledMenuButton = styled.button`
  margin-left: auto;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: 6px 10px;
  font-size: 1.2rem;
  line-height: 1;
`;

/**
 * Which of the header's two forms shows is the style sheet's choice (the md breakpoint), not the
 * script's: the server renders both, and a phone shows its menu button before any script runs.
 */
const DesktopOnly = styled.div`
  display: contents;
  ${media.mobile} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: contents;
  ${media.desktop} {
    display: none;
  }
`;

/**
 * The phone's menu is a popover (HTML's popover attribute): the browser opens it from its button
 * and closes it with Esc or a tap outside before any script has arrived (issue 37: a tap before
 * hydration works), and React only closes it after an in-app navigation. A sheet over the whole
 * screen, so its top does not depend on how tall the header wrapped.
 */
const StyledMobilePanel = styled.div`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  padding: 0 16px 16px;
  overflow-y: auto;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  > div:first-child {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    font-size: 0.95rem;
    margin: 12px 0 4px;
    color: ${({ theme }) => theme.colors.navy};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 10px 0;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function AccountLinks() {
  const { user, token, isAdmin, logout } = useSession();
  const navigate = useNavigate();
  const { auth } = useSiteMenus();
  if (!token) {
    return (
      <>
        {auth.map((item) => (
          <Link key={item.path} to={item.path}>
            <FormattedMessage id={item.labelId} />
          </Link>
        ))}
      </>
    );
  }
  return (
    <>
      {isAdmin && (
        <Link to="/admin/main">
          <FormattedMessage id="header.admin" />
        </Link>
      )}
      {user && (
        <Link to="/mypage">
          <FormattedMessage id="header.mypage" />
        </Link>
      )}
      <button
        type="button"
        className="link"
        onClick={() => {
          logout();
          navigate('/home');
        }}
      >
        <FormattedMessage id="header.logout" />
      </button>
    </>
  );
}

/**
 * The header's drop-downs as disclosure buttons (aria-expanded): a section's links are in the tab
 * order only while it is open. Enter, Space or ArrowDown opens it (ArrowDown also moves into it),
 * arrows move between its links, Esc closes it and gives focus back to its button, and leaving it
 * (Tab past the last link, a click elsewhere) closes it. Mouse users still get it on hover.
 */
function MainMenu() {
  const { main } = useSiteMenus();
  const intl = useIntl();
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const onClick = useMenuClicks();
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const linksOf = (item: HTMLElement | null) =>
    Array.from(item?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);

  const onKeyDown = (sectionId: string) => (event: React.KeyboardEvent<HTMLLIElement>) => {
    const item = event.currentTarget;
    const button = item.querySelector<HTMLButtonElement>(':scope > button');
    const links = linksOf(item);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open === sectionId) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(null);
      button?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(sectionId);
      // The list is rendered open on the next frame when it was closed.
      requestAnimationFrame(() =>
        linksOf(item)[index < 0 ? 0 : Math.min(index + 1, links.length - 1)]?.focus(),
      );
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault();
      if (index === 0) button?.focus();
      else links[index - 1]?.focus();
    } else if ((event.key === 'Home' || event.key === 'End') && index >= 0) {
      event.preventDefault();
      links[event.key === 'Home' ? 0 : links.length - 1]?.focus();
    }
  };

  return (
    <StyledNav ref={nav} aria-label={intl.formatMessage({ id: 'header.mainMenu' })} onClick={onClick}>
      <ul>
        {main.map(({ section, items }) => {
          const listId = `menu-${section.id}`;
          const expanded = open === section.id;
          return (
            <li key={section.id} onKeyDown={onKeyDown(section.id)} data-open={expanded || undefined}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen(expanded ? null : section.id)}
              >
                {intl.formatMessage({ id: section.labelId })}
              </button>
              <ul id={listId}>
                {items.map((item) => (
                  <li key={item.path}>
                    <MenuLink to={item.path}>{intl.formatMessage({ id: item.labelId })}</MenuLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </StyledNav>
  );
}

const MOBILE_MENU_ID = 'mobile-menu';

function MobileMenu({ panel }: { panel: RefObject<HTMLDivElement | null> }) {
  const { token } = useSession();
  const { main, certificated } = useSiteMenus();
  const intl = useIntl();
  return (
    <StyledMobilePanel id={MOBILE_MENU_ID} popover="auto" ref={panel}>
      <div>
        <StyledActions>
          <AccountLinks />
        </StyledActions>
        <StyledMenuButton
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label={intl.formatMessage({ id: 'header.closeMenu' })}
        >
          ✕
        </StyledMenuButton>
      </div>
      {main.map(({ section, items }) => (
        <LinkGroup key={section.id} labelId={section.labelId} items={items} />
      ))}
      {token && <LinkGroup labelId="header.mypage" items={certificated} />}
    </StyledMobilePanel>
  );
}

export function Header() {
  const { isMobile } = useAtomValue(windowSizeState);
  const { pathname } = useLocation();
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  // An in-app navigation (or a turn to the desktop layout) closes the phone's menu; Esc and a tap
  // outside are the browser's. Not at the first render: a menu the reader opened before the page
  // was hydrated stays open (hydration ran this effect, and closed it under their finger).
  const shown = useRef({ pathname, isMobile });
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, isMobile };
    if (before.pathname === pathname && before.isMobile === isMobile) return;
    const menu = panel.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [pathname, isMobile]);

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand to="/home">
          <strong>
            <FormattedMessage id="site.title" />
          </strong>
          <span>
            <FormattedMessage id="site.theme" /> · <FormattedMessage id="site.venue" />
          </span>
        </StyledBrand>
        <DesktopOnly>
          <MainMenu />
        </DesktopOnly>
        <StyledActions>
          <DesktopOnly>
            <AccountLinks />
          </DesktopOnly>
          <LanguageSwitch />
        </StyledActions>
        <MobileOnly>
          <StyledMenuButton
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label={intl.formatMessage({ id: 'header.menu' })}
          >
            ☰
          </StyledMenuButton>
          <MobileMenu panel={panel} />
        </MobileOnly>
      </StyledBar>
    </StyledHeader>
  );
}
