import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@congress/graphql';
import { useDialogs } from '@congress/ui';
import { StyledButton } from '@congress/components';
import { useResendConfirmationMutation } from '../../generated/graphql';

/** Sends the address-confirmation link again (the banner and the notice before paying). */
export function ResendConfirmationButton() {
  const intl = useIntl();
  const [resend, { loading }] = useResendConfirmationMutation();
  const { showError, showSuccess } = useDialogs();
  return (
    <StyledButton
      type="button"
      disabled={loading}
      onClick={async () => {
        try {
          await resend({ variables: { locale: intl.locale } });
          showSuccess('mypage.confirmResent');
        } catch (error) {
          showError(`error.${errorCodeOf(error)}`);
        }
      }}
    >
      <FormattedMessage id="mypage.confirmResend" />
    </StyledButton>
  );
}
