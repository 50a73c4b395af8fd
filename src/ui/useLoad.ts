import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'idle' } | { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/** A load, and a way to run it again (after a failure, or to ask for news). */
export type Reloadable<T> = Loaded<T> & { reload: () => void };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` whenever `key` changes (nothing while it is null), and again on `reload`, and
 * reports how it went. An answer that arrives after the key moved on (or a reload began) is
 * dropped, and the result is kept with its key, so a screen never shows the previous key's value,
 * not even for one render.
 */
export const useLoad = <T>(key: string | null, load: () => Promise<T>): Reloadable<T> => {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; result: Loaded<T> } | null>(null);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (value) => current && setSettled({ key, attempt, result: { status: 'done', value } }),
      (error: unknown) => current && setSettled({ key, attempt, result: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` belongs to its key: a new closure for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  if (key === null) return { ...IDLE, reload };
  return settled?.key === key && settled.attempt === attempt ? { ...settled.result, reload } : { ...LOADING, reload };
};
