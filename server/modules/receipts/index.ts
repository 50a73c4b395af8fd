/** What scripts may use of receipts and statements: a statement's file, as the endpoint makes it. */
export { statementFile } from './statement';
