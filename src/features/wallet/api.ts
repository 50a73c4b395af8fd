import {
  AccountDetailsResponse,
  BanksResponse,
  FundAccountResponse,
  VerifyPaymentResponse,
  type WithdrawRequest,
} from '@contract/wallet';
import { MessageResponse } from '@contract/common';
import { api, request } from '../../api/client';
import { idempotentSender } from '../../api/idempotency';

/** Spec 7: payfrom 2 is the card checkout. */
const PAY_BY_CARD = 2;

const sendDeposit = idempotentSender();
const sendWithdrawal = idempotentSender();

/** Starts a card deposit; the answer carries the checkout the browser goes to. */
export const fundAccount = (amount: number) => {
  const body = { amount, payfrom: PAY_BY_CARD };
  return sendDeposit(body, (key) =>
    request(api.url('customer/deposit/fundaccount').headers({ 'Idempotency-Key': key }).post(body), FundAccountResponse),
  );
};

export const verifyPayment = (reference: string) =>
  request(api.url('customer/deposit/verifypayment').post({ tx_ref: reference }), VerifyPaymentResponse);

export const fetchBanks = () => request(api.url('fetchbanks').get(), BanksResponse);

export const fetchAccountName = async (accountnumber: string, bank: string): Promise<string> =>
  (await request(api.url(`fetchaccountdetails?${new URLSearchParams({ accountnumber, bank })}`).get(), AccountDetailsResponse))
    .account.responseBody.accountName;

export const makeWithdrawal = (body: WithdrawRequest) =>
  sendWithdrawal(body, (key) =>
    request(api.url('customer/withdrawal/makewithdrawal').headers({ 'Idempotency-Key': key }).post(body), MessageResponse),
  );
