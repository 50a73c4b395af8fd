import { sql } from 'drizzle-orm';
import { transactionLabel } from '../../../contract/transactions';
import { queryRows, type Db } from '../../db/client';
import { maskNumber, maskPhone } from '../../lib/mask';

/**
 * A statement's figures, read from the ledger alone (docs/rules.md §Receipts and statements): the
 * customer's `wallet` entries, one line per movement that moved the wallet, dated by the movement.
 * The history row of the same reference, when there is one, only words the description.
 */

export interface Period {
  /** The first instant in the period (its first Lagos midnight), and the first after it. */
  start: Date;
  /** An instant, or PostgreSQL's own text of one (to the microsecond). */
  end: Date | string;
}

const instant = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

export interface StatementSummary {
  /**
   * The end of what the statement reads: the period's end, or the moment the figures were read
   * when that is sooner, so a movement made while the file is written stays out of it.
   */
  cutoff: string;
  openingKobo: number;
  closingKobo: number;
  creditsKobo: number;
  debitsKobo: number;
  movements: number;
}

export interface StatementLine {
  at: Date;
  description: string;
  reference: string;
  /** Signed kobo: what the movement did to the wallet. */
  amountKobo: number;
  /** The wallet after it. */
  balanceKobo: number;
}

/** Opening and closing balances, totals and the number of lines, in one pass over the customer's wallet entries. */
export async function statementSummary(db: Db, customerId: number, period: Period): Promise<StatementSummary> {
  const [row] = await queryRows<{ cutoff: string; opening: string; closing: string; credits: string; debits: string; movements: string }>(
    db,
    sql`
    WITH cut AS (SELECT LEAST(${instant(period.end)}::timestamptz, statement_timestamp()) AS at),
    moved AS (
      SELECT m.id, m.created_at, SUM(e.amount) AS amount
      FROM ledger_entries e JOIN ledger_movements m ON m.id = e.movement_id
      WHERE e.account = 'wallet' AND e.customer_id = ${customerId} AND m.created_at < (SELECT at FROM cut)
      GROUP BY m.id, m.created_at
      HAVING SUM(e.amount) <> 0
    )
    SELECT
      (SELECT at FROM cut)::text AS cutoff,
      COALESCE(SUM(amount) FILTER (WHERE created_at < ${period.start.toISOString()}::timestamptz), 0)::text AS opening,
      COALESCE(SUM(amount), 0)::text AS closing,
      COALESCE(SUM(amount) FILTER (WHERE created_at >= ${period.start.toISOString()}::timestamptz AND amount > 0), 0)::text AS credits,
      COALESCE(-SUM(amount) FILTER (WHERE created_at >= ${period.start.toISOString()}::timestamptz AND amount < 0), 0)::text AS debits,
      COUNT(*) FILTER (WHERE created_at >= ${period.start.toISOString()}::timestamptz)::text AS movements
    FROM moved`,
  );
  return {
    cutoff: row!.cutoff,
    openingKobo: Number(row!.opening),
    closingKobo: Number(row!.closing),
    creditsKobo: Number(row!.credits),
    debitsKobo: Number(row!.debits),
    movements: Number(row!.movements),
  };
}

interface MovementRow {
  id: string;
  kind: string;
  reference: string;
  /** The instant as PostgreSQL wrote it, to the microsecond: the next batch starts after it. */
  cursor: string;
  at: Date | string;
  amount: string;
  title: string | null;
  which: number | null;
  classtype: number | null;
  details: Record<string, string> | null;
}

const DESCRIBE: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_refund: 'Refund of withdrawal',
  withdrawal_reversal: 'Reversal of withdrawal',
  bill: 'Bill payment',
  bill_refund: 'Refund of bill payment',
  investment: 'Investment',
  cashout: 'Cash-out from payout balance',
  payout: 'Payout',
};

/** What the history row says the money was for, masked as on a receipt, its kind named as the screens name it. */
function subject({ title, which, classtype, details }: Pick<MovementRow, 'title' | 'which' | 'classtype' | 'details'>): string {
  const d = details ?? {};
  const label = which === null || classtype === null ? title : transactionLabel({ which, classtype });
  switch (title) {
    case 'Withdrawal':
      return [d.bankname, d.accountnumber && maskNumber(d.accountnumber)].filter(Boolean).join(' ');
    case 'Airtime':
    case 'Data':
      return [label, d.network, d.plan, d.phonenumber && maskPhone(d.phonenumber)].filter(Boolean).join(' ');
    case 'Electricity':
      return [label, d.provider, d.meterno && `meter ${maskNumber(d.meterno)}`].filter(Boolean).join(' ');
    case 'Cable TV':
      return [label, d.provider, d.package, d.smartcardno && maskNumber(d.smartcardno)].filter(Boolean).join(' ');
    case 'Investment':
      return [d.plan, d.units && `× ${d.units}`].filter(Boolean).join(' ');
    default:
      return '';
  }
}

const describeMovement = (row: MovementRow): string => {
  const what = subject(row);
  const base = DESCRIBE[row.kind] ?? row.kind;
  return what ? `${base}: ${what}` : base;
};

/** How many lines the database is asked for at a time: the statement is written as they come, never held whole. */
const BATCH = 500;

/**
 * The period's lines in order (oldest first), with the running balance from `openingKobo`, read
 * in batches after the last line read (its instant as PostgreSQL wrote it, to the microsecond).
 */
export async function* statementLines(db: Db, customerId: number, period: Period, openingKobo: number): AsyncGenerator<StatementLine> {
  let balance = openingKobo;
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const rows: MovementRow[] = await queryRows<MovementRow>(
      db,
      sql`
      SELECT m.id::text AS id, m.kind, m.reference, m.created_at::text AS cursor, m.created_at AS at, SUM(e.amount)::text AS amount, t.title, t.which, t.classtype, t.details
      FROM ledger_entries e
      JOIN ledger_movements m ON m.id = e.movement_id
      LEFT JOIN transactions t ON t.reference = m.reference
      WHERE e.account = 'wallet' AND e.customer_id = ${customerId}
        AND m.created_at >= ${period.start.toISOString()}::timestamptz AND m.created_at < ${instant(period.end)}::timestamptz
        ${after ? sql`AND (m.created_at, m.id) > (${after.cursor}::timestamptz, ${after.id}::bigint)` : sql``}
      GROUP BY m.id, t.id
      HAVING SUM(e.amount) <> 0
      ORDER BY m.created_at, m.id
      LIMIT ${BATCH}`,
    );
    for (const row of rows) {
      const amountKobo = Number(row.amount);
      balance += amountKobo;
      yield {
        at: new Date(row.at),
        description: describeMovement(row),
        reference: row.reference,
        amountKobo,
        balanceKobo: balance,
      };
    }
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}
