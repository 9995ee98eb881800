import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@congress/router';
import { KOREA_DATE_TIME, type FeeTable, type RegistrationWindow } from '@congress/domain';
import { usePageQuery } from '@congress/ui';
import { Page, StyledButton } from '@congress/components';
import { FeeTables } from '@congress/components/fee-table';
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
  const format = (iso: string) => intl.formatDate(new Date(iso), KOREA_DATE_TIME);
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
      <FeeTables tableIds={tableIds} />
      <StyledButton as={Link} to={`/registrations/registration/${lang}`}>
        <FormattedMessage id="fees.registerCta" />
      </StyledButton>
    </Page>
  );
}
