import { array, literal, nullable, number, object, optional, string, union, type Infer } from 'superstruct';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { approvalFields, withApproval } from './approval';
import { isDigits, LIMITS, nairaAmount, required, text } from './fields';

/** POST customer/deposit/fundaccount: amount in naira (a number), payfrom 2 = card checkout. */
export const FundAccountRequest = object({ amount: nairaAmount(), payfrom: optional(union([number(), text('payfrom', LIMITS.numeric)])) });
export type FundAccountRequest = Infer<typeof FundAccountRequest>;

/** Shaped like the gateway's init answer: the browser goes to checkoutUrl. */
const FundAccountResponse = object({
  status: literal('success'),
  message: string(),
  paymentrequest: object({
    responseBody: object({ checkoutUrl: string(), paymentReference: string() }),
  }),
});
type FundAccountResponse = Infer<typeof FundAccountResponse>;

/** POST customer/deposit/verifypayment: tx_ref is our paymentReference from the return URL. */
const VerifyPaymentRequest = object({ tx_ref: required('payment reference') });
type VerifyPaymentRequest = Infer<typeof VerifyPaymentRequest>;

/**
 * paystatus: PAID, PARTIALLY_PAID, PENDING, EXPIRED or FAILED. amount is what was paid once paid
 * (else what was asked), amount_requested what was asked; both naira with two decimals.
 */
export const PaymentDetails = object({
  transactionreference: string(),
  amount: string(),
  amount_requested: optional(string()),
  payment_method: nullable(string()),
  payment_date: nullable(string()),
  paystatus: string(),
});
export type PaymentDetails = Infer<typeof PaymentDetails>;
const VerifyPaymentResponse = object({
  status: literal('success'),
  message: string(),
  details: PaymentDetails,
});
type VerifyPaymentResponse = Infer<typeof VerifyPaymentResponse>;

export const Bank = object({ bankcode: string(), name: string() });
export type Bank = Infer<typeof Bank>;
const BanksResponse = object({ status: literal('success'), data: array(Bank) });
type BanksResponse = Infer<typeof BanksResponse>;

/** GET fetchaccountdetails?accountnumber=&bank=: the holder's name as the bank reports it. */
const AccountDetailsResponse = object({
  status: literal('success'),
  account: object({ responseBody: object({ accountName: string() }) }),
});
type AccountDetailsResponse = Infer<typeof AccountDetailsResponse>;

export const ACCOUNT_NUMBER_LENGTH = 10;
const accountNumber = () => text('account number', LIMITS.code, (v) => isDigits(v, ACCOUNT_NUMBER_LENGTH) || 'The account number must be 10 digits.');

/** POST customer/withdrawal/makewithdrawal: amount is sent as a string (docs/product.md §The calls the SPA makes). */
export const WithdrawRequest = withApproval(
  object({
    amount: nairaAmount(),
    bank: required('bank'),
    accountnumber: accountNumber(),
    ...approvalFields,
  }),
);
export type WithdrawRequest = Infer<typeof WithdrawRequest>;

/** GET fetchaccountdetails?accountnumber=&bank= */
const AccountLookupQuery = object({ accountnumber: accountNumber(), bank: required('bank') });

/** Deposit through the gateway's hosted checkout, bank lookups, withdrawal. */
export const fundAccountEndpoint = endpoint({
  method: 'POST',
  path: 'customer/deposit/fundaccount',
  body: FundAccountRequest,
  response: FundAccountResponse,
  session: true,
  idempotent: true,
});
export const verifyPaymentEndpoint = endpoint({
  method: 'POST',
  path: 'customer/deposit/verifypayment',
  body: VerifyPaymentRequest,
  response: VerifyPaymentResponse,
  session: true,
});
export const banksEndpoint = endpoint({ method: 'GET', path: 'fetchbanks', response: BanksResponse, session: true });
export const accountDetailsEndpoint = endpoint({
  method: 'GET',
  path: 'fetchaccountdetails',
  query: AccountLookupQuery,
  response: AccountDetailsResponse,
  session: true,
});
export const makeWithdrawalEndpoint = endpoint({
  method: 'POST',
  path: 'customer/withdrawal/makewithdrawal',
  body: WithdrawRequest,
  response: MessageResponse,
  session: true,
  idempotent: true,
});

export const walletEndpoints = {
  fundAccount: fundAccountEndpoint,
  verifyPayment: verifyPaymentEndpoint,
  banks: banksEndpoint,
  accountDetails: accountDetailsEndpoint,
  makeWithdrawal: makeWithdrawalEndpoint,
} as const;
