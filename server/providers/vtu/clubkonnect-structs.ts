import { array, integer, min, never, nullable, number, optional, record, refine, string, type, union, unknown, type Infer } from 'superstruct';

/**
 * The shapes of what ClubKonnect sends us. Everything from ClubKonnect is checked against these
 * before use; a purchase answer that fits none of them means we cannot tell what happened
 * (ProviderUnavailable). `type()` rather than `object()`: ClubKonnect adds fields freely. Every
 * string has a length cap, so a runaway answer cannot fill a log line or a database row.
 */

/** A string of at most `max` characters whose test sees only capped input. */
const capped = (name: string, max: number, test: (value: string) => boolean = () => true) =>
  refine(string(), name, (value) => value.length <= max && test(value));

/** Their status words: ORDER_RECEIVED, INVALID_RECIPIENT, MINIMUM_50... */
const StatusWord = capped('statusWord', 64, (v) => /^[A-Za-z][A-Za-z0-9_]*$/.test(v));

/** Ids arrive as strings or, now and then, as numbers. */
const id = union([capped('id', 64, (v) => v.trim().length > 0), min(integer(), 0)]);

/** Naira, as "1000", "1000.00" or 1000. */
const naira = union([capped('naira', 20), number()]);

/** "100" or 100: the three-digit statuscode that decides a purchase. */
const statusCode = union([capped('statusCode', 3, (v) => /^\d{3}$/.test(v)), min(integer(), 0)]);

/** A purchase or query answer that carries an order's state. */
export const OrderAnswer = type({
  statuscode: statusCode,
  status: optional(nullable(capped('status', 64))),
  orderid: optional(nullable(id)),
  requestid: optional(nullable(capped('requestid', 64))),
  remark: optional(nullable(capped('remark', 500))),
  /** Only as a string: a 20-digit token sent as a JSON number has already lost digits. */
  metertoken: optional(nullable(capped('metertoken', 200))),
});
export type OrderAnswer = Infer<typeof OrderAnswer>;

/**
 * An answer without a statuscode: a word saying no (INVALID_CREDENTIALS), or, with an orderid, an
 * order we must look up. An answer with a statuscode we cannot read is not a word: it fits nothing.
 */
export const WordAnswer = type({
  status: StatusWord,
  orderid: optional(nullable(id)),
  statuscode: optional(never()),
});

/** Meter and smart-card verification. */
export const VerifyAnswer = type({ customer_name: capped('customer_name', 200) });

/**
 * Their lists: {WRAPPER: {Group: [{ID, PRODUCT: [...]}]}}, the wrapper (MOBILE_NETWORK, TV_ID,
 * ELECTRIC_COMPANY) not always there. Products are checked one by one, so one odd product does not
 * take the whole list down.
 */
export const ListGroups = record(capped('group', 64), array(type({ ID: optional(nullable(id)), PRODUCT: optional(nullable(array(unknown()))) })));
export type ListGroups = Infer<typeof ListGroups>;

export const DataProduct = type({
  PRODUCT_ID: id,
  PRODUCT_NAME: capped('PRODUCT_NAME', 200, (v) => v.trim().length > 0),
  PRODUCT_AMOUNT: naira,
});

export const CableProduct = type({
  PACKAGE_ID: id,
  PACKAGE_NAME: capped('PACKAGE_NAME', 200, (v) => v.trim().length > 0),
  PACKAGE_AMOUNT: naira,
});
