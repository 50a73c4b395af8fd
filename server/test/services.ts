import { DEV_APP_SECRET } from '../config';
import { ownOrigin } from '../http/origin';
import type { SessionPrincipal } from '../deps';
import { authenticate } from '../modules/auth/sessions';
import type { AuthContext } from '../modules/auth/service';
import { sandboxMail } from '../providers/mail/sandbox';
import type { TestApp } from './harness';

/**
 * The context the signed-in services run with, on the test app's own database, clock and sandbox
 * outbox (tests read mailed codes from it as a person would), for calling services directly.
 */
export const servicesOf = (t: TestApp): AuthContext => ({
  db: t.database.db,
  mail: sandboxMail(t.database.db, t.app.log),
  appSecret: DEV_APP_SECRET,
  now: t.clock.now,
  log: t.app.log,
  hashCost: t.deps.hashCost,
  siteUrl: ownOrigin(t.deps.config),
});

/** Who a bearer token signs in, as the session check of every signed-in call finds it. */
export const principalOf = (t: TestApp, token: string): Promise<SessionPrincipal> => authenticate(t.database.db, token, t.clock.now());
