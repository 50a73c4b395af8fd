import { css } from './css';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { useEscape } from './useEscape';

const wrap = css`
  position: relative;
`;

const button = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: var(--target);
  min-height: var(--target);
  padding: 4px 8px;
  border: 0;
  border-radius: var(--radius);
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { background: var(--bg); }
`;

const panel = css`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 30;
  width: min(300px, 90vw);
  padding: 12px;
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow-2);
`;

type DropdownProps = {
  /** The trigger's accessible name. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  /** Extra styles for the panel, e.g. its width and place on small screens. */
  panelClassName?: string;
};

/**
 * A button that opens a panel; outside clicks, Esc and choosing a link or button close it, except
 * a control marked data-keep-open. Esc and a choice hand the focus back to the trigger before the
 * panel goes, so it is not lost with it, and a dialog the choice opens returns it there.
 */
export const Dropdown = ({ label, trigger, children, panelClassName }: DropdownProps) => {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  const closeToTrigger = useCallback(() => {
    triggerRef.current?.focus();
    setOpen(false);
  }, []);
  useEscape(open, closeToTrigger);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    const choice = event.target instanceof Element ? event.target.closest('a, button') : null;
    if (choice && !choice.hasAttribute('data-keep-open')) closeToTrigger();
  };

  return (
    <div ref={ref} className={wrap}>
      <button ref={triggerRef} type="button" className={button} aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {trigger}
      </button>
      {open && (
        <div id={panelId} className={cx(panel, panelClassName)} onClick={closeOnChoice}>
          {children}
        </div>
      )}
    </div>
  );
};
