import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { customers } from '../db/schema';
import { hashPin } from '../lib/pin-hash';
import { openSession } from '../modules/auth/sessions';
import { addPlan } from '../modules/investments/catalogue';
import type { PlanDraft } from '../modules/investments/plan-draft';
import type { InvestmentContext } from '../modules/investments/context';
import { fundedCustomer, type TestApp } from './harness';

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

export const TEST_PIN = '1234';

/**
 * A customer with `naira` in the wallet, the PIN TEST_PIN and a session, written below the HTTP
 * layer, for tests that send many customers' calls at once (sign-up's rate limits would refuse
 * sixty sign-ups from one address). Their calls then go through the real app like anyone's.
 */
export async function signedInInvestor(t: TestApp, naira: number): Promise<{ customerId: number; token: string }> {
  const customerId = await fundedCustomer(t.database, naira);
  await t.database.db
    .update(customers)
    .set({ pinHash: hashPin(t.deps.config.pinKeys, customerId, TEST_PIN) })
    .where(eq(customers.id, customerId));
  return { customerId, token: await openSession(t.database.db, customerId, t.clock.now()) };
}

/** The message of a refused call, which must be a 422, as one text (a validation failure lists one per field). */
export const refusalOf = (res: LightMyRequestResponse): string => {
  expect(res.statusCode, res.body).toBe(422);
  const { status, message } = res.json<{ status: string; message: string | string[] }>();
  expect(status).toBe('error');
  return Array.isArray(message) ? message.join(' ') : message;
};
