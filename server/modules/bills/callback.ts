import { and, eq, inArray, lte } from 'drizzle-orm';
import { billPurchases } from '../../db/schema';
import { WAITING } from '../../lib/held-status';
import type { BillsContext } from './context';
import { reconcilePurchase } from './settle';

/** However often a provider calls about one purchase, the provider is asked about it at most once in this long. */
export const CALLBACK_ASK_GAP_MS = 5_000;

/**
 * Claims the purchase for one status query by moving its checked_at forward, only when it was not
 * asked about in the last CALLBACK_ASK_GAP_MS: across calls and instances one caller wins, as in
 * reconciliation's claim, and the rest cost no provider call. An unknown reference, or a purchase
 * no longer waiting on the provider, claims nothing.
 */
async function claimForQuery(ctx: BillsContext, reference: string): Promise<boolean> {
  const now = ctx.now();
  const claimed = await ctx.db
    .update(billPurchases)
    .set({ checkedAt: now })
    .where(
      and(
        eq(billPurchases.reference, reference),
        inArray(billPurchases.status, [...WAITING]),
        lte(billPurchases.checkedAt, new Date(now.getTime() - CALLBACK_ASK_GAP_MS)),
      ),
    )
    .returning({ reference: billPurchases.reference });
  return claimed.length > 0;
}

/**
 * A VTU provider's callback says an order changed. It is unsigned, so it is never taken for an
 * outcome: it only brings forward the status query reconciliation would make (docs/providers.md
 * §ClubKonnect), so the outcome arrives in seconds.
 */
export async function answerProviderCallback(ctx: BillsContext, reference: string): Promise<void> {
  if (await claimForQuery(ctx, reference)) await reconcilePurchase(ctx, reference, CALLBACK_ASK_GAP_MS);
}
