import { claimDueSandboxReversals } from '../providers/payments/sandbox';
import { settleWebhookEvent, type WalletContext } from '../modules/wallet';
import { repeatEvery, type RepeatOptions } from './repeat';

/** How often the sandbox looks for reversals that have come due: they land within seconds of their minute. */
const SANDBOX_REVERSALS_INTERVAL_MS = 5_000;

/**
 * One pass: each sandbox transfer whose reversal is due is delivered once, as Monnify's
 * REVERSED_DISBURSEMENT webhook is, through the same settlement (docs/rules.md §Sandbox providers). One
 * that fails is left to reconciliation's daily look at the week's sent transfers.
 */
export async function deliverSandboxReversals(ctx: WalletContext): Promise<number> {
  const due = await claimDueSandboxReversals(ctx.db, ctx.now());
  for (const reference of due) {
    await settleWebhookEvent(ctx, { kind: 'disbursement', reference }).catch((error: unknown) =>
      ctx.log.warn({ err: error, reference }, 'sandbox reversal delivery failed; reconciliation will find it'),
    );
  }
  return due.length;
}

export const startSandboxReversals = (ctx: WalletContext, { everyMs = SANDBOX_REVERSALS_INTERVAL_MS, observe }: RepeatOptions = {}) =>
  repeatEvery({ job: 'sandbox_reversals', everyMs, log: ctx.log, observe }, () => deliverSandboxReversals(ctx));
