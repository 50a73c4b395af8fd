/**
 * Runs tasks that share a key one after another (in this process), tasks with different keys
 * side by side. A failed task does not stop the ones queued behind it.
 */
export function keyedQueue() {
  const tails = new Map<string | number, Promise<unknown>>();
  return function run<T>(key: string | number, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The last task of a key removes the key, so the map only holds keys with work queued.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
