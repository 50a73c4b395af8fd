import { authEndpoints, customerEndpoints, profileEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { addressCeilings, rateLimit, type RateLimitKind } from '../../http/rate-limits';
import { serveEndpoint } from '../../http/serve';
import { authContextOf } from './context';
import { listSessions, revokeSessions } from './devices';
import * as auth from './service';
import { revokeSession } from './sessions';
import { AUTH_TEXTS } from './texts';

/** The sign-in form that works before the JavaScript: HTTP like the plugin below, so app.ts takes it from here. */
export { serveFormLogin } from './form-login';

/** Sign-in, sign-up, password recovery, signing out, and the customer's signed-in devices. */
export const authModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  const ctx = authContextOf(deps);
  const ceilings = addressCeilings(app);
  const limited = (kind: RateLimitKind) => ({ config: rateLimit(kind), onRequest: ceilings[kind] });

  serve(
    authEndpoints.login,
    async ({ body, request }) => ({ status: 'success', ...(await auth.login(ctx, body, request.ip, request.headers['user-agent'])) }),
    limited('login'),
  );

  serve(
    authEndpoints.getStarted,
    async ({ body, request }) => ({ status: 'success', message: await auth.startSignup(ctx, body, request.ip) }),
    limited('otpSend'),
  );

  serve(authEndpoints.checkOtp, async ({ body }) => ({ status: 'success', message: await auth.checkOtp(ctx, body) }), limited('otpCheck'));

  serve(authEndpoints.callTimes, async () => ({ status: 'success', data: await auth.listCallTimes(ctx) }));

  serve(authEndpoints.register, async ({ body }) => ({ status: 'success', message: await auth.register(ctx, body) }), limited('otpCheck'));

  serve(authEndpoints.forgotPassword, async ({ body }) => ({ status: 'success', message: await auth.startPasswordReset(ctx, body) }), limited('otpSend'));

  serve(
    authEndpoints.resetPassword,
    async ({ body, request }) => ({ status: 'success', message: await auth.resetPassword(ctx, body, request.ip) }),
    limited('otpCheck'),
  );

  serve(customerEndpoints.logout, async ({ principal }) => {
    await revokeSession(deps.db, principal.sessionId, deps.now());
    return { status: 'success', message: AUTH_TEXTS.loggedOut };
  });

  serve(profileEndpoints.sessions, async ({ principal }) => ({
    status: 'success',
    data: await listSessions(deps.db, principal.customerId, principal.sessionId, deps.now()),
  }));

  serve(profileEndpoints.revokeSession, async ({ body, principal }) => ({
    status: 'success',
    message: await revokeSessions(deps.db, principal.customerId, principal.sessionId, body, deps.now()),
  }));
};
