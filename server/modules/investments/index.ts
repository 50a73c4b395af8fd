/** What the rest of the server may use of investments: the services, the payout job's pass, the catalogue, the routes. */
export { buyUnits } from './buy';
export { cashOut } from './cashout';
export { addPlan, catalogue, closePlan, seedSandboxCatalogue } from './catalogue';
export { investmentContextOf, type InvestmentContext } from './context';
export { draftFromInput } from './plan-draft';
export { payDuePayouts, PAYOUT_BATCH, PAYOUT_INTERVAL_MS } from './payouts';
export { PLANS_USAGE, plansCommand } from './plans-command';
export { findPlan, investmentCalculator, listPlans } from './plans';
export { investmentSummary, listInvestments } from './portfolio';
export { payoutSchedule, periodRule } from './schedule';
