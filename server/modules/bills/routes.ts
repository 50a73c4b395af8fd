import { cableProvider, networkByPlanName } from '../../../contract/bill-codes';
import { billsEndpoints } from '../../../contract/bills';
import { providerCallbackEndpoints } from '../../../contract/provider-callbacks';
import type { ModulePlugin } from '../../deps';
import { addressLimit, PROVIDER_CALLBACK_CEILING } from '../../http/rate-limits';
import { serveEndpoint } from '../../http/serve';
import { recentBeneficiaries } from './beneficiaries';
import { answerProviderCallback } from './callback';
import { cablePackages, cableProviders, dataPlans, electricCompanies, presentCablePackage, presentDataPlan } from './catalogue';
import { known } from './known';
import type { PurchaseReceipt } from './present';
import { buyAirtime, buyCable, buyData, buyElectricity, recoverPurchase } from './purchase';
import { approverOf } from '../profile';
import { verifyMeter, verifySmartCard } from './verification';

const purchased = (receipt: PurchaseReceipt) => ({ status: 'success' as const, ...receipt });

/** Airtime, data, electricity and cable TV: lists, verification, purchases, recent recipients, the provider's callback. */
export const billsModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  const recover = (reference: string) => recoverPurchase(deps, reference);

  serve(billsEndpoints.dataPlans, async ({ params }) => {
    const network = known(networkByPlanName(params.network)).code;
    const plans = await dataPlans(deps, network);
    return { status: 'success', success: true, data: [{ ID: network, PRODUCT: plans.map(presentDataPlan) }] };
  });

  serve(billsEndpoints.electricCompanies, async () => ({ status: 'success', data: await electricCompanies(deps) }));

  serve(billsEndpoints.cableProviders, async () => ({ status: 'success', data: cableProviders() }));

  serve(billsEndpoints.cablePackages, async ({ params }) => {
    const packages = await cablePackages(deps, known(cableProvider(params.code)).code);
    return { status: 'success', data: packages.map(presentCablePackage) };
  });

  serve(billsEndpoints.verifyMeter, async ({ body, principal }) => {
    const name = await verifyMeter(deps, principal.customerId, body);
    return { status: 'success', message: name, data: { customer_name: name } };
  });

  serve(billsEndpoints.verifySmartCard, async ({ body, principal }) => {
    const name = await verifySmartCard(deps, principal.customerId, body);
    return { status: 'success', message: name, data: { customer_name: name } };
  });

  // The four purchases answer the message of the purchase (and a prepaid token), or its 422; a repeat works it out from the purchase.
  serve(
    billsEndpoints.buyAirtime,
    async ({ body, principal, claim, request }) =>
      purchased(await buyAirtime(deps, principal.customerId, body, approverOf(deps, request, principal.customerId, claim), claim)),
    { recover },
  );
  serve(
    billsEndpoints.buyData,
    async ({ body, principal, claim, request }) =>
      purchased(await buyData(deps, principal.customerId, body, approverOf(deps, request, principal.customerId, claim), claim)),
    { recover },
  );
  serve(
    billsEndpoints.buyElectricity,
    async ({ body, principal, claim, request }) =>
      purchased(await buyElectricity(deps, principal.customerId, body, approverOf(deps, request, principal.customerId, claim), claim)),
    {
      recover,
    },
  );
  serve(
    billsEndpoints.buyCable,
    async ({ body, principal, claim, request }) =>
      purchased(await buyCable(deps, principal.customerId, body, approverOf(deps, request, principal.customerId, claim), claim)),
    { recover },
  );

  serve(billsEndpoints.beneficiaries, async ({ principal }) => ({ status: 'success', data: await recentBeneficiaries(deps.db, principal.customerId) }));

  // A failed query is left to reconciliation: the provider always gets its 200.
  serve(
    providerCallbackEndpoints.clubKonnectCallback,
    async ({ query, request }) => {
      await answerProviderCallback(deps, query.requestid).catch((error: unknown) =>
        request.log.warn({ err: error, reference: query.requestid }, 'callback status query failed; reconciliation will ask'),
      );
      return { status: 'success' };
    },
    { onRequest: addressLimit(app, 'provider-callback', PROVIDER_CALLBACK_CEILING) },
  );
};
