import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginEndpoint } from '@contract/auth';
import { passkeyEndpoints } from '@contract/passkeys';
import { apiUrl } from '@/api/client';
import { keepPrerenderedForm } from '@/lib/prerendered';
import { answer, fakeApi } from '@/test-app';
import { customerFixture, jsonResponse as json, renderRoute } from '@/test-utils';
import { withWebAuthn } from '@/test-webauthn';
import { LoginScreen } from './LoginScreen';
import { RoutedLoginScreen } from './RoutedLoginScreen';

const { notifyError } = vi.hoisted(() => ({ notifyError: vi.fn() }));
// The browser's part of a passkey sign-in: the authenticator answers at once.
vi.mock('@simplewebauthn/browser', async () => (await import('@/test-webauthn')).instantAuthenticator());
vi.mock('@/ui/toast', async (original) => (await import('@/test-utils')).toastsWith(await original(), { notifyError, notifySuccess: vi.fn() }));

const customer = customerFixture({ pin: null });

const renderLogin = async () => {
  const router = renderRoute('/login', RoutedLoginScreen, ['/dashboard', '/register', '/forgot-password']);
  await screen.findByRole('heading', { name: 'Sign In' });
  return { user: userEvent.setup(), router };
};

/** Renders the form, fills it and presses Login. */
const submitLogin = async (uniqueid: string, password: string, { remember = false } = {}) => {
  const { user, router } = await renderLogin();
  await user.type(screen.getByLabelText('Email or Codenumber'), uniqueid);
  await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByLabelText('Remember Me'));
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return router;
};

const DAY_MS = 24 * 60 * 60 * 1000;

describe('LoginScreen', () => {
  beforeEach(() => {
    notifyError.mockClear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('refuses an empty form without calling the server', async () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email or Codenumber'), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(notifyError).toHaveBeenCalledWith('All fields are required', { position: 'top-center', duration: 3000, form: 'login' });
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email or Codenumber').getAttribute('aria-invalid')).toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('shows the server message at the top centre when the login is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { status: 'error', message: 'Invalid login details.' })),
    );
    await submitLogin('ada@example.ng', 'wrong-password');

    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('Invalid login details.', { position: 'top-center', duration: 3000, form: 'login' }));
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('signs in with a form-encoded call, keeps the session in cookies and remembers the id', async () => {
    const fetchStub = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { status: 'success', message: 'Login successful', customer, token: 'tok-9' }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const router = await submitLogin(' FV0001 ', 'correct-horse', { remember: true });

    await screen.findByRole('heading', { name: '/dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe(apiUrl(loginEndpoint));
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('uniqueid=FV0001&password=correct-horse');
    expect(Cookies.get('userAuth')).toBe('tok-9');
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ firstname: 'Ada' });
    expect(localStorage.getItem('rememberedUniqueId')).toBe('FV0001');
  });

  it('keeps the user and userAuth cookies for one day', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'success', message: 'Login successful', customer, token: 'tok-9' })),
    );
    // What really reaches document.cookie, attributes included (reading it back gives name=value only).
    const written: string[] = [];
    const cookieSetter = vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => void written.push(cookie));
    const before = Date.now();
    await submitLogin('FV0001', 'correct-horse');
    await screen.findByRole('heading', { name: '/dashboard' });
    const after = Date.now();
    cookieSetter.mockRestore();

    for (const name of ['userAuth', 'user']) {
      const cookie = written.find((entry) => entry.startsWith(`${name}=`));
      expect(cookie, `${name} cookie`).toBeDefined();
      const expires = /;\s*expires=([^;]+)/i.exec(cookie ?? '')?.[1];
      expect(expires, `${name} expiry`).toBeDefined();
      // toUTCString keeps whole seconds only.
      const expiresAt = Date.parse(expires ?? '');
      expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + DAY_MS);
      expect(expiresAt).toBeLessThanOrEqual(after + DAY_MS);
      expect(cookie).toMatch(/;\s*path=\/(;|$)/i);
    }
  });

  it("shows a passkey sign-in's wait on its own button, and is usable again, both ways in, when the dashboard cannot be opened", async () => {
    withWebAuthn();
    fakeApi([
      answer(passkeyEndpoints.passkeySignInOptions, { status: 'success', options: { challenge: 'c2lnbi1pbg' } }),
      answer(passkeyEndpoints.passkeySignIn, { status: 'success', message: 'Login successful', customer, token: 'tok-pk' }),
    ]);
    let fail = (_error: Error): void => undefined;
    const onSignedIn = vi.fn(() => new Promise<unknown>((_resolve, reject) => (fail = reject)));
    render(<LoginScreen Link={({ to, children }) => <a href={to}>{children}</a>} onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    // Signed in, the dashboard opening: the passkey button shows the wait, not Login.
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-busy');

    fail(new Error('Failed to fetch dynamically imported module'));
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('An unexpected error occurred.', expect.objectContaining({ form: 'login' })));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  describe('taking over the pre-rendered form', () => {
    /** The server's page in #root as the customer left it before the JavaScript ran (dist/login.html). */
    const prerendered = ({ alert = '' } = {}) => {
      const root = document.createElement('div');
      root.innerHTML = `<form method="post" action="/login">${alert && `<p class="lf-alert" role="alert">${alert}</p>`}
        <input name="uniqueid" /><input type="password" name="password" /><input type="checkbox" name="remember" /></form>`;
      document.body.append(root);
      const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      return { root, field };
    };

    it('keeps what was typed, Remember Me and the focused field', async () => {
      localStorage.setItem('rememberedUniqueId', 'someone-else@example.ng');
      const { root, field } = prerendered();
      field('uniqueid').value = 'ada@example.ng';
      field('password').value = 'half-typed';
      field('remember').checked = true;
      field('password').focus();
      keepPrerenderedForm(root);
      root.remove();

      await renderLogin();
      expect(screen.getByLabelText<HTMLInputElement>('Email or Codenumber').value).toBe('ada@example.ng');
      const password = screen.getByLabelText<HTMLInputElement>('Password');
      expect(password.value).toBe('half-typed');
      expect(screen.getByLabelText<HTMLInputElement>('Remember Me').checked).toBe(true);
      await vi.waitFor(() => expect(document.activeElement).toBe(password));
      expect(notifyError).not.toHaveBeenCalled();
    });

    it('keeps the server’s refusal in sight as the usual toast, once', async () => {
      const { root, field } = prerendered({ alert: 'Invalid login details.' });
      field('uniqueid').value = 'ada@example.ng';
      keepPrerenderedForm(root);
      root.remove();

      await renderLogin();
      expect(screen.getByLabelText<HTMLInputElement>('Email or Codenumber').value).toBe('ada@example.ng');
      await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('Invalid login details.', { position: 'top-center', duration: 3000, form: 'login' }));
      notifyError.mockClear();
      localStorage.setItem('rememberedUniqueId', 'ada@example.ng');
      await renderLogin();
      expect(notifyError).not.toHaveBeenCalled();
    });
  });
});
