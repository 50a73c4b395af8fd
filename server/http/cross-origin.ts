import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The API is same-origin by default: a preflight gets a plain 204 with no CORS headers, so a
 * browser on another site may not call it. CORS_ORIGINS names the origins that may.
 */
export async function allowCrossOrigin(api: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length > 0) {
    await api.register(cors, { origin: origins, methods: ['GET', 'POST', 'DELETE'], allowedHeaders: ['authorization', 'content-type', 'idempotency-key'] });
    return;
  }
  api.options('/*', async (_request, reply) => reply.code(204).header('allow', 'GET, POST, DELETE, OPTIONS').send());
}
