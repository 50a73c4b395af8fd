import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { FundAccountRequest, VerifyPaymentRequest, WithdrawRequest, accountNumber, required } from '../../../contract';
import type { Idempotent } from '../../http/idempotency';
import { principalOf } from '../../http/principal';
import { parseInput } from '../../lib/validate';
import type { WalletContext } from './context';
import { recoverDeposit, settlePayment, startDeposit, verifyPayment } from './deposit';
import { accountName, listBanks, makeWithdrawal, recoverWithdrawal, settleTransfer } from './withdraw';

const AccountLookupQuery = object({ accountnumber: accountNumber(), bank: required('bank') });

/** Deposit, bank lookups and withdrawal (spec 7 "Deposit and withdraw"); signed-in scope. */
export function walletRoutes(app: FastifyInstance, ctx: WalletContext, idempotent: Idempotent) {
  app.post('/customer/deposit/fundaccount', (request, reply) =>
    idempotent(request, reply, {
      run: (claim) => startDeposit(ctx, principalOf(request).customerId, parseInput(FundAccountRequest, request.body), claim),
      recover: (reference) => recoverDeposit(ctx, reference),
    }),
  );

  app.post('/customer/deposit/verifypayment', async (request) => {
    const input = parseInput(VerifyPaymentRequest, request.body);
    return { status: 'success', ...(await verifyPayment(ctx, principalOf(request).customerId, input.tx_ref)) };
  });

  app.get('/fetchbanks', async () => ({ status: 'success', data: await listBanks(ctx) }));

  app.get('/fetchaccountdetails', async (request) => {
    const query = parseInput(AccountLookupQuery, request.query);
    const name = await accountName(ctx, query.accountnumber, query.bank);
    return { status: 'success', account: { responseBody: { accountName: name } } };
  });

  app.post('/customer/withdrawal/makewithdrawal', (request, reply) =>
    idempotent(request, reply, {
      run: async (claim) => {
        const input = parseInput(WithdrawRequest, request.body);
        return { status: 'success', message: await makeWithdrawal(ctx, principalOf(request).customerId, input, claim) };
      },
      recover: (reference) => recoverWithdrawal(ctx, reference),
    }),
  );
}

/** A gateway's event is a few hundred bytes; this leaves room for a verbose one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The gateway's webhook: the adapter checks the signature, then the status is asked again before value. */
export function webhookRoutes(app: FastifyInstance, ctx: WalletContext) {
  void app.register(async (scope) => {
    // The signature covers the exact bytes, so this route keeps the raw body; the adapter parses it.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/payments', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = ctx.gateway.parseWebhook(raw, request.headers);
      if (!event) return reply.code(401).send({ status: 'error', message: 'Invalid signature.' });
      if (event.kind === 'ignored') return { status: 'success', message: 'Ignored.' };
      // Duplicates are harmless (settlement happens once); a failure is left to reconciliation,
      // so the provider always gets its 200.
      await (event.kind === 'payment' ? settlePayment(ctx, event.reference) : settleTransfer(ctx, event.reference)).catch(
        (error: unknown) => request.log.warn({ err: error, reference: event.reference }, 'webhook settlement failed; reconciliation will retry'),
      );
      return { status: 'success', message: 'Received.' };
    });
  });
}
