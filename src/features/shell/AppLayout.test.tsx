import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint, logoutEndpoint } from '@contract/account';
import { loginEndpoint } from '@contract/auth';
import { investmentCountEndpoint } from '@contract/dashboard';
import { answer, fakeApi, renderApp } from '@/test-app';
import { customerFixture, jsonResponse, removeToasts, signIn, signOut, visibleToasts } from '@/test-utils';

const unauthenticated = () => jsonResponse(401, { status: 'error', message: 'Unauthenticated.' });

describe('the signed-in frame when the server ends the session', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('goes to /login and says the session expired, once', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(customerFixture());
    const api = fakeApi([answer(customerEndpoint, unauthenticated), answer(investmentCountEndpoint, unauthenticated)]);
    const router = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(visibleToasts()).toEqual(['Your session has expired. Please log in again.']));
    // The second 401 (the investments) was asked for, and must not add a second toast on its way in.
    expect(api.callsTo(investmentCountEndpoint)).toHaveLength(1);
    // The dashboard's loader reports that refusal once the client has handled it (ended the session again).
    await waitFor(() => expect(warned).toHaveBeenCalledWith('customer/dashboard/allinvestments: 401'));
    expect(visibleToasts()).toEqual(['Your session has expired. Please log in again.']);
  });
});

describe('signing out', () => {
  afterEach(async () => {
    signOut();
    localStorage.clear();
    vi.unstubAllGlobals();
    await removeToasts();
  });

  it("keeps Remember Me's identifier for the next sign-in and clears the rest of local storage; unticked at a sign-in, it goes", async () => {
    signIn(customerFixture());
    localStorage.setItem('rememberedUniqueId', 'FV00000001');
    localStorage.setItem('registrationStage', '3');
    fakeApi([
      answer(logoutEndpoint, () => ({ status: 'success', message: 'Logged out successfully.' })),
      answer(loginEndpoint, () => ({ status: 'success', message: 'Login successful', customer: customerFixture(), token: 'tok-2' })),
    ]);
    const router = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Logout' })).getByRole('button', { name: 'Logout' }));

    // Two seconds later, /login: the identifier filled in and the box still ticked.
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText<HTMLInputElement>('Email or Codenumber').value).toBe('FV00000001');
    expect(screen.getByLabelText<HTMLInputElement>('Remember Me').checked).toBe(true);
    expect({ ...localStorage }).toEqual({ rememberedUniqueId: 'FV00000001' });

    // Only the customer's own choice forgets it: unticked, then signed in.
    await user.click(screen.getByLabelText('Remember Me'));
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('rememberedUniqueId')).toBeNull();
  });
});
