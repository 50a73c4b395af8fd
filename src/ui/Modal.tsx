import { css } from './css';
import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href]';

/** Modal transition 300 ms (docs/product.md §Numbers and formats). */
const MODAL_TRANSITION_MS = 300;

const dialogClass = css`
  width: min(92vw, 420px);
  padding: 24px;
  border: 0;
  border-radius: var(--radius-lg);
  background: var(--surface);
  color: inherit;
  box-shadow: var(--shadow-3);
  opacity: 0;
  transform: translateY(12px);
  transition: opacity ${MODAL_TRANSITION_MS}ms ease, transform ${MODAL_TRANSITION_MS}ms ease;
  &[data-state='open'] { opacity: 1; transform: none; }
  &::backdrop { background: rgb(16 24 40 / 0.5); }
  & h2 { margin: 0 0 12px; font-size: var(--text-lg); }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/** A dialog's buttons: at the end, side by side, wrapping on a narrow screen. */
export const dialogActionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 20px;
`;

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** After the fade, once the dialog is gone: e.g. to place the focus when its opener went away. */
  onClosed?: () => void;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: showModal() brings the focus trap, the inert page behind and
 * the top layer with it. Esc and a click on the backdrop ask the owner to close; the closing
 * waits for the fade so the 300 ms transition plays both ways.
 */
export const Modal = ({ open, title, onClose, onClosed, children }: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      const opener = document.activeElement;
      if (!dialog.open) dialog.showModal();
      // showModal() focuses the first control in most browsers; this makes it so in all of them.
      if (dialog === document.activeElement || !dialog.contains(document.activeElement)) {
        dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
      const frame = requestAnimationFrame(() => (dialog.dataset.state = 'open'));
      return () => {
        cancelAnimationFrame(frame);
        if (opener instanceof HTMLElement) opener.focus();
      };
    }
    dialog.dataset.state = 'closed';
    const timer = setTimeout(() => {
      if (!dialog.open) return;
      dialog.close();
      onClosed?.();
    }, MODAL_TRANSITION_MS);
    return () => clearTimeout(timer);
    // Only opening and closing drive the dialog; a new onClosed callback on a re-render must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={dialogClass}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box itself only receives clicks that land on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
};
