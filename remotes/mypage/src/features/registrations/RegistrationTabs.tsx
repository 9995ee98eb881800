import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FEE_TABLES, MAX_ACCOMPANYING_PERSONS, nameIn, type FeeTable } from '@congress/domain';
import { media } from '@congress/ui';
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

const StyledFeeTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 20px;
  background: #fff;
  caption {
    text-align: left;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.navy};
    padding: 0 0 6px;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    background: #eef1f7;
    font-weight: 500;
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  ${media.mobile} {
    font-size: 0.88rem;
    th,
    td {
      padding: 6px 4px;
    }
  }
`;

/** An amount in the table's currency (named in the caption), so the columns fit a phone. */
function Money({ amount }: { amount: number }) {
  const intl = useIntl();
  if (amount === 0) return <FormattedMessage id="registration.free" />;
  return <>{intl.formatNumber(amount)}</>;
}

/** One fee table with the names of the public fee pages (never a tier code). */
function FeeTableView({ table }: { table: FeeTable }) {
  const intl = useIntl();
  return (
    <StyledFeeTable>
      <caption>
        <FormattedMessage
          id="registration.tableCaption"
          values={{ table: nameIn(table.name, intl.locale), currency: table.currency }}
        />
      </caption>
      {/* The same column widths in every table, so they line up one under another. */}
      <colgroup>
        <col style={{ width: '37%' }} />
        <col style={{ width: '23%' }} />
        <col style={{ width: '19%' }} />
        <col style={{ width: '21%' }} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="registration.tier" />
          </th>
          <th scope="col" className="number">
            <FormattedMessage id="registration.fee" />
          </th>
          <th scope="col" className="number">
            <FormattedMessage id="registration.feeDinner" />
          </th>
          <th scope="col" className="number">
            <FormattedMessage id="registration.feeAccompanying" />
          </th>
        </tr>
      </thead>
      <tbody>
        {table.tiers.map((tier) => (
          <tr key={tier.code}>
            <th scope="row">{nameIn(tier.name, intl.locale)}</th>
            <td className="number">
              <Money amount={tier.price} />
            </td>
            <td className="number">
              <Money amount={tier.dinner} />
            </td>
            <td className="number">
              <Money amount={tier.accompanyingPerson} />
            </td>
          </tr>
        ))}
      </tbody>
    </StyledFeeTable>
  );
}

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
            FEE_TABLES.filter((t) => tab.tableIds.includes(t.id)).map((table) => (
              <FeeTableView key={table.id} table={table} />
            ))
          ) : (
            <InformationPanel window={props.window} />
          )}
        </div>
      ))}
    </StyledTabs>
  );
}
