import { eq } from 'drizzle-orm';
import { customers } from '../db/schema';
import { addPlan, type PlanDraft } from '../modules/investments/catalogue';
import type { InvestmentContext } from '../modules/investments/context';
import type { TestApp } from './harness';

/** The investment services' context on a test app's database and clock. */
export const investmentContext = (t: TestApp, periodSeconds?: number): InvestmentContext => ({
  db: t.database.db,
  now: t.clock.now,
  periodSeconds,
  log: t.app.log,
});

let planCount = 0;

/** A plan like the catalogue's: ₦150,000 a unit, 30 % over 12 months, 100 units, unless told otherwise. */
export const testPlan = (t: TestApp, overrides: Partial<PlanDraft> = {}) => {
  planCount += 1;
  return addPlan(t.database.db, {
    name: `Test plan ${planCount}`,
    amountKobo: 15_000_000,
    percentageBp: 3000,
    noOf: 12,
    duration: 2,
    category: 1,
    which: 1,
    unitsOffered: 100,
    ...overrides,
  });
};

export const balancesOf = async (t: TestApp, customerId: number) => {
  const [row] = await t.database.db
    .select({ wallet: customers.walletBalance, payout: customers.payoutBalance })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row!;
};

export const HOUR_MS = 3_600_000;
export const WEEK_MS = 7 * 24 * HOUR_MS;
