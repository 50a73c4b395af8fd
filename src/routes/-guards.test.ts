import { isRedirect } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStage } from '@/lib/stages';
import { requireSignedIn, requireSignedOut, requireStage, toHome } from './-guards';

/** The path a guard redirects to, or undefined when it lets the visitor through. */
const redirectOf = (guard: () => void): string | undefined => {
  try {
    guard();
    return undefined;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options.to;
  }
};

describe('route guards', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => Cookies.remove('userAuth'));

  it('sends a later registration step to /login until its stage is reached', () => {
    const otp = requireStage('register', 2);
    const confirm = requireStage('register', 5);
    expect(redirectOf(otp)).toBe('/login');
    setStage('register', 2);
    expect(redirectOf(otp)).toBeUndefined();
    expect(redirectOf(confirm)).toBe('/login');
    setStage('register', 5);
    expect(redirectOf(confirm)).toBeUndefined();
  });

  it('guards recovery steps by their own stage', () => {
    setStage('register', 5);
    expect(redirectOf(requireStage('recovery', 2))).toBe('/login');
    setStage('recovery', 3);
    expect(redirectOf(requireStage('recovery', 3))).toBeUndefined();
  });

  it('splits the app by the userAuth cookie', () => {
    expect(redirectOf(toHome)).toBe('/login');
    expect(redirectOf(requireSignedIn)).toBe('/login');
    expect(redirectOf(requireSignedOut)).toBeUndefined();
    Cookies.set('userAuth', 'tok');
    expect(redirectOf(toHome)).toBe('/dashboard');
    expect(redirectOf(requireSignedOut)).toBe('/dashboard');
    expect(redirectOf(requireSignedIn)).toBeUndefined();
  });
});
