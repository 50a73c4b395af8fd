import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { cookieValue } from '../../http/session-cookies';
import { sameSecret } from '../../lib/secrets';
import { escapeHtml } from '../../lib/escape-html';
import { sandboxPage } from './page';
import { SANDBOX_TEXTS } from './texts';

/** The cookie a browser keeps the sandbox token in; only the sandbox pages are sent it. */
export const SANDBOX_COOKIE = 'fleetvest_sandbox';

/**
 * Keeps a sandbox page plugin's routes to whoever was given SANDBOX_TOKEN, when one is set
 * (docs/rules.md §Sandbox providers). A page opened with `?token=` keeps the token in an HttpOnly
 * cookie for /sandbox and sends the browser to the same address without it, so the token stays
 * out of its history; every other request needs the cookie. Request logs carry the path alone
 * (app.ts). Runs before anything is read.
 */
export const keepToTesters = (app: FastifyInstance, { sandboxToken: token, production }: Pick<Config, 'sandboxToken' | 'production'>) => {
  if (!token) return;
  app.addHook('onRequest', async (request, reply) => {
    const address = new URL(request.url, 'http://sandbox.invalid');
    const offered = request.method === 'GET' ? address.searchParams.get('token') : null;
    const given = offered ?? cookieValue(request.headers.cookie, SANDBOX_COOKIE);
    if (given === undefined || !sameSecret(given, token)) {
      const page = sandboxPage(SANDBOX_TEXTS.tokenNeededTitle, `<p>${escapeHtml(SANDBOX_TEXTS.tokenNeeded)}</p>`);
      return reply.code(401).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    }
    if (offered === null) return;
    address.searchParams.delete('token');
    const secure = production || request.protocol === 'https';
    const cookie = [`${SANDBOX_COOKIE}=${token}`, 'Path=/sandbox', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
    return reply.header('set-cookie', cookie).redirect(`${address.pathname}${address.search}`, 303);
  });
};
