import { payDuePayouts, PAYOUT_INTERVAL_MS, type InvestmentContext } from '../modules/investments';
import { repeatEvery, type RepeatOptions } from './repeat';

export const payoutInterval = (periodSeconds: number | undefined) => Math.min(PAYOUT_INTERVAL_MS, (periodSeconds ?? Infinity) * 1000);

/**
 * Runs payDuePayouts on a timer until the returned function is called (and the pass under way has
 * finished); a pass never overlaps the previous one. The server starts it beside reconciliation.
 */
export const startPayouts = (ctx: InvestmentContext, { everyMs = payoutInterval(ctx.periodSeconds), observe }: RepeatOptions = {}) =>
  repeatEvery({ job: 'payouts', everyMs, log: ctx.log, observe }, () => payDuePayouts(ctx));
