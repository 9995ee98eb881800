import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@congress/router';
import { FEE_TABLES, nameIn, TIME_ZONE, type FeeTable, type RegistrationWindow } from '@congress/domain';
import { usePageQuery } from '@congress/ui';
import { Page, StyledButton } from '@congress/components';
import { StyledScroll, StyledTable } from '../../components/styles';
import { RegistrationWindowDocument, type RegistrationWindowQuery } from './generated/graphql';

/**
 * The registration window the API enforces (configuration), undefined while it is asked for and
 * null when it could not be read. Rendered with the page on the server; no Apollo Client.
 */
function useRegistrationWindow(): RegistrationWindow | null | undefined {
  const { data, error } = usePageQuery<RegistrationWindowQuery>(RegistrationWindowDocument);
  return error ? null : data?.registrationWindow;
}

/** The window in Korea time; busy while it loads. */
function Period() {
  const intl = useIntl();
  const period = useRegistrationWindow();
  const format = (iso: string) =>
    intl.formatDate(new Date(iso), { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
  if (period === undefined) return <p aria-busy="true" data-testid="registration-period" />;
  if (period === null)
    return (
      <p data-testid="registration-period">
        <FormattedMessage id="fees.periodUnknown" />
      </p>
    );
  return (
    <p data-testid="registration-period">
      <FormattedMessage id="fees.period" values={{ start: format(period.start), end: format(period.end) }} />
    </p>
  );
}

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
  return (
    <Page titleId={titleId}>
      <Period />
      {FEE_TABLES.filter((t) => tableIds.includes(t.id)).map((table) => (
        <FeeTableView key={table.id} table={table} />
      ))}
      <StyledButton as={Link} to={`/registrations/registration/${lang}`}>
        <FormattedMessage id="fees.registerCta" />
      </StyledButton>
    </Page>
  );
}
