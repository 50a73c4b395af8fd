import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, LoginFormRequest } from '../../../contract';
import type { AppDeps } from '../../deps';
import type { LoginPage } from '../../http/login-page';
import { LOGIN_FORM_PATH } from '../../http/login-page-slots';
import { sameOriginPost } from '../../http/origin';
import { addressCeilings, rateLimit } from '../../http/rate-limits';
import { formSignInCookies, hasSessionCookie } from '../../http/session-cookies';
import { sendSpaIndex } from '../../http/spa';
import { HTTP_TEXTS } from '../../http/texts';
import { ClientError } from '../../lib/errors';
import { QueueFull } from '../../lib/fair-queue';
import { parseInput } from '../../lib/validate';
import { authContextOf } from './context';
import * as auth from './service';

/** A sign-in form weighs well under this: two capped fields and a checkbox, form-encoded. */
const FORM_BODY_LIMIT = 2 * 1024;
const HTML = 'text/html; charset=utf-8';

const typedId = (request: FastifyRequest): string => {
  const value = (request.body as Record<string, unknown> | undefined)?.uniqueid;
  return typeof value === 'string' ? value.slice(0, LIMITS.uniqueid) : '';
};

/** What a refusal says and with which status, as the API would answer it. */
const refusal = (error: FastifyError | ClientError | QueueFull): { status: number; messages: string | readonly string[] } => {
  if (error instanceof ClientError) return { status: error.statusCode, messages: error.messages };
  if (error instanceof QueueFull) return { status: 503, messages: HTTP_TEXTS.busy };
  const status = error.statusCode ?? 500;
  return status < 500 ? { status, messages: HTTP_TEXTS.notAccepted } : { status: 500, messages: HTTP_TEXTS.unexpected };
};

/**
 * The sign-in page that works before any JavaScript (docs/architecture.md, "Sign-in before the
 * JavaScript"). GET / and GET /login answer the pre-rendered page to signed-out visitors, and
 * index.html to signed-in ones, whose boot script and guards go on to the dashboard. POST /login
 * takes the page's form-encoded form: the same service, limits and cookies as the API login, then
 * 303 to /dashboard; a refusal is the same page again with the message and the identifier typed.
 */
export async function serveFormLogin(app: FastifyInstance, deps: AppDeps, page: LoginPage): Promise<void> {
  const ctx = authContextOf(deps);
  const showPage = async (request: FastifyRequest, reply: FastifyReply) =>
    hasSessionCookie(request.headers.cookie) ? sendSpaIndex(reply) : reply.header('cache-control', 'no-cache').type(HTML).send(page());
  app.get('/', showPage);
  app.get(LOGIN_FORM_PATH, showPage);

  app.post(LOGIN_FORM_PATH, {
    bodyLimit: FORM_BODY_LIMIT,
    onRequest: [sameOriginPost(deps.config.publicUrl, HTTP_TEXTS.notOurPage), addressCeilings(app).login],
    config: rateLimit('login'),
    errorHandler: (error: FastifyError | ClientError | QueueFull, request, reply) => {
      const { status, messages } = refusal(error);
      if (status >= 500) request.log.error({ err: error }, 'form sign-in failed');
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .type(HTML)
        .send(page({ messages, uniqueid: typedId(request) }));
    },
    handler: async (request, reply) => {
      const { remember, ...credentials } = parseInput(LoginFormRequest, request.body);
      const session = await auth.login(ctx, credentials, request.ip, request.headers['user-agent']);
      const secure = deps.config.production || request.protocol === 'https';
      const remembered = remember ? credentials.uniqueid.trim() : '';
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('set-cookie', formSignInCookies(session, remembered, { secure, now: deps.now() }))
        .header('location', '/dashboard')
        .send();
    },
  });
}
