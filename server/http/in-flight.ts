import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The route handlers still running. A handler goes on after its client hung up (a money call's
 * provider answer still has to be recorded), so a closed listener does not mean the work is done:
 * shutdown waits for these before it closes the pools (docs/rules.md §Running several instances).
 */
export function handlersInFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    /** Runs `work`, counted until it settles. */
    track<T>(work: () => Promise<T>): Promise<T> {
      const promise = work();
      const counted = promise.then(
        () => undefined,
        () => undefined,
      );
      running.add(counted);
      void counted.finally(() => running.delete(counted));
      return promise;
    },
    /** Resolves once every handler running now has settled, or after `withinMs`: whether they all did. */
    async settled(withinMs: number): Promise<boolean> {
      const all = Promise.all([...running]).then(() => true);
      return Promise.race([all, sleep(withinMs, false, { ref: false })]);
    },
  };
}

export type HandlersInFlight = ReturnType<typeof handlersInFlight>;
