import { array, literal, number, object, optional, refine, string, union, type Infer, type Struct } from 'superstruct';
import { endpoint } from './endpoint';
import { isDigits, LIMITS, notBlank, pinCode, required, text } from './fields';
import { nairaToKobo } from './money';

/**
 * Bill payments (airtime, data, electricity, cable TV), shared by both programs: the code tables
 * (forms show the names and send the codes, the server checks the codes and passes them on to the
 * VTU provider), the fields and the calls.
 */

/** Mobile networks: `name` is what forms show, `planName` is the network's name in the data-plan path. */
export const MOBILE_NETWORKS = [
  { code: '01', name: 'MTN', planName: 'MTN' },
  { code: '02', name: 'GLO', planName: 'Glo' },
  { code: '03', name: '9MOBILE', planName: 'm_9mobile' },
  { code: '04', name: 'AIRTEL', planName: 'Airtel' },
] as const;
export type MobileNetwork = (typeof MOBILE_NETWORKS)[number];
export type NetworkCode = MobileNetwork['code'];
export type DataPlanNetworkName = MobileNetwork['planName'];

export const METER_TYPES = [
  { code: '01', name: 'PREPAID' },
  { code: '02', name: 'POSTPAID' },
] as const;
export type MeterTypeCode = (typeof METER_TYPES)[number]['code'];

/** Electricity distribution companies, shaped as fetchelectrictycodes answers them; ClubKonnect's newer list adds 12 Aba. */
export const ELECTRIC_COMPANIES = [
  { code: '01', description: 'Eko' },
  { code: '02', description: 'Ikeja' },
  { code: '03', description: 'Abuja' },
  { code: '04', description: 'Kano' },
  { code: '05', description: 'Portharcourt' },
  { code: '06', description: 'Jos' },
  { code: '07', description: 'Ibadan' },
  { code: '08', description: 'Kaduna' },
  { code: '09', description: 'Enugu' },
  { code: '10', description: 'Benin' },
  { code: '11', description: 'Yola' },
  { code: '12', description: 'Aba' },
] as const;
export type ElectricCompanyCode = (typeof ELECTRIC_COMPANIES)[number]['code'];

/** Cable TV providers, shaped as fetchcablecodes answers them; `slug` is the providers' own lower-case word. */
export const CABLE_PROVIDERS = [
  { code: '01', name: 'DStv', slug: 'dstv' },
  { code: '02', name: 'GOtv', slug: 'gotv' },
  { code: '03', name: 'StarTimes', slug: 'startimes' },
] as const;
export type CableProvider = (typeof CABLE_PROVIDERS)[number];
export type CableCode = CableProvider['code'];

/** What one airtime top-up may be, in naira: the providers' own limits. */
export const AIRTIME_MIN_NAIRA = 50;
export const AIRTIME_MAX_NAIRA = 200_000;

type Row = { readonly code: string };

/** The row of a table with this code; undefined for anything else (including non-strings). */
const byCode =
  <T extends Row>(table: readonly T[]) =>
  (code: unknown): T | undefined =>
    table.find((row) => row.code === code);

export const mobileNetwork = byCode(MOBILE_NETWORKS);
export const meterType = byCode(METER_TYPES);
export const electricCompany = byCode(ELECTRIC_COMPANIES);
export const cableProvider = byCode(CABLE_PROVIDERS);

/** The network a data-plan path names (MTN, Glo, m_9mobile, Airtel), exactly as spelt there. */
export const networkByPlanName = (planName: unknown): MobileNetwork | undefined =>
  MOBILE_NETWORKS.find((network) => network.planName === planName);

/**
 * A Nigerian mobile number in the 11-digit form networks and VTU providers take ("08031234567"),
 * from that form or the international one ("+2348031234567", "2348031234567"); null for anything
 * else. Mobile numbers start 070, 080, 081, 090 or 091.
 */
export function localPhoneNumber(input: string): string | null {
  if (input.length > 14) return null;
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(input);
  return match ? `0${match[1]}` : null;
}

/**
 * Whether a verification's `customer_name` names a person or a company ('ADA OBI', 'Zenith Bank
 * Plc', "O'Neil Ltd", 'Okafor & Sons'). Providers put their own words in that field now and then
 * (INVALID_METERNO, 'Service unavailable. Please try again later.'): such a verification failed,
 * and its text must never be shown or kept as the customer's name (docs/rules.md §Bills).
 */
export function isCustomerName(text: string): boolean {
  const name = text.trim();
  // Letters (any script), digits and the marks names carry; no status-word underscores, colons or '!'.
  if (!/^[\p{L}\p{M}\d .,'’&()/-]+$/u.test(name)) return false;
  if ((name.match(/\p{L}/gu) ?? []).length < 2) return false;
  // Word by word (a set and a few phrases, not one long alternation a ReDoS check cannot prove).
  const words = name.toLowerCase().split(/[^\p{L}/]+/u);
  const spaced = ` ${words.join(' ')} `;
  return !words.some((word) => NOT_A_NAME_WORDS.has(word)) && !NOT_A_NAME_PHRASES.some((phrase) => spaced.includes(` ${phrase} `));
}

/** Words and phrases a provider's message has and a name does not. */
const NOT_A_NAME_WORDS = new Set(['unavailable', 'error', 'errors', 'please', 'invalid', 'failed', 'failure', 'unable', 'cannot', 'timeout', 'unknown', 'n/a', 'null', 'undefined']);
const NOT_A_NAME_PHRASES = ['try again', 'not found', 'not exist', 'does not', 'could not', 'timed out'];

/** How long meter and smart-card numbers are: Nigerian prepaid meters have 11 or 13 digits, postpaid accounts fewer. */
export const METER_NUMBER_DIGITS = { min: 6, max: 13 } as const;
/** DStv and GOtv IUC numbers have 10 digits, StarTimes smart cards 10 or 11. */
export const SMART_CARD_DIGITS = { min: 10, max: 11 } as const;

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0, maximumFractionDigits: 0 });
/** 200000 -> '₦200,000', for messages. */
export const formatWholeNaira = (amount: number): string => naira.format(amount);

export const BILL_FIELD_TEXTS = {
  network: 'Choose a valid network.',
  planNetwork: 'Choose a valid network: MTN, Glo, m_9mobile or Airtel.',
  phone: 'Enter a valid Nigerian mobile number: 11 digits starting with 0, or +234 and 10 digits.',
  airtimeAmount: `The airtime amount must be a whole naira amount from ${formatWholeNaira(AIRTIME_MIN_NAIRA)} to ${formatWholeNaira(AIRTIME_MAX_NAIRA)}.`,
  wholeNaira: 'The amount must be a whole naira amount.',
  company: 'Choose a valid electricity provider.',
  meterType: 'The meter type must be 01 (PREPAID) or 02 (POSTPAID).',
  meterNumber: `The meter number must be ${METER_NUMBER_DIGITS.min} to ${METER_NUMBER_DIGITS.max} digits.`,
  cable: 'Choose a valid cable provider.',
  cardNumber: `The smart card number must be ${SMART_CARD_DIGITS.min} or ${SMART_CARD_DIGITS.max} digits.`,
} as const;

/** A code of one of the tables above; anything else gets `message`. */
const tableCode = (label: string, known: (code: unknown) => unknown, message: string) =>
  text(label, LIMITS.code, notBlank(label), (v) => known(v) !== undefined || message);

const digitsBetween = (label: string, { min, max }: { min: number; max: number }, message: string) =>
  text(label, LIMITS.code, notBlank(label), (v) => (isDigits(v) && v.length >= min && v.length <= max) || message);

export const networkCode = () => tableCode('network', mobileNetwork, BILL_FIELD_TEXTS.network);
export const companyCode = () => tableCode('electricity provider', electricCompany, BILL_FIELD_TEXTS.company);
export const meterTypeCode = () => tableCode('meter type', meterType, BILL_FIELD_TEXTS.meterType);
export const cableCode = () => tableCode('cable provider', cableProvider, BILL_FIELD_TEXTS.cable);
export const meterNumber = () => digitsBetween('meter number', METER_NUMBER_DIGITS, BILL_FIELD_TEXTS.meterNumber);
export const smartCardNumber = () => digitsBetween('smart card number', SMART_CARD_DIGITS, BILL_FIELD_TEXTS.cardNumber);

/** A Nigerian mobile number in either form; the server keeps it in the local form (localPhoneNumber). */
export const mobileNumber = () =>
  text('phone number', LIMITS.phone, notBlank('phone number'), (v) => localPhoneNumber(v) !== null || BILL_FIELD_TEXTS.phone);

/** Naira as a number (500) or text ("500"); whole naira, the only amounts VTU providers take. */
export const wholeNairaOf = (value: string | number): number | null => {
  const kobo = nairaToKobo(value);
  return kobo !== null && kobo > 0 && kobo % 100 === 0 ? kobo / 100 : null;
};

const amountText = () => union([text('amount', LIMITS.numeric), number()]);

/** A whole naira amount; the server holds electricity to its configured limits. */
export const wholeNairaAmount = (): Struct<string | number, null> =>
  refine(amountText(), 'wholeNaira', (v) => wholeNairaOf(v) !== null || BILL_FIELD_TEXTS.wholeNaira);

export const airtimeAmount = (): Struct<string | number, null> =>
  refine(amountText(), 'airtimeAmount', (v) => {
    const amount = wholeNairaOf(v);
    return (amount !== null && amount >= AIRTIME_MIN_NAIRA && amount <= AIRTIME_MAX_NAIRA) || BILL_FIELD_TEXTS.airtimeAmount;
  });

/** What a form sends as the price of a data plan or cable package: accepted, never charged (the provider's list decides). */
const clientPrice = () => optional(amountText());

/** GET customer/vtu/fetchPlan/:network, by the network's name in the path (MTN, Glo, m_9mobile, Airtel). */
export const DataPlanParams = object({
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

export const CablePackageParams = object({ code: cableCode() });
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
export const AirtimeRequest = object({ pin: pinCode(), network: networkCode(), number: mobileNumber(), amount: airtimeAmount() });
export type AirtimeRequest = Infer<typeof AirtimeRequest>;

/** POST customer/vtu/data: productCode is the plan's PRODUCT_ID, productName its PRODUCT_NAME; the plan's listed price is charged. */
export const DataRequest = object({
  pin: pinCode(),
  network: networkCode(),
  number: mobileNumber(),
  amount: clientPrice(),
  productCode: required('data plan'),
  productName: text('data plan name', LIMITS.product, notBlank('data plan name')),
});
export type DataRequest = Infer<typeof DataRequest>;

/** POST customer/vtu/electricty: the meter must have been verified (with this meter type) shortly before. */
export const ElectricityRequest = object({
  pin: pinCode(),
  ElectricCode: companyCode(),
  MeterNo: meterNumber(),
  amount: wholeNairaAmount(),
  MeterType: meterTypeCode(),
});
export type ElectricityRequest = Infer<typeof ElectricityRequest>;

/** POST customer/vtu/cabletv: Package is the PACKAGE_ID; its listed price is charged. The card must have been verified shortly before. */
export const CableRequest = object({
  pin: pinCode(),
  CableTV: cableCode(),
  SmartCardNo: smartCardNumber(),
  amount: clientPrice(),
  Package: required('package'),
});
export type CableRequest = Infer<typeof CableRequest>;

/** Recent recipients, newest first, at most five of each kind. `paid_at` is ISO-8601. */
export const Beneficiaries = object({
  phones: array(object({ number: string(), network: string(), paid_at: string() })),
  meters: array(object({ meterno: string(), code: string(), metertype: string(), customer_name: string(), paid_at: string() })),
  cards: array(object({ smartcardno: string(), code: string(), customer_name: string(), paid_at: string() })),
});
export type Beneficiaries = Infer<typeof Beneficiaries>;
export const BeneficiariesResponse = object({ status: literal('success'), data: Beneficiaries });
export type BeneficiariesResponse = Infer<typeof BeneficiariesResponse>;

/**
 * A purchase's answer: the sentence the customer reads and, for a prepaid meter, the token on its
 * own (the same text the sentence carries: a 20-digit token in groups of four), so no client reads
 * it out of the sentence (docs/rules.md §Bills).
 */
export const PurchaseResponse = object({ status: literal('success'), message: string(), token: optional(string()) });
export type PurchaseResponse = Infer<typeof PurchaseResponse>;

/** Airtime, data, electricity and cable TV: the lists, verification, purchases, and recent recipients (ours). */
export const dataPlansEndpoint = endpoint({ method: 'GET', path: 'customer/vtu/fetchPlan/:network', params: DataPlanParams, response: DataPlansResponse, session: true });
export const electricCompaniesEndpoint = endpoint({ method: 'GET', path: 'customer/vtu/fetchelectrictycodes', response: ElectricCompaniesResponse, session: true });
export const cableProvidersEndpoint = endpoint({ method: 'GET', path: 'customer/vtu/fetchcablecodes', response: CableProvidersResponse, session: true });
export const cablePackagesEndpoint = endpoint({
  method: 'GET',
  path: 'customer/vtu/fetchcableplans/:code',
  params: CablePackageParams,
  response: CablePackagesResponse,
  session: true,
});
export const verifyMeterEndpoint = endpoint({ method: 'POST', path: 'customer/vtu/verfiymeterno', body: VerifyMeterRequest, response: VerificationResponse, session: true });
export const verifySmartCardEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/verfiycableno',
  body: VerifySmartCardRequest,
  response: VerificationResponse,
  session: true,
});
export const buyAirtimeEndpoint = endpoint({ method: 'POST', path: 'customer/vtu/airtime', body: AirtimeRequest, response: PurchaseResponse, session: true, idempotent: true });
export const buyDataEndpoint = endpoint({ method: 'POST', path: 'customer/vtu/data', body: DataRequest, response: PurchaseResponse, session: true, idempotent: true });
export const buyElectricityEndpoint = endpoint({
  method: 'POST',
  path: 'customer/vtu/electricty',
  body: ElectricityRequest,
  response: PurchaseResponse,
  session: true,
  idempotent: true,
});
export const buyCableEndpoint = endpoint({ method: 'POST', path: 'customer/vtu/cabletv', body: CableRequest, response: PurchaseResponse, session: true, idempotent: true });
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
