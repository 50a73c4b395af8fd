/** What other modules and the jobs may use of the wallet: the ledger, settlement, and the 503 for a provider in trouble. */
export { InsufficientFunds, postMovement, postMovements, verifyLedger, type Entry } from './ledger';
export { ledgerCheckCommand } from './ledger-check-command';
export { settlePayment } from './deposit';
export { settleTransfer } from './withdraw';
export { providerTrouble } from './provider-trouble';
export type { WalletContext } from './context';
export { walletModule, webhookModule } from './routes';
