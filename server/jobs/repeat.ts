/** Told how long each pass took and whether it failed (the metrics, docs/deploy.md §Metrics). */
export type PassObserver = (job: string, seconds: number, failed: boolean) => void;

/** How a job runs: how often, and who hears of each pass. */
export interface RepeatOptions {
  everyMs?: number;
  observe?: PassObserver;
}

/**
 * Runs `pass` every `everyMs` until stopped; a pass never overlaps the previous one, and a failed
 * pass is logged as `<job> pass failed` and the next one runs as usual. Stopping waits for a pass
 * under way.
 */
export function repeatEvery(
  { job, everyMs, log, observe }: { job: string; everyMs: number; log: { error(obj: object, msg: string): void }; observe?: PassObserver },
  pass: () => Promise<unknown>,
) {
  const timed = async () => {
    const started = performance.now();
    let failed = false;
    try {
      await pass();
    } catch (error) {
      failed = true;
      log.error({ err: error }, `${job} pass failed`);
    }
    observe?.(job, (performance.now() - started) / 1000, failed);
  };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(timed);
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
