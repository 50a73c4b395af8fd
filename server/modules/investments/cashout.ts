import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { newReference } from '../../lib/references';
import { notify } from '../notifications';
import { KINDS, recordTransaction } from '../transactions';
import { postMovement } from '../wallet';
import type { InvestmentContext } from './context';
import { INVESTMENT_NOTES, INVESTMENT_TEXTS } from './texts';

/**
 * cashoutreturns once the PIN is checked: the whole payout balance moves to the wallet, with a
 * history row and a notification. The customer row is locked first, so concurrent cash-outs move
 * the balance once (the others find nothing left: a 422) and a payout landing meanwhile waits and
 * is not half-counted. Pass `tx` to run in the caller's transaction, as a savepoint (see buyUnits).
 */
export async function cashOut(ctx: InvestmentContext, customerId: number, tx?: Tx): Promise<{ message: string; reference: string }> {
  const now = ctx.now();
  return (tx ?? ctx.db).transaction(async (inner) => {
    const [row] = await inner
      .select({ payoutBalance: customers.payoutBalance })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('no key update');
    const amount = row?.payoutBalance ?? 0;
    if (amount <= 0) throw unprocessable(INVESTMENT_TEXTS.nothingToCashOut);
    const reference = newReference('FVC');
    await postMovement(inner, 'cashout', reference, [
      { account: 'payout', customerId, amount: -amount },
      { account: 'wallet', customerId, amount },
    ]);
    await recordTransaction(inner, { customerId, reference, ...KINDS.cashout, amount, details: {}, status: '1' }, now);
    await notify(inner, customerId, INVESTMENT_NOTES.cashedOut(amount));
    return { message: INVESTMENT_TEXTS.cashedOut(amount), reference };
  });
}
