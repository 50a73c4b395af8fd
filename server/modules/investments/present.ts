import { INVESTMENT_EXPIRED, PLAN_AVAILABLE, PLAN_COMPLETED, PLAN_UNAVAILABLE, koboToNairaString, type Plan, type UserInvestment } from '../../../contract';
import type { investments, plans } from '../../db/schema';
import { percentageFromBasisPoints, splitPayouts, totalReturned } from './returns';

export type PlanRow = typeof plans.$inferSelect;
export type InvestmentRow = typeof investments.$inferSelect;

/** Units a customer can still buy: none once the plan is closed. */
export const unitsAvailable = (row: PlanRow) => (row.closedAt ? 0 : row.unitsOffered - row.unitsSold);

/**
 * A plan on the wire. `maturity` is when an investment bought now would pay its last payout (for
 * an investment's own plan, that investment's stop date).
 */
export const presentPlan = (row: PlanRow, maturity: Date): Plan => ({
  id: row.id,
  name: row.name,
  amount: koboToNairaString(row.amountKobo),
  percentage: percentageFromBasisPoints(row.percentageBp),
  no_of: row.noOf,
  duration: row.duration,
  returns: koboToNairaString(splitPayouts(totalReturned(row.amountKobo, row.percentageBp), row.noOf)[0]!),
  category: row.category,
  status: unitsAvailable(row) > 0 ? PLAN_AVAILABLE : PLAN_UNAVAILABLE,
  proposedmaturitydate: maturity.toISOString(),
  which: row.which,
  units_available: unitsAvailable(row),
});

/** An investment with its plan embedded; the embedded plan's status is 2 once the investment has paid in full. */
export const presentInvestment = (row: InvestmentRow, plan: PlanRow, nextPaymentDate: Date | null): UserInvestment => {
  const embedded = presentPlan(plan, row.stopDate);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    plan: row.status === INVESTMENT_EXPIRED ? { ...embedded, status: PLAN_COMPLETED } : embedded,
    units: row.units,
    cost: koboToNairaString(row.costKobo),
    totalreturn: koboToNairaString(row.totalReturnKobo),
    paidsofar: koboToNairaString(row.paidKobo),
    payoutsmade: row.payoutsMade,
    nextpaymentdate: nextPaymentDate?.toISOString() ?? null,
    startdate: row.startDate.toISOString(),
    stopdate: row.stopDate.toISOString(),
    lastpaymentdate: row.lastPaymentDate?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
};
