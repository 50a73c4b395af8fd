import { enums, literal, object, optional, refine, type, type Infer, type Struct } from 'superstruct';
import type { AirtimeRequest, CableRequest, DataRequest, ElectricityRequest } from './bills';
import { LIMITS, pinCode, text } from './fields';
import type { CashoutRequest, CreateInvestmentRequest } from './investments';
import { nairaToKobo } from './money';
import type { WithdrawRequest } from './wallet';

/**
 * How a money action is approved (docs/rules.md §Passkeys): the PIN or a passkey's assertion, and
 * what the assertion's challenge is bound to. Apart from contract/passkeys.ts so that the money
 * calls' structs, and the screens that ask for a challenge, carry nothing else of the passkeys' wire.
 */

/** The money actions a passkey can approve, as their approval challenge names them. */
export const APPROVAL_KINDS = ['withdrawal', 'airtime', 'data', 'electricity', 'cable', 'investment', 'cashout'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** A money amount as the challenge binds it: whole kobo in digits, or '' when the body names none. */
const koboOf = (amount: string | number | undefined): string => {
  if (amount === undefined) return '';
  const kobo = nairaToKobo(amount);
  return kobo === null ? String(amount) : String(kobo);
};

export type ApprovalBodies = {
  withdrawal: Omit<WithdrawRequest, 'pin' | 'passkey'>;
  airtime: Omit<AirtimeRequest, 'pin' | 'passkey'>;
  data: Omit<DataRequest, 'pin' | 'passkey'>;
  electricity: Omit<ElectricityRequest, 'pin' | 'passkey'>;
  cable: Omit<CableRequest, 'pin' | 'passkey'>;
  investment: Omit<CreateInvestmentRequest, 'pin' | 'passkey'>;
  cashout: Omit<CashoutRequest, 'pin' | 'passkey'>;
};

/** A money action a passkey's challenge is asked for: its kind and the body its call will send, without the approval. */
export type ApprovalRequest<K extends ApprovalKind = ApprovalKind> = { [P in K]: { kind: P; body: ApprovalBodies[P] } }[K];

/**
 * What a challenge binds of a money action's body: both sides work it out with this one function,
 * the SPA to ask for the challenge and the server to check the call it approves. A purchase of
 * units binds its number of units (the plan fixes the price); a cash-out moves the whole payout
 * balance to the wallet, so it binds no amount.
 */
export const APPROVAL_SUBJECTS: { [K in ApprovalKind]: (body: ApprovalBodies[K]) => { amount: string; destination: string } } = {
  withdrawal: (b) => ({ amount: koboOf(b.amount), destination: `${b.bank}/${b.accountnumber}` }),
  airtime: (b) => ({ amount: koboOf(b.amount), destination: `${b.network}/${b.number}` }),
  data: (b) => ({ amount: koboOf(b.amount), destination: `${b.network}/${b.number}/${b.productCode}` }),
  electricity: (b) => ({ amount: koboOf(b.amount), destination: `${b.ElectricCode}/${b.MeterNo}/${b.MeterType}` }),
  cable: (b) => ({ amount: koboOf(b.amount), destination: `${b.CableTV}/${b.SmartCardNo}/${b.Package}` }),
  investment: (b) => ({ amount: String(b.howmany), destination: `plan/${b.plan}` }),
  cashout: () => ({ amount: '', destination: 'wallet' }),
};

const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** Binary data as base64url, capped before the pattern reads it. */
export const base64url = (label: string, max: number): Struct<string, null> =>
  text(label, max, (v) => BASE64URL.test(v) || `The ${label} is not valid base64url.`);

/** A credential id is at most 1023 bytes (WebAuthn), 1364 characters of base64url. */
export const CREDENTIAL_ID_MAX = 1364;
export const SIGNED_DATA_MAX = 2048;
export const ATTACHMENTS = ['platform', 'cross-platform'] as const;

/** What navigator.credentials.get() answers, in WebAuthn's JSON form. */
export const PasskeyAssertion = object({
  id: base64url('credential id', CREDENTIAL_ID_MAX),
  rawId: base64url('credential id', CREDENTIAL_ID_MAX),
  type: literal('public-key'),
  response: object({
    clientDataJSON: base64url('client data', SIGNED_DATA_MAX),
    authenticatorData: base64url('authenticator data', SIGNED_DATA_MAX),
    signature: base64url('signature', SIGNED_DATA_MAX),
    userHandle: optional(base64url('user handle', LIMITS.code * 2)),
  }),
  authenticatorAttachment: optional(enums(ATTACHMENTS)),
  clientExtensionResults: type({}),
});
export type PasskeyAssertion = Infer<typeof PasskeyAssertion>;

/**
 * A money action's approval: the PIN, or a passkey's signature over that action's challenge. One of
 * the two is required; without either the PIN is asked for, as before passkeys.
 */
export const approvalFields = { pin: optional(pinCode()), passkey: optional(PasskeyAssertion) };

/** Refuses a body with neither a PIN nor a passkey, under the PIN's field, as a missing PIN always was. */
/* @__NO_SIDE_EFFECTS__ */
export const withApproval = <T extends { pin?: string; passkey?: PasskeyAssertion }, S>(struct: Struct<T, S>): Struct<T, S> =>
  refine(
    struct,
    'approval',
    (value) => value.pin !== undefined || value.passkey !== undefined || { path: ['pin'], value: undefined, message: 'The pin field is required.' },
  );
