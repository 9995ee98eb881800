import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { POPUP_LOCATIONS, type PopupLocation } from '@congress/domain';
import { requestGraphQL } from '@congress/graphql';
import { AppAtLoad } from '@congress/components';
import { graphqlEndpoint, usePageQuery } from '@congress/ui';
import {
  HomePopupsActiveDocument,
  HomePopupsDocument,
  type HomePopupsActiveQuery,
  type HomePopupsQuery,
} from './generated/graphql';
import { hideForToday, isHiddenToday } from './popupDismissal';

type Popup = HomePopupsQuery['popups']['rows'][number];

/**
 * The active popups, null until they are known (none when they could not be read). A plain
 * request, not an Apollo hook: it is the only query of /home, whose visitors then never load
 * Apollo Client (docs/decisions.md, "Apollo Client on demand").
 */
function useActivePopups(): readonly Popup[] | null {
  const [popups, setPopups] = useState<readonly Popup[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    requestGraphQL<HomePopupsQuery>(graphqlEndpoint(), HomePopupsDocument)
      .then(
        (data) => data.popups.rows,
        () => [],
      )
      .then((rows) => {
        // A transition: drawn in slices, not in one long task (docs/decisions.md, "Takeover in slices").
        if (!cancelled) startTransition(() => setPopups(rows));
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return popups;
}

// Laid over the page (fixed), so showing or closing a popup moves nothing below it. The layer
// itself lets clicks through; only the popups take them.
const StyledLayer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  pointer-events: none;
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  padding: 96px 16px 16px;
  gap: 16px;
  @media (max-width: 748px) {
    padding: 72px 8px 8px;
    flex-direction: column;
    align-items: center;
  }
`;

const StyledColumn = styled.div<{ $location: PopupLocation }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-height: 100%;
  min-width: 0;
  margin: ${({ $location }) =>
    $location === 'CENTER' ? '0 auto' : $location === 'RIGHT' ? '0 0 0 auto' : '0 auto 0 0'};
  @media (max-width: 748px) {
    margin: 0;
    max-width: 100%;
  }
`;

const StyledPopup = styled.section`
  pointer-events: auto;
  display: flex;
  flex-direction: column;
  max-width: calc(100vw - 16px);
  max-height: calc(100vh - 112px);
  background: #fff;
  border-radius: 10px;
  box-shadow: 0 12px 40px rgba(20, 30, 60, 0.35);
  overflow: hidden;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0;
    padding: 12px 16px;
    font-size: 1.05rem;
    color: #fff;
    background: ${({ theme }) => theme.colors.navy};
  }
  .content {
    flex: 1;
    overflow: auto;
    padding: 16px;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  .content img {
    max-width: 100%;
    height: auto;
  }
  footer {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 12px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: #f6f7fb;
  }
  footer button {
    border: 0;
    background: none;
    font: inherit;
    font-size: 0.9rem;
    padding: 8px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.navy};
  }
  footer button:hover {
    text-decoration: underline;
  }
`;

function PopupDialog({
  popup,
  autoFocus,
  onClose,
}: {
  popup: Popup;
  autoFocus: boolean;
  onClose: (forToday: boolean) => void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  const titleId = `popup-title-${popup.id}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(false);
    }
  };
  return (
    <StyledPopup
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={{ width: popup.size_width, height: popup.size_height }}
      data-testid="home-popup"
    >
      <h2 id={titleId}>{popup.title}</h2>
      {/* Sanitised by the API before it was stored (allowlist, api/src/richText.ts). */}
      <div className="content" dangerouslySetInnerHTML={{ __html: popup.content }} />
      <footer>
        <button type="button" onClick={() => onClose(true)}>
          <FormattedMessage id="popup.hideToday" />
        </button>
        <button
          type="button"
          onClick={() => onClose(false)}
          aria-label={intl.formatMessage({ id: 'popup.closeLabel' }, { title: popup.title })}
        >
          <FormattedMessage id="popup.close" />
        </button>
      </footer>
    </StyledPopup>
  );
}

/**
 * The active popups over /home, at their location and size; each closes for now or for today.
 * Popups start and end by the clock, and a reader may have hidden one for today: they are asked for
 * once the page runs, never part of the rendered (cached) page. The rendered page only says whether
 * popups were active as it was rendered: the app then runs as soon as the page is read, to show them
 * (docs/decisions.md, "The app at the reader's first move").
 */
export function HomePopups() {
  const popups = useActivePopups();
  const { data: active } = usePageQuery<HomePopupsActiveQuery>(HomePopupsActiveDocument);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  if (!popups)
    return (
      <span hidden aria-busy="true">
        {active?.popups.rows.length ? <AppAtLoad /> : null}
      </span>
    );
  const visible = popups.filter((popup) => !closed.has(popup.id) && !isHiddenToday(popup.id));
  if (!visible.length) return null;
  const close = (id: string, forToday: boolean) => {
    if (forToday) hideForToday(id);
    setClosed((previous) => new Set(previous).add(id));
  };
  const first = visible[0]?.id;
  return (
    <StyledLayer>
      {POPUP_LOCATIONS.map((location) => {
        const here = visible.filter((popup) => popup.location === location);
        return here.length ? (
          <StyledColumn key={location} $location={location}>
            {here.map((popup) => (
              <PopupDialog
                key={popup.id}
                popup={popup}
                autoFocus={popup.id === first}
                onClose={(forToday) => close(popup.id, forToday)}
              />
            ))}
          </StyledColumn>
        ) : null;
      })}
    </StyledLayer>
  );
}
