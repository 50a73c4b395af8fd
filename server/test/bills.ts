import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { billPurchases, ledgerMovements } from '../db/schema';
import { api, call, type TestApp } from './harness';

/** The purchase calls by kind, at the contract's paths. */
export const PURCHASE_PATHS = {
  airtime: 'customer/vtu/airtime',
  data: 'customer/vtu/data',
  electricity: 'customer/vtu/electricty',
  cable: 'customer/vtu/cabletv',
} as const;
export type PurchaseKind = keyof typeof PURCHASE_PATHS;

/** Request bodies a customer's form would send, with the test PIN; fields override. */
export const BODIES = {
  airtime: (number: string, fields: object = {}) => ({ pin: '1234', network: '01', number, amount: '500', ...fields }),
  data: (number: string, fields: object = {}) => ({
    pin: '1234',
    network: '01',
    number,
    amount: '1500',
    productCode: 'MTN-2GB-30D',
    productName: '2GB - 30 days',
    ...fields,
  }),
  electricity: (meter: string, fields: object = {}) => ({ pin: '1234', ElectricCode: '02', MeterNo: meter, amount: '2500', MeterType: '01', ...fields }),
  cable: (card: string, fields: object = {}) => ({ pin: '1234', CableTV: '02', SmartCardNo: card, amount: '5800', Package: 'gotv-jolli', ...fields }),
} as const;

/** The bills calls of one signed-in customer, as the SPA makes them. */
export function billsOf(t: TestApp, token: string) {
  const get = (path: string) => call(t.app, { method: 'GET', url: api(path), token });
  const post = (path: string, payload: object, key?: string) =>
    call(t.app, { method: 'POST', url: api(path), token, payload, headers: key ? { 'idempotency-key': key } : {} });
  return {
    get,
    buy: (kind: PurchaseKind, payload: object, key?: string) => post(PURCHASE_PATHS[kind], payload, key),
    verifyMeter: (meterno: string, fields: object = {}) => post('customer/vtu/verfiymeterno', { meterno, code: '02', MeterType: '01', ...fields }),
    verifyCard: (SmartCardNo: string, fields: object = {}) => post('customer/vtu/verfiycableno', { SmartCardNo, CableTV: '02', ...fields }),
    /** The newest history rows. */
    history: async () => (await get('customer/funding/fetchall?perpage=10&page=1')).json().data as HistoryRow[],
    /** The newest notifications. */
    notes: async () => (await get('customer/notification/fetchnotifications?page=1')).json().data as NoteRow[],
    balance: async () => (await get('customer')).json().customer.ngnbalance as string,
  };
}

export interface HistoryRow {
  title: string;
  type: number;
  which: number;
  classtype: number;
  amount: string;
  status: string;
  details: Record<string, string>;
}

export interface NoteRow {
  title: string;
  description: string;
  which: number;
  type: number;
}

export const messageOf = (res: LightMyRequestResponse) => res.json().message as string | string[];

/** The purchase row with this reference, and the kinds of the ledger movements posted under it. */
export async function purchaseOf(t: TestApp, reference: string) {
  const [row] = await t.database.db.select().from(billPurchases).where(eq(billPurchases.reference, reference));
  const moves = await t.database.db.select({ kind: ledgerMovements.kind }).from(ledgerMovements).where(eq(ledgerMovements.reference, reference));
  return { row: row!, movements: moves.map((m) => m.kind).sort() };
}

/** Far enough on for reconciliation to ask, and to trust a "not found": the call's limit and two intervals. */
export const SETTLE_WAIT_MS = 20_000 + 2 * 60_000 + 1_000;
