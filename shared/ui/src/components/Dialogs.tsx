import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDialogs } from '../hooks/useDialogs';
import { dialogState, type DialogContent } from '../state/dialogState';
import { buttonLook, type ButtonVariant } from '../theme/theme';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(20, 24, 40, 0.45);
`;

const StyledDialog = styled.div<{ $icon: DialogContent['icon'] }>`
  width: min(420px, 100%);
  padding: 24px;
  border-radius: 10px;
  background: #fff;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.2);
  border-top: 5px solid
    ${({ $icon, theme }) => ($icon === 'error' ? theme.colors.danger : $icon === 'success' ? theme.colors.success : theme.colors.navy)};
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 20px;
  }
`;

const StyledOkButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

const ICONS = { error: '⚠', success: '✔', info: 'ℹ' } as const;

/**
 * The notice dialog: focus moves to its OK button and stays inside (Tab cannot leave it, focus that
 * wanders out is brought back), Esc or OK closes it, and focus returns to what had it before (the
 * submit button), or, when that is gone, to the page's main content.
 */
function Dialog({ content, onClose }: { content: DialogContent; onClose: () => void }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement;
    button.current?.focus();
    const node = dialog.current;
    const keepFocusIn = (event: FocusEvent) => {
      if (node && event.target instanceof Node && !node.contains(event.target)) button.current?.focus();
    };
    // Heard on the document, so Esc works wherever focus is; the back office's modals below see
    // defaultPrevented and stay open.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('focusin', keepFocusIn);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('focusin', keepFocusIn);
      document.removeEventListener('keydown', onEscape);
      const back =
        opener instanceof HTMLElement && opener !== document.body && opener.isConnected
          ? opener
          : document.querySelector<HTMLElement>('main, [role="main"]');
      if (back && !back.matches('main, [role="main"]')) back.focus();
      else if (back) {
        if (!back.hasAttribute('tabindex')) back.setAttribute('tabindex', '-1');
        back.focus({ preventScroll: true });
      }
    };
  }, []);
  return (
    <StyledBackdrop onClick={onClose}>
      <StyledDialog
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        aria-describedby="dialog-text"
        $icon={content.icon}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          // One control inside: Tab and Shift+Tab stay on it.
          if (e.key === 'Tab') {
            e.preventDefault();
            button.current?.focus();
          }
        }}
      >
        <h2 id="dialog-title">
          <span aria-hidden="true">{ICONS[content.icon]} </span>
          {content.title}
        </h2>
        <p id="dialog-text">{content.text}</p>
        <StyledOkButton ref={button} onClick={onClose}>
          {intl.formatMessage({ id: 'common.ok' })}
        </StyledOkButton>
      </StyledDialog>
    </StyledBackdrop>
  );
}

/** The error and success dialogs of the global dialog state. */
export function Dialogs() {
  const { error, success } = useAtomValue(dialogState);
  const { close } = useDialogs();
  // One at a time (each holds the focus): the error first, then a success still waiting.
  if (error.open) return <Dialog key="error" content={error} onClose={() => close('error')} />;
  if (success.open) return <Dialog key="success" content={success} onClose={() => close('success')} />;
  return null;
}
