import type { WebhookEvent } from '../../providers/payments/types';
import type { WalletContext } from './context';
import { settlePayment } from './deposit';
import { settleTransfer } from './withdraw';

/**
 * What a gateway's event leads to, however it arrived (the webhook, the sandbox's own delivery):
 * the payment or transfer it names is asked about again and settled. Duplicates are harmless.
 */
export const settleWebhookEvent = (ctx: WalletContext, event: Exclude<WebhookEvent, { kind: 'ignored' }>) =>
  event.kind === 'payment' ? settlePayment(ctx, event.reference) : settleTransfer(ctx, event.reference);
