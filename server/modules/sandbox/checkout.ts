import { enums, object } from 'superstruct';
import { LIMITS, text } from '../../../contract';
import { formatKobo } from '../../lib/naira';
import { parseInput } from '../../lib/validate';
import { finishSandboxCheckout, sandboxCheckout, sandboxPaid, sandboxTransactionReference } from '../../providers/payments/sandbox';
import type { ModulePlugin } from '../../deps';
import { sameOriginPost } from '../../http/origin';
import { settlePayment } from '../wallet';
import { keepToTesters } from './access';
import { escapeHtml } from '../../lib/escape-html';
import { sandboxPage } from './page';
import { SANDBOX_TEXTS } from './texts';

const CheckoutAction = object({ action: enums(['pay', 'fail', 'pending']) });
const CheckoutPath = object({ reference: text('reference', LIMITS.code) });

/**
 * The sandbox gateway's hosted checkout: a page a person can use to pay, fail or leave a
 * deposit pending, which then sends the browser back like a real checkout does. Paying or failing
 * also settles the payment at once, the way the real gateway's webhook would. With a
 * SANDBOX_TOKEN (a staging server), only whoever has it may open it, and its buttons work only
 * from its own page.
 */
export const checkoutModule: ModulePlugin = async (app, ctx) => {
  keepToTesters(app, ctx.config);
  const fromOurPage = ctx.config.sandboxToken ? [sameOriginPost(ctx.config.publicUrl, SANDBOX_TEXTS.notFromCheckout)] : [];
  app.get('/sandbox/checkout/:reference', async (request, reply) => {
    const { reference } = parseInput(CheckoutPath, request.params);
    const checkout = await sandboxCheckout(ctx.db, reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!checkout) return reply.code(404).send(sandboxPage('Checkout not found', '<p>This checkout link is not valid.</p>'));
    const action = `/sandbox/checkout/${encodeURIComponent(checkout.reference)}`;
    const button = (value: string, label: string, css: string) =>
      `<form method="post" action="${action}"><input type="hidden" name="action" value="${value}"><button class="${css}" type="submit">${label}</button></form>`;
    return reply.send(
      sandboxPage(
        'Sandbox checkout',
        `<p class="note">Sandbox mode: no card is charged. Choose how this payment ends.</p>
<div class="card"><p class="meta">Pay Fleetvest · ${escapeHtml(checkout.customerName)}</p>
<p class="amount">${formatKobo(checkout.amountKobo)}</p><p class="meta">Reference ${escapeHtml(checkout.reference)}</p>
<p class="meta">Status: ${checkout.status}</p>
<div class="actions">${button('pay', 'Pay', 'pay')}${button('fail', 'Fail', 'fail')}${button('pending', 'Leave pending', '')}</div></div>`,
      ),
    );
  });

  app.post('/sandbox/checkout/:reference', { onRequest: fromOurPage }, async (request, reply) => {
    const { action } = parseInput(CheckoutAction, request.body);
    const { reference } = parseInput(CheckoutPath, request.params);
    const checkout = await sandboxCheckout(ctx.db, reference);
    if (!checkout) return reply.code(404).send({ status: 'error', message: 'Not found.' });
    if (action !== 'pending') {
      await finishSandboxCheckout(ctx.db, checkout.reference, action === 'pay' ? 'PAID' : 'FAILED', ctx.now());
      await settlePayment(ctx, checkout.reference);
    }
    // Back to the app on this same server, by path only: a return address taken from a forged Host
    // header (outside production, where PUBLIC_URL may be unset) cannot send the browser elsewhere.
    // Monnify appends its three parameters to the redirect URL; so does this (docs/providers.md).
    const back = new URL(checkout.redirectUrl);
    const ended = await sandboxCheckout(ctx.db, checkout.reference);
    back.searchParams.append('paymentReference', checkout.reference);
    back.searchParams.append('transactionReference', sandboxTransactionReference(checkout.reference));
    back.searchParams.append('paymentStatus', ended?.status === 'PAID' ? sandboxPaid(ended.amountKobo).status : (ended?.status ?? checkout.status));
    return reply.redirect(`${back.pathname}${back.search}`, 303);
  });
};
