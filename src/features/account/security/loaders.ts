import type { SessionInfo } from '@contract/account';
import type { PasskeyInfo } from '@contract/passkeys';
import { fetchPasskeys } from '@/features/passkeys';
import { canUsePasskeys } from '@/lib/passkeysHere';
import { fetchSessions } from '../api';

/** A list the page shows, or null when it could not be read (the list offers a retry). */
const orNull = <T>(reading: Promise<T>): Promise<T | null> => reading.catch(() => null);

export type SecurityData = { sessions: SessionInfo[] | null; passkeys: PasskeyInfo[] | null };

/**
 * What /account/security lists: the signed-in devices and the passkeys, read at once. A browser
 * without WebAuthn shows no passkeys section, so it does not ask for them.
 */
export const loadSecurity = async (): Promise<SecurityData> => {
  const [sessions, passkeys] = await Promise.all([orNull(fetchSessions()), canUsePasskeys() ? orNull(fetchPasskeys()) : Promise.resolve([])]);
  return { sessions, passkeys };
};
