import type { billPurchases } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** What the bills services use of the app's dependencies. */
export type BillsContext = Pick<AppDeps, 'db' | 'vtu' | 'now' | 'log' | 'config'>;

export type PurchaseRow = typeof billPurchases.$inferSelect;
export type BillService = PurchaseRow['service'];

/** Why a refunded purchase failed: the provider's reason (a VtuFailureReason), or that the order never reached it. */
export type RefundReason = NonNullable<PurchaseRow['failureReason']>;
