import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { session } from '@/state/session';
import { leaveForLogin, LOGOUT_REDIRECT_MS, logOut, logoutErrorMessage } from './logout';

const { logout, notifyError, notifyWarning } = vi.hoisted(() => ({
  logout: vi.fn(),
  notifyError: vi.fn(),
  notifyWarning: vi.fn(),
}));
vi.mock('./api', () => ({ logout }));
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifyWarning }));

describe('logout error text', () => {
  it("is the server's first message, else the product's fallbacks", () => {
    expect(logoutErrorMessage(new ApiError(['Token mismatch.', 'Second.'], 422))).toBe('Token mismatch.');
    expect(logoutErrorMessage(new ApiError([], 500))).toBe('Failed to log out. Please try again.');
    expect(logoutErrorMessage(new ApiError([]))).toBe('An unexpected error occurred. Redirecting to login.');
    expect(logoutErrorMessage(new TypeError('boom'))).toBe('An unexpected error occurred. Redirecting to login.');
  });
});

describe('logOut', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Cookies.set('userAuth', 'tok');
    Cookies.set('user', '{}');
    localStorage.setItem('registrationStage', '3');
    localStorage.setItem('rememberedUniqueId', 'FV0001');
    session.value = { token: 'tok', customer: null };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('warns, clears storage and cookies whatever the answer, and ends the session 2 s later', async () => {
    logout.mockRejectedValue(new ApiError(['Already logged out.'], 422));
    const done = logOut();
    expect(notifyWarning).toHaveBeenCalledWith('Logging you out...');
    await vi.advanceTimersByTimeAsync(0);
    expect(notifyError).toHaveBeenCalledWith('Already logged out.');
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('registrationStage')).toBeNull();
    // Remember Me is there for the next sign-in: a sign-out keeps it.
    expect(localStorage.getItem('rememberedUniqueId')).toBe('FV0001');
    expect(session.value).not.toBeNull();

    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS);
    await done;
    expect(session.value).toBeNull();
  });

  it("forgets Remember Me's identifier too when the account it names was deleted", async () => {
    const done = leaveForLogin({ forgetRemembered: true });
    expect(localStorage.length).toBe(0);
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS);
    await done;
    expect(session.value).toBeNull();
  });

  it('shows no error when the server agrees', async () => {
    logout.mockResolvedValue({ status: 'success', message: 'Logged out' });
    const done = logOut();
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS);
    await done;
    expect(notifyError).not.toHaveBeenCalled();
    expect(session.value).toBeNull();
  });
});
