import { array, literal, object, optional, string, type Infer } from 'superstruct';
import { networkByPlanName } from './bill-codes';
import {
  airtimeAmount,
  BILL_FIELD_TEXTS,
  cableCode,
  clientPrice,
  companyCode,
  meterNumber,
  meterTypeCode,
  mobileNumber,
  networkCode,
  smartCardNumber,
  wholeNairaAmount,
} from './bill-fields';
import { endpoint } from './endpoint';
import { approvalFields, withApproval } from './approval';
import { LIMITS, notBlank, required, text } from './fields';

/**
 * Bill payments (airtime, data, electricity, cable TV): the structs of what travels and the calls.
 * The code tables are in bill-codes.ts, the fields they are made of in bill-fields.ts.
 */

/** GET customer/vtu/fetchPlan/:network, by the network's name in the path (MTN, Glo, m_9mobile, Airtel). */
const DataPlanParams = object({
  network: text('network', LIMITS.code, (v) => networkByPlanName(v) !== undefined || BILL_FIELD_TEXTS.planNetwork),
});

/** Prices are naira with two decimals, as the provider lists them. */
export const DataPlan = object({ PRODUCT_ID: string(), PRODUCT_NAME: string(), PRODUCT_AMOUNT: string() });
export type DataPlan = Infer<typeof DataPlan>;
/** `data` holds one entry, the network asked for (its code as ID), with its plans in PRODUCT. */
export const DataPlansResponse = object({
  status: literal('success'),
  success: literal(true),
  data: array(object({ ID: string(), PRODUCT: array(DataPlan) })),
});
export type DataPlansResponse = Infer<typeof DataPlansResponse>;

export const ElectricCompaniesResponse = object({
  status: literal('success'),
  data: array(object({ code: string(), description: string() })),
});
export type ElectricCompaniesResponse = Infer<typeof ElectricCompaniesResponse>;

export const CableProvidersResponse = object({
  status: literal('success'),
  data: array(object({ code: string(), name: string() })),
});
export type CableProvidersResponse = Infer<typeof CableProvidersResponse>;

const CablePackageParams = object({ code: cableCode() });
export const CablePackage = object({ PACKAGE_ID: string(), PACKAGE_NAME: string(), PACKAGE_AMOUNT: string() });
export type CablePackage = Infer<typeof CablePackage>;
export const CablePackagesResponse = object({ status: literal('success'), data: array(CablePackage) });
export type CablePackagesResponse = Infer<typeof CablePackagesResponse>;

/** POST customer/vtu/verfiymeterno. MeterType (ours) defaults to 01 PREPAID; the purchase must name the same. */
export const VerifyMeterRequest = object({ meterno: meterNumber(), code: companyCode(), MeterType: optional(meterTypeCode()) });
export type VerifyMeterRequest = Infer<typeof VerifyMeterRequest>;

/** POST customer/vtu/verfiycableno */
export const VerifySmartCardRequest = object({ SmartCardNo: smartCardNumber(), CableTV: cableCode() });
export type VerifySmartCardRequest = Infer<typeof VerifySmartCardRequest>;

/** A verification's answer: the name on the meter or card, as `message` and as `data.customer_name`. */
export const VerificationResponse = object({
  status: literal('success'),
  message: string(),
  data: object({ customer_name: string() }),
});
export type VerificationResponse = Infer<typeof VerificationResponse>;

/** POST customer/vtu/airtime */
export const AirtimeRequest = withApproval(object({ ...approvalFields, network: networkCode(), number: mobileNumber(), amount: airtimeAmount() }));
export type AirtimeRequest = Infer<typeof AirtimeRequest>;

/** POST customer/vtu/data: productCode is the plan's PRODUCT_ID, productName its PRODUCT_NAME; the plan's listed price is charged. */
export const DataRequest = withApproval(
  object({
    ...approvalFields,
    network: networkCode(),
    number: mobileNumber(),
    amount: clientPrice(),
    productCode: required('data plan'),
    productName: text('data plan name', LIMITS.product, notBlank('data plan name')),
  }),
);
export type DataRequest = Infer<typeof DataRequest>;

/** POST customer/vtu/electricty: the meter must have been verified (with this meter type) shortly before. */
export const ElectricityRequest = withApproval(
  object({
    ...approvalFields,
    ElectricCode: companyCode(),
    MeterNo: meterNumber(),
    amount: wholeNairaAmount(),
    MeterType: meterTypeCode(),
  }),
);
export type ElectricityRequest = Infer<typeof ElectricityRequest>;

/** POST customer/vtu/cabletv: Package is the PACKAGE_ID; its listed price is charged. The card must have been verified shortly before. */
export const CableRequest = withApproval(
  object({
    ...approvalFields,
    CableTV: cableCode(),
    SmartCardNo: smartCardNumber(),
    amount: clientPrice(),
    Package: required('package'),
  }),
);
export type CableRequest = Infer<typeof CableRequest>;

/** Recent recipients, newest first, at most five of each kind. `paid_at` is ISO-8601. */
export const Beneficiaries = object({
  phones: array(object({ number: string(), network: string(), paid_at: string() })),
  meters: array(object({ meterno: string(), code: string(), metertype: string(), customer_name: string(), paid_at: string() })),
  cards: array(object({ smartcardno: string(), code: string(), customer_name: string(), paid_at: string() })),
});
export type Beneficiaries = Infer<typeof Beneficiaries>;
const BeneficiariesResponse = object({ status: literal('success'), data: Beneficiaries });
type BeneficiariesResponse = Infer<typeof BeneficiariesResponse>;

/**
 * A purchase's answer: the sentence the customer reads and, for a prepaid meter, the token on its
 * own (the same text the sentence carries: a 20-digit token in groups of four), so no client reads
 * it out of the sentence (docs/rules.md §Bills).
 */
export const PurchaseResponse = object({ status: literal('success'), message: string(), token: optional(string()) });
export type PurchaseResponse = Infer<typeof PurchaseResponse>;

/** Airtime, data, electricity and cable TV: the lists, verification, purchases, and recent recipients (ours). */
export const dataPlansEndpoint = endpoint({
  method: 'GET',
  path: 'customer/vtu/fetchPlan/:network',
  params: DataPlanParams,
  response: DataPlansResponse,
  session: true,
});
export const electricCompaniesEndpoint = endpoint({
  method: 'GET',
  path: 'customer/vtu/fetchelectrictycodes',
  response: ElectricCompaniesResponse,
  session: true,
});
export const cableProvidersEndpoint = endpoint({ method: 'GET', path: 'customer/vtu/fetchcablecodes', response: CableProvidersResponse, session: true });
export const cablePackagesEndpoint = endpoint({
  method: 'GET',
  path: 'customer/vtu/fetchcableplans/:code',
  params: CablePackageParams,
  response: CablePackagesResponse,
  session: true,
});
export const verifyMeterEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/verfiymeterno',
  body: VerifyMeterRequest,
  response: VerificationResponse,
  session: true,
});
export const verifySmartCardEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/verfiycableno',
  body: VerifySmartCardRequest,
  response: VerificationResponse,
  session: true,
});
export const buyAirtimeEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/airtime',
  body: AirtimeRequest,
  response: PurchaseResponse,
  session: true,
  idempotent: true,
});
export const buyDataEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/data',
  body: DataRequest,
  response: PurchaseResponse,
  session: true,
  idempotent: true,
});
export const buyElectricityEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/electricty',
  body: ElectricityRequest,
  response: PurchaseResponse,
  session: true,
  idempotent: true,
});
export const buyCableEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/cabletv',
  body: CableRequest,
  response: PurchaseResponse,
  session: true,
  idempotent: true,
});
export const beneficiariesEndpoint = endpoint({ method: 'GET', path: 'customer/vtu/beneficiaries', response: BeneficiariesResponse, session: true });

export const billsEndpoints = {
  dataPlans: dataPlansEndpoint,
  electricCompanies: electricCompaniesEndpoint,
  cableProviders: cableProvidersEndpoint,
  cablePackages: cablePackagesEndpoint,
  verifyMeter: verifyMeterEndpoint,
  verifySmartCard: verifySmartCardEndpoint,
  buyAirtime: buyAirtimeEndpoint,
  buyData: buyDataEndpoint,
  buyElectricity: buyElectricityEndpoint,
  buyCable: buyCableEndpoint,
  beneficiaries: beneficiariesEndpoint,
} as const;
