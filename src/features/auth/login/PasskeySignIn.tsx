import { useEffect, useRef, useState } from 'react';
import type { LoginResponse } from '@contract/auth';
import { canUsePasskeys, hasPasskeyHere } from '@/lib/passkeysHere';
import { Button } from '@/ui/Button';

/** What a passkey sign-in hands back to the sign-in screen. */
export type PasskeyWays = {
  /** What a password sign-in does with its answer: the same cookies and session. */
  onSignedIn: (result: LoginResponse) => Promise<void>;
  onError: (error: unknown) => void;
};

/** The passkeys feature and its ceremonies, fetched when a passkey is asked for (or the autofill starts). */
const load = () => import('@/features/passkeys').then((passkeys) => passkeys.loadPasskeyCeremony());

/**
 * 'Sign in with a passkey' under the sign-in form, and the passkeys offered in the e-mail field's
 * autofill (`autocomplete="username webauthn"`). This file is all of passkeys the sign-in page's
 * start chunk carries: the autofill's request starts once the page has loaded, from the ceremony's
 * own chunk, only on a device that has made or used a passkey and in a browser that offers passkeys there (docs/performance.md §Chunks,
 * preloads and budgets). Without WebAuthn nothing shows, and the password form is as it was.
 */
export const PasskeySignIn = ({ label, disabled, ...ways }: PasskeyWays & { label: string; disabled: boolean }) => {
  const [busy, setBusy] = useState(false);
  const current = useRef(ways);
  current.current = ways;
  useEffect(() => {
    // Only on a device that has made or used a passkey: elsewhere the autofill would cost every
    // visit a chunk and a request (and fail offline) to offer nothing; the button still works.
    if (!hasPasskeyHere()) return undefined;
    const autofill = { left: false, stop: (): void => {} };
    // A chunk that does not arrive (offline) leaves nothing to offer in the autofill; the button still tries.
    const start = () =>
      void load().then(
        (ceremony) => (autofill.stop = ceremony.startAutofill(current, () => autofill.left)),
        () => undefined,
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      autofill.left = true;
      window.removeEventListener('load', start);
      autofill.stop();
    };
  }, []);

  if (!canUsePasskeys()) return null;
  const signIn = async () => {
    setBusy(true);
    const signedIn = await load().then(
      (ceremony) => ceremony.signInByButton(current.current),
      (error: unknown) => {
        current.current.onError(error);
        return false;
      },
    );
    if (!signedIn) setBusy(false);
  };
  return (
    <Button variant="secondary" block loading={busy} disabled={disabled} onClick={() => void signIn()}>
      {label}
    </Button>
  );
};
