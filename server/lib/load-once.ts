/**
 * A module loaded on its first use instead of at start: the picture and PDF libraries are needed
 * by a few rare requests and cost every start a tenth of a second to load (docs/performance.md
 * §Cold start). A failed load is tried again on the next use.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
