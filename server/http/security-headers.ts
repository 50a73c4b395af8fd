import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '../../contract/endpoint';
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

/** Helmet's headers that only mean something to a document a browser renders, turned off. */
const NOT_A_DOCUMENT = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const satisfies HelmetOptions;

/**
 * An API answer's headers (JSON, a receipt's picture, a statement's file): the CSP of a resource
 * that runs and embeds nothing, which also keeps a navigation to an API address inert and out of
 * frames, no referrer, nosniff, the resource policy, and HSTS in production. The document policy's
 * 600 bytes and the document-only headers were written and checked on every signed-in read
 * (docs/performance.md §Server). `Cache-Control: no-store` comes with them: answers carry a
 * customer's data, and the few public ones set their own (server/http/serve.ts).
 */
export const apiHelmetOptions = (config: HeaderConfig): Readonly<HelmetOptions> => ({
  ...NOT_A_DOCUMENT,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  hsts: config.production,
});

/** A hashed build asset's headers: nosniff, the resource policy and HSTS, no document's. */
export const assetHelmetOptions = (config: HeaderConfig): Readonly<HelmetOptions> => ({ ...NOT_A_DOCUMENT, hsts: config.production });

const headerObject = (options: Readonly<HelmetOptions>, extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(helmetHeaders(options).map(([name, value]) => [name.toLowerCase(), value])),
  ...extra,
});

/**
 * Helmet's headers on every answer, worked out once at start for each kind of answer (an API
 * call's, a build asset's, a document's) and chosen by the path in one hook: helmet's middleware
 * (and the Fastify plugin around it) parses the whole policy again on every request, which on a
 * signed-in read was a cost of its own (docs/performance.md §Server). They go with Fastify's own
 * headers, written and checked once with them; an event stream copies them to the raw response
 * itself.
 */
export async function securityHeaders(app: FastifyInstance, config: HeaderConfig): Promise<void> {
  const api = headerObject(apiHelmetOptions(config), { 'cache-control': 'no-store' });
  const asset = headerObject(assetHelmetOptions(config));
  const document = headerObject(helmetOptions(config));
  const apiPath = `${API_PREFIX}/`;
  app.addHook('onRequest', (request, reply, done) => {
    // An API answer by the route's pattern, not the address as sent: '/%61pi/v1/customer' reaches
    // an API route too. Build assets are all one static route ('/*'), so those go by the address.
    const route = request.routeOptions.url ?? request.url;
    reply.headers(route.startsWith(apiPath) ? api : request.url.startsWith('/assets/') ? asset : document);
    done();
  });
}
