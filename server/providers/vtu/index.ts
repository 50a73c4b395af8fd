import type { FastifyBaseLogger } from 'fastify';
import { API_PREFIX } from '../../../contract/endpoint';
import { providerCallbackEndpoints } from '../../../contract/provider-callbacks';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createClubKonnectVtu } from './clubkonnect';
import { sandboxVtu } from './sandbox';
import type { VtuProvider } from './types';

export type { CablePackage, DataPlan, VtuOrderState, VerifyOutcome, VtuOutcome, VtuProvider } from './types';

/** Wraps the configured provider (tests add fault switches); the identity by default. */
export type VtuAdapter = (vtu: VtuProvider) => VtuProvider;

export function createVtuProvider(config: Config, db: Db, log: FastifyBaseLogger, now: () => Date, adapt: VtuAdapter = (v) => v): VtuProvider {
  if (config.vtuProvider === 'clubkonnect' && config.clubkonnect) {
    return adapt(
      createClubKonnectVtu({
        ...config.clubkonnect,
        timeoutMs: config.vtuTimeoutMs,
        cacheMs: config.vtuCacheMs,
        log,
        now: () => now().getTime(),
        // ClubKonnect must reach it from the internet: without a public address, none is sent.
        callbackUrl: config.publicUrl && `${config.publicUrl}${API_PREFIX}/${providerCallbackEndpoints.clubKonnectCallback.path}`,
      }),
    );
  }
  return adapt(sandboxVtu(db, now));
}
