/** What other modules may use of the history: writing and settling rows. */
export { KINDS, recordTransaction, recordTransactions, reviseCompletedTransaction, settleTransaction } from './service';
