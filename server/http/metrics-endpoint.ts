import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { sameSecret } from '../lib/secrets';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

const scrape = (registry: Registry) => async (_request: unknown, reply: { type(value: string): unknown; header(name: string, value: string): unknown }) => {
  reply.type(registry.contentType);
  reply.header('cache-control', 'no-store');
  return registry.metrics();
};

/**
 * /metrics on the main port, for whoever presents METRICS_TOKEN as a bearer token; anyone else gets
 * a bare 401. Without a token nothing is registered here: the path is as unknown as any other
 * (docs/deploy.md §Metrics).
 */
export function serveMetrics(app: FastifyInstance, registry: Registry, token: string | undefined) {
  if (!token) return;
  app.get(METRICS_PATH, {
    onRequest: async (request, reply) => {
      const [scheme, presented] = (request.headers.authorization ?? '').split(' ');
      if (scheme !== 'Bearer' || !presented || !sameSecret(presented, token)) return reply.code(401).header('www-authenticate', 'Bearer').send();
    },
    handler: scrape(registry),
  });
}

/**
 * /metrics on a listener of its own (METRICS_PORT, on METRICS_HOST: loopback unless told), for a
 * Prometheus on the same host or private network; it serves nothing else.
 */
export async function listenForMetrics(registry: Registry, host: string, port: number): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get(METRICS_PATH, scrape(registry));
  await server.listen({ host, port });
  return server;
}
