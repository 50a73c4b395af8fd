import { and, desc, eq, isNull, min, sql } from 'drizzle-orm';
import { koboToNairaString, type InvestmentCountResponse, type InvestmentSummaryResponse, type UserInvestment } from '../../../contract';
import type { Db } from '../../db/client';
import { investments, payouts, plans } from '../../db/schema';
import { presentInvestment } from './present';

/** investment/fetchall: the customer's investments, newest first, each with its plan and progress. */
export async function listInvestments(db: Db, customerId: number): Promise<UserInvestment[]> {
  const nextDue = db
    .select({ investmentId: payouts.investmentId, dueAt: min(payouts.dueAt).as('next_due_at') })
    .from(payouts)
    .where(and(eq(payouts.customerId, customerId), isNull(payouts.paidAt)))
    .groupBy(payouts.investmentId)
    .as('next_due');
  const rows = await db
    .select({ investment: investments, plan: plans, nextDueAt: nextDue.dueAt })
    .from(investments)
    .innerJoin(plans, eq(plans.id, investments.planId))
    .leftJoin(nextDue, eq(nextDue.investmentId, investments.id))
    .where(eq(investments.customerId, customerId))
    .orderBy(desc(investments.createdAt), desc(investments.id));
  return rows.map((row) => presentInvestment(row.investment, row.plan, row.nextDueAt));
}

type Summary = Omit<InvestmentSummaryResponse, 'status'> & Omit<InvestmentCountResponse, 'status'>;

/**
 * The dashboard figures (docs/rules.md "Investments"): what the customer's running (Pending and
 * Ongoing) investments cost and return in all, what every investment has paid out so far, what is
 * still to be paid, and how many are running.
 */
export async function investmentSummary(db: Db, customerId: number): Promise<Summary> {
  const running = sql`${investments.status} IN (0, 1)`;
  const [row] = await db
    .select({
      invested: sql<string>`COALESCE(SUM(${investments.costKobo}) FILTER (WHERE ${running}), 0)::text`,
      returning: sql<string>`COALESCE(SUM(${investments.totalReturnKobo}) FILTER (WHERE ${running}), 0)::text`,
      paidOut: sql<string>`COALESCE(SUM(${investments.paidKobo}), 0)::text`,
      owed: sql<string>`COALESCE(SUM(${investments.totalReturnKobo} - ${investments.paidKobo}), 0)::text`,
      total: sql<number>`COUNT(*) FILTER (WHERE ${running})`.mapWith(Number),
    })
    .from(investments)
    .where(eq(investments.customerId, customerId));
  const naira = (kobo: string | undefined) => koboToNairaString(Number(kobo ?? 0));
  return {
    investedamount: naira(row?.invested),
    returningamount: naira(row?.returning),
    payedoutamount: naira(row?.paidOut),
    debtamount: naira(row?.owed),
    total: row?.total ?? 0,
  };
}
