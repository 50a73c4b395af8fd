import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` whenever `key` changes (nothing while it is null) and reports how it went. An
 * answer that arrives after the key moved on is dropped, and the result is kept with its key, so
 * a screen never shows the previous key's value, not even for one render.
 */
export const useLoad = <T>(key: string | null, load: () => Promise<T>): Loaded<T> => {
  const [settled, setSettled] = useState<{ key: string; result: Loaded<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (value) => current && setSettled({ key, result: { status: 'done', value } }),
      (error: unknown) => current && setSettled({ key, result: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` belongs to its key: a new closure for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return IDLE;
  return settled?.key === key ? settled.result : LOADING;
};
