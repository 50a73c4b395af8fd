/** What other modules and the jobs may use of the wallet: the ledger and settlement. */
export { InsufficientFunds, postMovement, verifyLedger, type Entry } from './ledger';
export { settlePayment } from './deposit';
export { settleTransfer } from './withdraw';
export type { WalletContext } from './context';
