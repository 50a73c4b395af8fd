import type { SessionPrincipal } from '../deps';
import { authenticate } from '../modules/auth/sessions';
import type { TestApp } from './harness';

/** Who a bearer token signs in, as the session check of every signed-in call finds it. */
export const principalOf = (t: TestApp, token: string): Promise<SessionPrincipal> => authenticate(t.database.db, token, t.clock.now());
