import { literal, number, object, string, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

/** GET customer/dashboard/getallinvestmentdetails (naira strings; what each counts: docs/rules.md "Investments"). */
export const InvestmentSummaryResponse = object({
  status: literal('success'),
  investedamount: string(),
  returningamount: string(),
  payedoutamount: string(),
  debtamount: string(),
});
export type InvestmentSummaryResponse = Infer<typeof InvestmentSummaryResponse>;

/** GET customer/dashboard/allinvestments: how many of the customer's investments are running (Pending or Ongoing). */
export const InvestmentCountResponse = object({ status: literal('success'), total: number() });
export type InvestmentCountResponse = Infer<typeof InvestmentCountResponse>;

/** The dashboard's investment tiles: a table of their own, so the dashboard carries no other investment calls. */
export const investmentSummaryEndpoint = endpoint({
  method: 'GET',
  path: 'customer/dashboard/getallinvestmentdetails',
  response: InvestmentSummaryResponse,
  session: true,
});
export const investmentCountEndpoint = endpoint({ method: 'GET', path: 'customer/dashboard/allinvestments', response: InvestmentCountResponse, session: true });

export const dashboardEndpoints = {
  investmentSummary: investmentSummaryEndpoint,
  investmentCount: investmentCountEndpoint,
} as const;
