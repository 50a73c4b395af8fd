import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const cacheControlFor = (filePath: string) => (filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : NO_CACHE);

/**
 * Serves the built SPA: hashed assets cached for a year, everything else (index.html,
 * /service-worker.js, the manifest) revalidated on every load; precompressed .br/.gz files when
 * the build made them. Returns false when there is no build to serve.
 */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => res.header('cache-control', cacheControlFor(filePath)),
  });
  return true;
}

/** Client routes (/dashboard, /register/otp, ...) all get index.html; the router takes it from there. */
export const sendSpaIndex = (reply: FastifyReply) => reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');
