import { validate } from 'superstruct';
import { LIVE_CHANGES, LiveEvent, liveEventsEndpoint, type LiveChange } from '@contract/live';
import { apiUrl } from '@/api/client';

/** After a failure: 1 s, doubling, at most a minute, shortened at random so many phones spread out. */
const FIRST_RETRY_MS = 1_000;
const MOST_RETRY_MS = 60_000;
/** A page hidden this long lets its stream go (the server's slot, the phone's battery); shown again, it reopens. */
const HIDDEN_CLOSE_MS = 60_000;

export interface LiveTimings {
  firstRetryMs: number;
  mostRetryMs: number;
  hiddenCloseMs: number;
}

const TIMINGS: LiveTimings = { firstRetryMs: FIRST_RETRY_MS, mostRetryMs: MOST_RETRY_MS, hiddenCloseMs: HIDDEN_CLOSE_MS };

/**
 * Keeps the live stream open while the page is in use (docs/rules.md §Live updates) and calls
 * `readAgain` with what changed: on each event, and with everything each time the stream opens
 * again (what happened while it was closed was never told). A failure or a refusal (a full or
 * restarting server answers 503, a stream replaced by a newer one) closes it and it tries again
 * later, with backoff; meanwhile the app reads as it always did. Without EventSource it does
 * nothing. Answers how to stop it.
 */
export function connectLive(readAgain: (what: readonly LiveChange[]) => void, timings: LiveTimings = TIMINGS): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let openedBefore = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let hiding: ReturnType<typeof setTimeout> | undefined;
  /** Replaced by a newer stream of the customer's: back when this page is shown again. */
  let replaced = false;

  const close = () => {
    source?.close();
    source = null;
  };

  const later = () => {
    clearTimeout(retry);
    const ceiling = Math.min(timings.mostRetryMs, timings.firstRetryMs * 2 ** failures++);
    retry = setTimeout(open, replaced ? timings.mostRetryMs : ceiling / 2 + (Math.random() * ceiling) / 2);
  };

  function open() {
    clearTimeout(retry);
    if (source || document.visibilityState === 'hidden') return;
    replaced = false;
    const stream = new EventSource(apiUrl(liveEventsEndpoint));
    source = stream;
    stream.onopen = () => {
      failures = 0;
      if (openedBefore) readAgain(LIVE_CHANGES);
      openedBefore = true;
    };
    stream.onmessage = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const [mismatch, event] = validate(data, LiveEvent);
      if (mismatch) return;
      if (event.kind === 'changed') readAgain(event.changed ?? []);
      else {
        replaced = true;
        close();
        later();
      }
    };
    stream.onerror = () => {
      // The browser would try again at once, forever; we wait longer after each failure.
      if (source !== stream) return;
      close();
      later();
    };
  }

  const onVisibility = () => {
    clearTimeout(hiding);
    if (document.visibilityState === 'hidden') hiding = setTimeout(close, timings.hiddenCloseMs);
    else if (!source) open();
  };
  // Back online: no need to wait out the backoff.
  const onOnline = () => {
    failures = 0;
    if (!source && !replaced) open();
  };
  document.addEventListener('visibilitychange', onVisibility);
  addEventListener('online', onOnline);
  open();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    removeEventListener('online', onOnline);
    clearTimeout(retry);
    clearTimeout(hiding);
    close();
  };
}
