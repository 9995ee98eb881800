import { useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation, useNavigate } from '@congress/router';
import styled from 'styled-components';
import { LOCALES, menuSections, type Locale } from '@congress/domain';
import { localeState } from '@congress/i18n';
import { media, useSession } from '@congress/ui';
import { LinkGroup } from '@congress/components';
import { remoteFeatures as features } from '@congress/components/remote';
import { readQueue } from '../features/checkIn/scanQueue';

// The admin menu from the back office's own route tables (features/*/routes.json, spec §2 groups).
const ADMIN_MENU = menuSections([features], 'admin').map(({ section, items }) => ({
  labelId: section.labelId,
  items,
}));

/** The check-in page (features/checkIn), the front desk's one page. */
export const CHECK_IN_PATH = '/admin/main/checkin';

const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  min-height: 100vh;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 3000;
    background: #fff;
    padding: 8px;
  }
`;

const StyledSide = styled.div`
  background: ${({ theme }) => theme.colors.navy};
  color: #fff;
  .bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 20px 20px 16px;
  }
  .bar .brand {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 700;
  }
  .menuButton {
    display: none;
  }
  nav h2 {
    margin: 16px 20px 4px;
    font-size: 0.8rem;
    letter-spacing: 0.04em;
    color: #aab3cc;
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .bar .brand {
    color: #fff;
    text-decoration: none;
  }
  nav a {
    display: block;
    padding: 6px 20px 6px 28px;
    color: #e8ebf3;
    text-decoration: none;
  }
  nav a.active {
    background: rgba(255, 255, 255, 0.12);
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
  }
  nav a:focus-visible,
  .menuButton:focus-visible {
    outline: 2px solid #fff;
    outline-offset: -2px;
  }
  /* Phone: a bar with the menu button; the menu opens below it and closes on a choice or Esc. */
  ${media.mobile} {
    position: sticky;
    top: 0;
    z-index: 100;
    .bar {
      padding: 4px 8px 4px 16px;
      min-height: 52px;
    }
    .menuButton {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      min-height: 44px;
      padding: 0 12px;
      border: 1px solid rgba(255, 255, 255, 0.4);
      border-radius: 6px;
      background: none;
      color: #fff;
      font: inherit;
      cursor: pointer;
    }
    nav {
      position: absolute;
      left: 0;
      right: 0;
      top: 100%;
      max-height: calc(100vh - 52px);
      overflow-y: auto;
      padding-bottom: 12px;
      background: ${({ theme }) => theme.colors.navy};
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.3);
    }
    nav[data-open='false'] {
      display: none;
    }
    nav a {
      display: flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

const StyledTop = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 24px;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  .who {
    overflow-wrap: anywhere;
  }
  a,
  button.logout {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  button.logout {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primaryDark};
    font: inherit;
    cursor: pointer;
  }
  ${media.mobile} {
    justify-content: flex-start;
    padding: 4px 12px;
    .who {
      flex-basis: 100%;
      order: -1;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

const StyledSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  overflow: hidden;
  button {
    min-height: 36px;
    border: 0;
    padding: 4px 12px;
    background: transparent;
    font: inherit;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
  ${media.mobile} {
    button {
      min-height: 44px;
    }
  }
`;

const LANGUAGE_LABELS: Record<Locale, string> = { en: 'EN', ko: '한국어' };

/** The back office speaks the organiser's language too (the menu stays Korean, spec §2). */
function LanguageSwitch() {
  const [locale, setLocale] = useAtom(localeState);
  const intl = useIntl();
  return (
    <StyledSwitch role="group" aria-label={intl.formatMessage({ id: 'header.language' })}>
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale === l} onClick={() => setLocale(l)}>
          {LANGUAGE_LABELS[l]}
        </button>
      ))}
    </StyledSwitch>
  );
}

/** Back-office frame: the Korean left menu of spec §2 with its seven groups; a menu button on phones. */
export function AdminLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // The front desk sees its check-in page only (issue 26 §2).
  const menu = user?.organiser
    ? ADMIN_MENU
    : ADMIN_MENU.map((group) => ({
        ...group,
        items: group.items.filter((item) => item.access === 'desk'),
      })).filter((group) => group.items.length > 0);
  const menuButton = useRef<HTMLButtonElement>(null);
  const side = useRef<HTMLDivElement>(null);

  // A choice in the menu closes it (the page changes under it).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !side.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <StyledFrame>
      <StyledSkipLink href="#admin-content">
        <FormattedMessage id="site.skipToContent" />
      </StyledSkipLink>
      <StyledSide ref={side}>
        <div className="bar">
          {/* Not a heading: each page's own title is its one h1. */}
          <Link to={user?.organiser ? '/admin/main' : CHECK_IN_PATH} className="brand" lang="ko">
            <FormattedMessage id="admin.title" />
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="menuButton"
            aria-expanded={open}
            aria-controls="admin-menu"
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">☰</span>
            <FormattedMessage id="admin.menuButton" />
          </button>
        </div>
        <nav
          id="admin-menu"
          aria-label={intl.formatMessage({ id: 'admin.menuLabel' })}
          lang="ko"
          data-open={open}
        >
          {menu.map((group) => (
            <LinkGroup key={group.labelId} labelId={group.labelId} items={group.items} />
          ))}
        </nav>
      </StyledSide>
      <div>
        <StyledTop>
          {user && (
            <span className="who">
              <FormattedMessage id="admin.signedInAs" values={{ email: user.email }} />
            </span>
          )}
          <Link to="/home">
            <FormattedMessage id="admin.backToSite" />
          </Link>
          <LanguageSwitch />
          <button
            type="button"
            className="logout"
            onClick={() => {
              // The desk's unsent scans stay on the device (sent after the next desk login): said first.
              const waiting = readQueue(window.localStorage).length;
              if (
                waiting > 0 &&
                !window.confirm(intl.formatMessage({ id: 'checkIn.logoutWaiting' }, { count: waiting }))
              )
                return;
              logout();
              navigate('/admin/login');
            }}
          >
            <FormattedMessage id="admin.logout" />
          </button>
        </StyledTop>
        <main id="admin-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </StyledFrame>
  );
}
