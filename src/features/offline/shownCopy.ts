import { signal } from '@preact/signals-core';
import { useLayoutEffect } from 'react';

/** When the figures on screen were kept (epoch milliseconds) while a page shows a kept copy; else null. */
export const shownCopyAt = signal<number | null>(null);

/**
 * A page that can show a kept copy tells the offline banner (in the layout) from when, for as
 * long as it shows it. The page says so, not its loader data: the dashboard's figures arrive
 * after its loader has returned (docs/architecture.md, "Offline").
 */
export const useShownCopy = (snapshotAt: number | null): void =>
  useLayoutEffect(() => {
    shownCopyAt.value = snapshotAt;
    return () => {
      shownCopyAt.value = null;
    };
  }, [snapshotAt]);
