/** Deposit and withdrawal; the signed-in layout shows their loading shapes. */
export { DepositSkeleton, PaymentResultSkeleton, WithdrawSkeleton } from './WalletSkeleton';
