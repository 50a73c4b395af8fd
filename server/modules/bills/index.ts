/** What the rest of the server may use of bills: reconciliation of a pending purchase, housekeeping, and its amount limits. */
export { reconcilePurchase } from './settle';
export { forgetExpiredVerifications } from './verification';
export { billAmountLimits } from './limits';
export type { BillsContext } from './context';
