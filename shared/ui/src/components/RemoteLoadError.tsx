import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from './Button';

const StyledBox = styled.div`
  max-width: 560px;
  margin: 64px auto;
  padding: 24px;
  text-align: center;
  background: #fff;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Shown instead of a blank page when a remote cannot be loaded. */
export function RemoteLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StyledBox role="alert">
      <h2>
        <FormattedMessage id="remote.loadFailed.title" />
      </h2>
      <p>
        <FormattedMessage id="remote.loadFailed.text" />
      </p>
      <StyledButton onClick={onRetry}>
        <FormattedMessage id="remote.retry" />
      </StyledButton>
    </StyledBox>
  );
}
