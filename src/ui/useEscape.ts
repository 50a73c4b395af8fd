import { useEffect } from 'react';

/** Calls onEscape when Esc is pressed anywhere while `active`. */
export const useEscape = (active: boolean, onEscape: () => void): void => {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onEscape]);
};
