import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeyEndpoints } from '@contract/passkeys';
import { answer, fakeApi } from '@/test-app';
import { hasPasskeyHere, rememberPasskeyHere } from '@/lib/passkeysHere';
import { withWebAuthn } from '@/test-webauthn';
import { fetchPasskeys } from './api';

const listed = (credential_id: string, disabled: boolean) => ({
  id: 1,
  credential_id,
  name: 'Phone',
  created_at: '2026-11-27T08:00:00Z',
  last_used_at: null,
  disabled,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("this device's passkeys", () => {
  it('are forgotten once the list has them no more, or has them disabled: they would offer an approval that cannot work', async () => {
    withWebAuthn();
    rememberPasskeyHere('cloned');
    expect(hasPasskeyHere()).toBe(true);
    fakeApi([answer(passkeyEndpoints.passkeys, { status: 'success', data: [listed('cloned', true)] })]);
    await fetchPasskeys();
    expect(hasPasskeyHere()).toBe(false);

    rememberPasskeyHere('working');
    fakeApi([answer(passkeyEndpoints.passkeys, { status: 'success', data: [listed('working', false), listed('other-device', false)] })]);
    await fetchPasskeys();
    expect(hasPasskeyHere()).toBe(true);
  });
});
