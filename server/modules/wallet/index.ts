/** What other modules and the jobs may use of the wallet: the ledger and settlement. */
export { InsufficientFunds, postMovement, postMovements, verifyLedger, type Entry } from './ledger';
export { settlePayment } from './deposit';
export { settleTransfer } from './withdraw';
export type { WalletContext } from './context';
export { walletModule, webhookModule } from './routes';
