import { ApiError } from '@/api/errors';
import { online } from '@/state/connection';
import { session } from '@/state/session';
import type { SnapshotStore } from './snapshot';

/**
 * A call that got no HTTP answer at all: the client turns a failed fetch (a TypeError: offline,
 * or the server out of reach) into an ApiError without a status (src/api/errors.ts).
 */
const gotNoAnswer = (error: unknown): boolean => error instanceof ApiError && error.status === undefined;

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

/** The copy kept for the signed-in customer, with its time; undefined when there is none. */
const keptCopy = <T extends object>(store: SnapshotStore<T>): (T & FromSnapshot) | undefined => {
  const owner = session.value?.customer?.codenumber;
  const copy = owner === undefined ? undefined : store.read(owner);
  return copy && { ...copy.data, snapshotAt: copy.savedAt };
};

/** Keeps a whole answer for the signed-in customer and gives it as live. */
const keptLive = <T extends object>(store: SnapshotStore<T>, data: T): T & FromSnapshot => {
  const owner = session.value?.customer?.codenumber;
  if (owner !== undefined) store.save(data, owner);
  return { ...data, snapshotAt: null };
};

/**
 * A page's data while the server answers, kept on the device when whole; when it does not answer,
 * the kept copy and its time instead (or what the reads gave, when there is no copy). Either way
 * `online` follows what the reads found (docs/rules.md §The installed app).
 */
export const liveOrKept = <T extends object>(store: SnapshotStore<T>, { data, answered, complete }: Fetched<T>): T & FromSnapshot => {
  online.value = answered;
  if (answered) return complete ? keptLive(store, data) : { ...data, snapshotAt: null };
  return keptCopy(store) ?? { ...data, snapshotAt: null };
};

/**
 * A page that shows its figures whole or not at all (null `data`: a read failed): the figures,
 * kept on the device; else, whether the server answered with an error or not at all, the kept
 * copy and its time; else null, for the page to say they could not be loaded (docs/product.md
 * §Dashboard). `online` follows what the reads found.
 */
export const wholeOrKept = <T extends object>(store: SnapshotStore<T>, { data, answered }: Fetched<T | null>): (T & FromSnapshot) | null => {
  online.value = answered;
  return data === null ? (keptCopy(store) ?? null) : keptLive(store, data);
};
