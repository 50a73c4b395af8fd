import type { Movement } from '../wallet';

/** A purchase's money: from the wallet to the VTU provider. A refund is its reverse (docs/rules.md §Bills). */
export const billPayment = (reference: string, customerId: number, amountKobo: number): Movement => ({
  kind: 'bill',
  reference,
  entries: [
    { account: 'wallet', customerId, amount: -amountKobo },
    { account: 'vtu_provider', amount: amountKobo },
  ],
});
