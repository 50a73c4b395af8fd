import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerFixture, jsonResponse as json } from '@/test-utils';
import { LoginPage } from './LoginPage';

describe('LoginPage (the sign-in page without the router)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('links to the other signed-out screens with plain page loads', () => {
    render(<LoginPage startApp={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('hands the page to the app once signed in, the button busy until the app has taken over', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'success', message: 'Login successful', customer: customerFixture(), token: 'tok-1' })),
    );
    let appStarted = () => undefined as void;
    const startApp = vi.fn(() => new Promise<void>((resolve) => (appStarted = resolve)));
    render(<LoginPage startApp={startApp} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or Codenumber'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    expect(startApp).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(Cookies.get('userAuth')).toBe('tok-1');
    // Still on this page while the app's chunks arrive: the button says it is at work.
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    appStarted();
  });
});
