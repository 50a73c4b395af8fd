import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { investmentSummaryEndpoint } from '@contract/dashboard';
import { liveEventsEndpoint, type LiveEvent } from '@contract/live';
import { notificationPageEndpoint } from '@contract/notifications';
import { recentTransactionsEndpoint } from '@contract/transactions';
import { apiUrl } from '@/api/client';
import { balanceVisible } from '@/state/preferences';
import { answer, fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';
import { startLiveUpdates } from './liveUpdates';

/** Stands in for the browser's EventSource: the test opens, fails and feeds each stream. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  say(event: LiveEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }

  static latest(): FakeEventSource {
    const stream = FakeEventSource.made.at(-1);
    if (!stream) throw new Error('no stream was opened');
    return stream;
  }
}

/** The server's customer: its balance is whatever the test last made it. */
const serverBalance = (initial: string) => {
  let balance = initial;
  return {
    set: (next: string) => void (balance = next),
    answer: answer(customerEndpoint, () => ({ status: 'success', customer: customerFixture({ ngnbalance: balance }) })),
  };
};

const walletShows = () => screen.getByRole('status', { name: 'Wallet Balance' }).textContent;

describe('live updates', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    signIn(customerFixture({ ngnbalance: '1500.50' }));
    balanceVisible.value = true;
  });
  afterEach(() => {
    stop();
    signOut();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads the balance again when the stream says it changed, and the dashboard shows it without a reload', async () => {
    const balance = serverBalance('1500.50');
    const api = fakeApi([balance.answer]);
    const router = renderApp('/dashboard');
    await waitFor(() => expect(walletShows()).toBe('₦1,500.50'));
    stop = startLiveUpdates(router);
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(apiUrl(liveEventsEndpoint));
    stream.open();
    const reads = api.callsTo(customerEndpoint).length;

    balance.set('2000.50');
    stream.say({ kind: 'changed', changed: ['balance'] });
    await waitFor(() => expect(walletShows()).toBe('₦2,000.50'));
    expect(api.callsTo(customerEndpoint)).toHaveLength(reads + 1);
    // Only the balance changed: the history and the bell are not read again.
    expect(api.callsTo(recentTransactionsEndpoint)).toHaveLength(1);
  });

  it('reads the history on the shown page and the bell when those changed, and everything when the stream opens again', async () => {
    const api = fakeApi();
    const router = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'History' });
    stop = startLiveUpdates(router);
    const first = FakeEventSource.latest();
    first.open();
    const bell = api.callsTo(notificationPageEndpoint).length;

    first.say({ kind: 'changed', changed: ['history', 'notifications'] });
    await waitFor(() => expect(api.callsTo(recentTransactionsEndpoint)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo(notificationPageEndpoint)).toHaveLength(bell + 1));

    // The connection drops: the browser's own retry is replaced by a later one of ours.
    vi.useFakeTimers();
    try {
      first.onerror?.(new Event('error'));
      expect(first.closed).toBe(true);
      await vi.runOnlyPendingTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    const customerReads = api.callsTo(customerEndpoint).length;
    second.open();
    // What changed while it was closed was never told: everything is read again.
    await waitFor(() => expect(api.callsTo(customerEndpoint)).toHaveLength(customerReads + 1));
    await waitFor(() => expect(api.callsTo(recentTransactionsEndpoint)).toHaveLength(3));
    await waitFor(() => expect(api.callsTo(notificationPageEndpoint)).toHaveLength(bell + 2));
    expect(api.callsTo(investmentSummaryEndpoint).length).toBeGreaterThanOrEqual(2);
  });

  it('closes a stream replaced by a newer one and opens it again only once the page is shown again', async () => {
    fakeApi();
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'History' });
    stop = startLiveUpdates();
    const replaced = FakeEventSource.latest();
    replaced.open();
    replaced.say({ kind: 'replaced' });
    expect(replaced.closed).toBe(true);
    expect(FakeEventSource.made).toHaveLength(1);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.made).toHaveLength(2);
  });

  it('closes the stream when the customer signs out', () => {
    fakeApi();
    stop = startLiveUpdates();
    const stream = FakeEventSource.latest();
    signOut();
    expect(stream.closed).toBe(true);
  });

  it('does nothing in a browser without EventSource: the app reads as it always did', async () => {
    vi.stubGlobal('EventSource', undefined);
    const api = fakeApi();
    renderApp('/dashboard');
    stop = startLiveUpdates();
    await screen.findByRole('region', { name: 'History' });
    expect(api.callsTo(customerEndpoint)).toHaveLength(1);
  });
});
