import {
  accountDetailsEndpoint,
  banksEndpoint,
  fundAccountEndpoint,
  makeWithdrawalEndpoint,
  verifyPaymentEndpoint,
  type WithdrawRequest,
} from '@contract/wallet';
import { call } from '@/api/client';

/** payfrom 2 is the card checkout. */
const PAY_BY_CARD = 2;

/** Starts a card deposit; the answer carries the checkout the browser goes to. */
export const fundAccount = (amount: number) => call(fundAccountEndpoint, { body: { amount, payfrom: PAY_BY_CARD } });

export const verifyPayment = (reference: string) => call(verifyPaymentEndpoint, { body: { tx_ref: reference } });

export const fetchBanks = () => call(banksEndpoint);

export const fetchAccountName = async (accountnumber: string, bank: string): Promise<string> =>
  (await call(accountDetailsEndpoint, { query: { accountnumber, bank } })).account.responseBody.accountName;

/** Money-moving calls carry an Idempotency-Key kept while their outcome is unknown (api/idempotency.ts). */
export const makeWithdrawal = (body: WithdrawRequest) => call(makeWithdrawalEndpoint, { body });
