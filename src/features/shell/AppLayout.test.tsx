import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut, visibleToasts } from '@/test-utils';

const unauthenticated = () => jsonResponse(401, { status: 'error', message: 'Unauthenticated.' });

describe('the signed-in frame when the server ends the session', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('goes to /login and says the session expired, once', async () => {
    signIn(customerFixture());
    const api = fakeApi({ 'GET customer': unauthenticated, 'GET customer/dashboard/allinvestments': unauthenticated });
    const router = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(visibleToasts()).toEqual(['Your session has expired. Please log in again.']));
    // The second 401 (the investments) was asked for, and must not add a second toast on its way in.
    expect(api.callsTo('GET', 'customer/dashboard/allinvestments')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(visibleToasts()).toEqual(['Your session has expired. Please log in again.']);
  });
});
