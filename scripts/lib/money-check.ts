import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../server/db/client';
import { verifyLedger } from '../../server/modules/wallet';

/**
 * After a burst: the ledger invariant (`npm run ledger:check`), and every customer's balances
 * against their history as the app shows it. Money in counts once completed; money out counts
 * from the moment it is pending (it left the wallet then), and a failed row, declined, refunded
 * or reversed, counts nothing (docs/rules.md §History and notifications).
 */
export async function checkMoney(databaseUrl: string): Promise<{ customers: number; ledgerProblems: string[]; historyMismatches: string[] }> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const ledgerProblems = (await verifyLedger(database.db)).map((problem) => `${problem.kind}: ${problem.detail}`);
    const rows = await queryRows<{ id: number; balance: string; history: string }>(
      database.db,
      sql`
      SELECT c.id, (c.wallet_balance + c.payout_balance)::text AS balance,
             COALESCE(SUM(CASE
               WHEN t.type = 1 AND t.status = 'completed' THEN t.amount
               WHEN t.type = 2 AND t.status IN ('pending', 'completed') THEN -t.amount
               ELSE 0 END), 0)::text AS history
      FROM customers c LEFT JOIN transactions t ON t.customer_id = c.id
      GROUP BY c.id`,
    );
    const historyMismatches = rows
      .filter((row) => row.balance !== row.history)
      .map((row) => `customer ${row.id}: balances ${row.balance}, history ${row.history}`);
    return { customers: rows.length, ledgerProblems, historyMismatches };
  } finally {
    await database.close();
  }
}
