import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FEE_TABLES, nameIn, type FeeTable } from '@congress/domain';
import { media } from '@congress/ui';

const StyledFeeTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 24px;
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
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 500;
  }
  tbody th {
    font-weight: 400;
  }
  /* Amount columns: header and cells both right-aligned, so a heading sits over its figures. */
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

/** An amount in the table's currency (named once, in the caption), so four columns fit a phone. */
function Amount({ amount }: { amount: number }) {
  const intl = useIntl();
  if (amount === 0) return <FormattedMessage id="feeTable.free" />;
  return <>{intl.formatNumber(amount)}</>;
}

/** One fee table: each tier by its name (never its code), its fee, dinner and accompanying person. */
function FeeTableView({ table }: { table: FeeTable }) {
  const intl = useIntl();
  return (
    <StyledFeeTable>
      <caption>
        <FormattedMessage
          id="feeTable.caption"
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
            <FormattedMessage id="feeTable.tier" />
          </th>
          <th scope="col" className="number">
            <FormattedMessage id="feeTable.fee" />
          </th>
          <th scope="col" className="number">
            <FormattedMessage id="feeTable.dinner" />
          </th>
          <th scope="col" className="number">
            <FormattedMessage id="feeTable.accompanying" />
          </th>
        </tr>
      </thead>
      <tbody>
        {table.tiers.map((tier) => (
          <tr key={tier.code}>
            <th scope="row">{nameIn(tier.name, intl.locale)}</th>
            <td className="number">
              <Amount amount={tier.price} />
            </td>
            <td className="number">
              <Amount amount={tier.dinner} />
            </td>
            <td className="number">
              <Amount amount={tier.accompanyingPerson} />
            </td>
          </tr>
        ))}
      </tbody>
    </StyledFeeTable>
  );
}

/**
 * The fee tables of spec §9 named by `tableIds`, in FEE_TABLES order: the public fee pages (one
 * track each) and the member's registration tabs draw them with this one component. Its texts are
 * `feeTable.*` (`@congress/components/fee-table/messages.en` and `.ko`, which the remote's feature
 * loads).
 */
export function FeeTables({ tableIds }: { tableIds: readonly FeeTable['id'][] }) {
  return (
    <>
      {FEE_TABLES.filter((table) => tableIds.includes(table.id)).map((table) => (
        <FeeTableView key={table.id} table={table} />
      ))}
    </>
  );
}
