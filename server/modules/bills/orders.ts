import { eq } from 'drizzle-orm';
import { cableProvider, electricCompany, meterType, mobileNetwork } from '../../../contract/bill-codes';
import { localPhoneNumber, wholeNairaOf } from '../../../contract/bill-fields';
import type { AirtimeRequest, CableRequest, DataRequest, ElectricityRequest } from '../../../contract/bills';
import { KOBO_PER_NAIRA } from '../../../contract/money';
import { type billPurchases, customers } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import type { VtuOutcome, VtuProvider } from '../../providers/vtu';
import { cablePackages, dataPlans, requireCompanyOnSale } from './catalogue';
import type { BillsContext } from './context';
import { known } from './known';
import { BILLS_TEXTS } from './texts';
import { verifiedName } from './verification';

/** What the purchase row records of an order; the rest (reference, status…) is the purchase's. */
type OrderValues = Pick<
  typeof billPurchases.$inferInsert,
  'service' | 'recipient' | 'company' | 'product' | 'productName' | 'meterType' | 'customerName' | 'amountKobo'
>;

/**
 * A purchase checked and priced, ready to be paid for: the values of its row and how to ask the
 * provider for it under our RequestID. Each kind's builder below holds that kind's rules; the
 * payment itself is one flow for all four (purchase.ts).
 */
export interface Order {
  values: OrderValues;
  place: (vtu: VtuProvider, requestId: string) => Promise<VtuOutcome>;
}

const wholeNairaKobo = (amount: string | number) => known(wholeNairaOf(amount)) * KOBO_PER_NAIRA;

/** Airtime: the amount the customer chose, within the providers' limits (checked by the contract). */
export function airtimeOrder(input: AirtimeRequest): Order {
  const network = known(mobileNetwork(input.network)).code;
  const phoneNumber = known(localPhoneNumber(input.number));
  const amountKobo = wholeNairaKobo(input.amount);
  return {
    values: { service: 'airtime', recipient: phoneNumber, company: network, amountKobo },
    place: (vtu, requestId) => vtu.buyAirtime({ requestId, network, phoneNumber, amountKobo }),
  };
}

/** Data: the plan the provider lists under productCode, at its listed price, whatever amount the client sent. */
export async function dataOrder(ctx: BillsContext, input: DataRequest): Promise<Order> {
  const network = known(mobileNetwork(input.network)).code;
  const phoneNumber = known(localPhoneNumber(input.number));
  const plans = await dataPlans(ctx, network, BILLS_TEXTS.providerUnavailable);
  const plan = plans.find((candidate) => candidate.id === input.productCode.trim());
  if (!plan) throw unprocessable(BILLS_TEXTS.unknownPlan);
  if (plan.name !== input.productName.trim()) throw unprocessable(BILLS_TEXTS.planNameDiffers);
  return {
    values: { service: 'data', recipient: phoneNumber, company: network, product: plan.id, productName: plan.name, amountKobo: plan.amountKobo },
    place: (vtu, requestId) => vtu.buyData({ requestId, network, phoneNumber, planId: plan.id }),
  };
}

/**
 * The phone number the provider sends an electricity or cable receipt to: the customer's, when it
 * is a Nigerian mobile number, otherwise the support line's.
 */
async function receiptPhone(ctx: BillsContext, customerId: number): Promise<string> {
  const [row] = await ctx.db.select({ phone: customers.phonenumber }).from(customers).where(eq(customers.id, customerId));
  const phone = localPhoneNumber(row?.phone ?? '') ?? localPhoneNumber(ctx.config.support.phone);
  if (!phone) throw unprocessable(BILLS_TEXTS.noReceiptPhone);
  return phone;
}

/** Electricity: a company on sale, an amount within ELECTRICITY_MIN_NAIRA..MAX, and a meter verified (with this type) shortly before. */
export async function electricityOrder(ctx: BillsContext, customerId: number, input: ElectricityRequest): Promise<Order> {
  const company = known(electricCompany(input.ElectricCode)).code;
  const type = known(meterType(input.MeterType)).code;
  const meterNumber = input.MeterNo;
  const amountKobo = wholeNairaKobo(input.amount);
  const { min, max } = ctx.config.electricityLimitsKobo;
  if (amountKobo < min || amountKobo > max) throw unprocessable(BILLS_TEXTS.electricityAmount(min, max));
  await requireCompanyOnSale(ctx, company, BILLS_TEXTS.providerUnavailable);
  const customerName = await verifiedName(ctx, customerId, { service: 'electricity', company, number: meterNumber, meterType: type });
  const phoneNumber = await receiptPhone(ctx, customerId);
  return {
    values: { service: 'electricity', recipient: meterNumber, company, meterType: type, customerName, amountKobo },
    place: (vtu, requestId) => vtu.buyElectricity({ requestId, company, meterType: type, meterNumber, amountKobo, phoneNumber }),
  };
}

/** Cable: the package the provider lists under Package, at its listed price, for a card verified shortly before. */
export async function cableOrder(ctx: BillsContext, customerId: number, input: CableRequest): Promise<Order> {
  const cable = known(cableProvider(input.CableTV)).code;
  const cardNumber = input.SmartCardNo;
  const packages = await cablePackages(ctx, cable, BILLS_TEXTS.providerUnavailable);
  const pack = packages.find((candidate) => candidate.id === input.Package.trim());
  if (!pack) throw unprocessable(BILLS_TEXTS.unknownPackage);
  const customerName = await verifiedName(ctx, customerId, { service: 'cable', company: cable, number: cardNumber, meterType: '' });
  const phoneNumber = await receiptPhone(ctx, customerId);
  return {
    values: { service: 'cable', recipient: cardNumber, company: cable, product: pack.id, productName: pack.name, customerName, amountKobo: pack.amountKobo },
    place: (vtu, requestId) => vtu.buyCable({ requestId, cable, packageId: pack.id, cardNumber, phoneNumber }),
  };
}
