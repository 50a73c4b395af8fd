import { is, validate, type Struct } from 'superstruct';
import {
  cableProvider,
  CABLE_PROVIDERS,
  electricCompany,
  ELECTRIC_COMPANIES,
  MOBILE_NETWORKS,
  type CableCode,
  type ElectricCompanyCode,
} from '../../../contract/bill-codes';
import { nairaToKobo } from '../../../contract/money';
import { cachedLoader } from '../../lib/cache';
import { UnknownStatusWord } from '../errors';
import { parseJson, providerHttp, type ProviderLog, type RawResponse } from '../http';
import { CableProduct, DataProduct, ListGroups, OrderAnswer, VerifyAnswer, WordAnswer } from './clubkonnect-structs';
import { outcomeOfName } from './names';
import { checkRequestId, wholeNaira } from './requests';
import type { CablePackage, DataPlan, VerifyOutcome, VtuFailureReason, VtuOrderState, VtuOutcome, VtuProvider } from './types';
import { withoutTrailingSlashes } from '../../lib/urls';

export interface ClubKonnectOptions {
  /** https://www.nellobytesystems.com */
  baseUrl: string;
  userId: string;
  apiKey: string;
  timeoutMs?: number;
  /** How long the lists (data plans, cable packages, companies) are kept; 0 asks every time. */
  cacheMs?: number;
  log: ProviderLog;
  now?: () => number;
  /**
   * Our CallBackURL, sent with every purchase: ClubKonnect calls it when the order's status
   * changes, and we then ask about the order. None without a public address (PUBLIC_URL).
   */
  callbackUrl?: string;
}

const PATHS = {
  airtime: '/APIAirtimeV1.asp',
  data: '/APIDatabundleV1.asp',
  electricity: '/APIElectricityV1.asp',
  cable: '/APICableTVV1.asp',
  query: '/APIQueryV1.asp',
  dataPlans: '/APIDatabundlePlansV2.asp',
  cablePackages: '/APICableTVPackagesV2.asp',
  companies: ['/APIElectricityDiscosV2.asp', '/APIElectricityDiscosV1.asp'],
  verifyMeter: '/APIVerifyElectricityV1.asp',
  verifyCard: '/APIVerifyCableTVV1.0.asp',
} as const;

type Params = Record<string, string>;
type ListEntries = ListGroups[string];

/**
 * The real VTU provider (ClubKonnect, also sold as Nellobytes). Every call is a GET carrying our
 * UserID and APIKey in the query string, so no URL ever reaches a log line or an error message.
 *
 * A purchase answer is sorted by its statuscode: 200 completed; 1xx received and 3xx processing
 * are pending, and so are 201 ('Network Unresponsive': ClubKonnect retries the order every 5
 * minutes for up to an hour, then completes or cancels it) and 299 (unspecified), which are not
 * final (docs/providers.md); 4xx and 5xx are
 * definite failures (refused, or cancelled and refunded), as is 602 (refunded); other 6xx (on hold)
 * stay pending, for the query call to settle; a code outside these bands is an UnknownStatusWord. An answer without a
 * statuscode is a refusal word: the known ones (INVALID_RECIPIENT, MINIMUM_50...) can only come
 * before any order exists, so they are definite; any other word is checked against the order's own
 * record, since a repeated RequestID must never be taken for a failure. Timeouts, HTTP errors and
 * answers of no known shape are ProviderUnavailable: the outcome is unknown.
 */
export function createClubKonnectVtu(options: ClubKonnectOptions): VtuProvider {
  const { userId, apiKey, log, callbackUrl } = options;
  if (!options.baseUrl || !userId || !apiKey) throw new Error('ClubKonnect needs a base URL, a UserID and an APIKey');
  const baseUrl = withoutTrailingSlashes(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const cacheMs = options.cacheMs ?? 600_000;
  const now = options.now ?? Date.now;
  const http = providerHttp('ClubKonnect', log, timeoutMs);
  const { unavailable } = http;

  /** Provider words passed on (remarks may reach a customer's history): never with our key in them. */
  const clean = (text: string | null | undefined): string | null => text?.replaceAll(apiKey, '[redacted]').trim() || null;

  /** Our account was refused (credentials, an empty wallet): an operator must act. */
  const alert = (op: string, word: string) =>
    log.error(
      { provider: 'clubkonnect', op, status: clean(word) },
      'ClubKonnect refused our account: check CLUBKONNECT_USER_ID, CLUBKONNECT_API_KEY and the balance of the ClubKonnect wallet',
    );

  async function get(op: string, path: string, params: Params): Promise<RawResponse> {
    const query = new URLSearchParams({ UserID: userId, APIKey: apiKey, ...params });
    return http.throwIfTransient(op, await http.exchange(op, `${baseUrl}${path}?${query}`, { headers: { accept: 'application/json' } }));
  }

  /** Their JSON; any other HTTP status, or a body that is not JSON, says nothing we can use. */
  async function getJson(op: string, path: string, params: Params): Promise<unknown> {
    const raw = await get(op, path, params);
    if (raw.status < 200 || raw.status >= 300) throw unavailable(op, `HTTP ${raw.status}`, `http_${raw.status}`);
    const json = parseJson(raw.text);
    if (json === undefined) throw unavailable(op, 'an answer that is not JSON');
    return json;
  }

  /** An answer that is neither what we asked for nor a word we act on. */
  function refusedOrUnreadable(op: string, json: unknown): never {
    const [, answer] = validate(json, WordAnswer);
    if (!answer) throw unavailable(op, 'an answer of unknown shape');
    if (refusalReason(answer.status) === 'provider_account') alert(op, answer.status);
    throw unavailable(op, `refused (${clean(answer.status)})`, 'refused');
  }

  function orderOutcome(op: string, requestId: string, answer: OrderAnswer): VtuOutcome {
    if (answer.requestid && answer.requestid !== requestId) throw unavailable(op, 'the answer is about another RequestID');
    const code = Number(answer.statuscode);
    const orderId = answer.orderid == null ? null : String(answer.orderid);
    const remark = clean(answer.remark) ?? clean(answer.status);
    const noted = (msg: string) => log.warn({ provider: 'clubkonnect', op, requestId, statuscode: code, status: clean(answer.status) }, msg);
    if (code === 200) return { status: 'completed', orderId, remark, token: clean(answer.metertoken) };
    if (code === 602 || (code >= 400 && code < 600)) {
      // The status table puts the reason (INVALID_CREDENTIALS...) in remark, under status ORDER_ERROR; some answers put it in status.
      const reason = refusalReason(answer.status ?? '') ?? refusalReason(answer.remark ?? '') ?? 'declined';
      if (reason === 'provider_account') alert(op, answer.status ?? String(code));
      return { status: 'failed', orderId, remark, reason };
    }
    if (code >= 600 && code < 700) noted('ClubKonnect holds an order');
    else if (code === 201 || code === 299) noted('ClubKonnect has not finished an order yet (retrying or unspecified); kept pending');
    // 1xx (received) and 3xx (processed) are ClubKonnect's documented pending bands; any other
    // code is settled neither way and kept on the purchase for an operator.
    else if (!(code >= 100 && code < 200) && !(code >= 300 && code < 400)) {
      log.error({ provider: 'clubkonnect', op, requestId, statuscode: code }, 'Unknown ClubKonnect statuscode: the money stays held until a known one comes');
      throw new UnknownStatusWord(`statuscode ${code}`);
    }
    return { status: 'pending', orderId, remark };
  }

  async function queryOrder(requestId: string): Promise<VtuOrderState> {
    checkRequestId(requestId);
    const json = await getJson('query', PATHS.query, { RequestID: requestId });
    if (is(json, OrderAnswer)) return orderOutcome('query', requestId, json);
    if (is(json, WordAnswer) && json.status.toUpperCase() === 'INVALID_REQUESTID') return { status: 'not_found' };
    return refusedOrUnreadable('query', json);
  }

  async function purchase(op: string, path: string, requestId: string, params: Params): Promise<VtuOutcome> {
    checkRequestId(requestId);
    const json = await getJson(op, path, { ...params, RequestID: requestId, ...(callbackUrl ? { CallBackURL: callbackUrl } : {}) });
    if (is(json, OrderAnswer)) return orderOutcome(op, requestId, json);
    const [, word] = validate(json, WordAnswer);
    if (!word) throw unavailable(op, 'an answer of unknown shape');
    const reason = word.orderid == null ? refusalReason(word.status) : null;
    if (reason) {
      if (reason === 'provider_account') alert(op, word.status);
      return { status: 'failed', orderId: null, remark: clean(word.status), reason };
    }
    log.warn(
      { provider: 'clubkonnect', op, requestId, status: clean(word.status) },
      'ClubKonnect answered a purchase with a word we do not know; asking about the order',
    );
    const state = await queryOrder(requestId);
    if (state.status !== 'not_found') return state;
    if (word.orderid != null) throw unavailable(op, 'an order that the query then does not find');
    return { status: 'failed', orderId: null, remark: clean(word.status), reason: 'declined' };
  }

  /** One of their lists: the groups inside the wrapper, or at the top when the wrapper is not there. */
  async function fetchGroups(op: string, path: string, wrapper: string): Promise<ListGroups> {
    const json = await getJson(op, path, {});
    const [error, groups] = validate(unwrap(json, wrapper), ListGroups);
    return error ? refusedOrUnreadable(op, json) : groups;
  }

  /** The readable products of a group; an odd one is left out (and counted) rather than failing the list. */
  function products<T, S, R>(op: string, entries: ListEntries | undefined, struct: Struct<T, S>, read: (item: T) => R | null): R[] {
    const items = (entries ?? []).flatMap((entry) => entry.PRODUCT ?? []);
    const kept = items.map((item) => (is(item, struct) ? read(item) : null)).filter((item): item is R => item !== null);
    if (kept.length < items.length)
      log.warn({ provider: 'clubkonnect', op, skipped: items.length - kept.length }, 'ClubKonnect list entries of an unexpected shape were left out');
    return kept;
  }

  /** One list fetched whole and split by the rows of a contract table (networks, cable providers), kept for cacheMs. */
  function cachedProducts<Row extends { code: string }, T, S>(list: {
    op: string;
    path: string;
    wrapper: string;
    table: readonly Row[];
    groupName: (row: Row) => string;
    struct: Struct<T, S>;
    read: (item: T) => Product | null;
  }) {
    return cachedLoader(
      async () => {
        const groups = await fetchGroups(list.op, list.path, list.wrapper);
        return byCode(list.table, (row) => products(list.op, group(groups, list.groupName(row)), list.struct, list.read));
      },
      cacheMs,
      now,
    );
  }

  const dataPlans = cachedProducts({
    op: 'data plans',
    path: PATHS.dataPlans,
    wrapper: 'MOBILE_NETWORK',
    table: MOBILE_NETWORKS,
    groupName: (network) => network.planName,
    struct: DataProduct,
    read: (p) => product(p.PRODUCT_ID, p.PRODUCT_NAME, p.PRODUCT_AMOUNT),
  });

  const cablePackages = cachedProducts({
    op: 'cable packages',
    path: PATHS.cablePackages,
    wrapper: 'TV_ID',
    table: CABLE_PROVIDERS,
    groupName: (cable) => cable.slug,
    struct: CableProduct,
    read: (p) => product(p.PACKAGE_ID, p.PACKAGE_NAME, p.PACKAGE_AMOUNT),
  });

  /**
   * The companies on ClubKonnect's list that the product knows (contract/bills.ts). The list is
   * published as V2 and, in older integrations, as V1: the first that exists is read. When neither
   * exists or the answer is no list, the companies are the fixed table.
   */
  const electricCompanies = cachedLoader(
    async (): Promise<ElectricCompanyCode[]> => {
      const op = 'electricity companies';
      const fixed = (why: string) => {
        log.warn({ provider: 'clubkonnect', op, reason: why }, 'ClubKonnect gave no company list; using the fixed one');
        return ELECTRIC_COMPANIES.map(({ code }) => code);
      };
      for (const path of PATHS.companies) {
        const raw = await get(op, path, {});
        if (raw.status === 404) continue;
        if (raw.status < 200 || raw.status >= 300) throw unavailable(op, `HTTP ${raw.status}`, `http_${raw.status}`);
        const json = parseJson(raw.text);
        if (is(json, WordAnswer)) return refusedOrUnreadable(op, json);
        const [error, groups] = validate(unwrap(json, 'ELECTRIC_COMPANY'), ListGroups);
        if (error) return fixed('an answer that is not a list');
        const listed = new Set(
          Object.values(groups).flatMap((entries) =>
            entries.map((entry) =>
              String(entry.ID ?? '')
                .trim()
                .padStart(2, '0'),
            ),
          ),
        );
        const known = ELECTRIC_COMPANIES.map(({ code }) => code).filter((code) => listed.has(code));
        const unknown = [...listed].filter((code) => !electricCompany(code));
        if (unknown.length > 0)
          log.warn({ provider: 'clubkonnect', op, unknown }, 'ClubKonnect lists companies the product does not know; they are not offered');
        return known.length > 0 ? known : fixed('a list without a company we know');
      }
      return fixed('HTTP 404');
    },
    cacheMs,
    now,
  );

  /**
   * A customer's name, `invalid` when they say there is no such meter or card, `unchecked` when
   * customer_name holds anything but a name (their 'Service unavailable. Please try again later.',
   * a status word); ProviderUnavailable when their answer proves nothing.
   */
  async function verify(op: string, path: string, params: Params): Promise<VerifyOutcome> {
    const json = await getJson(op, path, params);
    const said = is(json, VerifyAnswer) ? (clean(json.customer_name) ?? '') : null;
    const word = said ?? (is(json, WordAnswer) ? json.status : null);
    if (word === null) throw unavailable(op, 'an answer of unknown shape');
    const reason = refusalReason(word);
    if (reason === 'invalid_recipient') return { status: 'invalid' };
    if (said === null) return refusedOrUnreadable(op, json);
    const outcome = outcomeOfName(said);
    if (outcome.status === 'verified') return outcome;
    if (reason === 'provider_account') alert(op, said);
    log.warn({ provider: 'clubkonnect', op, said }, 'ClubKonnect answered a verification without a name; the number is not verified');
    return outcome;
  }

  const cableSlug = (cable: CableCode) => cableProvider(cable)?.slug ?? cable;

  return {
    name: 'clubkonnect',

    async listDataPlans(network) {
      return (await dataPlans())[network];
    },

    async listCablePackages(cable) {
      return (await cablePackages())[cable];
    },

    listElectricCompanies: electricCompanies,

    verifyMeter(company, meterNumber, meterType) {
      return verify('meter verification', PATHS.verifyMeter, { ElectricCompany: company, MeterNo: meterNumber, MeterType: meterType });
    },

    verifySmartCard(cable, cardNumber) {
      return verify('smart-card verification', PATHS.verifyCard, { CableTV: cableSlug(cable), SmartCardNo: cardNumber });
    },

    async buyAirtime(p) {
      const amount = String(wholeNaira(p.amountKobo));
      return purchase('airtime', PATHS.airtime, p.requestId, { MobileNetwork: p.network, Amount: amount, MobileNumber: p.phoneNumber });
    },

    buyData(p) {
      return purchase('data', PATHS.data, p.requestId, { MobileNetwork: p.network, DataPlan: p.planId, MobileNumber: p.phoneNumber });
    },

    async buyElectricity(p) {
      const amount = String(wholeNaira(p.amountKobo));
      return purchase('electricity', PATHS.electricity, p.requestId, {
        ElectricCompany: p.company,
        MeterType: p.meterType,
        MeterNo: p.meterNumber,
        Amount: amount,
        PhoneNo: p.phoneNumber,
      });
    },

    buyCable(p) {
      return purchase('cable', PATHS.cable, p.requestId, {
        CableTV: cableSlug(p.cable),
        Package: p.packageId,
        SmartCardNo: p.cardNumber,
        PhoneNo: p.phoneNumber,
      });
    },

    queryOrder,
  };
}

/**
 * What a refusal word says, for the words that can only come before an order exists. Anything
 * else (INVALID_REQUESTID, a word we have never seen) is null: it proves nothing about the order.
 */
const REFUSALS: [RegExp, VtuFailureReason][] = [
  [/CREDENTIAL|USERID|APIKEY|BALANCE/, 'provider_account'],
  [/AMOUNT|MINIMUM|MAXIMUM/, 'invalid_amount'],
  [/RECIPIENT|MOBILENUMBER|PHONE|METER_?NO|SMARTCARD/, 'invalid_recipient'],
  [/NETWORK|DATAPLAN|PACKAGE|CABLETV|COMPANY|METERTYPE|PRODUCT/, 'invalid_product'],
];

export function refusalReason(word: string): VtuFailureReason | null {
  const upper = word.toUpperCase();
  if (!/^(?:INVALID|MISSING|MINIMUM|MAXIMUM|INSUFFICIENT)_/.test(upper)) return null;
  return REFUSALS.find(([pattern]) => pattern.test(upper))?.[1] ?? null;
}

const unwrap = (json: unknown, wrapper: string): unknown =>
  typeof json === 'object' && json !== null && wrapper in json ? (json as Record<string, unknown>)[wrapper] : json;

/** A group of a list by its name, whatever its case (Startimes, StarTimes). */
const group = (groups: ListGroups, name: string): ListEntries | undefined =>
  Object.entries(groups).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

type Product = DataPlan | CablePackage;

/** A product with a positive price in naira, or null when its price cannot be read. */
function product(id: string | number, name: string, naira: string | number): Product | null {
  const amountKobo = nairaToKobo(naira);
  return amountKobo ? { id: String(id).trim(), name: name.trim(), amountKobo } : null;
}

/** A record keyed by each row's code of a contract table. */
function byCode<Row extends { code: string }, V>(table: readonly Row[], value: (row: Row) => V): Record<Row['code'], V> {
  return Object.fromEntries(table.map((row) => [row.code, value(row)])) as Record<Row['code'], V>;
}
