import type { CableCode, ElectricCompanyCode, MeterTypeCode, NetworkCode } from '../../../contract/bill-codes';

/**
 * The VTU provider (airtime, data, electricity, cable TV) behind one interface; the sandbox
 * adapter and the ClubKonnect adapter both implement it. Amounts are integer kobo on this side;
 * adapters convert to what their API wants. Codes are those of contract/bills.ts.
 *
 * How a purchase ends, and what the bills service does with it:
 * - it resolves with a VtuOutcome: the provider's word. `completed` gives value, `failed` is a
 *   definite failure (refund), `pending` keeps the money held until queryOrder says more;
 * - it rejects (ProviderUnavailable for a timeout, a 5xx or an answer we cannot read, or any
 *   other error): the outcome is unknown. The money stays held and reconciliation asks
 *   queryOrder with the same RequestID later. A rejection never means "it failed".
 */

export interface DataPlan {
  /** The provider's product id: what a data purchase names. */
  id: string;
  name: string;
  /** The provider's listed price: what the customer is charged. */
  amountKobo: number;
}

export interface CablePackage {
  /** The provider's package id: what a cable purchase names. */
  id: string;
  name: string;
  amountKobo: number;
}

interface Purchase {
  /** Ours, unique per purchase, 1 to 20 letters and digits: makes retries and queries safe. */
  requestId: string;
}

export interface AirtimePurchase extends Purchase {
  network: NetworkCode;
  /** 11-digit local form (08031234567). */
  phoneNumber: string;
  /** Whole naira, within the provider's airtime limits. */
  amountKobo: number;
}

export interface DataPurchase extends Purchase {
  network: NetworkCode;
  phoneNumber: string;
  /** A DataPlan id; the provider charges that plan's price. */
  planId: string;
}

export interface ElectricityPurchase extends Purchase {
  company: ElectricCompanyCode;
  meterType: MeterTypeCode;
  meterNumber: string;
  /** Whole naira. */
  amountKobo: number;
  /** The customer's phone number, for the provider's receipt. */
  phoneNumber: string;
}

export interface CablePurchase extends Purchase {
  cable: CableCode;
  /** A CablePackage id; the provider charges that package's price. */
  packageId: string;
  cardNumber: string;
  phoneNumber: string;
}

/**
 * Why a purchase definitely failed:
 * - `declined`: the provider turned the order down or cancelled (and refunded) it;
 * - `invalid_recipient`: the phone, meter or card number was not accepted;
 * - `invalid_amount`: the amount is outside what the provider takes;
 * - `invalid_product`: the network, plan, package or company was not accepted;
 * - `provider_account`: our own account with the provider (credentials, its balance) — an
 *   operator's problem, logged as an error; the customer is refunded all the same.
 */
export type VtuFailureReason = 'declined' | 'invalid_recipient' | 'invalid_amount' | 'invalid_product' | 'provider_account';

/** `orderId` is the provider's own reference when it gave one; `remark` its words, for the record. */
export type VtuOutcome =
  | {
      status: 'completed';
      orderId: string | null;
      remark: string | null;
      /** A prepaid electricity token, once the provider has given it; null otherwise. */
      token: string | null;
    }
  | { status: 'pending'; orderId: string | null; remark: string | null }
  | { status: 'failed'; orderId: string | null; remark: string | null; reason: VtuFailureReason };

/**
 * What queryOrder learns. `not_found`: the provider has no order with this RequestID, so the
 * purchase never reached it (the call died on the way) and no value was given.
 */
export type VtuOrderState = VtuOutcome | { status: 'not_found' };

/**
 * What a meter or smart-card check found: the customer's name; `invalid`, the provider has no such
 * number; or `unchecked`, the provider answered without a name (its own words where the name
 * belongs, 'Service unavailable. Please try again later.'), so the number is not verified now.
 */
export type VerifyOutcome = { status: 'verified'; name: string } | { status: 'invalid' } | { status: 'unchecked' };

export interface VtuProvider {
  readonly name: 'sandbox' | 'clubkonnect';
  /** Lists reject with ProviderUnavailable when the provider cannot give them. */
  listDataPlans(network: NetworkCode): Promise<DataPlan[]>;
  listCablePackages(cable: CableCode): Promise<CablePackage[]>;
  /** The companies the provider sells electricity for now. */
  listElectricCompanies(): Promise<ElectricCompanyCode[]>;
  /** Rejects (ProviderUnavailable) when there was no answer to read; that proves nothing about the number. */
  verifyMeter(company: ElectricCompanyCode, meterNumber: string, meterType: MeterTypeCode): Promise<VerifyOutcome>;
  verifySmartCard(cable: CableCode, cardNumber: string): Promise<VerifyOutcome>;
  buyAirtime(purchase: AirtimePurchase): Promise<VtuOutcome>;
  buyData(purchase: DataPurchase): Promise<VtuOutcome>;
  buyElectricity(purchase: ElectricityPurchase): Promise<VtuOutcome>;
  buyCable(purchase: CablePurchase): Promise<VtuOutcome>;
  /** Rejects (ProviderUnavailable) when the provider cannot say; the order stays as it was. */
  queryOrder(requestId: string): Promise<VtuOrderState>;
}
