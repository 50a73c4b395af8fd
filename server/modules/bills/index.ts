/** What the rest of the server may use of bills: the plugin, reconciliation of a pending purchase, and housekeeping. */
export { billsModule } from './routes';
export { reconcilePurchase } from './settle';
export { forgetExpiredVerifications } from './verification';
export type { BillsContext } from './context';
