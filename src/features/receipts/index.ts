/** Receipts and statements: the receipt's actions on a transaction's details, the statement's screen. */
export { ReceiptActions } from './ReceiptActions';
