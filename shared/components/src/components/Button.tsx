import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { buttonLook, useHydrated, type ButtonVariant } from '@congress/ui';

/** The site's button (its look, `buttonLook`, is the theme's: the host's dialogs use it too). */
export const StyledButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * A button that shows it is working while its action runs: a spinner, aria-busy and a spoken
 * "Working…". It stays focusable (aria-disabled, not disabled: a disabled button would drop the
 * keyboard focus to the page) and ignores clicks meanwhile.
 *
 * On a page rendered by the server it is disabled until React has hydrated it: the form's handler
 * is not there before, and the browser's own submission would send the fields in the address
 * (a password in the URL and the logs). Typing meanwhile is kept (useTypedBeforeHydration).
 */
export function BusyButton({
  busy = false,
  children,
  onClick,
  ...rest
}: ComponentProps<typeof StyledButton> & { busy?: boolean }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <StyledButton
      type="submit"
      {...rest}
      disabled={rest.disabled || !hydrated}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && <StyledSpinner aria-hidden="true" data-testid="button-spinner" />}
      {children}
      {busy && <StyledHidden>{intl.formatMessage({ id: 'common.working' })}</StyledHidden>}
    </StyledButton>
  );
}
