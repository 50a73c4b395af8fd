import { durationText, koboToNairaString, planPeriod, type CalculationData } from '../../../contract';
import { costOfUnits, percentageFromBasisPoints } from './returns';
import { payoutSchedule, type PeriodRule } from './schedule';

export interface PlanTerms {
  amountKobo: number;
  percentageBp: number;
  noOf: number;
  duration: number;
}

/**
 * What `microUnits` millionths of a unit of a plan would cost and return if bought at `now`: the
 * same arithmetic a purchase uses, for any positive number of units, fractions included.
 */
export function calculateReturns(plan: PlanTerms, microUnits: number, now: Date, rule: PeriodRule): CalculationData {
  const costKobo = costOfUnits(plan.amountKobo, microUnits);
  const schedule = payoutSchedule({ costKobo, percentageBp: plan.percentageBp, noOf: plan.noOf }, now, rule);
  return {
    percentage: percentageFromBasisPoints(plan.percentageBp),
    duration: durationText(plan.noOf, plan.duration),
    period: planPeriod(plan.duration),
    bit_return: koboToNairaString(schedule.payouts[0]!.amountKobo),
    amountreturnable: koboToNairaString(schedule.totalKobo),
    amounttobepaid: koboToNairaString(costKobo),
    schedule: schedule.payouts.map((payout) => ({ date: payout.dueAt.toISOString(), amount: koboToNairaString(payout.amountKobo) })),
  };
}
