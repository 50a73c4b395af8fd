import { number, object, string } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession } from '@/state/session';
import { SNAPSHOT_KEY_PREFIX, SNAPSHOT_MAX_AGE_MS, SNAPSHOT_VERSION, snapshotStore } from './snapshot';

const Figures = object({ balance: string(), count: number() });
const SAVED_AT = Date.parse('2026-11-25T13:05:00Z');
const figures = { balance: '1500.50', count: 3 };

describe('snapshotStore', () => {
  afterEach(() => localStorage.clear());

  it('keeps a page’s data with its time and gives it back to the same customer', () => {
    const store = snapshotStore('page', Figures);
    store.save(figures, 'FV1', SAVED_AT);
    expect(store.read('FV1', SAVED_AT + 60_000)).toEqual({ data: figures, savedAt: SAVED_AT });
    expect(JSON.parse(localStorage.getItem(`${SNAPSHOT_KEY_PREFIX}page`) ?? '')).toEqual({
      version: SNAPSHOT_VERSION,
      owner: 'FV1',
      savedAt: SAVED_AT,
      data: figures,
    });
  });

  it('ignores another customer’s copy, a stale one, one from the future and one of another version or shape', () => {
    const store = snapshotStore('page', Figures);
    store.save(figures, 'FV1', SAVED_AT);
    expect(store.read('FV2', SAVED_AT)).toBeUndefined();
    expect(store.read('FV1', SAVED_AT + SNAPSHOT_MAX_AGE_MS)).toBeDefined();
    expect(store.read('FV1', SAVED_AT + SNAPSHOT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(store.read('FV1', SAVED_AT - 1)).toBeUndefined();

    const key = `${SNAPSHOT_KEY_PREFIX}page`;
    localStorage.setItem(key, JSON.stringify({ version: SNAPSHOT_VERSION + 1, owner: 'FV1', savedAt: SAVED_AT, data: figures }));
    expect(store.read('FV1', SAVED_AT)).toBeUndefined();
    localStorage.setItem(key, JSON.stringify({ version: SNAPSHOT_VERSION, owner: 'FV1', savedAt: SAVED_AT, data: { balance: 1500 } }));
    expect(store.read('FV1', SAVED_AT)).toBeUndefined();
    localStorage.setItem(key, '{broken');
    expect(store.read('FV1', SAVED_AT)).toBeUndefined();
  });

  it('keeps nothing, quietly, when storage refuses the write', () => {
    const full: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = snapshotStore('page', Figures, full);
    expect(() => store.save(figures, 'FV1', SAVED_AT)).not.toThrow();
    expect(store.read('FV1', SAVED_AT)).toBeUndefined();
  });

  it('goes with the rest of local storage at sign-out', () => {
    const store = snapshotStore('page', Figures);
    store.save(figures, 'FV1');
    clearStoredSession();
    expect(store.read('FV1')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});
