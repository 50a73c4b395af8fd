import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { PaymentGateway } from '../../providers/payments/types';
import { publicConfig } from './service';

/** It changes only with a restart: browsers may keep it a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/** GET config: public, read once per page load by the SPA (the footer). */
export function configRoutes(app: FastifyInstance, config: Config, gateway: PaymentGateway) {
  const answer = publicConfig(config, gateway);
  app.get('/config', async (_request, reply) => reply.header('cache-control', CACHE_CONTROL).send(answer));
}
