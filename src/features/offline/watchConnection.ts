import { online } from '@/state/connection';

/** How often a page read from its copy asks again while the browser still claims a connection. */
export const RETRY_MS = 30_000;

/**
 * Keeps `online` in step with the browser's online and offline events, and calls `onBack` when
 * the connection returns, so the shown page reads everything again. When reads found the server
 * out of reach while the browser claims a connection, no event will come: `onBack` is then tried
 * every RETRY_MS. Returns the way to stop.
 */
export const watchConnection = (onBack: () => void): (() => void) => {
  const up = () => {
    online.value = true;
    onBack();
  };
  const down = () => {
    online.value = false;
  };
  if (!navigator.onLine) down();
  addEventListener('online', up);
  addEventListener('offline', down);
  const retry = setInterval(() => {
    if (!online.value && navigator.onLine) onBack();
  }, RETRY_MS);
  return () => {
    removeEventListener('online', up);
    removeEventListener('offline', down);
    clearInterval(retry);
  };
};
