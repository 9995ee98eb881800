import styled from 'styled-components';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { bankName } from '@congress/domain';

const StyledAccount = styled.section`
  margin: 16px 0;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: #eef1f7;
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0 0 8px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 8px 0 0;
    font-size: 0.9rem;
  }
`;

export interface VirtualAccount {
  va_bank_code?: string | null;
  va_account_no?: string | null;
  va_expires_at?: string | null;
  total: number | string;
}

/** The virtual account to deposit into: bank, number, amount and deadline (Korean time). */
export function VirtualAccountDetails({ pay }: { pay: VirtualAccount }) {
  const intl = useIntl();
  if (!pay.va_account_no || !pay.va_bank_code) return null;
  const titleId = 'virtual-account-title';
  return (
    <StyledAccount aria-labelledby={titleId} data-testid="virtual-account">
      <h2 id={titleId}>
        <FormattedMessage id="payment.va.title" />
      </h2>
      <dl>
        <dt>
          <FormattedMessage id="payment.va.bank" />
        </dt>
        <dd data-testid="va-bank">{bankName(pay.va_bank_code, intl.locale)}</dd>
        <dt>
          <FormattedMessage id="payment.va.accountNo" />
        </dt>
        <dd data-testid="va-account-no">{pay.va_account_no}</dd>
        <dt>
          <FormattedMessage id="payment.va.amount" />
        </dt>
        <dd>
          <FormattedNumber value={Number(pay.total)} /> KRW
        </dd>
        <dt>
          <FormattedMessage id="payment.va.deadline" />
        </dt>
        <dd data-testid="va-deadline">
          {pay.va_expires_at && (
            <FormattedDate
              value={pay.va_expires_at}
              dateStyle="long"
              timeStyle="short"
              timeZone="Asia/Seoul"
            />
          )}
        </dd>
      </dl>
      <p>
        <FormattedMessage id="payment.va.explain" />
      </p>
    </StyledAccount>
  );
}
