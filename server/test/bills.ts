import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  billsEndpoints,
  type AirtimeRequest,
  type BodyOf,
  type CableRequest,
  type DataRequest,
  type ElectricityRequest,
  type Endpoint,
  type VerifyMeterRequest,
  type VerifySmartCardRequest,
} from '../../contract';
import { billPurchases, ledgerMovements } from '../db/schema';
import { request } from './client';
import { balanceOf, historyOf, notificationsOf, type TestApp } from './harness';

/** The purchase calls by kind. */
const PURCHASE_ENDPOINTS = {
  airtime: billsEndpoints.buyAirtime,
  data: billsEndpoints.buyData,
  electricity: billsEndpoints.buyElectricity,
  cable: billsEndpoints.buyCable,
} as const;
export type PurchaseKind = keyof typeof PURCHASE_ENDPOINTS;
type PurchaseBodies = { [K in PurchaseKind]: BodyOf<(typeof PURCHASE_ENDPOINTS)[K]> };

/** Request bodies a customer's form would send, with the test PIN; fields override. */
export const BODIES = {
  airtime: (number: string, fields: Partial<AirtimeRequest> = {}): AirtimeRequest => ({ pin: '1234', network: '01', number, amount: '500', ...fields }),
  data: (number: string, fields: Partial<DataRequest> = {}): DataRequest => ({
    pin: '1234',
    network: '01',
    number,
    amount: '1500',
    productCode: 'MTN-2GB-30D',
    productName: '2GB - 30 days',
    ...fields,
  }),
  electricity: (meter: string, fields: Partial<ElectricityRequest> = {}): ElectricityRequest => ({
    pin: '1234',
    ElectricCode: '02',
    MeterNo: meter,
    amount: '2500',
    MeterType: '01',
    ...fields,
  }),
  cable: (card: string, fields: Partial<CableRequest> = {}): CableRequest => ({
    pin: '1234',
    CableTV: '02',
    SmartCardNo: card,
    amount: '5800',
    Package: 'gotv-jolli',
    ...fields,
  }),
} as const satisfies { [K in PurchaseKind]: (to: string, fields?: Partial<PurchaseBodies[K]>) => PurchaseBodies[K] };

/** The bills calls of one signed-in customer, as the SPA makes them. */
export function billsOf(t: TestApp, token: string) {
  /** A purchase sent as it is, checked or not: the compiler cannot follow a kind to its endpoint inside. */
  const send = (kind: PurchaseKind, body: unknown, key?: string) =>
    request(t, PURCHASE_ENDPOINTS[kind] as Endpoint, { token, idempotencyKey: key, raw: { body } });
  return {
    token,
    /** A purchase whose body the kind's endpoint types (one of them, when the kind is not known here). */
    buy: <K extends PurchaseKind>(kind: K, body: PurchaseBodies[K], key?: string) => send(kind, body, key),
    /** A purchase with a body outside the contract's types: missing fields, say. */
    buyUntyped: (kind: PurchaseKind, body: unknown) => send(kind, body),
    verifyMeter: (meterno: string, fields: Partial<VerifyMeterRequest> = {}) =>
      request(t, billsEndpoints.verifyMeter, { token, body: { meterno, code: '02', MeterType: '01', ...fields } }),
    verifyCard: (SmartCardNo: string, fields: Partial<VerifySmartCardRequest> = {}) =>
      request(t, billsEndpoints.verifySmartCard, { token, body: { SmartCardNo, CableTV: '02', ...fields } }),
    dataPlans: (network: string) => request(t, billsEndpoints.dataPlans, { token, params: { network } }),
    cablePackages: (code: string) => request(t, billsEndpoints.cablePackages, { token, params: { code } }),
    electricCompanies: () => request(t, billsEndpoints.electricCompanies, { token }),
    cableProviders: () => request(t, billsEndpoints.cableProviders, { token }),
    beneficiaries: () => request(t, billsEndpoints.beneficiaries, { token }),
    /** The newest history rows. */
    history: () => historyOf(t, token),
    /** The newest notifications. */
    notes: () => notificationsOf(t, token),
    balance: () => balanceOf(t, token),
  };
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
