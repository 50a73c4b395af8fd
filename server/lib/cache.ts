/**
 * A slowly changing value that is costly to fetch (a provider's bank list or data plans), kept for
 * ttlMs after it arrived. Calls made while a fetch runs share that fetch. A failed fetch keeps
 * nothing: its caller gets the error and the next call fetches afresh, so an outage is never
 * remembered as the answer.
 */
export function cachedLoader<T>(load: () => Promise<T>, ttlMs: number, now: () => number): () => Promise<T> {
  let kept: { value: T; fetchedAt: number } | null = null;
  let loading: Promise<T> | null = null;
  return async () => {
    if (kept && now() - kept.fetchedAt < ttlMs) return kept.value;
    loading ??= load()
      .then((value) => {
        kept = { value, fetchedAt: now() };
        return value;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
}
