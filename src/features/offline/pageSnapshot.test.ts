import { number, object } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { online } from '@/state/connection';
import { customerFixture, signIn, signOut } from '@/test-utils';
import { liveOrKept, readTally, wholeOrKept } from './pageSnapshot';
import { snapshotStore } from './snapshot';

const Figures = object({ count: number() });
const settle = (read: Promise<unknown>) => read.catch(() => null);

describe('readTally', () => {
  it('tells whether any read was answered and whether all succeeded, passing each through', async () => {
    const reads = readTally();
    await expect(reads.watch(Promise.resolve(1))).resolves.toBe(1);
    await settle(reads.watch(Promise.reject(new ApiError(['Server error.'], 500))));
    expect(reads.fetched('x')).toEqual({ data: 'x', answered: true, complete: false });

    const offline = readTally();
    await settle(offline.watch(Promise.reject(new ApiError([]))));
    await settle(offline.watch(Promise.reject(new ApiError([]))));
    expect(offline.fetched('y')).toEqual({ data: 'y', answered: false, complete: false });
  });
});

/** A signed-in customer FV7 whose kept copies go, and the connection back up, after each test. */
const withCustomer = () => {
  beforeEach(() => signIn(customerFixture({ codenumber: 'FV7' })));
  afterEach(() => {
    signOut();
    localStorage.clear();
    online.value = true;
  });
};

describe('a whole answer', () => {
  withCustomer();

  it.each([
    ['liveOrKept', liveOrKept],
    ['wholeOrKept', wholeOrKept],
  ])('%s keeps it and shows it live', (_name, shown) => {
    const store = snapshotStore('whole', Figures);
    online.value = false;
    expect(shown(store, { data: { count: 3 }, answered: true, complete: true })).toEqual({ count: 3, snapshotAt: null });
    expect(store.read('FV7')?.data).toEqual({ count: 3 });
    expect(online.value).toBe(true);
  });
});

describe('liveOrKept', () => {
  const store = snapshotStore('test', Figures);
  withCustomer();

  it('does not keep a partial answer over the last whole one', () => {
    liveOrKept(store, { data: { count: 3 }, answered: true, complete: true });
    expect(liveOrKept(store, { data: { count: 0 }, answered: true, complete: false })).toEqual({ count: 0, snapshotAt: null });
    expect(store.read('FV7')?.data).toEqual({ count: 3 });
  });

  it('without any answer, counts as offline and shows the kept copy with its time', () => {
    liveOrKept(store, { data: { count: 3 }, answered: true, complete: true });
    const savedAt = store.read('FV7')?.savedAt;
    const shown = liveOrKept(store, { data: { count: 0 }, answered: false, complete: false });
    expect(shown).toEqual({ count: 3, snapshotAt: savedAt });
    expect(online.value).toBe(false);
  });

  it('without any answer or copy, shows what the reads gave', () => {
    expect(liveOrKept(store, { data: { count: 0 }, answered: false, complete: false })).toEqual({ count: 0, snapshotAt: null });
  });
});

describe('wholeOrKept', () => {
  const store = snapshotStore('whole', Figures);
  withCustomer();

  it('when a read failed, answered or not, shows the kept copy with its time, and counts as offline only without an answer', () => {
    wholeOrKept(store, { data: { count: 3 }, answered: true, complete: true });
    const savedAt = store.read('FV7')?.savedAt;
    expect(wholeOrKept(store, { data: null, answered: true, complete: false })).toEqual({ count: 3, snapshotAt: savedAt });
    expect(online.value).toBe(true);
    expect(wholeOrKept(store, { data: null, answered: false, complete: false })).toEqual({ count: 3, snapshotAt: savedAt });
    expect(online.value).toBe(false);
  });

  it('when a read failed and nothing was kept, gives nothing rather than figures standing in', () => {
    expect(wholeOrKept(store, { data: null, answered: true, complete: false })).toBeNull();
    expect(wholeOrKept(store, { data: null, answered: false, complete: false })).toBeNull();
  });
});
