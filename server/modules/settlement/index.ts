/** The daily settlement of our ledger against each gateway's own records (`npm run settlement`). */
export { settlementCommand, settlementDay } from './settlement-command';
