import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ELECTRIC_COMPANIES } from '../../../contract/bill-codes';
import { AIRTIME_MAX_NAIRA, AIRTIME_MIN_NAIRA } from '../../../contract/bill-fields';
import type { Db } from '../../db/client';
import { sandboxVtuOrders } from '../../db/schema';
import { ProviderUnavailable } from '../errors';
import { sandboxHolderName, sandboxPath } from '../sandbox-numbers';
import { checkRequestId, wholeNaira } from './requests';
import { SANDBOX_CABLE_PACKAGES, SANDBOX_DATA_PLANS } from './sandbox-catalogue';
import { outcomeOfName } from './names';
import type { CablePackage, DataPlan, VerifyOutcome, VtuFailureReason, VtuOrderState, VtuOutcome, VtuProvider } from './types';

type OrderRow = typeof sandboxVtuOrders.$inferSelect;

interface Order {
  requestId: string;
  service: OrderRow['service'];
  /** The number the sandbox path is read from: the phone for airtime and data, else the meter or card. */
  recipient: string;
  product: string | null;
  amountKobo: number;
  /** Prepaid electricity: the order carries a token. */
  withToken: boolean;
}

const REMARKS: Record<OrderRow['status'], string> = {
  COMPLETED: 'Sandbox order completed',
  PENDING: 'Sandbox order received; it completes when next asked about',
  UNRESPONSIVE: 'Network Unresponsive: the sandbox cancels the order when next asked about',
  FAILED: 'Sandbox provider declined the order',
  CANCELLED: 'Sandbox provider cancelled the order: the network stayed unresponsive',
};

/**
 * A recipient ending 5201 meets ClubKonnect's 201, 'Network Unresponsive': not final, and cancelled
 * when next asked about, as ClubKonnect cancels an order its retries could not place.
 */
const UNRESPONSIVE_SUFFIX = '5201';

/**
 * The VTU provider as a product feature for trying Fleetvest locally. Every purchase ends by the
 * recipient's last four digits (see sandboxPath): the phone number for airtime and data, the
 * meter or smart-card number for electricity and cable. 0000 declined; 1111 pending, completed
 * when next queried; 2222 times out but went through; 3333 times out and did not; anything else
 * completes at once, prepaid electricity with a 20-digit token; 5201 is 'Network Unresponsive'
 * (ClubKonnect's 201), cancelled when next queried. Meter and card numbers starting
 * 000 do not verify; those ending 7777 get ClubKonnect's 'Service unavailable' in place of a name.
 * A "timeout" throws at once, as a timed-out call would, without the wait.
 */
export function sandboxVtu(db: Db, now: () => Date): VtuProvider {
  const timedOut = () => new ProviderUnavailable('sandbox VTU provider: no answer in time');

  async function place(order: Order): Promise<VtuOutcome> {
    checkRequestId(order.requestId);
    const path = sandboxPath(order.recipient);
    if (path === 'timeout_not_done') throw timedOut();
    const status = order.recipient.endsWith(UNRESPONSIVE_SUFFIX)
      ? 'UNRESPONSIVE'
      : path === 'declined'
        ? 'FAILED'
        : path === 'pending'
          ? 'PENDING'
          : 'COMPLETED';
    // A RequestID the sandbox already has is answered from its books, never ordered twice.
    await db
      .insert(sandboxVtuOrders)
      .values({
        requestId: order.requestId,
        service: order.service,
        recipient: order.recipient,
        product: order.product,
        amountKobo: order.amountKobo,
        status,
        token: order.withToken && status !== 'FAILED' && status !== 'UNRESPONSIVE' ? newToken() : null,
        createdAt: now(),
      })
      .onConflictDoNothing();
    if (path === 'timeout_done') throw timedOut();
    const [row] = await db.select().from(sandboxVtuOrders).where(eq(sandboxVtuOrders.requestId, order.requestId));
    if (!row) throw new Error(`sandbox VTU order ${order.requestId} was not recorded`);
    return outcomeOf(row);
  }

  /** A data plan or cable package, at the sandbox's own price; one it does not sell is refused. */
  async function placeListed(requestId: string, service: 'data' | 'cable', items: (DataPlan | CablePackage)[], id: string, recipient: string) {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return refused(requestId, 'invalid_product');
    return place({ requestId, service, recipient, product: item.id, amountKobo: item.amountKobo, withToken: false });
  }

  return {
    name: 'sandbox',

    async listDataPlans(network) {
      return SANDBOX_DATA_PLANS[network];
    },

    async listCablePackages(cable) {
      return SANDBOX_CABLE_PACKAGES[cable];
    },

    async listElectricCompanies() {
      return ELECTRIC_COMPANIES.map(({ code }) => code);
    },

    async verifyMeter(_company, meterNumber) {
      return check(meterNumber);
    },

    async verifySmartCard(_cable, cardNumber) {
      return check(cardNumber);
    },

    async buyAirtime(purchase) {
      const naira = wholeNaira(purchase.amountKobo);
      if (naira < AIRTIME_MIN_NAIRA || naira > AIRTIME_MAX_NAIRA) return refused(purchase.requestId, 'invalid_amount');
      return place({
        requestId: purchase.requestId,
        service: 'airtime',
        recipient: purchase.phoneNumber,
        product: purchase.network,
        amountKobo: purchase.amountKobo,
        withToken: false,
      });
    },

    buyData(purchase) {
      return placeListed(purchase.requestId, 'data', SANDBOX_DATA_PLANS[purchase.network], purchase.planId, purchase.phoneNumber);
    },

    async buyElectricity(purchase) {
      wholeNaira(purchase.amountKobo);
      return place({
        requestId: purchase.requestId,
        service: 'electricity',
        recipient: purchase.meterNumber,
        product: purchase.company,
        amountKobo: purchase.amountKobo,
        withToken: purchase.meterType === '01',
      });
    },

    buyCable(purchase) {
      return placeListed(purchase.requestId, 'cable', SANDBOX_CABLE_PACKAGES[purchase.cable], purchase.packageId, purchase.cardNumber);
    },

    async queryOrder(requestId): Promise<VtuOrderState> {
      checkRequestId(requestId);
      // Being asked is what completes a pending order, or cancels an unresponsive one: one
      // statement, so racing queries agree.
      const [row] = await db
        .update(sandboxVtuOrders)
        .set({
          status: sql`CASE ${sandboxVtuOrders.status} WHEN 'PENDING' THEN 'COMPLETED' WHEN 'UNRESPONSIVE' THEN 'CANCELLED' ELSE ${sandboxVtuOrders.status} END`,
        })
        .where(eq(sandboxVtuOrders.requestId, requestId))
        .returning();
      return row ? outcomeOf(row) : { status: 'not_found' };
    },
  };
}

/** ClubKonnect's words where a name belongs when it cannot check a number (docs/providers.md). */
const NO_NAME = 'Service unavailable. Please try again later.';

/** A meter or card: ending 7777 it cannot be checked now (as ClubKonnect answers at times), starting 000 it does not exist. */
function check(number: string): VerifyOutcome {
  if (number.endsWith('7777')) return outcomeOfName(NO_NAME);
  const name = sandboxHolderName(number);
  return name === null ? { status: 'invalid' } : outcomeOfName(name);
}

/** Refused outright, as a provider refuses a bad amount or product: no order is kept. */
function refused(requestId: string, reason: VtuFailureReason): VtuOutcome {
  checkRequestId(requestId);
  return { status: 'failed', orderId: null, remark: `Sandbox provider refused the order (${reason})`, reason };
}

function outcomeOf(row: OrderRow): VtuOutcome {
  const orderId = `SBX${row.requestId}`;
  const remark = REMARKS[row.status];
  switch (row.status) {
    case 'COMPLETED':
      return { status: 'completed', orderId, remark, token: row.token };
    case 'PENDING':
    case 'UNRESPONSIVE':
      return { status: 'pending', orderId, remark };
    case 'FAILED':
    case 'CANCELLED':
      return { status: 'failed', orderId, remark, reason: 'declined' };
  }
}

/** A 20-digit prepaid token, as discos issue them. */
const newToken = () => `${String(randomInt(0, 1e10)).padStart(10, '0')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
