import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { INVESTMENT_ONGOING, INVESTMENT_PENDING, koboToNairaString, type Customer } from '../../../contract';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { billPurchases, customers, investments, payments, withdrawals } from '../../db/schema';
import { unauthenticated, unprocessable } from '../../lib/errors';
import { WAITING } from '../../lib/held-status';
import type { AppDeps } from '../../deps';
import { forgetSessions } from '../auth';
import { forgetPasskeys } from '../passkeys';
import { releasePicture } from '../profile';
import { presentCustomer } from './present';
import { CUSTOMER_TEXTS } from './texts';

/** The customer read, which the SPA makes on every page: prepared once (docs/performance.md §Server). */
export const customerById = preparedRead(getTableColumns(customers), (db, fields) =>
  db
    .select(fields)
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('customer_by_id'),
);

export async function getCustomer(db: Db, customerId: number): Promise<Customer> {
  const [row] = await customerById(db).execute({ id: customerId });
  if (!row || row.deletedAt) throw unauthenticated();
  return presentCustomer(row);
}

/** What stands in the way of deleting an account. */
export interface DeletionState {
  walletBalance: number;
  payoutBalance: number;
  moneyInFlight: boolean;
  liveInvestments: boolean;
}

/** Why an account cannot be deleted yet, every reason at once; empty when it can. */
export const deletionBlockers = (state: DeletionState): string[] => [
  ...(state.walletBalance > 0 ? [CUSTOMER_TEXTS.walletNotEmpty(koboToNairaString(state.walletBalance))] : []),
  ...(state.payoutBalance > 0 ? [CUSTOMER_TEXTS.payoutNotEmpty(koboToNairaString(state.payoutBalance))] : []),
  ...(state.moneyInFlight ? [CUSTOMER_TEXTS.moneyInFlight] : []),
  ...(state.liveInvestments ? [CUSTOMER_TEXTS.liveInvestments] : []),
];

/** A waiting deposit (docs/rules.md §Money held with a provider) could still be paid, and a pending withdrawal or bill purchase refunded, into this account. */
const hasMoneyInFlight = async (tx: Tx, customerId: number) => {
  const pending = [
    tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.customerId, customerId), inArray(payments.status, [...WAITING])))
      .limit(1),
    tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.customerId, customerId), inArray(withdrawals.status, [...WAITING])))
      .limit(1),
    tx
      .select({ id: billPurchases.id })
      .from(billPurchases)
      .where(and(eq(billPurchases.customerId, customerId), inArray(billPurchases.status, [...WAITING])))
      .limit(1),
  ];
  // One at a time (a query runs when awaited): a transaction's connection takes one query at a
  // time, and node-postgres will stop queueing the others for it.
  for (const rows of pending) if ((await rows).length > 0) return true;
  return false;
};

/** A Pending or Ongoing investment still owes the customer payouts. */
const hasLiveInvestments = async (tx: Tx, customerId: number) => {
  const running = await tx
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.customerId, customerId), inArray(investments.status, [INVESTMENT_PENDING, INVESTMENT_ONGOING])))
    .limit(1);
  return running.length > 0;
};

/**
 * Deletes the login and anonymises the person, keeping the financial records. The row is locked
 * so no money can arrive between the balance check and the deletion. Every reason that stands in
 * the way is given at once. The picture goes too (unless another customer uses the same one),
 * the devices the sessions were opened on are forgotten, and every passkey is removed (the customer
 * is mailed when there were any).
 */
export async function deleteAccount(ctx: Pick<AppDeps, 'db' | 'mail' | 'log'>, customerId: number, now: Date): Promise<string> {
  const notice = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!row || row.deletedAt) throw unauthenticated();
    const blockers = deletionBlockers({
      ...row,
      moneyInFlight: await hasMoneyInFlight(tx, customerId),
      liveInvestments: await hasLiveInvestments(tx, customerId),
    });
    if (blockers.length > 0) throw unprocessable(blockers);
    // Before the e-mail becomes a tombstone: the notice goes to the address the customer had.
    const removal = await forgetPasskeys(ctx, tx, customerId, 'accountDeleted', now);
    await tx
      .update(customers)
      .set({
        email: `deleted-${row.id}@deleted.invalid`,
        passwordHash: null,
        pinHash: null,
        firstname: 'Deleted',
        lastname: 'Customer',
        phonenumber: '',
        address: '',
        city: '',
        location: '',
        dob: null,
        profilePicture: null,
        deletedAt: now,
      })
      .where(eq(customers.id, customerId));
    if (row.profilePicture) await releasePicture(tx, row.profilePicture);
    await forgetSessions(tx, customerId, now);
    return removal;
  });
  await notice.send();
  return CUSTOMER_TEXTS.accountDeleted;
}
