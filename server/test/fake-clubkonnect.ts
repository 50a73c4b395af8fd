import { randomBytes, randomInt } from 'node:crypto';
import { FakeHttpServer, type RecordedRequest } from './fake-http';

/**
 * A local stand-in for ClubKonnect (Nellobytes) that answers the way its documentation describes:
 * GET calls with UserID and APIKey in the query string, JSON answers, orders under our RequestID
 * with a statuscode, refusal words without one. Tests arrange state (meters, cards, how new
 * orders are answered, how the lists are wrapped), move orders on with settle(), inject faults,
 * and read back what was asked of it.
 */

export interface FakeOrder {
  orderid: string;
  requestid: string;
  statuscode: string;
  status: string;
  remark: string;
  ordertype: string;
  recipient: string;
  amountcharged: string;
  /** Prepaid electricity only, once the disco has issued it. */
  metertoken?: string;
}

type OrderState = Pick<FakeOrder, 'statuscode' | 'status'> & Partial<Pick<FakeOrder, 'remark' | 'metertoken'>>;
type Handler = (query: URLSearchParams) => [number, unknown];

/** How ClubKonnect answers a new order: received, not final. */
export const RECEIVED: OrderState = { statuscode: '100', status: 'ORDER_RECEIVED' };
export const COMPLETED: OrderState = { statuscode: '200', status: 'ORDER_COMPLETED' };

const product = (id: string, name: string, naira: string, code: string) => ({
  PRODUCT_SNO: code,
  PRODUCT_CODE: code,
  PRODUCT_ID: id,
  PRODUCT_NAME: name,
  PRODUCT_AMOUNT: naira,
});

const FAKE_DATA_PLANS = {
  MTN: [{ ID: '01', PRODUCT: [product('500.0', '500 MB - 30 days (SME)', '150.00', '1'), product('1000.0', '1 GB - 30 days (SME)', '280.00', '2')] }],
  Glo: [{ ID: '02', PRODUCT: [product('1000.0', '1.05 GB - 14 days', '290.00', '1'), product('2000.0', '2.5 GB - 30 days', '1000.00', '2')] }],
  m_9mobile: [{ ID: '03', PRODUCT: [product('500.0', '500 MB - 30 days', '150.00', '1')] }],
  Airtel: [{ ID: '04', PRODUCT: [product('1000.0', '1 GB - 30 days', '300.00', '1'), product('3000.0', '3 GB - 30 days', '900.50', '2')] }],
};

const cablePackage = (id: string, name: string, naira: string) => ({
  PACKAGE_ID: id,
  PACKAGE_NAME: name,
  PACKAGE_AMOUNT: naira,
  PRODUCT_DISCOUNT_AMOUNT: naira,
  PRODUCT_DISCOUNT: '0.00',
  MINAMOUNT: '',
  MAXAMOUNT: '',
});

const FAKE_CABLE_PACKAGES = {
  DStv: [{ ID: 'dstv', PRODUCT: [cablePackage('dstv-padi', 'DStv Padi N4,400', '4400.00'), cablePackage('dstv79', 'DStv Compact N19,000', '19000.00')] }],
  GOtv: [{ ID: 'gotv', PRODUCT: [cablePackage('gotv-smallie', 'GOtv Smallie - monthly N1,900', '1900.00')] }],
  Startimes: [{ ID: 'startimes', PRODUCT: [cablePackage('nova', 'Nova - 1,900 Naira - 1 Month', '1900.00')] }],
  Showmax: [{ ID: 'showmax', PRODUCT: [cablePackage('full', 'Showmax Full - N3,500', '3500.00')] }],
};

const COMPANY_NAMES = [
  ['EKO_ELECTRIC', 'Eko Electric - EKEDC'],
  ['IKEJA_ELECTRIC', 'Ikeja Electric - IKEDC'],
  ['ABUJA_ELECTRIC', 'Abuja Electric - AEDC'],
  ['KANO_ELECTRIC', 'Kano Electric - KEDC'],
  ['PORTHARCOURT_ELECTRIC', 'Portharcourt Electric - PHEDC'],
  ['JOS_ELECTRIC', 'Jos Electric - JEDC'],
  ['IBADAN_ELECTRIC', 'Ibadan Electric - IBEDC'],
  ['KADUNA_ELECTRIC', 'Kaduna Electric - KAEDC'],
  ['ENUGU_ELECTRIC', 'Enugu Electric - EEDC'],
  ['BENIN_ELECTRIC', 'Benin Electric - BEDC'],
  ['YOLA_ELECTRIC', 'Yola Electric - YEDC'],
  ['ABA_ELECTRIC', 'Aba Electric - ABA'],
] as const;

/** The newer list: twelve companies, Aba (12) included. */
const FAKE_COMPANIES = Object.fromEntries(
  COMPANY_NAMES.map(([key, name], index) => [
    key,
    [{ ID: String(index + 1).padStart(2, '0'), NAME: name, PRODUCT: [{ PRODUCT_TYPE: 'prepaid', MINIMUN_AMOUNT: '1000', MAXIMUM_AMOUNT: '200000' }] }],
  ]),
);

const NETWORKS: Record<string, keyof typeof FAKE_DATA_PLANS> = { '01': 'MTN', '02': 'Glo', '03': 'm_9mobile', '04': 'Airtel' };
const CABLES: Record<string, keyof typeof FAKE_CABLE_PACKAGES> = { dstv: 'DStv', gotv: 'GOtv', startimes: 'Startimes' };

/** IIS answers an unknown .asp page with its own HTML. */
const NOT_FOUND_PAGE = '<html><head><title>404 - File or directory not found.</title></head></html>';

/** What verification has been seen to put in customer_name when it cannot check a number. */
export const SERVICE_UNAVAILABLE = 'Service unavailable. Please try again later.';

const word = (status: string): [number, unknown] => [200, { status }];
const digits = (value: string | null, least: number, most: number) => value !== null && new RegExp(`^\\d{${least},${most}}$`).test(value);

export class FakeClubKonnect extends FakeHttpServer {
  readonly userId = 'CK100000001';
  readonly apiKey = `KEY${randomBytes(12).toString('hex').toUpperCase()}`;

  /** How new orders are answered (and recorded); tests move them on with settle(). */
  nextOrder: OrderState = RECEIVED;
  /** Cable packages inside TV_ID, as the documentation shows them; false sends the groups bare. */
  cableWrapped = true;
  /** Where the company list is published: V2, the older V1 (V2 then answers 404), or nowhere. */
  companiesAt: 'V2' | 'V1' | null = 'V2';
  /** Verification answers with its words where the name belongs, as integrators have seen it do. */
  verificationDown = false;
  /** Our ClubKonnect wallet, in naira: a larger order is refused. */
  walletBalanceNaira = 1_000_000;

  /** By RequestID. */
  readonly orders = new Map<string, FakeOrder>();
  /** `${ElectricCompany}/${MeterNo}` -> customer name */
  readonly meters = new Map<string, string>();
  /** `${CableTV}/${SmartCardNo}` -> customer name */
  readonly cards = new Map<string, string>();
  /** By RequestID: the CallBackURL its purchase sent. */
  readonly callbackUrls = new Map<string, string>();

  private sequence = 0;

  static start(): Promise<FakeClubKonnect> {
    return new FakeClubKonnect().listen();
  }

  /** The adapter options that point at this fake. */
  get credentials() {
    return { baseUrl: this.url, userId: this.userId, apiKey: this.apiKey };
  }

  /** Moves an order on, as ClubKonnect does when the network or the disco answers. */
  settle(requestId: string, state: OrderState) {
    const order = this.orders.get(requestId);
    if (!order) throw new Error(`the fake has no order ${requestId}`);
    Object.assign(order, state);
  }

  /**
   * The address ClubKonnect would call about an order as it now stands: the purchase's CallBackURL
   * with the order's fields in the query (their names are unconfirmed: docs/providers.md), or
   * undefined when the purchase sent none.
   */
  callbackFor(requestId: string): string | undefined {
    const base = this.callbackUrls.get(requestId);
    const order = this.orders.get(requestId);
    if (!base || !order) return undefined;
    const { orderid, statuscode, status, remark } = order;
    const query = new URLSearchParams({
      orderdate: '21st-Nov-2026 10:00:00 AM',
      orderid,
      requestid: requestId,
      statuscode,
      orderstatus: status,
      orderremark: remark,
    });
    return `${base}?${query}`;
  }

  override reset() {
    super.reset();
    this.orders.clear();
    this.callbackUrls.clear();
    this.meters.clear();
    this.cards.clear();
    this.nextOrder = RECEIVED;
    this.cableWrapped = true;
    this.companiesAt = 'V2';
    this.verificationDown = false;
    this.walletBalanceNaira = 1_000_000;
  }

  protected faultBody() {
    return '<html><body><h1>Server Error</h1></body></html>';
  }

  protected answer(request: RecordedRequest): [number, unknown] {
    const route = this.routes[request.path];
    if (request.method !== 'GET' || !route) return [404, NOT_FOUND_PAGE];
    if (request.query.get('UserID') !== this.userId || request.query.get('APIKey') !== this.apiKey) return word('INVALID_CREDENTIALS');
    return route(request.query);
  }

  private routes: Record<string, Handler> = {
    '/APIAirtimeV1.asp': (q) => {
      if (!NETWORKS[q.get('MobileNetwork') ?? '']) return word('INVALID_MOBILENETWORK');
      const amount = Number(q.get('Amount'));
      if (!digits(q.get('Amount'), 1, 9)) return word('INVALID_AMOUNT');
      if (amount < 50) return word('MINIMUM_50');
      if (amount > 200_000) return word('INVALID_AMOUNT');
      if (!digits(q.get('MobileNumber'), 11, 11)) return word('INVALID_RECIPIENT');
      return this.order(q, 'Airtime', q.get('MobileNumber') ?? '', amount);
    },

    '/APIDatabundleV1.asp': (q) => {
      const network = NETWORKS[q.get('MobileNetwork') ?? ''];
      if (!network) return word('INVALID_MOBILENETWORK');
      const plan = FAKE_DATA_PLANS[network][0]?.PRODUCT.find((p) => p.PRODUCT_ID === q.get('DataPlan'));
      if (!plan) return word('INVALID_DATAPLAN');
      if (!digits(q.get('MobileNumber'), 11, 11)) return word('INVALID_RECIPIENT');
      return this.order(q, 'Data', q.get('MobileNumber') ?? '', Number(plan.PRODUCT_AMOUNT));
    },

    '/APIElectricityV1.asp': (q) => {
      if (!digits(q.get('ElectricCompany'), 2, 2)) return word('INVALID_ElectricCompany');
      if (!['01', '02'].includes(q.get('MeterType') ?? '')) return word('INVALID_METERTYPE');
      if (!digits(q.get('MeterNo'), 6, 13)) return word('INVALID_METERNO');
      if (!digits(q.get('Amount'), 1, 9)) return word('INVALID_AMOUNT');
      if (!digits(q.get('PhoneNo'), 11, 11)) return word('INVALID_RECIPIENT');
      const prepaid = q.get('MeterType') === '01';
      return this.order(q, 'Electricity', q.get('MeterNo') ?? '', Number(q.get('Amount')), prepaid);
    },

    '/APICableTVV1.asp': (q) => {
      const cable = CABLES[q.get('CableTV') ?? ''];
      if (!cable) return word('INVALID_CABLETV');
      const pack = FAKE_CABLE_PACKAGES[cable][0]?.PRODUCT.find((p) => p.PACKAGE_ID === q.get('Package'));
      if (!pack) return word('INVALID_PACKAGE');
      if (!digits(q.get('SmartCardNo'), 10, 11)) return word('INVALID_SMARTCARDNO');
      return this.order(q, 'CableTV', q.get('SmartCardNo') ?? '', Number(pack.PACKAGE_AMOUNT));
    },

    '/APIQueryV1.asp': (q) => {
      const byOrderId = [...this.orders.values()].find((o) => o.orderid === q.get('OrderID'));
      const order = this.orders.get(q.get('RequestID') ?? '') ?? byOrderId;
      if (!order) return word('INVALID_REQUESTID');
      return [200, { ...order, date: '21st-Nov-2026', walletbalance: String(this.walletBalanceNaira) }];
    },

    '/APIDatabundlePlansV2.asp': () => [200, { MOBILE_NETWORK: FAKE_DATA_PLANS }],

    '/APICableTVPackagesV2.asp': () => [200, this.cableWrapped ? { TV_ID: FAKE_CABLE_PACKAGES } : FAKE_CABLE_PACKAGES],

    '/APIElectricityDiscosV2.asp': () => this.companies('V2'),

    '/APIElectricityDiscosV1.asp': () => this.companies('V1'),

    '/APIVerifyElectricityV1.asp': (q) => this.verified(this.meters.get(`${q.get('ElectricCompany')}/${q.get('MeterNo')}`) ?? 'INVALID_METERNO'),

    '/APIVerifyCableTVV1.0.asp': (q) => this.verified(this.cards.get(`${q.get('CableTV')}/${q.get('SmartCardNo')}`) ?? 'INVALID_SMARTCARDNO'),
  };

  private companies(version: 'V1' | 'V2'): [number, unknown] {
    return this.companiesAt === version ? [200, { ELECTRIC_COMPANY: FAKE_COMPANIES }] : [404, NOT_FOUND_PAGE];
  }

  private verified(name: string): [number, unknown] {
    return [200, { customer_name: this.verificationDown ? SERVICE_UNAVAILABLE : name }];
  }

  private order(q: URLSearchParams, ordertype: string, recipient: string, amount: number, prepaid = false): [number, unknown] {
    const requestid = q.get('RequestID') ?? '';
    if (!requestid) return word('MISSING_REQUESTID');
    // The documentation names no word for a repeated RequestID; this one is the most misleading.
    if (this.orders.has(requestid)) return word('INVALID_REQUESTID');
    if (amount > this.walletBalanceNaira) return word('INSUFFICIENT_BALANCE');
    this.sequence += 1;
    const state = this.nextOrder;
    const order: FakeOrder = {
      orderid: String(6_000_000_000 + this.sequence),
      requestid,
      statuscode: state.statuscode,
      status: state.status,
      remark: state.remark ?? '',
      ordertype,
      recipient,
      amountcharged: amount.toFixed(2),
      ...(prepaid && state.statuscode === '200' ? { metertoken: state.metertoken ?? fakeToken() } : {}),
    };
    this.orders.set(requestid, order);
    const callbackUrl = q.get('CallBackURL');
    if (callbackUrl) this.callbackUrls.set(requestid, callbackUrl);
    const { orderid, statuscode, status, remark, metertoken } = order;
    return [200, { orderid, statuscode, status, ...(remark ? { remark } : {}), ...(ordertype === 'Electricity' ? { meterno: recipient, metertoken } : {}) }];
  }
}

/** A 20-digit token in the 4-digit groups discos print. */
const fakeToken = () => Array.from({ length: 5 }, () => String(randomInt(0, 10_000)).padStart(4, '0')).join('-');
