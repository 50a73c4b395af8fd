import { waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { session } from '@/state/session';
import { answer, fakeApi } from '@/test-app';
import { customerFixture, jsonResponse, removeToasts, signIn, signOut, visibleToasts } from '@/test-utils';
import { refreshCustomer } from './api';

describe('refreshing the customer', () => {
  beforeEach(() => signIn(customerFixture({ ngnbalance: '500.00' })));
  afterEach(async () => {
    signOut();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await removeToasts();
  });

  it('puts the fresh customer in the session', async () => {
    fakeApi([answer(customerEndpoint, () => ({ status: 'success', customer: customerFixture({ ngnbalance: '750.00' }) }))]);
    await refreshCustomer();
    expect(session.value?.customer?.ngnbalance).toBe('750.00');
  });

  it("logs 'Failed to get user object', shows the fallback (or the server's message) and keeps what was shown", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi([answer(customerEndpoint, () => new Response('', { status: 503 }))]);
    await refreshCustomer();
    expect(warn).toHaveBeenCalledWith('Failed to get user object');
    await waitFor(() => expect(visibleToasts()).toEqual(['Failed to get user data. Please try again.']));
    expect(session.value?.customer?.ngnbalance).toBe('500.00');

    await removeToasts();
    fakeApi([answer(customerEndpoint, () => jsonResponse(500, { status: 'error', message: 'Try again in a minute.' }))]);
    await refreshCustomer();
    await waitFor(() => expect(visibleToasts()).toEqual(['Try again in a minute.']));
  });
});
