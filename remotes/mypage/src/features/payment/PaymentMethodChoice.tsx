import { useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { paymentMethodsFor, type PayCashCode } from '@congress/domain';
import { CASH_CODE_LABELS, labelIn } from '@congress/domain/lists';
import { StyledButton } from '@congress/components';

const StyledChoice = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 16px 0;
  padding: 16px 20px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  min-width: 0;
  legend {
    padding: 0 6px;
    font-weight: 500;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.navy};
    background: #eef1f7;
  }
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex: none;
  }
  .hint {
    display: block;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .only {
    margin: 0;
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * How the member pays (issue 27 §2): the methods of their fee track (Korean fees: card, virtual
 * account, transfer, phone; overseas fees: card), then the pay button.
 */
export function PaymentMethodChoice({
  currency,
  onPay,
}: {
  currency: string;
  onPay: (cashCode: PayCashCode) => Promise<unknown> | void;
}) {
  const intl = useIntl();
  const methods = paymentMethodsFor(currency);
  const [method, setMethod] = useState<PayCashCode>(methods[0] as PayCashCode);
  const [busy, setBusy] = useState(false);
  return (
    <StyledChoice data-testid="payment-methods">
      <legend>
        <FormattedMessage id="payment.methodQuestion" />
      </legend>
      {methods.length === 1 && (
        <p className="only">
          <FormattedMessage id="payment.cardOnly" />
        </p>
      )}
      {methods.map((code) => (
        <label key={code}>
          <input
            type="radio"
            name="cash_code"
            value={code}
            checked={method === code}
            onChange={() => setMethod(code)}
          />
          <span>
            {labelIn(CASH_CODE_LABELS[code], intl.locale)}
            <span className="hint">
              <FormattedMessage id={`payment.hint.${code}`} />
            </span>
          </span>
        </label>
      ))}
      <StyledButton
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onPay(method);
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormattedMessage id="registration.pay" />
      </StyledButton>
    </StyledChoice>
  );
}
