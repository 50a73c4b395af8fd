import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { FundAccountRequest, VerifyPaymentRequest, WithdrawRequest, accountNumber, required } from '../../../contract';
import { idempotent } from '../../http/idempotency';
import { requestOrigin } from '../../http/origin';
import { principalOf } from '../../http/principal';
import { parseInput } from '../../lib/validate';
import type { WalletContext } from './context';
import { settlePayment, startDeposit, verifyPayment } from './deposit';
import { accountName, listBanks, makeWithdrawal, settleTransfer } from './withdraw';

const AccountLookupQuery = object({ accountnumber: accountNumber(), bank: required('bank') });

/** Deposit, bank lookups and withdrawal (spec 7 "Deposit and withdraw"); signed-in scope. */
export function walletRoutes(app: FastifyInstance, ctx: WalletContext) {
  app.post('/customer/deposit/fundaccount', (request, reply) =>
    idempotent(ctx.db, request, reply, async () => {
      const input = parseInput(FundAccountRequest, request.body);
      const origin = ctx.publicUrl ?? requestOrigin(request);
      const started = await startDeposit(ctx, principalOf(request).customerId, input, origin);
      return {
        status: 'success',
        message: started.message,
        paymentrequest: { responseBody: { checkoutUrl: started.checkoutUrl, paymentReference: started.reference } },
      };
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
    idempotent(ctx.db, request, reply, async () => {
      const input = parseInput(WithdrawRequest, request.body);
      return { status: 'success', message: await makeWithdrawal(ctx, principalOf(request).customerId, input) };
    }),
  );
}

/** The gateway's webhook: the adapter checks the signature, then the status is asked again before value. */
export function webhookRoutes(app: FastifyInstance, ctx: WalletContext) {
  void app.register(async (scope) => {
    // The signature covers the exact bytes, so this route keeps the raw body.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/payments', async (request, reply) => {
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
