import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeyEndpoints } from '@contract/passkeys';
import { answer, fakeApi } from '@/test-app';
import { customerFixture } from '@/test-utils';
import { PASSKEY_ASSERTION as ASSERTION, withWebAuthn } from '@/test-webauthn';
import { signInByButton, startAutofill } from './ceremony';

vi.mock('@simplewebauthn/browser', async () => (await import('@/test-webauthn')).instantAuthenticator());

const SIGNED_IN = { status: 'success' as const, message: 'Login successful', customer: customerFixture(), token: 'tok-pk' };

/** The server's side of a passkey sign-in; `answering` runs as it answers. */
const serverSigningIn = (answering: () => void = () => undefined) => {
  withWebAuthn(true, { isConditionalMediationAvailable: async () => true });
  return fakeApi([
    answer(passkeyEndpoints.passkeySignInOptions, { status: 'success', options: { challenge: 'c2lnbi1pbg', allowCredentials: [] } }),
    answer(passkeyEndpoints.passkeySignIn, () => {
      answering();
      return SIGNED_IN;
    }),
  ]);
};

/** What the sign-in screen hands over: the way in, which fails here (the dashboard's code did not arrive). */
const failingWays = () => {
  const offline = new Error('Failed to fetch dynamically imported module');
  return { offline, ways: { onSignedIn: vi.fn(async () => Promise.reject(offline)), onError: vi.fn() } };
};

describe('the passkey sign-in ceremonies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("tells the customer when the autofill's sign-in went through but the way in failed", async () => {
    const { callsTo } = serverSigningIn();
    const { offline, ways } = failingWays();
    startAutofill({ current: ways }, () => false);
    await vi.waitFor(() => expect(ways.onError).toHaveBeenCalledWith(offline));
    expect(ways.onSignedIn).toHaveBeenCalledWith(SIGNED_IN);
    expect(callsTo(passkeyEndpoints.passkeySignIn).map((call) => call.body)).toEqual([ASSERTION]);
  });

  it('says nothing when the sign-in screen has gone while the server was answering', async () => {
    let left = false;
    const { callsTo } = serverSigningIn(() => (left = true));
    const { ways } = failingWays();
    startAutofill({ current: ways }, () => left);
    await vi.waitFor(() => expect(callsTo(passkeyEndpoints.passkeySignIn)).toHaveLength(1));
    // The answer's own turn, and the one after it, have passed.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ways.onSignedIn).not.toHaveBeenCalled();
    expect(ways.onError).not.toHaveBeenCalled();
  });

  it("the button's sign-in reports the same failure and is ready again", async () => {
    serverSigningIn();
    const { offline, ways } = failingWays();
    expect(await signInByButton(ways)).toBe(false);
    expect(ways.onError).toHaveBeenCalledWith(offline);
  });
});
