import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDialogs } from '../hooks/useDialogs';
import { dialogState, type DialogContent } from '../state/dialogState';
import { StyledButton } from './Button';

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

const ICONS = { error: '⚠', success: '✔', info: 'ℹ' } as const;

function Dialog({ content, onClose }: { content: DialogContent; onClose: () => void }) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <StyledBackdrop onClick={onClose}>
      <StyledDialog
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        aria-describedby="dialog-text"
        $icon={content.icon}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <h2 id="dialog-title">
          <span aria-hidden="true">{ICONS[content.icon]} </span>
          {content.title}
        </h2>
        <p id="dialog-text">{content.text}</p>
        <StyledButton ref={button} onClick={onClose}>
          {intl.formatMessage({ id: 'common.ok' })}
        </StyledButton>
      </StyledDialog>
    </StyledBackdrop>
  );
}

/** The error and success dialogs of the global dialog state. */
export function Dialogs() {
  const { error, success } = useAtomValue(dialogState);
  const { close } = useDialogs();
  return (
    <>
      {success.open && <Dialog content={success} onClose={() => close('success')} />}
      {error.open && <Dialog content={error} onClose={() => close('error')} />}
    </>
  );
}
