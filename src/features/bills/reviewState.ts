import { is, literal, object, string, union, type Infer } from 'superstruct';
import { CablePackage, DataPlan } from '@contract/bills';
import type { PurchaseReceipt } from './api';

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
