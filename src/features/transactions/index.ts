/** The customer's history: its list (the dashboard shows the latest rows too) and its labels. */
export * from './kinds';
export { NoTransactions, TransactionGroups } from './TransactionList';
