import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMonnifyGateway } from './monnify';
import { sandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export function createPaymentGateway(config: Config, db: Db, log: FastifyBaseLogger, now: () => Date): PaymentGateway {
  if (config.paymentProvider === 'monnify' && config.monnify) {
    return createMonnifyGateway({ ...config.monnify, log, now: () => now().getTime() });
  }
  return sandboxGateway(db, now);
}
