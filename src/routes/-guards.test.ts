import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStage } from '@/lib/stages';
import { requireSignedIn, requireSignedOut, requireStage, toHome } from './-guards';

/** The guards' argument for a visitor signed in or not, as the router's context tells them. */
const visitor = (signedIn: boolean) => ({ context: { session: { isSignedIn: () => signedIn } } });
const signedOut = visitor(false);
const signedIn = visitor(true);

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

  it("splits the app by the session the router's context carries", () => {
    expect(redirectOf(() => toHome(signedOut))).toBe('/login');
    expect(redirectOf(() => requireSignedIn(signedOut))).toBe('/login');
    expect(redirectOf(() => requireSignedOut(signedOut))).toBeUndefined();
    expect(redirectOf(() => toHome(signedIn))).toBe('/dashboard');
    expect(redirectOf(() => requireSignedOut(signedIn))).toBe('/dashboard');
    expect(redirectOf(() => requireSignedIn(signedIn))).toBeUndefined();
  });
});
