/** A script chunk still not in after 120 s has failed (docs/product.md §Numbers and formats), as on a dropped connection. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A lazy import that gives up after `ms`. The error's words are the ones the fallback page and
 * its reload-once recognise as a failed chunk (see features/errors).
 */
export const withChunkTimeout = <T>(load: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading chunk timed out after ${ms / 1000} s`)), ms);
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });
