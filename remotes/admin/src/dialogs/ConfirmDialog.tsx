import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media } from '@congress/ui';
import { StyledButton } from '@congress/components';
import { Modal } from './Modal';

/** What an action did, in words; `failed` lists what did not work (named, with the reason). */
export interface Outcome {
  message: ReactNode;
  failed?: readonly ReactNode[];
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
  ${media.mobile} {
    button {
      flex: 1 1 auto;
      min-height: 44px;
    }
  }
`;

const StyledDanger = styled(StyledButton)`
  background: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: #9f1f1f;
  }
`;

export const StyledMessage = styled.div<{ $tone: 'error' | 'success' }>`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: 6px;
  border-left: 4px solid
    ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ $tone }) => ($tone === 'error' ? '#fdecea' : '#edf7ee')};
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`;

/**
 * Asks before an action, runs it, then says what happened. An error keeps the dialog open
 * (shown inside it, announced) so the organiser can try again or cancel.
 */
export function ConfirmDialog(props: {
  title: ReactNode;
  /** What will happen to whom. */
  children: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  /** False while an input the action needs is missing. */
  canConfirm?: boolean;
  onConfirm: () => Promise<Outcome>;
  onClose: (done: boolean) => void;
  returnFocus?: () => HTMLElement | null | undefined;
  errorText?: (error: unknown) => ReactNode;
}) {
  const [phase, setPhase] = useState<'ask' | 'working' | 'done'>('ask');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<ReactNode>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const Confirm = props.danger ? StyledDanger : StyledButton;

  const confirm = async () => {
    setPhase('working');
    setError(null);
    try {
      const result = await props.onConfirm();
      setOutcome(result);
      setPhase('done');
      // The outcome replaces the question: focus its close button so the result is read next.
      requestAnimationFrame(() => closeButton.current?.focus());
    } catch (caught) {
      setError(props.errorText ? props.errorText(caught) : String(caught));
      setPhase('ask');
    }
  };

  return (
    <Modal
      alert
      title={props.title}
      busy={phase === 'working'}
      onClose={() => props.onClose(phase === 'done')}
      returnFocus={props.returnFocus}
    >
      {phase === 'done' && outcome ? (
        <>
          <StyledMessage
            $tone={outcome.failed?.length ? 'error' : 'success'}
            role={outcome.failed?.length ? 'alert' : 'status'}
          >
            <p style={{ margin: 0 }}>{outcome.message}</p>
            {!!outcome.failed?.length && (
              <ul>
                {outcome.failed.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
          </StyledMessage>
          <StyledActions>
            <StyledButton ref={closeButton} type="button" onClick={() => props.onClose(true)}>
              <FormattedMessage id="common.ok" />
            </StyledButton>
          </StyledActions>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (phase === 'ask' && props.canConfirm !== false) void confirm();
          }}
        >
          {props.children}
          {error && (
            <StyledMessage $tone="error" role="alert">
              {error}
            </StyledMessage>
          )}
          <StyledActions>
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={phase === 'working'}
              onClick={() => props.onClose(false)}
            >
              <FormattedMessage id="common.cancel" />
            </StyledButton>
            <Confirm
              type="submit"
              disabled={phase === 'working' || props.canConfirm === false}
              aria-busy={phase === 'working'}
            >
              {phase === 'working' ? <FormattedMessage id="admin.list.working" /> : props.confirmLabel}
            </Confirm>
          </StyledActions>
        </form>
      )}
    </Modal>
  );
}
