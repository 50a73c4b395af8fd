/** Thrown when the queue already holds as much work as it may; the caller answers "busy". */
export class QueueFull extends Error {
  override readonly name = 'QueueFull';
}

interface Job {
  run: () => Promise<unknown>;
  queuedAt: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs at most `concurrency` tasks at once and, when more wait, takes the next one from each key
 * in turn (round robin). A flood under one key (one client address) therefore delays another
 * key's task by about one task, not by the whole flood. Past `maxQueued` waiting tasks, new ones
 * are refused with QueueFull instead of waiting for ever; past `maxPerKey` waiting under one key,
 * that key's new ones are, so no one key can fill the queue and have everyone else refused.
 */
export function fairQueue({ concurrency, maxQueued, maxPerKey = maxQueued }: { concurrency: number; maxQueued: number; maxPerKey?: number }) {
  const waiting = new Map<string, Job[]>();
  /** Keys with waiting jobs, in the order they get their next turn. */
  const turns: string[] = [];
  let running = 0;
  let queued = 0;
  /** Told how long each task waited for its turn, in seconds (the metrics). */
  const watchers = new Set<(waitedSeconds: number) => void>();

  const startNext = (): void => {
    while (running < concurrency && turns.length > 0) {
      const key = turns.shift()!;
      const jobs = waiting.get(key)!;
      const job = jobs.shift()!;
      if (jobs.length > 0) turns.push(key);
      else waiting.delete(key);
      queued -= 1;
      running += 1;
      const waited = (performance.now() - job.queuedAt) / 1000;
      for (const watcher of watchers) watcher(waited);
      job
        .run()
        .then(job.resolve, job.reject)
        .finally(() => {
          running -= 1;
          startNext();
        });
    }
  };

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const jobs = waiting.get(key);
      if (queued >= maxQueued || (jobs?.length ?? 0) >= maxPerKey) return Promise.reject(new QueueFull('too much work is waiting'));
      return new Promise<T>((resolve, reject) => {
        const job: Job = { run: task, queuedAt: performance.now(), resolve: resolve as (value: unknown) => void, reject };
        if (jobs) jobs.push(job);
        else {
          waiting.set(key, [job]);
          turns.push(key);
        }
        queued += 1;
        startNext();
      });
    },
    /** Tasks waiting for a turn (not counting those running). */
    get waiting(): number {
      return queued;
    },
    /** Calls `watcher` with each task's wait as it starts, until the returned function is called. */
    watchWaits(watcher: (waitedSeconds: number) => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
