import { literal, number, object, string, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

/** GET customer/dashboard/getallinvestmentdetails (naira strings). */
export const InvestmentSummaryResponse = object({
  status: literal('success'),
  investedamount: string(),
  returningamount: string(),
  payedoutamount: string(),
  debtamount: string(),
});
export type InvestmentSummaryResponse = Infer<typeof InvestmentSummaryResponse>;

/** GET customer/dashboard/allinvestments: how many investments the customer holds. */
export const InvestmentCountResponse = object({ status: literal('success'), total: number() });
export type InvestmentCountResponse = Infer<typeof InvestmentCountResponse>;

/** The dashboard's investment tiles. */
export const dashboardEndpoints = {
  investmentSummary: endpoint({
    method: 'GET',
    path: 'customer/dashboard/getallinvestmentdetails',
    response: InvestmentSummaryResponse,
    session: true,
  }),
  investmentCount: endpoint({ method: 'GET', path: 'customer/dashboard/allinvestments', response: InvestmentCountResponse, session: true }),
} as const;
