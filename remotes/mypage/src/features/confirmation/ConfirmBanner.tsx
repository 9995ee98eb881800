import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useConfirmationStatusQuery } from '../../generated/graphql';
import { ResendConfirmationButton } from './ResendConfirmationButton';

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  max-width: 1200px;
  margin: 16px auto 0;
  padding: 14px 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: #fff6e0;
  border: 1px solid #f0c36d;
  color: #5b4300;
`;

/** Shown in the member area until the member opens the link of the sign-up mail. */
export function ConfirmBanner() {
  const { data } = useConfirmationStatusQuery();
  const me = data?.me;
  if (!me || me.confirmed) return null;
  return (
    <StyledBanner role="alert">
      <span>
        <FormattedMessage id="mypage.confirmBanner" values={{ email: me.email }} />
      </span>
      <ResendConfirmationButton />
    </StyledBanner>
  );
}
