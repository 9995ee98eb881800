import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@congress/router';
import { FEE_TABLES, nameIn, REGISTRATION_WINDOW, TIME_ZONE, type FeeTable } from '@congress/domain';
import { Page, StyledButton } from '@congress/ui';
import { StyledScroll, StyledTable } from '../../components/styles';

function Money({ amount, currency }: { amount: number; currency: string }) {
  const intl = useIntl();
  if (amount === 0) return <FormattedMessage id="fees.free" />;
  return <>{intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0 })}</>;
}

function FeeTableView({ table }: { table: FeeTable }) {
  const intl = useIntl();
  return (
    <>
      <h2>{nameIn(table.name, intl.locale)}</h2>
      <StyledScroll>
        <StyledTable>
          {/* The same column widths in every fee table, so the tables line up one under another. */}
          <colgroup>
            <col style={{ width: '40%' }} />
            <col style={{ width: '20%' }} />
            <col style={{ width: '20%' }} />
            <col style={{ width: '20%' }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="fees.category" />
              </th>
              <th scope="col" className="number">
                <FormattedMessage id="fees.fee" />
              </th>
              <th scope="col" className="number">
                <FormattedMessage id="fees.dinner" />
              </th>
              <th scope="col" className="number">
                <FormattedMessage id="fees.accompanying" />
              </th>
            </tr>
          </thead>
          <tbody>
            {table.tiers.map((tier) => (
              <tr key={tier.code}>
                <td>{nameIn(tier.name, intl.locale)}</td>
                <td className="number">
                  <Money amount={tier.price} currency={table.currency} />
                </td>
                <td className="number">
                  <Money amount={tier.dinner} currency={table.currency} />
                </td>
                <td className="number">
                  <Money amount={tier.accompanyingPerson} currency={table.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroll>
    </>
  );
}

/** Registration fees of one track (spec §9), the registration window in Korea time, and the way in. */
export function FeesPage({
  titleId,
  tableIds,
  lang,
}: {
  titleId: string;
  tableIds: FeeTable['id'][];
  lang: 'ko' | 'en';
}) {
  const intl = useIntl();
  const format = (iso: string) =>
    intl.formatDate(new Date(iso), { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
  return (
    <Page titleId={titleId}>
      <p>
        <FormattedMessage
          id="fees.period"
          values={{ start: format(REGISTRATION_WINDOW.start), end: format(REGISTRATION_WINDOW.end) }}
        />
      </p>
      {FEE_TABLES.filter((t) => tableIds.includes(t.id)).map((table) => (
        <FeeTableView key={table.id} table={table} />
      ))}
      <StyledButton as={Link} to={`/registrations/registration/${lang}`}>
        <FormattedMessage id="fees.registerCta" />
      </StyledButton>
    </Page>
  );
}
