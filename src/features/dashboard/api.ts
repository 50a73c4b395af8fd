import { investmentCountEndpoint, investmentSummaryEndpoint } from '@contract/dashboard';
import { recentTransactionsEndpoint } from '@contract/transactions';
import { call } from '@/api/client';

/** The dashboard's own reads. */
export const fetchInvestmentSummary = () => call(investmentSummaryEndpoint);

export const fetchInvestmentCount = () => call(investmentCountEndpoint);

export const fetchRecentTransactions = () => call(recentTransactionsEndpoint);
