/**
 * Runs `pass` every `everyMs` until stopped; a pass never overlaps the previous one, and a failed
 * pass is reported and the next one runs as usual. Stopping waits for a pass under way.
 */
export function repeatEvery(everyMs: number, pass: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => pass().catch(onError));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
