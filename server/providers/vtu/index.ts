import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createClubKonnectVtu } from './clubkonnect';
import { sandboxVtu } from './sandbox';
import type { VtuProvider } from './types';

export function createVtuProvider(config: Config, db: Db, log: FastifyBaseLogger, now: () => Date): VtuProvider {
  if (config.vtuProvider === 'clubkonnect' && config.clubkonnect) {
    return createClubKonnectVtu({
      ...config.clubkonnect,
      timeoutMs: config.vtuTimeoutMs,
      cacheMs: config.vtuCacheMs,
      log,
      now: () => now().getTime(),
    });
  }
  return sandboxVtu(db, now);
}
