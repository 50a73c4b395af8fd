import { passkeyEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { addressCeilings, customerRateLimit, rateLimit } from '../../http/rate-limits';
import { serveEndpoint } from '../../http/serve';
import { authContextOf, loginWithPasskey } from '../auth';
import { startPasskeyRegistration } from '../profile';
import { addPasskey, approvalOptions, signInOptions } from './ceremonies';
import { passkeyContextOf, relyingPartyOf } from './context';
import { listPasskeys, removePasskey, renamePasskey } from './manage';
import { PASSKEY_TEXTS } from './texts';

/** A registration's attestation can carry a certificate chain: more room than the 4 KB of other calls. */
const REGISTRATION_BODY_LIMIT = 16 * 1024;

/** Passkeys: adding and managing them on Security, signing in with one, and a money action's challenge (docs/rules.md §Passkeys). */
export const passkeysModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  const ctx = passkeyContextOf(deps);
  const ceilings = addressCeilings(app);
  const rpOf = (request: Parameters<typeof relyingPartyOf>[1]) => relyingPartyOf(deps.config.publicUrl, request);

  serve(
    passkeyEndpoints.passkeyRegistrationOptions,
    async ({ body, principal, request }) => ({
      status: 'success',
      options: await startPasskeyRegistration({ ...authContextOf(deps), ...ctx, config: deps.config }, rpOf(request), principal.customerId, body, request.ip),
    }),
    { config: customerRateLimit('passwordGuess') },
  );

  serve(
    passkeyEndpoints.addPasskey,
    async ({ body, principal, request }) => ({
      status: 'success',
      message: PASSKEY_TEXTS.added,
      data: await addPasskey(ctx, rpOf(request), principal.customerId, body),
    }),
    { config: customerRateLimit('passkey'), bodyLimit: REGISTRATION_BODY_LIMIT },
  );

  serve(passkeyEndpoints.passkeys, async ({ principal }) => ({ status: 'success', data: await listPasskeys(ctx, principal.customerId) }));

  serve(passkeyEndpoints.renamePasskey, async ({ body, principal }) => ({ status: 'success', message: await renamePasskey(ctx, principal.customerId, body) }));

  serve(passkeyEndpoints.removePasskey, async ({ body, principal }) => ({
    status: 'success',
    message: await removePasskey(ctx, principal.customerId, body.id),
  }));

  serve(
    passkeyEndpoints.approvalOptions,
    async ({ body, principal, request }) => ({
      status: 'success',
      options: await approvalOptions(ctx, rpOf(request), principal.customerId, {
        kind: body.kind,
        amount: body.amount,
        destination: body.destination,
        idempotencyKey: body.idempotency_key,
      }),
    }),
    { config: customerRateLimit('passkey') },
  );

  serve(passkeyEndpoints.passkeySignInOptions, async ({ request }) => ({ status: 'success', options: await signInOptions(ctx, rpOf(request)) }), {
    onRequest: ceilings.login,
  });

  serve(
    passkeyEndpoints.passkeySignIn,
    async ({ body, request }) => ({ status: 'success', ...(await loginWithPasskey(ctx, rpOf(request), body, request.headers['user-agent'])) }),
    { config: rateLimit('passkeyLogin'), onRequest: ceilings.passkeyLogin },
  );
};
