import type { SessionInfo } from '@contract/account';
import { fetchSessions } from '../api';

/** The signed-in devices for /account/security; null when they could not be loaded (the list offers a retry). */
export const loadSessions = async (): Promise<SessionInfo[] | null> => {
  try {
    return await fetchSessions();
  } catch {
    return null;
  }
};
