import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Struct } from 'superstruct';
import { authEndpoints } from '../contract/auth';
import { customerEndpoints } from '../contract/account';
import { billsEndpoints } from '../contract/bills';
import { ERROR_CODES } from '../contract/common';
import { configEndpoints } from '../contract/config';
import { dashboardEndpoints } from '../contract/dashboard';
import type { Endpoint } from '../contract/endpoint';
import type { EndpointName } from '../contract/endpoints';
import { investmentEndpoints } from '../contract/investments';
import { legalEndpoints } from '../contract/legal';
import { liveEndpoints } from '../contract/live';
import { notificationEndpoints } from '../contract/notifications';
import { passkeyEndpoints } from '../contract/passkeys';
import { pinEndpoints } from '../contract/pin';
import { profileEndpoints } from '../contract/profile';
import { providerCallbackEndpoints } from '../contract/provider-callbacks';
import { receiptEndpoints } from '../contract/receipts';
import { transactionEndpoints } from '../contract/history';
import { vitalsEndpoints } from '../contract/vitals';
import { walletEndpoints } from '../contract/wallet';

/**
 * docs/api.md, generated from the contract's endpoint tables so it cannot drift from them:
 * `npm run docs:api` writes it, and a unit test fails when the committed file differs.
 * The one sentence per endpoint lives here, not in the contract, to keep prose out of the SPA.
 */
const AREAS: Array<{ title: string; endpoints: Record<string, Endpoint> }> = [
  { title: 'Sign-in, sign-up and password recovery', endpoints: authEndpoints },
  { title: 'The service', endpoints: configEndpoints },
  { title: 'About pages', endpoints: legalEndpoints },
  { title: 'The customer', endpoints: customerEndpoints },
  { title: 'Profile and security: details, picture, password, devices, forgotten PIN', endpoints: profileEndpoints },
  { title: 'Dashboard', endpoints: dashboardEndpoints },
  { title: 'Investments: plans, the calculator, buying units, cash-out', endpoints: investmentEndpoints },
  { title: 'History', endpoints: transactionEndpoints },
  { title: 'Receipts and statements', endpoints: receiptEndpoints },
  { title: 'Notifications', endpoints: notificationEndpoints },
  { title: 'Live updates', endpoints: liveEndpoints },
  { title: 'PIN', endpoints: pinEndpoints },
  { title: 'Passkeys: adding and managing them, signing in, approving a money action', endpoints: passkeyEndpoints },
  { title: 'Wallet: deposit, bank lookups, withdrawal', endpoints: walletEndpoints },
  { title: 'Bills: airtime, data, electricity, cable TV', endpoints: billsEndpoints },
  { title: 'Field metrics', endpoints: vitalsEndpoints },
  { title: "Providers' callbacks", endpoints: providerCallbackEndpoints },
];

const NOTES: Record<EndpointName, string> = {
  login: 'Signs in with an e-mail or a code number; the token is the bearer token of every signed-in call.',
  getStarted: 'Starts a sign-up (or resends its code): keeps the e-mail and password, mails a 6-digit code.',
  checkOtp: "Checks a mailed code: a sign-up's (type register, the default) or a password reset's (type reset).",
  callTimes: 'The time frames a new customer can pick for the confirmation call.',
  register: "Creates the customer from a sign-up whose code checkotp proved; mails the customer's code number.",
  forgotPassword: 'Mails a password-reset code; answers alike whether or not the e-mail has an account.',
  resetPassword: 'Sets a new password with a reset code and signs out every session.',
  passkeyRegistrationOptions:
    'Asks the browser to create a passkey, after the password (and the PIN when one is set): a challenge good for 2 minutes, user verification required (ours).',
  addPasskey: 'Verifies and keeps the passkey the browser created for that challenge; mails the customer and notifies them (ours).',
  passkeys: "The customer's passkeys: name, when added, when last used, and whether a counter gone backwards disabled it (ours).",
  renamePasskey: "Gives one of the customer's passkeys a new name (ours).",
  removePasskey: "Removes one of the customer's passkeys; mails the customer and notifies them (ours).",
  approvalOptions:
    "A challenge for one money action, bound to its kind, amount, destination and Idempotency-Key; single-use, good for 2 minutes. Its signature goes in that call's `passkey` instead of `pin` (ours).",
  passkeySignInOptions: "A sign-in challenge for the browser's passkey autofill or button; single-use, good for 2 minutes (ours).",
  passkeySignIn: 'Signs in with a passkey: the same answer and session as login (ours).',
  reportVitals:
    "Web performance measured in a visitor's browser (LCP, INP, CLS, FCP, TTFB) for one route pattern and connection type; public, at most 2 KB and 60 reports a minute per address.",
  config:
    "Who runs the service, the card gateway's name, the support contacts and the least and most each bounded amount may be, in kobo; public, cached five minutes.",
  legalPage:
    "One of About's pages (privacy-policy, terms-of-service, security-and-compliance): the operator's file when configured, else the default; public, cached five minutes.",
  customer: 'The signed-in customer, balances as naira strings.',
  logout: 'Ends this session.',
  deleteAccount: 'Deletes the login and anonymises the person, when nothing is left in the account (docs/rules.md).',
  updateProfile: 'Changes the names, date of birth and address (never the e-mail or phone); answers the customer as it now is.',
  changeProfilePicture: 'Replaces the picture: JPEG, PNG or WebP by its bytes, at most 5 MB, stored as a 256x256 WebP without metadata.',
  picture: "A stored picture by its content address (the customer's `profilepicture`): image/webp, cached for a year, never changes.",
  changePassword: 'Changes the password after the old one; signs out every other session and tells the customer.',
  sessions: "The customer's signed-in devices, most recently used first, the asking one marked (ours).",
  revokeSession: 'Signs out one session by id, or every session but this one with `others: true` (ours).',
  forgotPin: 'Mails a 6-digit code to reset a forgotten PIN, once the password is proven (ours).',
  resetPin: 'Sets a new PIN with the mailed code and lifts the PIN lock (ours).',
  investmentSummary: 'The dashboard tiles: what the running investments cost and return, what has been paid out, what is still owed.',
  investmentCount: "How many of the customer's investments are running (Pending or Ongoing).",
  plans: 'Every plan, those that can be bought first; `status` 1 while units remain and the plan is open.',
  calculator: "What a number of units (fractions too) of a plan would cost and return if bought now, with each payout's date and amount.",
  createInvestment: 'Buys whole units of a plan with the wallet, after the PIN; the investment starts Pending.',
  investments: "The customer's investments, newest first, each with its plan and what it has paid so far.",
  cashoutReturns: 'Moves the whole payout balance to the wallet, after the PIN.',
  recentTransactions: 'The latest history rows grouped under their Lagos day.',
  transactionPage: 'History, 10 rows a page, newest first.',
  transaction: 'One history row of the customer (the details screen on reload).',
  receipt:
    "A completed, failed or refunded history row's receipt: image/png with a verification code and its QR code (made the first time, then kept); another customer's row is a 404 (ours).",
  revokeReceipt: "Revokes the row's verification code: its /r/ page then says so, and the next receipt gets a new code (ours).",
  statement:
    'The wallet statement of `from` to `to` (Lagos days, at most 12 months) as application/pdf or text/csv, streamed, with a verification code; 20 an hour (ours).',
  emailStatement: "Mails that statement to the customer's address as an attachment; 3 an hour (ours).",
  notificationPage: 'Notifications, 10 a page, filtered by read state, which and type.',
  markRead: 'Marks one notification read.',
  markAllRead: 'Marks every notification read.',
  liveEvents:
    'Server-Sent Events: `changed` names what to read again (balance, history, notifications) once a change has committed, on whichever instance; heartbeat comments every 15 s; at most 3 streams a customer (the oldest is told `replaced` and closed), 503 with Retry-After when the server is full or shutting down (ours).',
  setPin: 'Sets the first transaction PIN.',
  changePin: 'Changes the PIN; the old PIN counts towards the lockout.',
  fundAccount: "Starts a card deposit: answers the gateway's hosted checkout URL.",
  verifyPayment: "The result page's check of its deposit; settles it when the gateway knows the outcome.",
  banks: 'The banks a withdrawal can go to, from the payment provider.',
  accountDetails: "The holder's name of a bank account, from the payment provider.",
  makeWithdrawal: 'Sends money from the wallet to a bank account.',
  dataPlans: "A network's data plans at the provider's prices: the one entry of `data` holds them in PRODUCT.",
  electricCompanies: 'The electricity companies the provider sells for now (codes 01 to 12).',
  cableProviders: 'The cable TV providers: 01 DStv, 02 GOtv, 03 StarTimes.',
  cablePackages: "A cable provider's packages at the provider's prices.",
  verifyMeter:
    'The name on a meter (also the message); remembered for 30 minutes, which a purchase for the meter needs. MeterType (ours) defaults to 01. An answer with no name in it is a failed check (503).',
  verifySmartCard:
    'The name on a smart card; remembered for 30 minutes, which a purchase for the card needs. An answer with no name in it is a failed check (503).',
  buyAirtime: 'Buys airtime (₦50 to ₦200,000, whole naira) for a Nigerian mobile number from the wallet.',
  buyData: "Buys a data plan at the provider's listed price (the amount sent is not charged); productCode and productName must match the list.",
  buyElectricity:
    "Pays electricity for a verified meter; a prepaid meter's token comes as `token` (the message writes it too), and in the history row and the notification.",
  buyCable: "Pays a cable package for a verified smart card at the provider's listed price (the amount sent is not charged).",
  beneficiaries: 'The last five phone numbers, meters and smart cards the customer paid for, each kind newest first (ours).',
  clubKonnectCallback:
    "ClubKonnect's CallBackURL: its unsigned word that an order changed (our `requestid` and its own fields). It only brings forward our own status query, at most once per purchase every 5 seconds; always a tiny 200 unless the requestid is not one of ours (422); public, 120 calls a minute per address.",
};

/** Structs of every shape; only their descriptive parts are read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

const accepts = (struct: AnyStruct, value: unknown) => struct.validate(value, { coerce: true })[0] === undefined;

/** A struct in words: 'string', "one of '0', '1'", 'list of {…}', an object's fields. */
function describe(struct: AnyStruct, depth = 0): string {
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'object':
    case 'type':
      return schema && typeof schema === 'object' ? fields(schema as Record<string, AnyStruct>, depth) : 'object';
    case 'array':
      return `list of ${describe(schema as AnyStruct, depth)}`;
    case 'record':
      return 'object keyed by text';
    case 'enums':
      return `one of ${Object.values(schema as Record<string, string>)
        .map((v) => `'${v}'`)
        .join(', ')}`;
    case 'literal':
      return `'${String(schema)}'`;
    case 'union':
      return 'text or number';
    case 'numericId':
      return 'positive whole number (or its text)';
    case 'idText':
      return 'positive whole number as text (a number is taken too)';
    default:
      return struct.type;
  }
}

function fields(schema: Record<string, AnyStruct>, depth: number): string {
  const pad = '  '.repeat(depth + 1);
  return Object.entries(schema)
    .map(([name, field]) => {
      const flags = [accepts(field, undefined) ? 'optional' : '', accepts(field, null) ? 'or null' : ''].filter(Boolean).join(', ');
      const described = describe(field, depth + 1);
      const flagged = flags ? ` (${flags})` : '';
      // A nested object's flags go beside its name, not after its last field.
      return described.startsWith('\n') ? `\n${pad}- \`${name}\`:${flagged}${described}` : `\n${pad}- \`${name}\`: ${described}${flagged}`;
    })
    .join('');
}

const section = (name: string, endpoint: Endpoint) => {
  const lines = [`### ${endpoint.method} \`${endpoint.path}\` (${name})`, '', NOTES[name as EndpointName], ''];
  const facts = [
    endpoint.session
      ? endpoint.stream
        ? 'Needs a session (the `userAuth` cookie: an EventSource sends no headers).'
        : 'Needs a session (bearer token).'
      : 'No session needed.',
    endpoint.stream ? 'Answers `text/event-stream`: each event is `data:` and the JSON below.' : '',
    endpoint.encoding === 'form' ? 'The body is form-encoded.' : '',
    endpoint.encoding === 'multipart' ? 'The body is multipart/form-data with one file in `profilepicture`.' : '',
    endpoint.idempotent ? 'Takes an `Idempotency-Key` header.' : '',
  ].filter(Boolean);
  lines.push(facts.join(' '), '');
  for (const part of ['params', 'query', 'body'] as const) {
    const struct = endpoint[part];
    if (struct) lines.push(`${{ params: 'Path', query: 'Query', body: 'Body' }[part]}:${describe(struct)}`, '');
  }
  lines.push(`${endpoint.stream ? 'Each event' : `Answer ${endpoint.status ?? 200}`}:${describe(endpoint.response)}`, '');
  return lines.join('\n');
};

export function apiDocs(): string {
  return [
    '# The API',
    '',
    'Generated from the endpoint tables in `contract/` by `npm run docs:api`; a test fails when this',
    'file and the tables disagree, so change the contract and run the script, never this file.',
    '',
    'Every call is under `/api/v1/`. JSON in and out unless a call says otherwise. A failure answers',
    "`{ status: 'error', message }` with a 4xx or 5xx status, `message` being one text or a list (one per",
    'field). A refusal a client acts on also carries a `code`: `' + ERROR_CODES.wrongPin + '` (a wrong PIN, which may be',
    'typed again) or `' + ERROR_CODES.pinLocked + '` (too many wrong PINs: none is checked until the lock runs out). The',
    'rules behind the calls are in docs/rules.md.',
    '',
    ...AREAS.flatMap(({ title, endpoints }) => [`## ${title}`, '', ...Object.entries(endpoints).map(([name, endpoint]) => section(name, endpoint))]),
  ].join('\n');
}

export const API_DOCS_PATH = join(import.meta.dirname, '..', 'docs', 'api.md');

if (process.argv[1] === import.meta.filename) {
  writeFileSync(API_DOCS_PATH, apiDocs());
  console.log(`wrote ${API_DOCS_PATH}`);
}
