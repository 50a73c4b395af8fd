import { screen } from '@testing-library/preact';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLoginPage } from './startLoginPage';

const { startApp } = vi.hoisted(() => ({ startApp: vi.fn(async () => undefined) }));
vi.mock('./app', () => ({ startApp }));
vi.mock('./boot', () => ({ boot: vi.fn() }));

/** #root as login.html has it: the pre-rendered form, something typed in it. */
const loginHtmlRoot = () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="boot"><form method="post" action="/login"><input name="uniqueid" value="ada@example.ng" /><input type="password" name="password" /></form></div>';
  document.body.append(root);
  return root;
};

describe('the sign-in page’s start', () => {
  afterEach(() => {
    document.body.replaceChildren();
    Cookies.remove('userAuth', { path: '/' });
    startApp.mockClear();
  });

  it('signed out: draws the sign-in screen over the pre-rendered form, keeping what was typed, at /login, without the app', async () => {
    history.replaceState(null, '', '/');
    startLoginPage(loginHtmlRoot());
    expect(await screen.findByLabelText<HTMLInputElement>('Email or Codenumber')).toHaveProperty('value', 'ada@example.ng');
    expect(document.querySelector('.boot')).toBeNull();
    expect(location.pathname).toBe('/login');
    expect(startApp).not.toHaveBeenCalled();
  });

  it('signed in (a page the service worker answered): starts the app at once', async () => {
    Cookies.set('userAuth', 'tok-1', { path: '/' });
    const root = loginHtmlRoot();
    startLoginPage(root);
    await vi.waitFor(() => expect(startApp).toHaveBeenCalledWith(root, undefined));
  });
});
