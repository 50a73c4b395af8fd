import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

const { notifyWarning } = vi.hoisted(() => ({ notifyWarning: vi.fn() }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyWarning }));

const unauthenticated = () => jsonResponse(401, { status: 'error', message: 'Unauthenticated.' });

describe('the signed-in frame when the server ends the session', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('goes to /login and says the session expired, once', async () => {
    signIn(customerFixture());
    fakeApi({ 'GET customer': unauthenticated, 'GET customer/dashboard/allinvestments': unauthenticated });
    const router = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(notifyWarning.mock.calls).toEqual([['Your session has expired. Please log in again.']]);
  });
});
