import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BANK_NAMES } from '@congress/domain';
import { labelIn } from '@congress/domain/lists';
import { refundAccountSchema, type RefundAccountValues } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useDialogs } from '@congress/ui';
import { StyledButton } from '@congress/components';
import { SelectField, StyledForm, TextField, useSchemaForm } from '@congress/components/forms';
import { useRequestRefundMutation } from '../../generated/graphql';

const FIELDS = ['bank_code', 'account_no', 'account_name'];

/**
 * The member asks for a refund of their paid registration (an organiser refunds). A payment by
 * virtual account cannot go back to a card: the member names the bank account it goes to.
 */
export function RefundRequestSection(props: {
  registrationId: string;
  virtualAccount: boolean;
  onDone: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const { showError, showSuccess } = useDialogs();
  const [open, setOpen] = useState(false);
  const [request, { loading }] = useRequestRefundMutation();
  const form = useSchemaForm(refundAccountSchema, { bank_code: '', account_no: '', account_name: '' });
  const send = async (account: RefundAccountValues | null) => {
    try {
      await request({
        variables: { input: { registrationId: props.registrationId, refund_account: account } },
      });
      showSuccess('registration.refundRequested');
      await props.onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).some((f) => FIELDS.includes(f))) form.setErrors(fields);
      else showError(`error.${errorCodeOf(error)}`);
    }
  };
  const onSubmit = form.submit((values) => send(values));
  const title = intl.formatMessage({ id: 'registration.refundTitle' });
  return (
    <section aria-label={title} data-testid="refund-request">
      <h2>{title}</h2>
      {!open ? (
        <StyledButton type="button" $variant="secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="registration.refundAsk" />
        </StyledButton>
      ) : props.virtualAccount ? (
        <StyledForm onSubmit={onSubmit} noValidate aria-label={title}>
          <p>
            <FormattedMessage id="registration.refundToAccount" />
          </p>
          <SelectField
            form={form}
            name="bank_code"
            labelId="payment.va.bank"
            required
            options={Object.entries(BANK_NAMES).map(([value, label]) => ({
              value,
              label: labelIn(label, intl.locale),
            }))}
          />
          <TextField form={form} name="account_no" labelId="payment.va.accountNo" required />
          <TextField form={form} name="account_name" labelId="registration.refundHolder" required />
          <StyledButton type="submit" disabled={loading}>
            <FormattedMessage id="registration.refundSend" />
          </StyledButton>
        </StyledForm>
      ) : (
        <>
          <p>
            <FormattedMessage id="registration.refundToCard" />
          </p>
          <StyledButton type="button" disabled={loading} onClick={() => send(null)}>
            <FormattedMessage id="registration.refundSend" />
          </StyledButton>
        </>
      )}
    </section>
  );
}
