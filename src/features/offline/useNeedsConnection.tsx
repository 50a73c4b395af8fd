import { useSignals } from '@preact/signals-react/runtime';
import { css } from '@/ui/css';
import { useId, type ReactNode } from 'react';
import { online } from '@/state/connection';

const noteClass = css`
  margin: 8px 0;
  font-size: var(--text-sm);
  font-weight: 600;
  color: inherit;
`;

export type ConnectionGate = {
  offline: boolean;
  /** For the action's aria-describedby: the note's id while offline. */
  describedBy: string | undefined;
  /** The note saying why the action is off, shown while offline. */
  note: ReactNode;
};

/**
 * A money action needs the server: offline it is off, and `reason` says why (docs/rules.md §The
 * installed app). `noteId` names a note shown elsewhere on the page (one for a page's forms).
 */
export const useNeedsConnection = (reason: string, noteId?: string): ConnectionGate => {
  useSignals();
  const ownId = useId();
  const id = noteId ?? ownId;
  const offline = !online.value;
  return {
    offline,
    describedBy: offline ? id : undefined,
    note: offline ? (
      <p id={id} className={noteClass}>
        {reason}
      </p>
    ) : null,
  };
};
