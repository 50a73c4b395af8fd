/** What other modules and the jobs may use of the wallet: the ledger, settlement (also of a gateway's event), the 503 for a provider in trouble, and its amount limits. */
export { InsufficientFunds, postMovement, postMovements, reverse, verifyLedger, type Movement } from './ledger';
export { ledgerCheckCommand } from './ledger-check-command';
export { settlePayment } from './deposit';
export { settleTransfer } from './withdraw';
export { settleWebhookEvent } from './webhook-event';
export { providerTrouble } from './provider-trouble';
export { walletAmountLimits } from './limits';
export type { WalletContext } from './context';
