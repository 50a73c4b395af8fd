import { RecentTransactionsResponse } from '@contract/transactions';
import { InvestmentCountResponse, InvestmentSummaryResponse } from '@contract/dashboard';
import { api, request } from '../../api/client';

/** The dashboard's own reads (spec 7, "Customer, summary and history"). */
export const fetchInvestmentSummary = () =>
  request(api.url('customer/dashboard/getallinvestmentdetails').get(), InvestmentSummaryResponse);

export const fetchInvestmentCount = () => request(api.url('customer/dashboard/allinvestments').get(), InvestmentCountResponse);

export const fetchRecentTransactions = () => request(api.url('customer/funding/fetchrecent').get(), RecentTransactionsResponse);
