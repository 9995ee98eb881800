import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from '@congress/router';
import { emailRule, z } from '@congress/domain/validation';
import { errorCodeOf } from '@congress/graphql';
import { useConfirmEmailMutation, useResendConfirmationMutation } from './generated/graphql';
import { useDialogs } from '@congress/ui';
import { BusyButton, Page, StyledNotice } from '@congress/components';
import { StyledForm, TextField, useSchemaForm } from '@congress/components/forms';

type State = 'checking' | 'confirmed' | 'invalid';

const resendSchema = () => z.object({ email: emailRule });

/** The link of the sign-up mail: confirms the address once, or offers a new mail. */
export default function ConfirmEmailPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid');
  const [confirmEmail] = useConfirmEmailMutation();
  const [resend] = useResendConfirmationMutation();
  const { showError, showSuccess } = useDialogs();
  const form = useSchemaForm(resendSchema, { email: '' });
  const asked = useRef('');

  useEffect(() => {
    // Once per token: a second call would find it used up.
    if (!token || asked.current === token) return;
    asked.current = token;
    confirmEmail({ variables: { token } })
      .then(({ data }) => setState(data?.confirmEmail.ok ? 'confirmed' : 'invalid'))
      .catch(() => setState('invalid'));
  }, [token, confirmEmail]);

  const onResend = form.submit(async ({ email }) => {
    try {
      await resend({ variables: { email, locale: intl.locale } });
      showSuccess('confirm.resent');
    } catch (error) {
      showError(`error.${errorCodeOf(error)}`);
    }
  });

  return (
    <Page titleId="nav.auth.confirm">
      <StyledNotice role="status">
        <FormattedMessage id={`confirm.${state}`} />
      </StyledNotice>
      {state === 'confirmed' && (
        <p>
          <Link to="/mypage/my_information">
            <FormattedMessage id="confirm.toMypage" />
          </Link>
        </p>
      )}
      {state === 'invalid' && (
        <StyledForm onSubmit={onResend} noValidate aria-label={intl.formatMessage({ id: 'confirm.resend' })}>
          <p>
            <FormattedMessage id="confirm.resendIntro" />
          </p>
          <TextField
            form={form}
            name="email"
            labelId="field.email"
            type="email"
            autoComplete="email"
            required
          />
          <BusyButton>
            <FormattedMessage id="confirm.resend" />
          </BusyButton>
        </StyledForm>
      )}
    </Page>
  );
}
