import type { FastifyReply } from 'fastify';
import { object } from 'superstruct';
import { LIMITS, receiptEndpoints, text } from '../../../contract';
import { parseInput } from '../../lib/validate';
import type { ModulePlugin } from '../../deps';
import { ownOrigin } from '../../http/origin';
import { addressCounter, customerCounter, customerRateLimit, VERIFY_PAGE_CEILING } from '../../http/rate-limits';
import { serveEndpoint } from '../../http/serve';
import { tooManyRequests } from '../../lib/errors';
import { lookUpCode } from './codes';
import { receiptOf, revokeReceipt } from './receipt';
import { mailStatement, refuseBadPeriod, statementFile } from './statement';
import { RECEIPT_TEXTS } from './texts';
import { tooManyPage, unknownPage, verifyPage, type VerifyPage } from './verify-page';

/** What any path parameter is held to: a length cap, and no control characters (422 before anything is looked up). */
const CodePath = object({ code: text('verification code', LIMITS.code) });

/** A code as newCode() makes them, or longer ones should that change: URL-safe base64 only. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** A receipt's PNG, its code revoked, and the statement, downloaded or mailed (docs/rules.md §Receipts and statements). */
export const receiptsModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  const ctx = { db: deps.db, now: deps.now, origin: ownOrigin(deps.config) };

  serve(
    receiptEndpoints.receipt,
    async ({ principal, params, reply }) => {
      const png = await receiptOf(ctx, principal.customerId, params.id);
      reply.header('content-disposition', `attachment; filename="fleetvest-receipt-${params.id}.png"`);
      return png;
    },
    { contentType: 'image/png', config: customerRateLimit('receipt') },
  );

  serve(receiptEndpoints.revokeReceipt, async ({ principal, params }) => ({
    status: 'success',
    message: await revokeReceipt(ctx, principal.customerId, params.id),
  }));

  serve(
    receiptEndpoints.statement,
    async ({ principal, query, reply }) => {
      const file = await statementFile(ctx, principal.customerId, query);
      reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`);
      return file.body;
    },
    { config: customerRateLimit('statement', RECEIPT_TEXTS.tooManyStatements) },
  );

  // Counted once the request is valid: a refused one sends no mail (docs/rules.md §Receipts and statements).
  const mails = customerCounter(app, 'statementMail');
  serve(receiptEndpoints.emailStatement, async ({ principal, body, request }) => {
    refuseBadPeriod(body, ctx.now());
    const over = await mails(request);
    if (over) throw tooManyRequests(RECEIPT_TEXTS.tooManyStatementMails(over.max, over.wait));
    return { status: 'success', message: await mailStatement({ ...ctx, mail: deps.mail }, principal.customerId, body) };
  });
};

const send = (reply: FastifyReply, { status, html }: VerifyPage) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(html);

/**
 * /r/<code>, outside the API: public, server-drawn HTML with no script, limited per address so
 * codes cannot be harvested (docs/rules.md §Receipts and statements).
 */
export const verificationModule: ModulePlugin = async (app, deps) => {
  const counted = addressCounter(app, 'verify', VERIFY_PAGE_CEILING);
  app.get<{ Params: { code: string } }>('/r/:code', async (request, reply) => {
    const over = await counted(request);
    if (over) return send(reply.header('retry-after', String(over.seconds)), tooManyPage(over.wait));
    const { code } = parseInput(CodePath, request.params);
    return send(reply, CODE_PATTERN.test(code) ? verifyPage(await lookUpCode(deps.db, code)) : unknownPage());
  });
};
