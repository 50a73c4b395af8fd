import { ApiError } from '@/api/errors';
import { online } from '@/state/connection';
import { session } from '@/state/session';
import type { SnapshotStore } from './snapshot';

/**
 * A call that got no HTTP answer at all: the client turns a failed fetch (a TypeError: offline,
 * or the server out of reach) into an ApiError without a status (src/api/errors.ts).
 */
export const gotNoAnswer = (error: unknown): boolean => error instanceof ApiError && error.status === undefined;

/** What a page's reads came back with. */
export type Fetched<T> = {
  data: T;
  /** Whether any read got an HTTP answer: none means the server cannot be reached. */
  answered: boolean;
  /** Whether every read succeeded: only a whole picture is kept. */
  complete: boolean;
};

/** When the shown figures were kept (epoch milliseconds); null when they are live. */
export type FromSnapshot = { snapshotAt: number | null };

/**
 * Counts a page's reads as they settle: whether any got an HTTP answer and whether all succeeded.
 * `watch` passes each read through unchanged.
 */
export const readTally = () => {
  let total = 0;
  let failed = 0;
  let unanswered = 0;
  return {
    watch: <R>(read: Promise<R>): Promise<R> => {
      total += 1;
      return read.catch((error: unknown) => {
        failed += 1;
        if (gotNoAnswer(error)) unanswered += 1;
        throw error;
      });
    },
    fetched: <T>(data: T): Fetched<T> => ({ data, answered: unanswered < total, complete: failed === 0 }),
  };
};

/**
 * A page's data while the server answers, kept on the device when whole; when it does not answer,
 * the kept copy and its time instead (or what the reads gave, when there is no copy). Either way
 * `online` follows what the reads found (docs/rules.md §The installed app).
 */
export const liveOrKept = <T extends object>(store: SnapshotStore<T>, { data, answered, complete }: Fetched<T>): T & FromSnapshot => {
  online.value = answered;
  const owner = session.value?.customer?.codenumber;
  if (answered) {
    if (complete && owner !== undefined) store.save(data, owner);
    return { ...data, snapshotAt: null };
  }
  const copy = owner === undefined ? undefined : store.read(owner);
  return copy ? { ...copy.data, snapshotAt: copy.savedAt } : { ...data, snapshotAt: null };
};
