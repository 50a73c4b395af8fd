import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptRememberedCookie } from './rememberedCookie';
import { REMEMBERED_ID_KEY } from './session';

describe('Remember Me after a sign-in through the pre-rendered form', () => {
  afterEach(() => localStorage.clear());

  it('moves the identifier the server left in a cookie into local storage, and deletes the cookie', () => {
    Cookies.set('rememberedUniqueId', 'ada@example.ng', { path: '/' });
    adoptRememberedCookie();
    expect(localStorage.getItem(REMEMBERED_ID_KEY)).toBe('ada@example.ng');
    expect(Cookies.get('rememberedUniqueId')).toBeUndefined();
  });

  it('forgets a remembered identifier when the cookie is empty (Remember Me unticked)', () => {
    localStorage.setItem(REMEMBERED_ID_KEY, 'ada@example.ng');
    Cookies.set('rememberedUniqueId', '', { path: '/' });
    adoptRememberedCookie();
    expect(localStorage.getItem(REMEMBERED_ID_KEY)).toBeNull();
    expect(Cookies.get('rememberedUniqueId')).toBeUndefined();
  });

  it('leaves local storage alone without the cookie', () => {
    localStorage.setItem(REMEMBERED_ID_KEY, 'ada@example.ng');
    adoptRememberedCookie();
    expect(localStorage.getItem(REMEMBERED_ID_KEY)).toBe('ada@example.ng');
  });
});
