import { signal } from '@preact/signals-core';

/** Wallet and payout balances start shown (spec 4); one switch serves both cards. */
export const balanceVisible = signal(true);
