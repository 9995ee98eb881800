import { FormattedMessage } from 'react-intl';
import { StyledNotice } from '@congress/components';
import { ChangeAddressForm } from './ChangeAddressForm';
import { ResendConfirmationButton } from './ResendConfirmationButton';

/**
 * Where a member would register or pay with an unconfirmed address: the API refuses both
 * (ADDRESS_UNCONFIRMED), since payment mails and receipts could not reach the address.
 */
export function ConfirmFirstNotice({
  email,
  onChanged,
}: {
  email: string;
  onChanged?: () => Promise<unknown>;
}) {
  return (
    <StyledNotice role="status" data-testid="confirm-first">
      <p>
        <FormattedMessage id="mypage.confirmFirst" values={{ email: <b>{email}</b> }} />
      </p>
      <ResendConfirmationButton />
      <ChangeAddressForm onChanged={onChanged} />
    </StyledNotice>
  );
}
