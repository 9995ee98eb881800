import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { loadingState } from '../state/loadingState';

const SPINNER_SIZE = 110;
const SPINNER_THICKNESS = 10;

const spin = keyframes`to { transform: rotate(360deg); }`;
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: transparent;
  /* Blocks input at once (no double submit) but shows the spinner only when a task takes a
     noticeable time, so quick saves do not flash it. */
  animation: ${appear} 0.1s 0.15s both;
`;

const StyledSpinner = styled.div`
  width: ${SPINNER_SIZE}px;
  height: ${SPINNER_SIZE}px;
  border-radius: 50%;
  border: ${SPINNER_THICKNESS}px solid rgba(214, 36, 110, 0.2);
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
`;

/** Full-screen transparent overlay with a large pink spinner while the global loading flag is on. */
export function LoadingOverlay() {
  const loading = useAtomValue(loadingState);
  const intl = useIntl();
  if (!loading) return null;
  return (
    <StyledOverlay
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      data-testid="loading-overlay"
    >
      <StyledSpinner />
    </StyledOverlay>
  );
}
