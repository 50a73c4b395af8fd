import { logoutEndpoint } from '@contract/account';
import { call } from '@/api/client';

/** A 401 here must not end the session at once: signing out always waits its 2 s before /login. */
export const logout = () => call(logoutEndpoint, {}, { endSessionOn401: false });
