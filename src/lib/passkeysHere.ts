import { array, string } from 'superstruct';
import { storedJson } from '@/lib/storage';

/**
 * The ids of the passkeys this device made or signed in with. A credential id is no secret (the
 * browser hands it to any page of the site that asks); it only tells this device when to offer
 * 'Approve with fingerprint', and the sign-in page when to start the autofill's request; a sign-out
 * keeps them (docs/rules.md §Passkeys).
 */
/** Where: a sign-out keeps this key (state/session.ts). */
export const PASSKEYS_HERE_KEY = 'passkeysHere';
const here = storedJson(PASSKEYS_HERE_KEY, array(string()));

const passkeysHere = (): string[] => here.read() ?? [];

export const rememberPasskeyHere = (id: string): void => here.write([...new Set([...passkeysHere(), id])]);

/** Keeps only the ids in `known`: the customer's passkeys that still approve (not removed, nor disabled). */
export const keepPasskeysHere = (known: readonly string[]): void => here.write(passkeysHere().filter((id) => known.includes(id)));

/** WebAuthn is there: a browser without it keeps the password and the PIN only. */
export const canUsePasskeys = (): boolean => typeof window.PublicKeyCredential === 'function';

export const hasPasskeyHere = (): boolean => canUsePasskeys() && passkeysHere().length > 0;
