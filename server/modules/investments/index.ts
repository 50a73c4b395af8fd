/** What the rest of the server may use of investments: the services, the payout job's pass, the catalogue, the routes. */
export { addPlan, catalogue, seedSandboxCatalogue } from './catalogue';
export { investmentContextOf, type InvestmentContext } from './context';
export { payDuePayouts, PAYOUT_INTERVAL_MS } from './payouts';
export { PLANS_USAGE, plansCommand } from './plans-command';
export { payoutSchedule, periodRule } from './schedule';
