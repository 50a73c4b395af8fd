import { HISTORY_STATUS_CODE, koboToNairaString, type Transaction } from '../../../contract';
import type { transactions } from '../../db/schema';
import { lagosClock, lagosDate } from '../../lib/lagos-time';

/**
 * A history row as the wire shows it. Its status is where our word becomes the legacy wire's code,
 * here and nowhere else (docs/rules.md §History and notifications).
 */
export const presentTransaction = (row: typeof transactions.$inferSelect): Transaction => ({
  id: row.id,
  type: row.type,
  which: row.which,
  classtype: row.classtype,
  title: row.title,
  amount: koboToNairaString(row.amount),
  date: lagosDate(row.createdAt),
  time: lagosClock(row.createdAt),
  created_at: row.createdAt.toISOString(),
  details: row.details,
  status: HISTORY_STATUS_CODE[row.status],
  // A bill purchase keeps its prepaid token in the details; the answer gives it a field of its own.
  ...(row.details.token ? { token: row.details.token } : {}),
});
