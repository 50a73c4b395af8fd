import { vi } from 'vitest';

/** What a device's authenticator signs with at once, in WebAuthn's JSON form. */
export const PASSKEY_ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dQ' },
  clientExtensionResults: {},
};

/**
 * @simplewebauthn/browser for vi.mock: the browser's part of a passkey ceremony, answered at once
 * with PASSKEY_ASSERTION. The calls to the server around it stay real (through the fake API).
 */
export const instantAuthenticator = () => ({
  startAuthentication: vi.fn(async () => PASSKEY_ASSERTION),
  startRegistration: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
});

/** A browser with WebAuthn (happy-dom has none), or without it for `false`. */
export const withWebAuthn = (available = true, extra: object = {}): void => {
  vi.stubGlobal('PublicKeyCredential', available ? Object.assign(function PublicKeyCredential() {}, extra) : undefined);
};
