import { FakeHttpServer, type RecordedRequest } from '../fake-http.js';

/**
 * ClubKonnect (Nellobytes) as public material describes it, written from that material only (not
 * from this project's docs or other fakes). ClubKonnect's own developer pages are not among the
 * stored public copies; what is, shortened in the comments below:
 *   DR     https://www.anntelecom.com/Annytelecoms/APIParaGetDisputeResolutionV1.asp, a Nellobytes
 *          white-label page with the status table and the dispute process
 *   HE     github.com/henryejemuta/laravel-clubkonnect src/Enums/ClubKonnectStatusCodeEnum.php and
 *          src/ClubKonnect.php (the same table with the 5xx and 6xx rows; endpoints and parameters)
 *   LC     github.com/LuisChiej/clubkonnect_NodeJS services/electricity.js, services/cable.js
 *          (the npm "clubkonnect" client: verify, purchase, query, cancel)
 * Every endpoint is a GET with UserID and APIKey in the query string (HE withAuth). The JSON
 * answer {orderid, statuscode, status} is how public clients quote it; no ClubKonnect page in
 * the corpus shows it, so its exact shape is (unconfirmed).
 */

interface Code {
  status: string;
  remark: string;
}

/** DR / HE status table, by code. */
export const STATUS_CODES: Record<string, Code> = {
  // DR: "Order has been received and is awaiting processing".
  '100': { status: 'ORDER_RECEIVED', remark: 'Awaiting Processing' },
  // DR: no description.
  '199': { status: 'ORDER_RECEIVED', remark: 'Unspecified Error' },
  // DR: "Transaction was sent and response received from mobile network operator that the transaction was successful".
  '200': { status: 'ORDER_COMPLETED', remark: 'Success' },
  // DR: sent, no answer from the operator after 60 s; "retried every 5min for a maximum of 1hour before it is cancelled".
  '201': { status: 'ORDER_COMPLETED', remark: 'Network Unresponsive' },
  // DR: no description.
  '299': { status: 'ORDER_COMPLETED', remark: 'Unspecified Error' },
  // DR: "Transaction was sent and is awaiting response from mobile network operator".
  '300': { status: 'ORDER_PROCESSED', remark: 'Awaiting Network Response' },
  // DR: no description.
  '399': { status: 'ORDER_PROCESSED', remark: 'Unspecified Error' },
  // DR / HE: ORDER_ERROR, the request was refused and no order was placed.
  '400': { status: 'ORDER_ERROR', remark: 'INVALID_CREDENTIALS' },
  '401': { status: 'ORDER_ERROR', remark: 'MISSING_CREDENTIALS' },
  '402': { status: 'ORDER_ERROR', remark: 'MISSING_USERID' },
  '403': { status: 'ORDER_ERROR', remark: 'MISSING_APIKEY' },
  '404': { status: 'ORDER_ERROR', remark: 'MISSING_MOBILENETWORK' },
  '405': { status: 'ORDER_ERROR', remark: 'MISSING_AMOUNT' },
  '406': { status: 'ORDER_ERROR', remark: 'INVALID_AMOUNT' },
  '407': { status: 'ORDER_ERROR', remark: 'MINIMUM_100' },
  '408': { status: 'ORDER_ERROR', remark: 'MINIMUM_50000' },
  '409': { status: 'ORDER_ERROR', remark: 'INVALID_RECIPIENT' },
  '417': { status: 'ORDER_ERROR', remark: 'INSUFFICIENT_BALANCE' },
  '418': { status: 'ORDER_ERROR', remark: 'INVALID_MOBILENETWORK' },
  '499': { status: 'ORDER_ERROR', remark: 'Unspecified Error' },
  // HE: ORDER_CANCELLED, "the transaction was unsuccessful and as such was cancelled by our system".
  '500': { status: 'ORDER_CANCELLED', remark: 'By APIUser' },
  '501': { status: 'ORDER_CANCELLED', remark: 'By Server' },
  '506': { status: 'ORDER_CANCELLED', remark: 'Server Busy' },
  '507': { status: 'ORDER_CANCELLED', remark: 'Network Error' },
  '509': { status: 'ORDER_CANCELLED', remark: 'Your account has been credited back for failed Txn' },
  '516': { status: 'ORDER_CANCELLED', remark: 'is not a valid MTN Subscriber' },
  '521': { status: 'ORDER_CANCELLED', remark: 'Order already completed, cancelled or refunded' },
  '522': { status: 'ORDER_CANCELLED', remark: 'Unspecified Error' },
  // HE: ORDER_ONHOLD, "placed on hold ... retried every 5min for a maximum of 1hour, before it is cancelled".
  '600': { status: 'ORDER_ONHOLD', remark: 'Network Error' },
  '601': { status: 'ORDER_ONHOLD', remark: 'Your request cannot be processed at this time' },
  // HE: on hold, but the remark says the money went back to the wallet.
  '602': { status: 'ORDER_ONHOLD', remark: 'Your account has been credited back for failed Txn' },
  '603': { status: 'ORDER_ONHOLD', remark: 'the process failed' },
  '604': { status: 'ORDER_ONHOLD', remark: 'Transaction Failure' },
  '605': { status: 'ORDER_ONHOLD', remark: 'Failed recharge' },
  '606': { status: 'ORDER_ONHOLD', remark: 'By APIUser' },
  // HE: "unsuccessful and as such was cancelled by our system".
  '699': { status: 'ORDER_ONHOLD', remark: 'Unspecified Error' },
};

interface Order {
  orderid: string;
  requestid: string;
  ordertype: string;
  statuscode: string;
  amount: string;
  metertoken?: string;
}

/** Which parameters each purchase needs and which 40x code names a missing one (DR; parameters HE, LC). */
const PURCHASES: Record<string, { ordertype: string; required: [string, string][] }> = {
  '/APIAirtimeV1.asp': {
    ordertype: 'Airtime',
    required: [
      ['MobileNetwork', '404'],
      ['Amount', '405'],
      ['MobileNumber', '409'],
    ],
  },
  '/APIDatabundleV1.asp': {
    ordertype: 'Data Bundle',
    required: [
      ['MobileNetwork', '404'],
      ['DataPlan', '406'],
      ['MobileNumber', '409'],
    ],
  },
  // LC electricity charge: ElectricCompany, MeterType, MeterNo, Amount. The code for a missing meter field is (unconfirmed).
  '/APIElectricityV1.asp': {
    ordertype: 'Electricity',
    required: [
      ['ElectricCompany', '499'],
      ['MeterType', '499'],
      ['MeterNo', '499'],
      ['Amount', '405'],
    ],
  },
  // LC cable charge: CableTV, Package, SmartCardNo. The code for a missing field is (unconfirmed).
  '/APICableTVV1.asp': {
    ordertype: 'Cable TV',
    required: [
      ['CableTV', '499'],
      ['Package', '499'],
      ['SmartCardNo', '499'],
    ],
  },
};

export class IndependentClubKonnect extends FakeHttpServer {
  readonly orders = new Map<string, Order>();
  /** The code the next purchase answers with (100 ORDER_RECEIVED is how a new order starts, DR step 1). */
  nextPurchaseCode = '100';
  /** Verify answers: number → customer_name; anything else is INVALID_METERNO / INVALID_SMARTCARDNO (LC verify). */
  readonly customers = new Map<string, string>();
  private sequence = 7000;

  constructor(
    readonly userId: string,
    readonly apiKey: string,
  ) {
    super();
  }

  /** Moves an order to another code, as ClubKonnect does while it works on it (DR step 2: query the OrderID). */
  setOrderCode(orderid: string, code: string) {
    const order = this.orders.get(orderid);
    if (!order) throw new Error(`no order ${orderid}`);
    order.statuscode = code;
  }

  orderFor(requestid: string): Order | undefined {
    return [...this.orders.values()].find((o) => o.requestid === requestid);
  }

  override reset() {
    super.reset();
    this.orders.clear();
    this.customers.clear();
    this.nextPurchaseCode = '100';
  }

  /** Not a ClubKonnect answer: an injected fault with no body gets an HTML error page, as an IIS/ASP host sends (unconfirmed). */
  protected faultBody() {
    return '<html><body>Service Unavailable</body></html>';
  }

  protected answer(request: RecordedRequest): [number, unknown] {
    const q = request.query;
    // DR 400-403: credentials are checked first. Every answer comes with HTTP 200; the code is in the JSON (unconfirmed).
    if (!q.get('UserID')) return [200, refusal('402')];
    if (!q.get('APIKey')) return [200, refusal('403')];
    if (q.get('UserID') !== this.userId || q.get('APIKey') !== this.apiKey) return [200, refusal('400')];

    const purchase = PURCHASES[request.path];
    if (purchase) return [200, this.purchase(purchase, q)];
    switch (request.path) {
      // LC query: APIQueryV1.asp?OrderID=; public clients also send RequestID=.
      case '/APIQueryV1.asp': {
        const byOrderId = q.get('OrderID') !== null;
        const order = byOrderId ? this.orders.get(q.get('OrderID') ?? '') : this.orderFor(q.get('RequestID') ?? '');
        // The answer for an unknown order is (unconfirmed): a bare status word, as a public client's test stub has
        // ClubKonnect answer {status: "INVALID_REQUESTID"}; the OrderID twin is by analogy.
        if (!order) return [200, { status: byOrderId ? 'INVALID_ORDERID' : 'INVALID_REQUESTID' }];
        return [200, queryBody(order)];
      }
      // LC verify: APIVerifyElectricityV1.asp?ElectricCompany=&MeterNo= → {customer_name}, "INVALID_METERNO" if unknown.
      case '/APIVerifyElectricityV1.asp':
        return [200, { customer_name: this.customers.get(q.get('MeterNo') ?? '') ?? 'INVALID_METERNO' }];
      // LC verify: APIVerifyCableTVV1.0.asp?CableTV=&SmartCardNo= → {customer_name}, "INVALID_SMARTCARDNO" if unknown.
      case '/APIVerifyCableTVV1.0.asp':
      case '/APIVerifyCableTVV1.asp':
        return [200, { customer_name: this.customers.get(q.get('SmartCardNo') ?? '') ?? 'INVALID_SMARTCARDNO' }];
      default:
        // An unknown page on the ASP host: an HTML 404 (unconfirmed).
        return [404, '<html><body>404 - File or directory not found.</body></html>'];
    }
  }

  private purchase(purchase: (typeof PURCHASES)[string], q: URLSearchParams) {
    const missing = purchase.required.find(([name]) => !q.get(name));
    if (missing) return refusal(missing[1]);
    // DR 406/407: the amount must be a number of at least 100 (MINIMUM_100; 50 for airtime per public clients, unconfirmed).
    const amount = q.get('Amount');
    if (amount !== null && !/^\d+(\.\d+)?$/.test(amount)) return refusal('406');
    const orderid = String(++this.sequence);
    const order: Order = {
      orderid,
      requestid: q.get('RequestID') ?? '',
      ordertype: purchase.ordertype,
      statuscode: this.nextPurchaseCode,
      amount: amount ?? q.get('DataPlan') ?? q.get('Package') ?? '',
    };
    const code = STATUS_CODES[order.statuscode];
    // DR 4xx: a refused request places no order, so it gets no orderid.
    if (code?.status === 'ORDER_ERROR') return refusal(order.statuscode);
    this.orders.set(orderid, order);
    return purchaseBody(order);
  }
}

/** The purchase answer public clients quote: {"orderid":"789","statuscode":"100","status":"ORDER_RECEIVED"} (unconfirmed). */
function purchaseBody(order: Order) {
  return { orderid: order.orderid, statuscode: order.statuscode, status: STATUS_CODES[order.statuscode]?.status ?? 'ORDER_RECEIVED' };
}

/** Query answer fields as public clients read them: orderid, statuscode, status, remark (unconfirmed beyond these). */
function queryBody(order: Order) {
  const code = STATUS_CODES[order.statuscode];
  return {
    orderid: order.orderid,
    requestid: order.requestid,
    statuscode: order.statuscode,
    status: code?.status ?? 'UNKNOWN',
    remark: code?.remark ?? '',
    ordertype: order.ordertype,
    amountcharged: order.amount,
    // Electricity answers carry the token once delivered (public clients only, unconfirmed).
    ...(order.ordertype === 'Electricity' && order.statuscode === '200' ? { metertoken: '1234-5678-9012-3456-7890' } : {}),
  };
}

/**
 * DR's table: a 4xx answer has statuscode, status "ORDER_ERROR" and the reason (INVALID_CREDENTIALS...) as its
 * remark. Some public clients quote the reason in status instead; which field carries it is (unconfirmed).
 */
function refusal(code: string) {
  return { statuscode: code, status: STATUS_CODES[code]?.status ?? 'ORDER_ERROR', remark: STATUS_CODES[code]?.remark ?? '' };
}
