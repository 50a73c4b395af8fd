import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors';
import { sendSpaIndex } from './spa';
import { STATUS_TEXTS } from './texts';

/**
 * What no route serves: a page of the SPA gets index.html when there is a build (`spa`), so the
 * router draws it; anything else is a 404 in the API's error shape.
 */
export function answerNotFound(app: FastifyInstance, spa: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old build's chunk after a deploy, a mistyped icon) is a 404, not index.html.
    const isFile = request.url.startsWith('/assets/') || path.posix.extname(request.url.split('?')[0] ?? '') !== '';
    const isPage = request.method === 'GET' && !isFile && !request.url.startsWith('/api/') && !request.url.startsWith('/sandbox/');
    if (spa && isPage) return sendSpaIndex(reply);
    return reply.code(404).send(errorBody(STATUS_TEXTS[404] ?? 'Not found.'));
  });
}
