/** What the rest of the server may use of bills: the plugin, reconciliation of a pending purchase, housekeeping, and its amount limits. */
export { billsModule } from './routes';
export { reconcilePurchase } from './settle';
export { forgetExpiredVerifications } from './verification';
export { billAmountLimits } from './limits';
export type { BillsContext } from './context';
