import { dashboardEndpoints, investmentEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { createInvestment, recoverInvestment } from './buy';
import { cashOutReturns, recoverCashout } from './cashout';
import { investmentContextOf } from './context';
import { approverOf } from '../profile';
import { investmentCalculator, listPlans } from './plans';
import { investmentSummary, listInvestments } from './portfolio';

/** Plans, the calculator, buying units, the customer's investments, cash-out and the dashboard's tiles. */
export const investmentsModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  const ctx = investmentContextOf(deps);
  // Buying and cashing out check the PIN, under the configured PIN keys.

  serve(investmentEndpoints.plans, async () => ({ status: 'success', data: await listPlans(ctx) }));

  serve(investmentEndpoints.calculator, async ({ body }) => ({ status: 'success', ...(await investmentCalculator(ctx, body)) }));

  serve(
    investmentEndpoints.createInvestment,
    async ({ body, principal, claim, request }) => ({
      status: 'success',
      message: await createInvestment(ctx, principal.customerId, body, approverOf(deps, request, principal.customerId, claim), claim),
    }),
    { recover: (reference) => recoverInvestment(ctx, reference) },
  );

  serve(investmentEndpoints.investments, async ({ principal }) => ({
    status: 'success',
    data: await listInvestments(deps.db, principal.customerId),
  }));

  serve(
    investmentEndpoints.cashoutReturns,
    async ({ body, principal, claim, request }) => ({
      status: 'success',
      message: await cashOutReturns(ctx, principal.customerId, body, approverOf(deps, request, principal.customerId, claim), claim),
    }),
    { recover: (reference) => recoverCashout(ctx, reference) },
  );

  serve(dashboardEndpoints.investmentSummary, async ({ principal }) => {
    const { total: _running, ...amounts } = await investmentSummary(deps.db, principal.customerId);
    return { status: 'success', ...amounts };
  });

  serve(dashboardEndpoints.investmentCount, async ({ principal }) => ({
    status: 'success',
    total: (await investmentSummary(deps.db, principal.customerId)).total,
  }));
};
