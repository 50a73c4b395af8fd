import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LIMITS, USER_AGENT_MAX } from '../../contract/fields';
import { HELD_STATUSES } from '../lib/held-status';
import { CONNECTION_TYPES, VITAL_NAMES, VITALS_LIMITS } from '../../contract/vitals';
import { HISTORY_STATUSES } from '../../contract/transactions';
import { NOTIFICATION_STATUSES } from '../../contract/notifications';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The database refuses a status outside its list. */
const statusCheck = (name: string, column: AnyPgColumn, statuses: readonly string[]) =>
  check(`${name}_status_known`, sql`${column} IN (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`);

/**
 * The database refuses what the API would: a column never holds more characters than the
 * contract lets a client send (the second wall behind validation).
 */
const atMost = (column: AnyPgColumn, max: number) => sql`char_length(${column}) <= ${sql.raw(String(max))}`;

/** The customer a row belongs to. */
const ownerId = () =>
  bigint('customer_id', { mode: 'number' })
    .notNull()
    .references((): AnyPgColumn => customers.id);

/** PostgreSQL bytea as a Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The largest stored picture: a 256x256 WebP is far smaller; the cap is the database's own wall. */
export const PICTURE_MAX_STORED_BYTES = 256 * 1024;

/**
 * Customers' profile pictures, re-encoded as 256x256 WebP, keyed by the SHA-256 of those bytes:
 * the same picture is stored once, every instance serves it, and its address never changes
 * meaning (so it may be cached for ever). A picture no customer uses any more is removed.
 */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    sha256: text('sha256').primaryKey(),
    webp: bytea('webp').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('profile_pictures_sha256_length', sql`char_length(${t.sha256}) = 64`),
    check('profile_pictures_webp_size', sql`octet_length(${t.webp}) <= ${sql.raw(String(PICTURE_MAX_STORED_BYTES))}`),
  ],
);

/** Time frames a new customer can pick for the confirmation call (GMT+1). */
export const callTimes = pgTable('call_times', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeNumber: text('code_number').notNull(),
    /** Lower-cased; becomes a tombstone address when the account is deleted. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phonenumber: text('phonenumber').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    location: text('location').notNull(),
    dob: date('dob', { mode: 'string' }),
    /** The SHA-256 of the customer's picture in profile_pictures; the wire shows its address. */
    profilePicture: text('profile_picture').references((): AnyPgColumn => profilePictures.sha256),
    pinHash: text('pin_hash'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    status: text('status').notNull().default('1'),
    /** Cached ledger balances in kobo; the ledger is the truth, these never go negative. */
    walletBalance: bigint('wallet_balance', { mode: 'number' }).notNull().default(0),
    payoutBalance: bigint('payout_balance', { mode: 'number' }).notNull().default(0),
    callTimeId: integer('call_time_id').references(() => callTimes.id),
    startDate: timestamp('start_date', { withTimezone: true }),
    stopDate: timestamp('stop_date', { withTimezone: true }),
    lastPay: timestamp('last_pay', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_code_number_key').on(t.codeNumber),
    uniqueIndex('customers_email_key').on(t.email),
    // Whether anyone still uses a picture is asked on every change of picture.
    index('customers_profile_picture_idx').on(t.profilePicture),
    check('customers_wallet_balance_nonnegative', sql`${t.walletBalance} >= 0`),
    check('customers_payout_balance_nonnegative', sql`${t.payoutBalance} >= 0`),
    check('customers_email_length', atMost(t.email, LIMITS.email)),
    check('customers_firstname_length', atMost(t.firstname, LIMITS.name)),
    check('customers_lastname_length', atMost(t.lastname, LIMITS.name)),
    check('customers_phonenumber_length', atMost(t.phonenumber, LIMITS.phone)),
    check('customers_address_length', atMost(t.address, LIMITS.address)),
    check('customers_city_length', atMost(t.city, LIMITS.city)),
    check('customers_location_length', atMost(t.location, LIMITS.location)),
  ],
);

/** A sign-up in progress: the e-mail and password hash from getstarted, until register completes it. */
export const signups = pgTable(
  'signups',
  {
    email: text('email').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('signups_email_length', atMost(t.email, LIMITS.email))],
);

/** One live one-time code per (purpose, e-mail); a resend replaces it. */
export const otps = pgTable(
  'otps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: ['register', 'reset', 'pin'] }).notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by a correct checkotp; the proof then stays good until proofExpiresAt. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    proofExpiresAt: timestamp('proof_expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('otps_purpose_email_key').on(t.purpose, t.email), check('otps_email_length', atMost(t.email, LIMITS.email))],
);

/**
 * Failed guesses counted under a key ('customer:<id>' for a password, 'otp:<e-mail>' for one-time
 * codes, 'login:<identifier>' for sign-ins to no account), within a window, and the lock they
 * lead to. A try is claimed here before the guess is compared. See docs/rules.md.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    customerId: ownerId(),
    createdAt: createdAt(),
    /** When the session last authenticated a request, written at most about once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent when the session was opened, cut to USER_AGENT_MAX; shown as a device. */
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_customer_idx').on(t.customerId),
    check('sessions_user_agent_length', atMost(t.userAgent, USER_AGENT_MAX)),
  ],
);

/** Mails sent by the sandbox mail provider, readable on /sandbox/mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** A file attached to a mail the sandbox kept (a statement), downloadable from /sandbox/mailbox. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mailId: bigint('mail_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);

/**
 * Double-entry ledger. A movement is one business event (unique per kind + reference, so the same
 * event can never be posted twice); its entries sum to zero. Customer accounts ('wallet',
 * 'payout') carry customer_id and mirror the cached balance columns; system accounts do not.
 */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_movements_kind_reference_key').on(t.kind, t.reference)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movementId: bigint('movement_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerMovements.id),
    account: text('account').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    /** Signed kobo: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_movement_idx').on(t.movementId),
    index('ledger_entries_account_customer_idx').on(t.account, t.customerId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The customer's history: type 1 credit / 2 debit, which/classtype as docs/rules.md §History and
 * notifications lists; status in our words, which the history's presenter gives the wire as its codes.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: ownerId(),
    reference: text('reference').notNull(),
    type: integer('type').notNull(),
    which: integer('which').notNull(),
    classtype: integer('classtype').notNull(),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: HISTORY_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_reference_key').on(t.reference),
    index('transactions_customer_created_idx').on(t.customerId, t.createdAt),
    check('transactions_amount_positive', sql`${t.amount} > 0`),
    statusCheck('transactions', t.status, HISTORY_STATUSES),
  ],
);

/**
 * The columns every kind of money waiting on a provider shares (docs/rules.md §Money held with a
 * provider): its state, the provider's last status word when it is one we do not know, and when
 * it was last asked about (reconciliation claims a row by moving this forward, so two instances
 * do not both ask).
 */
const heldColumns = () => ({
  status: text('status', { enum: HELD_STATUSES }).notNull().default('HELD'),
  /** A status word outside the provider's documented table: settled neither way, shown by `npm run held`. */
  unknownWord: text('unknown_word'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The database refuses a state outside the one state machine. */
const heldStatusCheck = (name: string, column: AnyPgColumn) => statusCheck(name, column, HELD_STATUSES);

/** A deposit through the gateway's hosted checkout, from request to credit. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    customerId: ownerId(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** The hosted checkout the customer was sent to; a repeated request is sent there again. */
    checkoutUrl: text('checkout_url'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    ...heldColumns(),
    /** How the gateway said it ended (the wire's paystatus): PAID or PARTIALLY_PAID when settled, FAILED or EXPIRED when not. */
    outcome: text('outcome', { enum: ['PAID', 'PARTIALLY_PAID', 'FAILED', 'EXPIRED'] }),
    amountPaidKobo: bigint('amount_paid_kobo', { mode: 'number' }),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_reference_key').on(t.reference), index('payments_status_idx').on(t.status, t.checkedAt), heldStatusCheck('payments', t.status)],
);

/** A withdrawal to a bank account: money held at request, then completed or refunded. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    customerId: ownerId(),
    provider: text('provider').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    /** REVERSED: sent, then returned by the bank after all; the money went back to the wallet. */
    ...heldColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_key').on(t.reference),
    index('withdrawals_customer_created_idx').on(t.customerId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.checkedAt),
    heldStatusCheck('withdrawals', t.status),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: ownerId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    which: integer('which').notNull(),
    type: integer('type').notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('unread'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_customer_idx').on(t.customerId, t.status, t.createdAt), statusCheck('notifications', t.status, NOTIFICATION_STATUSES)],
);

/**
 * An Idempotency-Key, claimed in the same transaction as the effect it names (the withdrawal,
 * payment... under `reference`), so a claim always means that effect happened. The answer is
 * stored with the claim or as soon as it is known; until then a repeat works it out from the
 * effect's row. Keys expire after a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: ownerId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Our reference of the effect the claim committed with. */
    reference: text('reference'),
    /** Null until the answer is known. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** The sandbox gateway's own books: what its checkout page and bank transfers did. */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  customerName: text('customer_name').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status', { enum: ['PAID', 'PENDING', 'FAILED', 'EXPIRED'] })
    .notNull()
    .default('PENDING'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const sandboxDisbursements = pgTable('sandbox_disbursements', {
  reference: text('reference').primaryKey(),
  accountNumber: text('account_number').notNull(),
  /** What was sent, as the sandbox's own record for the daily settlement; 0 on transfers from before it kept one. */
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull().default(0),
  /** Monnify's transfer words, which the sandbox speaks (docs/providers.md). */
  status: text('status', { enum: ['SUCCESS', 'COMPLETED', 'FAILED', 'PENDING', 'REVERSED'] }).notNull(),
  /** When a paid transfer the sandbox will reverse is reversed; kept here so it survives a restart and any instance delivers it. */
  reversesAt: timestamp('reverses_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The sandbox VTU provider's own books: each order it took under our RequestID, so its answers to
 * status queries are the same after a restart and on every instance. Orders it refused outright
 * (an unknown plan, an amount out of range) are not kept, as a real provider keeps none.
 */
export const sandboxVtuOrders = pgTable(
  'sandbox_vtu_orders',
  {
    requestId: text('request_id').primaryKey(),
    service: text('service', { enum: ['airtime', 'data', 'electricity', 'cable'] }).notNull(),
    /** The phone, meter or smart-card number. */
    recipient: text('recipient').notNull(),
    /** The data plan, cable package or electricity company. */
    product: text('product'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['COMPLETED', 'PENDING', 'UNRESPONSIVE', 'FAILED', 'CANCELLED'] }).notNull(),
    /** A prepaid electricity token, revealed once the order is completed. */
    token: text('token'),
    createdAt: createdAt(),
  },
  (t) => [check('sandbox_vtu_orders_amount_positive', sql`${t.amountKobo} > 0`)],
);

/** What a bill purchase buys; the history's classtype follows from it. */
export const BILL_SERVICES = ['airtime', 'data', 'electricity', 'cable'] as const;

/**
 * A bill purchase (airtime, data, electricity, cable TV) under our RequestID `reference`, from the
 * hold of the money to its outcome: COMPLETED, REFUNDED (a definite failure; the money went back),
 * or PENDING until the provider's query says which. `recipient` is the phone, meter or smart-card
 * number; `company` the network, electricity company or cable provider code; `product` the data
 * plan or cable package id, with the name the provider listed. The amount is the provider's price.
 */
export const billPurchases = pgTable(
  'bill_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    customerId: ownerId(),
    /** The VTU provider that took the order: only it is asked about it. */
    provider: text('provider').notNull(),
    service: text('service', { enum: BILL_SERVICES }).notNull(),
    recipient: text('recipient').notNull(),
    company: text('company').notNull(),
    product: text('product'),
    productName: text('product_name'),
    meterType: text('meter_type'),
    /** The name on the meter or card, from its verification. */
    customerName: text('customer_name'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** ASKED: the provider answered that it has the order, so its query can no longer say "never arrived". */
    ...heldColumns(),
    /**
     * When the provider first answered that it has no such order, in an unbroken run of such
     * answers (any other answer ends the run): one answer never proves an order lost.
     */
    notFoundSince: timestamp('not_found_since', { withTimezone: true }),
    providerOrderId: text('provider_order_id'),
    /** The provider's own words, for an operator. */
    remark: text('remark'),
    /** A prepaid electricity token, once issued. */
    token: text('token'),
    /** Why a refunded purchase failed: the provider's reason, or that the order never reached it. */
    failureReason: text('failure_reason', {
      enum: ['declined', 'invalid_recipient', 'invalid_amount', 'invalid_product', 'provider_account', 'never_arrived'],
    }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bill_purchases_reference_key').on(t.reference),
    heldStatusCheck('bill_purchases', t.status),
    index('bill_purchases_customer_created_idx').on(t.customerId, t.createdAt),
    index('bill_purchases_status_idx').on(t.status, t.checkedAt),
    check('bill_purchases_amount_positive', sql`${t.amountKobo} > 0`),
    check('bill_purchases_recipient_length', atMost(t.recipient, LIMITS.code)),
    check('bill_purchases_product_length', atMost(t.product, LIMITS.code)),
    check('bill_purchases_product_name_length', atMost(t.productName, LIMITS.product)),
    check('bill_purchases_remark_length', atMost(t.remark, 500)),
    check('bill_purchases_token_length', atMost(t.token, 200)),
  ],
);

/**
 * A meter or smart card a customer verified: the name it carries, good until expires_at. A purchase
 * for a meter or card needs a live row here; the hourly housekeeping pass removes expired ones.
 */
export const billVerifications = pgTable(
  'bill_verifications',
  {
    customerId: ownerId(),
    service: text('service', { enum: ['electricity', 'cable'] }).notNull(),
    /** The electricity company or cable provider code. */
    company: text('company').notNull(),
    number: text('number').notNull(),
    /** The meter type verified ('01', '02'); empty for a smart card. */
    meterType: text('meter_type').notNull().default(''),
    customerName: text('customer_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.service, t.company, t.number, t.meterType] }),
    index('bill_verifications_expires_idx').on(t.expiresAt),
    check('bill_verifications_number_length', atMost(t.number, LIMITS.code)),
    check('bill_verifications_customer_name_length', atMost(t.customerName, 200)),
  ],
);

/**
 * An investment plan on offer. Money in kobo; the percentage (total profit over
 * the term) in basis points, 12.5 % = 1250. `duration` 1 counts `no_of` in weeks, 2 in months.
 * Units are sold by a conditional UPDATE of units_sold; the CHECK is the second wall against
 * overselling. Closing a plan stops sales; investments already bought run to the end.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    percentageBp: integer('percentage_bp').notNull(),
    noOf: integer('no_of').notNull(),
    duration: integer('duration').notNull(),
    category: integer('category').notNull(),
    which: integer('which').notNull(),
    unitsOffered: integer('units_offered').notNull(),
    unitsSold: integer('units_sold').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plans_name_key').on(t.name),
    // What an investment's foreign key points at: the terms it was bought on cannot change under it.
    unique('plans_terms_key').on(t.id, t.amountKobo, t.percentageBp, t.noOf, t.duration),
    // Bounds that keep every figure of a full plan (100,000 units at ₦10,000,000 returning 600 %)
    // an exact integer in JavaScript, and every payout at least a kobo.
    check('plans_amount_range', sql`${t.amountKobo} BETWEEN 10000 AND 1000000000`),
    check('plans_percentage_range', sql`${t.percentageBp} BETWEEN 1 AND 50000`),
    check('plans_no_of_range', sql`${t.noOf} BETWEEN 1 AND 520`),
    check('plans_duration_known', sql`${t.duration} IN (1, 2)`),
    check('plans_category_known', sql`${t.category} BETWEEN 1 AND 4`),
    check('plans_which_known', sql`${t.which} BETWEEN 1 AND 4`),
    check('plans_units_offered_range', sql`${t.unitsOffered} BETWEEN 0 AND 100000`),
    check('plans_units_sold_range', sql`${t.unitsSold} >= 0 AND ${t.unitsSold} <= ${t.unitsOffered}`),
  ],
);

/**
 * Units of a plan a customer bought. The plan terms it was bought on are kept here and, through a
 * foreign key to (id, terms) of the plan, pin the plan's terms: once anyone has bought in, an
 * UPDATE of them is refused. status 0 Pending, 1 Ongoing, 2 Expired. paid_kobo and payouts_made
 * follow the payouts paid so far.
 */
export const investments = pgTable(
  'investments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    customerId: ownerId(),
    planId: integer('plan_id').notNull(),
    units: integer('units').notNull(),
    unitAmountKobo: bigint('unit_amount_kobo', { mode: 'number' }).notNull(),
    percentageBp: integer('percentage_bp').notNull(),
    noOf: integer('no_of').notNull(),
    duration: integer('duration').notNull(),
    costKobo: bigint('cost_kobo', { mode: 'number' }).notNull(),
    totalReturnKobo: bigint('total_return_kobo', { mode: 'number' }).notNull(),
    paidKobo: bigint('paid_kobo', { mode: 'number' }).notNull().default(0),
    payoutsMade: integer('payouts_made').notNull().default(0),
    status: integer('status').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    stopDate: timestamp('stop_date', { withTimezone: true }).notNull(),
    lastPaymentDate: timestamp('last_payment_date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('investments_reference_key').on(t.reference),
    index('investments_customer_idx').on(t.customerId, t.createdAt),
    index('investments_pending_start_idx')
      .on(t.startDate)
      .where(sql`${t.status} = 0`),
    foreignKey({
      name: 'investments_plan_terms_fk',
      columns: [t.planId, t.unitAmountKobo, t.percentageBp, t.noOf, t.duration],
      foreignColumns: [plans.id, plans.amountKobo, plans.percentageBp, plans.noOf, plans.duration],
    }),
    check('investments_units_positive', sql`${t.units} > 0`),
    check('investments_cost_is_units_times_price', sql`${t.costKobo} = ${t.units} * ${t.unitAmountKobo}`),
    check('investments_total_covers_cost', sql`${t.totalReturnKobo} >= ${t.costKobo}`),
    check('investments_paid_range', sql`${t.paidKobo} >= 0 AND ${t.paidKobo} <= ${t.totalReturnKobo}`),
    check('investments_payouts_made_range', sql`${t.payoutsMade} >= 0 AND ${t.payoutsMade} <= ${t.noOf}`),
    check('investments_status_known', sql`${t.status} IN (0, 1, 2)`),
    check('investments_stop_after_start', sql`${t.stopDate} > ${t.startDate}`),
  ],
);

/**
 * Every payout of an investment, scheduled at purchase: payout `period` falls due at due_at and is
 * paid once, when the payout job claims it (paid_at). Unique by (investment, period), so no run,
 * however many at once, can pay a period twice; its ledger movement and history row carry the
 * reference `<investment reference>-<period>`.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    investmentId: bigint('investment_id', { mode: 'number' })
      .notNull()
      .references(() => investments.id),
    customerId: ownerId(),
    period: integer('period').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_investment_period_key').on(t.investmentId, t.period),
    index('payouts_unpaid_due_idx')
      .on(t.dueAt)
      .where(sql`${t.paidAt} IS NULL`),
    check('payouts_period_positive', sql`${t.period} >= 1`),
    check('payouts_amount_positive', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * Web performance measured in visitors' browsers (POST vitals): one row per metric, by route
 * pattern and connection type, never tied to a customer. `npm run vitals` reads the 75th
 * percentiles; housekeeping drops rows past the retention in docs/rules.md.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    connection: text('connection').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('web_vitals_created_at_idx').on(t.createdAt),
    check('web_vitals_route_length', atMost(t.route, VITALS_LIMITS.route)),
    check('web_vitals_metric_known', sql`${t.metric} IN (${sql.raw(VITAL_NAMES.map((name) => `'${name}'`).join(', '))})`),
    check('web_vitals_connection_known', sql`${t.connection} IN (${sql.raw(CONNECTION_TYPES.map((name) => `'${name}'`).join(', '))})`),
    check('web_vitals_value_range', sql`${t.value} >= 0 AND ${t.value} <= ${sql.raw(String(VITALS_LIMITS.value))}`),
  ],
);

/** What a passkey challenge is for (docs/rules.md §Passkeys). */
export const PASSKEY_PURPOSES = ['register', 'signin', 'approve'] as const;

/**
 * A customer's passkeys (WebAuthn credentials): the public key the authenticator made and the
 * signature counter it last reported. Nothing here is secret; the private key never leaves the
 * device. A counter that went backwards disables the passkey (`disabled_at`).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: ownerId(),
    /** Base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** COSE-encoded public key. */
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_customer_idx').on(t.customerId),
    check('passkeys_name_length', atMost(t.name, LIMITS.name)),
    check('passkeys_credential_id_length', atMost(t.credentialId, 1364)),
    check('passkeys_counter_positive', sql`${t.counter} >= 0`),
  ],
);

/**
 * One WebAuthn challenge: single-use (`used_at`), good until `expires_at`. An approval's is bound
 * to one money action: its kind, amount, destination and Idempotency-Key.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Base64url, as it comes back in the client data. */
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: PASSKEY_PURPOSES }).notNull(),
    /** Null for a sign-in: nobody is known until the passkey answers. */
    customerId: bigint('customer_id', { mode: 'number' }).references((): AnyPgColumn => customers.id),
    kind: text('kind'),
    amount: text('amount'),
    destination: text('destination'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkey_challenges_challenge_key').on(t.challenge),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
    check('passkey_challenges_purpose_known', sql`${t.purpose} IN (${sql.raw(PASSKEY_PURPOSES.map((p) => `'${p}'`).join(', '))})`),
  ],
);

/** What a verification code vouches for: a receipt (one history row) or a statement (a period of the wallet). */
export const VERIFICATION_KINDS = ['receipt', 'statement'] as const;

/**
 * The codes behind /r/<code> (docs/rules.md §Receipts and statements): 120 random bits, made when a
 * receipt is first asked for (one live code per history row) or with each statement, which keeps
 * the figures it printed. A customer may revoke a receipt's code; a revoked code verifies nothing.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: VERIFICATION_KINDS }).notNull(),
    customerId: ownerId(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id),
    /** A statement's Lagos calendar days, first and last included. */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    openingKobo: bigint('opening_kobo', { mode: 'number' }),
    closingKobo: bigint('closing_kobo', { mode: 'number' }),
    creditsKobo: bigint('credits_kobo', { mode: 'number' }),
    debitsKobo: bigint('debits_kobo', { mode: 'number' }),
    movements: integer('movements'),
    /** 'pdf' or 'csv': the file a statement's code was printed on. */
    format: text('format', { enum: ['pdf', 'csv'] }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('verification_codes_live_receipt_key')
      .on(t.transactionId)
      .where(sql`${t.revokedAt} IS NULL`),
    index('verification_codes_customer_idx').on(t.customerId),
    check('verification_codes_code_length', sql`char_length(${t.code}) BETWEEN 20 AND 64`),
    check(
      'verification_codes_kind_fields',
      sql`(${t.kind} = 'receipt' AND ${t.transactionId} IS NOT NULL) OR (${t.kind} = 'statement' AND ${t.periodFrom} IS NOT NULL AND ${t.periodTo} IS NOT NULL AND ${t.openingKobo} IS NOT NULL AND ${t.closingKobo} IS NOT NULL)`,
    ),
  ],
);
