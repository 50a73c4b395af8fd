import { signal } from '@preact/signals-core';

/** Wallet and payout balances start shown (docs/product.md §Flows); one switch serves both cards. */
export const balanceVisible = signal(true);
