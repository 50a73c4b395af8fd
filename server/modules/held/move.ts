import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billPurchases, payments, withdrawals } from '../../db/schema';
import { ENTERED_FROM, type HeldStatus } from '../../lib/held-status';

/** The three kinds of money waiting on a provider, as an operator names them, each a table with the shared held columns. */
export const HELD_KINDS = { deposit: payments, withdrawal: withdrawals, bill: billPurchases } as const;
export type HeldKind = keyof typeof HELD_KINDS;
export type HeldTable = (typeof HELD_KINDS)[HeldKind];

/**
 * A move of one row of the state machine: the state it goes to, what the rail records with it
 * (an order id, the amount paid…), and the provider's word when it is not one we know (null once
 * a known one came).
 */
export interface Move<T extends HeldTable> {
  to: HeldStatus;
  /** Only from these of the states the move may come from (a deposit given up while HELD, never once ASKED). */
  from?: readonly HeldStatus[];
  set?: Omit<Partial<T['$inferInsert']>, 'status' | 'unknownWord' | 'reference'>;
  unknownWord?: string | null;
  /** Moves the row's next reconciliation to this time (a move right after a call, say). */
  checkedAt?: Date;
}

/**
 * The one way an outcome is recorded, for deposits, withdrawals and bills alike: in one
 * transaction, a conditional UPDATE moves the row only from a state the move may come from
 * (lib/held-status.ts), and only the caller that moved it runs `effect` (the ledger movement, the
 * history row, the notification) in that same transaction. The call, a webhook, reconciliation
 * and another instance may all race here: the money moves once. Answers the moved row, or
 * undefined when the row was not in a state this move may come from.
 */
export async function moveHeld<T extends HeldTable>(
  db: Db,
  table: T,
  reference: string,
  move: Move<T>,
  effect?: (tx: Tx, row: T['$inferSelect']) => Promise<unknown>,
): Promise<T['$inferSelect'] | undefined> {
  return db.transaction(async (tx) => {
    const values = {
      ...move.set,
      status: move.to,
      ...(move.unknownWord === undefined ? {} : { unknownWord: move.unknownWord }),
      ...(move.checkedAt ? { checkedAt: move.checkedAt } : {}),
    };
    // One statement for the three tables: drizzle cannot infer a union of tables, so it is told which.
    const held = table as typeof payments;
    const [moved] = (await tx
      .update(held)
      .set(values as Partial<typeof payments.$inferInsert>)
      .where(
        and(
          eq(held.reference, reference),
          inArray(
            held.status,
            ENTERED_FROM[move.to].filter((status) => !move.from || move.from.includes(status)),
          ),
        ),
      )
      .returning()) as T['$inferSelect'][];
    if (moved && effect) await effect(tx, moved);
    return moved;
  });
}
