import type { DataPlanNetworkName } from '@contract/bill-codes';
import {
  beneficiariesEndpoint,
  buyAirtimeEndpoint,
  buyCableEndpoint,
  buyDataEndpoint,
  buyElectricityEndpoint,
  cablePackagesEndpoint,
  cableProvidersEndpoint,
  dataPlansEndpoint,
  electricCompaniesEndpoint,
  verifyMeterEndpoint,
  verifySmartCardEndpoint,
  type AirtimeRequest,
  type CableRequest,
  type DataRequest,
  type ElectricityRequest,
  type PurchaseResponse,
  type VerifyMeterRequest,
  type VerifySmartCardRequest,
} from '@contract/bills';
import { call } from '@/api/client';

/** docs/product.md §The calls the SPA makes and §What the screens show: the network's plans sit in the PRODUCT list of the first element of data. */
export const fetchDataPlans = async (network: DataPlanNetworkName) => (await call(dataPlansEndpoint, { params: { network } })).data[0]?.PRODUCT ?? [];

export const fetchElectricCompanies = async () => (await call(electricCompaniesEndpoint)).data;

export const fetchCableProviders = async () => (await call(cableProvidersEndpoint)).data;

export const fetchCablePackages = async (code: string) => (await call(cablePackagesEndpoint, { params: { code } })).data;

/** The name on the meter or card; the server remembers the check for the purchase that follows. */
export const verifyMeter = async (body: VerifyMeterRequest) => (await call(verifyMeterEndpoint, { body })).data.customer_name;

export const verifySmartCard = async (body: VerifySmartCardRequest) => (await call(verifySmartCardEndpoint, { body })).data.customer_name;

export const fetchBeneficiaries = async () => (await call(beneficiariesEndpoint)).data;

/** What a purchase answered: its message and, for a prepaid meter, the token, a field of its own. */
export type PurchaseReceipt = { message: string; token?: string };
const receiptOf = ({ message, token }: PurchaseResponse): PurchaseReceipt => ({ message, token });

/** Money-moving calls carry an Idempotency-Key kept while their outcome is unknown (api/idempotency.ts). */
export const buyAirtime = async (body: AirtimeRequest) => receiptOf(await call(buyAirtimeEndpoint, { body }));
export const buyData = async (body: DataRequest) => receiptOf(await call(buyDataEndpoint, { body }));
export const buyElectricity = async (body: ElectricityRequest) => receiptOf(await call(buyElectricityEndpoint, { body }));
export const buyCable = async (body: CableRequest) => receiptOf(await call(buyCableEndpoint, { body }));
