import { walletEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { recoverDeposit, startDeposit, verifyPayment } from './deposit';
import { accountName, listBanks, makeWithdrawal, recoverWithdrawal } from './withdraw';
import { settleWebhookEvent } from './webhook-event';
import { requestOrigin } from '../../http/origin';
import { approverOf } from '../profile';

/** Deposit, bank lookups and withdrawal. */
export const walletModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);

  // The checkout sends the customer back to the app's address: configured, or (outside
  // production) the one this request came to.
  serve(
    walletEndpoints.fundAccount,
    ({ body, principal, claim, request }) => startDeposit(deps, principal.customerId, body, deps.config.publicUrl ?? requestOrigin(request), claim),
    {
      recover: (reference) => recoverDeposit(deps, reference),
    },
  );

  serve(walletEndpoints.verifyPayment, async ({ body, principal }) => ({
    status: 'success',
    ...(await verifyPayment(deps, principal.customerId, body.tx_ref)),
  }));

  serve(walletEndpoints.banks, async () => ({ status: 'success', data: await listBanks(deps) }));

  serve(walletEndpoints.accountDetails, async ({ query }) => ({
    status: 'success',
    account: { responseBody: { accountName: await accountName(deps, query.accountnumber, query.bank) } },
  }));

  serve(
    walletEndpoints.makeWithdrawal,
    async ({ body, principal, claim, request }) => ({
      status: 'success',
      message: await makeWithdrawal(deps, principal.customerId, body, approverOf(deps, request, principal.customerId, claim), claim),
    }),
    { recover: (reference) => recoverWithdrawal(deps, reference) },
  );
};

/** A gateway's event is a few hundred bytes; this leaves room for a verbose one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The gateways' webhook (a provider's call, not the SPA's, so it is not in the contract): the
 * gateway whose signature checks out names the event, and its status is asked again before value.
 */
export const webhookModule: ModulePlugin = async (app, deps) => {
  // The signature covers the exact bytes, so this route keeps the raw body; the adapter parses it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/webhooks/payments', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const event = deps.payments.all.map((gateway) => gateway.parseWebhook(raw, request.headers)).find((parsed) => parsed !== null);
    if (!event) return reply.code(401).send({ status: 'error', message: 'Invalid signature.' });
    if (event.kind === 'ignored') return { status: 'success', message: 'Ignored.' };
    // Duplicates are harmless (settlement happens once); a failure is left to reconciliation,
    // so the provider always gets its 200.
    await settleWebhookEvent(deps, event).catch((error: unknown) =>
      request.log.warn({ err: error, reference: event.reference }, 'webhook settlement failed; reconciliation will retry'),
    );
    return { status: 'success', message: 'Received.' };
  });
};
