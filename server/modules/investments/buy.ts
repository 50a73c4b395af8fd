import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { wholeUnits, type CreateInvestmentRequest } from '../../../contract';
import type { Tx } from '../../db/client';
import { customers, investments, payouts, plans } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { lagosDayLabel } from '../../lib/lagos-time';
import { newReference } from '../../lib/references';
import { claimKey, type KeyAnswer, type KeyClaim } from '../idempotency';
import { notify } from '../notifications';
import { verifyPin, type PinContext } from '../profile';
import { KINDS, recordTransaction } from '../transactions';
import { InsufficientFunds, postMovement } from '../wallet';
import { periodRuleOf, type EffectOptions, type InvestmentContext } from './context';
import { findPlan } from './plans';
import { unitsAvailable, type PlanRow } from './present';
import { payoutSchedule } from './schedule';
import { INVESTMENT_NOTES, INVESTMENT_TEXTS } from './texts';

/** The plan's id; the units as the customer gave them (checked here: whole, from 1). */
export type BuyUnitsInput = { plan: number; howmany: unknown };

/**
 * Takes `units` from the plan in one conditional UPDATE, so concurrent buyers can never oversell
 * it (the CHECK on units_sold is the second wall). Undefined when the plan cannot give them.
 */
const takeUnits = async (tx: Tx, planId: number, units: number): Promise<PlanRow | undefined> => {
  const [taken] = await tx
    .update(plans)
    .set({ unitsSold: sql`${plans.unitsSold} + ${units}` })
    .where(and(eq(plans.id, planId), isNull(plans.closedAt), lte(sql`${plans.unitsSold} + ${units}`, plans.unitsOffered)))
    .returning();
  return taken;
};

/** Why a plan could not give `units`: unknown, closed, sold out, or fewer left. */
const refusal = async (tx: Tx, planId: number) => {
  const plan = await findPlan(tx, planId);
  if (plan.closedAt) return unprocessable(INVESTMENT_TEXTS.planClosed);
  const left = unitsAvailable(plan);
  return unprocessable(left > 0 ? INVESTMENT_TEXTS.unitsLeft(left) : INVESTMENT_TEXTS.soldOut);
};

/**
 * createinvestment once the PIN is checked. In one transaction: the units are taken from the plan,
 * `units x price` moves from the wallet to the investment pool, and the investment (Pending, with
 * every payout scheduled), a history row and a notification are written. A refusal is a 422 that
 * changes nothing.
 *
 * An Idempotency-Key (`claim`) is claimed first in that transaction, so a claim exists exactly when
 * the purchase does. Pass `tx` to run inside the caller's transaction: the work then runs in a
 * savepoint, so a refusal rolls back only this and leaves the caller's transaction usable.
 */
export async function buyUnits(
  ctx: InvestmentContext,
  customerId: number,
  input: BuyUnitsInput,
  { tx, claim }: EffectOptions = {},
): Promise<{ message: string; reference: string }> {
  const units = wholeUnits(input.howmany);
  if (units === null) throw unprocessable(INVESTMENT_TEXTS.invalidUnits);
  const now = ctx.now();
  const reference = newReference('FVI');

  return (tx ?? ctx.db).transaction(async (inner) => {
    await claimKey(inner, claim, reference);
    const plan = await takeUnits(inner, input.plan, units);
    if (!plan) throw await refusal(inner, input.plan);
    const costKobo = units * plan.amountKobo;
    const schedule = payoutSchedule({ costKobo, percentageBp: plan.percentageBp, noOf: plan.noOf }, now, periodRuleOf(ctx, plan.duration));

    await postMovement(inner, 'investment', reference, [
      { account: 'wallet', customerId, amount: -costKobo },
      { account: 'investment_pool', amount: costKobo },
    ]).catch((error: unknown) => {
      if (error instanceof InsufficientFunds) throw unprocessable(INVESTMENT_TEXTS.insufficientFunds(units, costKobo));
      throw error;
    });
    const [investment] = await inner
      .insert(investments)
      .values({
        reference,
        customerId,
        planId: plan.id,
        units,
        unitAmountKobo: plan.amountKobo,
        percentageBp: plan.percentageBp,
        noOf: plan.noOf,
        duration: plan.duration,
        costKobo,
        totalReturnKobo: schedule.totalKobo,
        startDate: schedule.startDate,
        stopDate: schedule.stopDate,
        createdAt: now,
      })
      .returning({ id: investments.id });
    await inner.insert(payouts).values(
      schedule.payouts.map((payout) => ({
        investmentId: investment!.id,
        customerId,
        period: payout.period,
        amountKobo: payout.amountKobo,
        dueAt: payout.dueAt,
      })),
    );
    // The customer's own span of investing: from the first start date to the latest stop date.
    await inner
      .update(customers)
      .set({
        startDate: sql`LEAST(COALESCE(${customers.startDate}, ${schedule.startDate.toISOString()}::timestamptz), ${schedule.startDate.toISOString()}::timestamptz)`,
        stopDate: sql`GREATEST(COALESCE(${customers.stopDate}, ${schedule.stopDate.toISOString()}::timestamptz), ${schedule.stopDate.toISOString()}::timestamptz)`,
      })
      .where(eq(customers.id, customerId));
    await recordTransaction(
      inner,
      {
        customerId,
        reference,
        ...KINDS.investment,
        amount: costKobo,
        details: { plan: plan.name, units: String(units), startdate: lagosDayLabel(schedule.startDate) },
        status: 'completed',
      },
      now,
    );
    await notify(inner, customerId, INVESTMENT_NOTES.invested(units, plan.name, costKobo, schedule.startDate));
    return { message: INVESTMENT_TEXTS.invested(units, plan.name), reference };
  });
}

/**
 * createinvestment: the PIN first (the same count and lockout as withdrawals), then the purchase,
 * which claims the request's Idempotency-Key in its own transaction.
 */
export async function createInvestment(
  ctx: InvestmentContext & PinContext,
  customerId: number,
  input: CreateInvestmentRequest,
  claim?: KeyClaim,
): Promise<string> {
  await verifyPin(ctx, customerId, input.pin, ctx.now());
  return (await buyUnits(ctx, customerId, { plan: Number(input.plan), howmany: input.howmany }, { claim })).message;
}

/** A repeated key whose answer was never stored: the purchase its claim names, told again. */
export async function recoverInvestment(ctx: Pick<InvestmentContext, 'db'>, reference: string): Promise<KeyAnswer> {
  const [row] = await ctx.db
    .select({ units: investments.units, plan: plans.name })
    .from(investments)
    .innerJoin(plans, eq(plans.id, investments.planId))
    .where(eq(investments.reference, reference));
  if (!row) throw new Error(`claimed investment ${reference} is missing`);
  return { statusCode: 200, body: { status: 'success', message: INVESTMENT_TEXTS.invested(row.units, row.plan) } };
}
