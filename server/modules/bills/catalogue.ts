import { CABLE_PROVIDERS, ELECTRIC_COMPANIES, type CableCode, type ElectricCompanyCode, type NetworkCode } from '../../../contract/bill-codes';
import { koboToNairaString } from '../../../contract/money';
import { unprocessable } from '../../lib/errors';
import type { CablePackage, DataPlan } from '../../providers/vtu';
import { providerTrouble } from '../wallet';
import type { BillsContext } from './context';
import { BILLS_TEXTS } from './texts';

/**
 * What can be bought, from the provider (which keeps its lists for VTU_CACHE_SECONDS). A provider
 * that cannot give a list is a 503 with `message`; nothing has been charged at that point.
 */

export const dataPlans = (ctx: BillsContext, network: NetworkCode, message: string = BILLS_TEXTS.dataPlansUnavailable): Promise<DataPlan[]> =>
  ctx.vtu.listDataPlans(network).catch(providerTrouble(message));

export const cablePackages = (ctx: BillsContext, cable: CableCode, message: string = BILLS_TEXTS.cablePackagesUnavailable): Promise<CablePackage[]> =>
  ctx.vtu.listCablePackages(cable).catch(providerTrouble(message));

/** The companies of the fixed table the provider sells electricity for now, in the table's order. */
export async function electricCompanies(ctx: BillsContext, message: string = BILLS_TEXTS.companiesUnavailable) {
  const onSale = new Set(await ctx.vtu.listElectricCompanies().catch(providerTrouble(message)));
  return ELECTRIC_COMPANIES.filter(({ code }) => onSale.has(code)).map(({ code, description }) => ({ code, description }));
}

/** A company the provider does not sell for now cannot be verified or paid. */
export async function requireCompanyOnSale(ctx: BillsContext, company: ElectricCompanyCode, message: string): Promise<void> {
  const companies = await electricCompanies(ctx, message);
  if (!companies.some(({ code }) => code === company)) throw unprocessable(BILLS_TEXTS.companyNotOnSale);
}

export const cableProviders = () => CABLE_PROVIDERS.map(({ code, name }) => ({ code, name }));

export const presentDataPlan = (plan: DataPlan) => ({
  PRODUCT_ID: plan.id,
  PRODUCT_NAME: plan.name,
  PRODUCT_AMOUNT: koboToNairaString(plan.amountKobo),
});

export const presentCablePackage = (pack: CablePackage) => ({
  PACKAGE_ID: pack.id,
  PACKAGE_NAME: pack.name,
  PACKAGE_AMOUNT: koboToNairaString(pack.amountKobo),
});
