import { asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { unitsInMillionths, type CalculationData, type CalculatorRequest, type Plan } from '../../../contract';
import type { Db, Tx } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { plans } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { calculateReturns } from './calculator';
import { periodRuleOf, type InvestmentContext } from './context';
import { presentPlan, type PlanRow } from './present';
import { stopDateFor } from './schedule';
import { INVESTMENT_TEXTS } from './texts';

const available = sql`(${plans.closedAt} IS NULL AND ${plans.unitsSold} < ${plans.unitsOffered})`;

/** fetchplans' statement, prepared once (docs/performance.md §Server). */
export const plansInOrder = preparedRead(getTableColumns(plans), (db, fields) =>
  db.select(fields).from(plans).orderBy(desc(available), asc(plans.category), asc(plans.id)).prepare('plans_in_order'),
);

/** fetchplans: every plan, the ones that can be bought first, then by category. */
export async function listPlans(ctx: InvestmentContext): Promise<Plan[]> {
  const rows = await plansInOrder(ctx.db).execute();
  const now = ctx.now();
  return rows.map((row) => presentPlan(row, stopDateFor(now, row.noOf, periodRuleOf(ctx, row.duration))));
}

export async function findPlan(db: Db | Tx, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw unprocessable(INVESTMENT_TEXTS.planNotFound);
  return row;
}

/**
 * investmentcalculator: what a number of units (fractions too) would cost and return if bought
 * now, with each payout's date and amount. Whatever the plan's availability.
 */
export async function investmentCalculator(
  ctx: InvestmentContext,
  input: Pick<CalculatorRequest, 'planid'> & { howmany: unknown },
): Promise<{ message: string; data: CalculationData }> {
  const microUnits = unitsInMillionths(input.howmany);
  if (microUnits === null) throw unprocessable(INVESTMENT_TEXTS.invalidUnits);
  const plan = await findPlan(ctx.db, input.planid);
  try {
    return {
      message: INVESTMENT_TEXTS.calculated,
      data: calculateReturns(plan, microUnits, ctx.now(), periodRuleOf(ctx, plan.duration)),
    };
  } catch (error) {
    // More units than any kobo figure can hold exactly.
    if (error instanceof RangeError) throw unprocessable(INVESTMENT_TEXTS.invalidUnits);
    throw error;
  }
}
