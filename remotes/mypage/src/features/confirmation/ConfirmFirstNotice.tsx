import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@congress/graphql';
import { StyledButton, StyledNotice, useDialogs } from '@congress/ui';
import { useResendConfirmationMutation } from '../../generated/graphql';

/**
 * Where a member would register or pay with an unconfirmed address: the API refuses both
 * (ADDRESS_UNCONFIRMED), since payment mails and receipts could not reach the address.
 */
export function ConfirmFirstNotice({ email }: { email: string }) {
  const intl = useIntl();
  const [resend, { loading }] = useResendConfirmationMutation();
  const { showError, showSuccess } = useDialogs();
  return (
    <StyledNotice role="status" data-testid="confirm-first">
      <p>
        <FormattedMessage id="mypage.confirmFirst" values={{ email: <b>{email}</b> }} />
      </p>
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
    </StyledNotice>
  );
}
