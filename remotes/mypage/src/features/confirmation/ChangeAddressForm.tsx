import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emailRule, z } from '@congress/domain/validation';
import { errorCodeOf, fieldErrorsOf } from '@congress/graphql';
import { useDialogs } from '@congress/ui';
import { StyledButton } from '@congress/components';
import { StyledForm, TextField, useSchemaForm } from '@congress/components/forms';
import { useChangeUnconfirmedEmailMutation } from '../../generated/graphql';

const schema = () => z.object({ email: emailRule });

/**
 * "Change address" beside the resend button (issue 27 §3): a member who mistyped their address at
 * sign-up corrects it, and the confirmation mail goes to the new one. The address is the login id.
 */
export function ChangeAddressForm({ onChanged }: { onChanged?: () => Promise<unknown> | void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [change, { loading }] = useChangeUnconfirmedEmailMutation();
  const { showError, showSuccess } = useDialogs();
  const form = useSchemaForm(schema, { email: '' });
  const onSubmit = form.submit(async ({ email }) => {
    try {
      await change({ variables: { email, locale: intl.locale } });
      showSuccess('mypage.addressChanged');
      setOpen(false);
      form.reset({ email: '' });
      await onChanged?.();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.email) form.setErrors({ email: fields.email });
      else showError(`error.${errorCodeOf(error)}`);
    }
  });
  if (!open)
    return (
      <StyledButton type="button" onClick={() => setOpen(true)} data-testid="change-address">
        <FormattedMessage id="mypage.changeAddress" />
      </StyledButton>
    );
  return (
    <StyledForm
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: 'mypage.changeAddress' })}
    >
      <p>
        <FormattedMessage id="mypage.changeAddressIntro" />
      </p>
      <TextField
        form={form}
        name="email"
        labelId="mypage.newAddress"
        type="email"
        autoComplete="email"
        required
      />
      <StyledButton type="submit" disabled={loading}>
        <FormattedMessage id="mypage.changeAddressSubmit" />
      </StyledButton>
    </StyledForm>
  );
}
