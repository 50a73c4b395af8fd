import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/origin';

/** Who the passkeys belong to: the site's host (the RP ID) and its origin, which the browser signs. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** What the passkey services use of the app's dependencies. */
export type PasskeyContext = Pick<AppDeps, 'db' | 'now' | 'mail' | 'log'> & { appSecret: string };

export const passkeyContextOf = (deps: AppDeps): PasskeyContext => ({
  db: deps.db,
  now: deps.now,
  mail: deps.mail,
  log: deps.log,
  appSecret: deps.config.appSecret,
});

/**
 * The RP ID and origin: PUBLIC_URL's, or, where that is unset, the request's own, as the checkout
 * return does (docs/rules.md §Passkeys). A passkey works on the host it was made on.
 */
export const relyingPartyOf = (publicUrl: string | undefined, request: FastifyRequest): RelyingParty => {
  const origin = new URL(publicUrl ?? requestOrigin(request)).origin;
  return { id: new URL(origin).hostname, origin };
};
