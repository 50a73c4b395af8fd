import { is, number, string, type, type Struct } from 'superstruct';
import { storedJson } from '@/lib/storage';

/** Raised when what a page keeps changes shape: a copy an older build wrote is then ignored. */
export const SNAPSHOT_VERSION = 1;
/** A copy older than a session (24 hours, docs/rules.md §The installed app) belongs to a sign-in that has ended. */
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Local-storage keys of the copies; a sign-out clears all of local storage, these with it. */
export const SNAPSHOT_KEY_PREFIX = 'offlineSnapshot:';

/**
 * The copy's wrapping; the page's data in it is checked against the page's own struct. (`type`
 * rather than `object` with `unknown()`: the sign-in page's chunk carries superstruct, and every
 * struct kind used anywhere joins it.)
 */
const Envelope = type({ version: number(), owner: string(), savedAt: number() });

/** A page's data as it was last read, and when (epoch milliseconds). */
type Snapshot<T> = { data: T; savedAt: number };

export type SnapshotStore<T> = {
  /** Keeps the page's data for `owner` (the customer's code number). */
  save: (data: T, owner: string, now?: number) => void;
  /** The copy kept for `owner`; undefined when there is none, it is another customer's, too old or of another version. */
  read: (owner: string, now?: number) => Snapshot<T> | undefined;
};

/** One page's copy for offline use, in local storage under `name` (docs/rules.md §The installed app). */
export const snapshotStore = <T>(name: string, data: Struct<T, unknown>, storage: Storage = localStorage): SnapshotStore<T> => {
  const kept = storedJson(SNAPSHOT_KEY_PREFIX + name, Envelope, storage);
  return {
    save: (value, owner, now = Date.now()) => {
      const copy = { version: SNAPSHOT_VERSION, owner, savedAt: now, data: value };
      try {
        kept.write(copy);
      } catch {
        // Storage full or refused (private browsing): the page shows as ever, it only has no copy.
      }
    },
    read: (owner, now = Date.now()) => {
      const copy = kept.read();
      if (!copy || copy.version !== SNAPSHOT_VERSION || copy.owner !== owner || !('data' in copy) || !is(copy.data, data)) return undefined;
      const age = now - copy.savedAt;
      return age >= 0 && age <= SNAPSHOT_MAX_AGE_MS ? { data: copy.data, savedAt: copy.savedAt } : undefined;
    },
  };
};
