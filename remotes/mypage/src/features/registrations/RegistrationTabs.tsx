import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { MAX_ACCOMPANYING_PERSONS } from '@congress/domain';
import { FeeTables } from '@congress/components/fee-table';
import { registrationTabs, tabAfterKey } from './tabs';
import { WindowInWords } from './WindowInWords';

const StyledTabs = styled.section`
  /* As wide as the form under it. */
  max-width: 720px;
  margin: 0 0 32px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
  [role='tab'] {
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid transparent;
    border-bottom: 3px solid transparent;
    border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.muted};
    font: inherit;
    font-weight: 500;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    color: ${({ theme }) => theme.colors.navy};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    background: #fff;
  }
  [role='tabpanel'] {
    padding: 16px 0 0;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  ul {
    margin: 0 0 16px;
    padding-left: 20px;
  }
`;

/** Tab 2: the window the server enforces and the rules the form and the server apply. */
function InformationPanel({ window }: { window: { start: string; end: string } }) {
  return (
    <>
      <h3>
        <FormattedMessage id="registration.info.period" />
      </h3>
      <p>
        <WindowInWords window={window} />
      </p>
      <h3>
        <FormattedMessage id="registration.info.rules" />
      </h3>
      <ul>
        <li>
          <FormattedMessage id="registration.info.country" />
        </li>
        <li>
          <FormattedMessage id="registration.info.onSite" values={{ max: MAX_ACCOMPANYING_PERSONS }} />
        </li>
        <li>
          <FormattedMessage id="registration.info.krw" />
        </li>
        <li>
          <FormattedMessage id="registration.info.changes" />
        </li>
      </ul>
    </>
  );
}

/**
 * The registration tabs of spec §2 (docs/decisions.md): the Korean fee tables, the overseas fee
 * table and the information, as many as the member's country allows. WAI-ARIA tabs: one tab in
 * the tab order, arrows, Home and End move between them and select at once.
 */
export function RegistrationTabs(props: {
  country: string | null | undefined;
  window: { start: string; end: string };
}) {
  const tabs = registrationTabs(props.country);
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(selected, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };
  return (
    <StyledTabs aria-labelledby="registration-tabs-heading">
      <h2 id="registration-tabs-heading">
        <FormattedMessage id="registration.tabs" />
      </h2>
      <div role="tablist" aria-labelledby="registration-tabs-heading" onKeyDown={onKeyDown}>
        {tabs.map((tab, position) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[position] = element;
            }}
            type="button"
            role="tab"
            id={`registration-tab-${tab.key}`}
            aria-controls={`registration-panel-${tab.key}`}
            aria-selected={position === selected}
            tabIndex={position === selected ? 0 : -1}
            onClick={() => setSelected(position)}
          >
            <FormattedMessage id={tab.labelId} />
          </button>
        ))}
      </div>
      {tabs.map((tab, position) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`registration-panel-${tab.key}`}
          aria-labelledby={`registration-tab-${tab.key}`}
          hidden={position !== selected}
          // A panel of text only: reachable with Tab right after the tab list.
          tabIndex={0}
        >
          {tab.tableIds.length > 0 ? (
            <FeeTables tableIds={tab.tableIds} />
          ) : (
            <InformationPanel window={props.window} />
          )}
        </div>
      ))}
    </StyledTabs>
  );
}
