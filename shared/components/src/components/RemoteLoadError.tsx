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

/**
 * Why a remote is not on screen: the network failed (retry), or the remote was built against a
 * newer shared package than this page has (`outdated`: only a reload, once the host is updated,
 * helps).
 */
export type RemoteFailure = 'network' | 'outdated';

/** Shown instead of a blank page when a remote cannot be loaded. */
export function RemoteLoadError({
  reason = 'network',
  onRetry,
}: {
  reason?: RemoteFailure;
  onRetry: () => void;
}) {
  const outdated = reason === 'outdated';
  return (
    <StyledBox role="alert" data-failure={reason}>
      <h2>
        <FormattedMessage id={outdated ? 'remote.outdated.title' : 'remote.loadFailed.title'} />
      </h2>
      <p>
        <FormattedMessage id={outdated ? 'remote.outdated.text' : 'remote.loadFailed.text'} />
      </p>
      <StyledButton onClick={outdated ? () => window.location.reload() : onRetry}>
        <FormattedMessage id={outdated ? 'remote.reload' : 'remote.retry'} />
      </StyledButton>
    </StyledBox>
  );
}
