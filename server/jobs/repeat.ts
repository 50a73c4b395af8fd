/**
 * Runs `pass` every `everyMs` until the returned function is called, which also waits for a pass
 * under way. A pass never overlaps the previous one; a failed pass is reported and the next runs.
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
