import { is, literal, object, string, union, type Infer } from 'superstruct';
import { cableProvider, electricCompany, meterType, mobileNetwork } from '@contract/bill-codes';
import { CablePackage, DataPlan } from '@contract/bills';
import { formatNairaWhole } from '@/lib/format';
import type { PurchaseReceipt } from './api';
import { texts } from './texts';

/**
 * What a purchase screen hands its review screen (docs/product.md §Utility bills: by navigation state). History state
 * outlives the app version that wrote it, so a review screen checks it like any answer.
 */
const AirtimeReview = object({ kind: literal('airtime'), network: string(), number: string(), amount: string() });
const DataReview = object({ kind: literal('data'), network: string(), number: string(), plan: DataPlan });
const ElectricityReview = object({
  kind: literal('electricity'),
  company: string(),
  meterType: string(),
  meterno: string(),
  amount: string(),
  customerName: string(),
});
const CableReview = object({ kind: literal('cable'), cable: string(), smartcard: string(), plan: CablePackage, customerName: string() });
const BillReview = union([AirtimeReview, DataReview, ElectricityReview, CableReview]);

export type BillReview = Infer<typeof BillReview>;
export type BillKind = BillReview['kind'];
export type ReviewOf<K extends BillKind> = Extract<BillReview, { kind: K }>;

declare module '@tanstack/history' {
  interface HistoryState {
    /** The values a bill's review screen shows and pays. */
    bill?: BillReview;
    /** What the last purchase answered, for the hub to keep in view (an electricity token must be copied). */
    billReceipt?: PurchaseReceipt;
  }
}

/** The review of `kind` that navigation state carries, or null when there is none (direct entry, a reload elsewhere). */
export const reviewFrom = <K extends BillKind>(kind: K, state: unknown): ReviewOf<K> | null => {
  const bill = typeof state === 'object' && state !== null ? (state as { bill?: unknown }).bill : undefined;
  return is(bill, BillReview) && bill.kind === kind ? (bill as ReviewOf<K>) : null;
};

export const networkName = (code: string): string => mobileNetwork(code)?.name ?? code;
export const companyName = (code: string): string => electricCompany(code)?.description ?? code;
export const cableName = (code: string): string => cableProvider(code)?.name ?? code;
const meterTypeName = (code: string): string => meterType(code)?.name ?? code;

/** What is being paid, in naira: the plan's or package's listed price for data and cable. */
export const reviewAmount = (review: BillReview): string => {
  switch (review.kind) {
    case 'airtime':
    case 'electricity':
      return review.amount;
    case 'data':
      return review.plan.PRODUCT_AMOUNT;
    case 'cable':
      return review.plan.PACKAGE_AMOUNT;
  }
};

/** A row of a review screen; `money` marks the amount, drawn in the money style. */
export type ReviewRow = readonly [label: string, value: string, money?: 'money'];

/** docs/product.md §Utility bills: the rows of each review screen, amounts in naira with no decimals. */
export const reviewRows = (review: BillReview): ReviewRow[] => {
  const t = texts.review;
  const amount: ReviewRow = [t.amount, formatNairaWhole(reviewAmount(review)), 'money'];
  switch (review.kind) {
    case 'airtime':
      return [[t.billType, t.airtime], [t.billNumber, review.number], amount, [t.biller, networkName(review.network)]];
    case 'data':
      return [
        [t.network, networkName(review.network)],
        [t.billNumber, review.number],
        amount,
        [t.biller, networkName(review.network)],
        [t.dataPlan, review.plan.PRODUCT_NAME],
      ];
    case 'electricity':
      return [
        [t.type, meterTypeName(review.meterType)],
        [t.meterNumber, review.meterno],
        [t.customer, review.customerName],
        amount,
        [t.provider, companyName(review.company)],
      ];
    case 'cable':
      return [
        [t.customer, review.customerName],
        [t.cardNumber, review.smartcard],
        amount,
        [t.provider, cableName(review.cable)],
        [t.package, review.plan.PACKAGE_NAME],
      ];
  }
};
