import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { media } from '@congress/ui';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only that one answers Esc and holds the focus. */
const openModals: HTMLElement[] = [];

const StyledBackdrop = styled.div<{ $side: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1800;
  display: flex;
  align-items: center;
  justify-content: ${({ $side }) => ($side ? 'flex-end' : 'center')};
  padding: ${({ $side }) => ($side ? '0' : '16px')};
  background: rgba(20, 24, 40, 0.45);
  ${media.mobile} {
    padding: 0;
    /* Phone: panels take the screen, short dialogs rise from the bottom (near the thumb). */
    align-items: ${({ $side }) => ($side ? 'stretch' : 'flex-end')};
  }
`;

const StyledDialog = styled.div<{ $side: boolean; $wide: boolean }>`
  display: flex;
  flex-direction: column;
  max-height: 100%;
  word-break: keep-all;
  width: ${({ $wide }) => ($wide ? 'min(760px, 100%)' : 'min(520px, 100%)')};
  background: #fff;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  ${({ $side }) =>
    $side
      ? css`
          height: 100%;
        `
      : css`
          max-height: calc(100vh - 32px);
          border-radius: 10px;
        `}
  ${media.mobile} {
    width: 100%;
    ${({ $side }) =>
      $side
        ? css`
            height: 100%;
            max-height: none;
            border-radius: 0;
          `
        : css`
            max-height: 92vh;
            border-radius: 12px 12px 0 0;
          `}
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 16px 20px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  header h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  .body {
    flex: 1;
    overflow-y: auto;
    padding: 16px 20px 20px;
  }
  .body > p:first-child,
  .body form > p:first-child {
    margin-top: 0;
  }
  ul.names {
    max-height: 40vh;
    overflow-y: auto;
    margin: 0 0 12px;
    padding-left: 20px;
    overflow-wrap: anywhere;
  }
  .field {
    display: grid;
    gap: 4px;
    margin: 12px 0 0;
  }
  /* A checkbox beside its label (the .field inputs are full-width boxes). */
  label.check {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    margin: 12px 0 0;
    cursor: pointer;
  }
  label.check input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
  }
  .field input,
  .field select,
  .field textarea {
    width: 100%;
    min-height: 44px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font: inherit;
  }
`;

const StyledClose = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * An accessible modal dialog: focus moves in and stays in (Tab wraps, focus that escapes is
 * brought back, the backdrop takes clicks), Esc and the close button close it, and focus goes
 * back to what opened it — or, when that element is gone (a deleted row), to `returnFocus`.
 * The page behind is not made `inert`: the app's own notice dialog (shared, rendered inside the
 * page) must stay usable above a modal.
 */
export function Modal(props: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** role=alertdialog for confirmations that interrupt. */
  alert?: boolean;
  /** A panel along the right edge (details) instead of a centred box. */
  side?: boolean;
  wide?: boolean;
  /** What gets focus first (default: the first field or button of the body). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is no longer on the page. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** While true (an action under way) Esc and the backdrop do not close the dialog. */
  busy?: boolean;
}) {
  const intl = useIntl();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    opener.current = document.activeElement;
    const node = dialog.current;
    if (!node) return;
    // Focus cannot wander out (a click in the address bar and Tab back, a script): it comes back.
    // Another modal layered on top (the app's notice dialog, a confirmation) may take it.
    openModals.push(node);
    const onTop = () => openModals[openModals.length - 1] === node;
    const keepFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!onTop() || !(target instanceof Element) || node.contains(target)) return;
      const layer = target.closest('[aria-modal="true"]');
      if (layer && layer !== node) return;
      node.focus();
    };
    // Esc is heard on the document, so it works even when focus has fallen to the page body.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !onTop() || event.defaultPrevented) return;
      if (document.querySelector('[role="alertdialog"]:not([data-modal])')) return; // the app's notice is on top
      event.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    document.addEventListener('focusin', keepFocusIn);
    document.addEventListener('keydown', onEscape);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Never a frame first (a mail's preview): keys typed in it go to its own document, so Esc
    // would not reach this dialog.
    const firstOf = (within: Element | null | undefined) =>
      [...(within?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find((el) => el.tagName !== 'IFRAME');
    const first =
      latest.current.initialFocus?.current ?? firstOf(node.querySelector('.body')) ?? firstOf(node);
    (first ?? node).focus();
    return () => {
      openModals.splice(openModals.indexOf(node), 1);
      document.removeEventListener('focusin', keepFocusIn);
      document.removeEventListener('keydown', onEscape);
      document.body.style.overflow = overflow;
      const back = opener.current;
      // A disabled or removed opener (the bulk button after its rows went) cannot take focus.
      const usable = back instanceof HTMLElement && back.isConnected && !back.matches(':disabled');
      const target = usable ? back : latest.current.returnFocus?.();
      target?.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div data-modal-host="">
      <StyledBackdrop
        $side={!!props.side}
        onMouseDown={(e) => {
          if (e.target === e.currentTarget && !props.busy) props.onClose();
        }}
      >
        <StyledDialog
          ref={dialog}
          role={props.alert ? 'alertdialog' : 'dialog'}
          data-modal=""
          aria-modal="true"
          aria-labelledby={titleId}
          aria-busy={props.busy || undefined}
          tabIndex={-1}
          $side={!!props.side}
          $wide={!!props.wide}
          onKeyDown={onKeyDown}
        >
          <header>
            <h2 id={titleId}>{props.title}</h2>
            <StyledClose
              type="button"
              aria-label={intl.formatMessage({ id: 'common.close' })}
              disabled={props.busy}
              onClick={props.onClose}
            >
              <span aria-hidden="true">×</span>
            </StyledClose>
          </header>
          <div className="body">{props.children}</div>
        </StyledDialog>
      </StyledBackdrop>
    </div>,
    document.body,
  );
}
