import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { inlineScriptSources } from './inline-scripts';

type HeaderConfig = Pick<Config, 'distDir' | 'production'>;

/**
 * Helmet's headers, with a Content-Security-Policy that runs only our own scripts (and the build's
 * inline ones, by hash), and HSTS in production.
 */
export const helmetOptions = (config: HeaderConfig): Readonly<HelmetOptions> => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptSources(config.distDir)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.production ? [] : null,
    },
  },
  hsts: config.production,
});

/**
 * The headers helmet's middleware sets for `options`, as name and value: run once against a
 * response that only records them. Our directives are fixed strings, never a function of the
 * request, so every answer gets the same ones.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Helmet's headers on every answer, worked out once at start: helmet's middleware (and the
 * Fastify plugin around it) parses the whole policy again on every request, which on a signed-in
 * read was a cost of its own (docs/performance.md §Server). They go with Fastify's own headers,
 * written and checked once with them; an event stream copies them to the raw response itself.
 */
export async function securityHeaders(app: FastifyInstance, config: HeaderConfig): Promise<void> {
  const headers = Object.fromEntries(helmetHeaders(helmetOptions(config)).map(([name, value]) => [name.toLowerCase(), value]));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
