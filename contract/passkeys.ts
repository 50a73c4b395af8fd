import { array, boolean, enums, literal, nullable, number, object, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import type { AirtimeRequest, CableRequest, DataRequest, ElectricityRequest } from './bills';
import { LoginResponse } from './auth';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { LIMITS, notBlank, numericId, pinCode, text, typedPassword } from './fields';
import type { CashoutRequest, CreateInvestmentRequest } from './investments';
import { nairaToKobo } from './money';
import type { WithdrawRequest } from './wallet';

/**
 * Passkeys (WebAuthn): adding and managing them, signing in with one, and approving a money action
 * with one instead of the PIN (docs/rules.md §Passkeys). What travels is WebAuthn's own JSON form
 * (base64url strings), as @simplewebauthn/browser gives it and @simplewebauthn/server reads it.
 */

const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** Binary data as base64url, capped before the pattern reads it. */
const base64url = (label: string, max: number): Struct<string, null> => text(label, max, (v) => BASE64URL.test(v) || `The ${label} is not valid base64url.`);

/** A credential id is at most 1023 bytes (WebAuthn), 1364 characters of base64url. */
const CREDENTIAL_ID_MAX = 1364;
const SIGNED_DATA_MAX = 2048;
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const ATTACHMENTS = ['platform', 'cross-platform'] as const;

/** A passkey's name as the customer may change it: one line, at most 50 characters. */
const PASSKEY_NAME_MAX = LIMITS.name;
const passkeyName = () => text('name', PASSKEY_NAME_MAX, notBlank('name'));

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

/** What navigator.credentials.create() answers, in WebAuthn's JSON form. */
const PasskeyAttestation = object({
  id: base64url('credential id', CREDENTIAL_ID_MAX),
  rawId: base64url('credential id', CREDENTIAL_ID_MAX),
  type: literal('public-key'),
  response: object({
    clientDataJSON: base64url('client data', SIGNED_DATA_MAX),
    attestationObject: base64url('attestation', 8 * 1024),
    authenticatorData: optional(base64url('authenticator data', SIGNED_DATA_MAX)),
    transports: optional(array(enums(TRANSPORTS))),
    publicKeyAlgorithm: optional(number()),
    publicKey: optional(base64url('public key', SIGNED_DATA_MAX)),
  }),
  authenticatorAttachment: optional(enums(ATTACHMENTS)),
  clientExtensionResults: type({}),
});

const CredentialDescriptor = type({ id: string(), type: string(), transports: optional(array(string())) });

/** PublicKeyCredentialCreationOptionsJSON: what the browser is asked to create. */
const CreationOptions = type({
  challenge: string(),
  rp: type({ id: optional(string()), name: string() }),
  user: type({ id: string(), name: string(), displayName: string() }),
  pubKeyCredParams: array(type({ type: string(), alg: number() })),
  timeout: optional(number()),
  excludeCredentials: optional(array(CredentialDescriptor)),
  authenticatorSelection: optional(type({ residentKey: optional(string()), userVerification: optional(string()) })),
  attestation: optional(string()),
});

/** PublicKeyCredentialRequestOptionsJSON: what the browser is asked to sign. */
const RequestOptions = type({
  challenge: string(),
  rpId: optional(string()),
  timeout: optional(number()),
  allowCredentials: optional(array(CredentialDescriptor)),
  userVerification: optional(string()),
});

/** One of the customer's passkeys (GET customer/passkeys). Times are ISO-8601. */
export const PasskeyInfo = object({
  id: number(),
  /** Base64url; the SPA keeps the ids this device made or used, to offer 'Approve with fingerprint' (docs/rules.md §Passkeys). */
  credential_id: string(),
  name: string(),
  created_at: string(),
  last_used_at: nullable(string()),
  /** Set when its signature counter went backwards: it signs nothing any more. */
  disabled: boolean(),
});
export type PasskeyInfo = Infer<typeof PasskeyInfo>;

/** POST customer/passkeys/options: the password, and the PIN when one is set, before a passkey is made. */
export const PasskeyRegistrationOptionsRequest = object({ password: typedPassword(), pin: optional(pinCode()) });
export type PasskeyRegistrationOptionsRequest = Infer<typeof PasskeyRegistrationOptionsRequest>;

/** POST customer/passkeys: the new credential, under the name the customer gave it (or the device's). */
export const AddPasskeyRequest = object({ credential: PasskeyAttestation, name: optional(passkeyName()) });
export type AddPasskeyRequest = Infer<typeof AddPasskeyRequest>;

export const RenamePasskeyRequest = object({ id: numericId('passkey'), name: passkeyName() });
export type RenamePasskeyRequest = Infer<typeof RenamePasskeyRequest>;

const RemovePasskeyRequest = object({ id: numericId('passkey') });

/** The money actions a passkey can approve, as their approval challenge names them. */
const APPROVAL_KINDS = ['withdrawal', 'airtime', 'data', 'electricity', 'cable', 'investment', 'cashout'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The Idempotency-Key the money call will carry (the same characters the server takes there). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * POST customer/passkeys/approval: a challenge for one money action, bound to its kind, amount,
 * destination and the Idempotency-Key its call will carry. `amount` and `destination` are
 * `approvalSubject` of the body that call will send.
 */
const ApprovalOptionsRequest = object({
  kind: enums(APPROVAL_KINDS),
  amount: text('amount', LIMITS.numeric),
  destination: text('destination', LIMITS.product),
  idempotency_key: text('idempotency key', LIMITS.code * 2, (v) => IDEMPOTENCY_KEY.test(v) || 'The idempotency key is invalid.'),
});

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

const CreationOptionsResponse = object({ status: literal('success'), options: CreationOptions });
const RequestOptionsResponse = object({ status: literal('success'), options: RequestOptions });

const PasskeysResponse = object({ status: literal('success'), data: array(PasskeyInfo) });
const PasskeyAddedResponse = object({ status: literal('success'), message: string(), data: PasskeyInfo });

const passkeyRegistrationOptionsEndpoint = endpoint({
  method: 'POST',
  path: 'customer/passkeys/options',
  body: PasskeyRegistrationOptionsRequest,
  response: CreationOptionsResponse,
  session: true,
});
const addPasskeyEndpoint = endpoint({
  method: 'POST',
  path: 'customer/passkeys',
  body: AddPasskeyRequest,
  response: PasskeyAddedResponse,
  status: 201,
  session: true,
});
const passkeysEndpoint = endpoint({ method: 'GET', path: 'customer/passkeys', response: PasskeysResponse, session: true });
const renamePasskeyEndpoint = endpoint({
  method: 'POST',
  path: 'customer/passkeys/rename',
  body: RenamePasskeyRequest,
  response: MessageResponse,
  session: true,
});
const removePasskeyEndpoint = endpoint({
  method: 'POST',
  path: 'customer/passkeys/remove',
  body: RemovePasskeyRequest,
  response: MessageResponse,
  session: true,
});
const approvalOptionsEndpoint = endpoint({
  method: 'POST',
  path: 'customer/passkeys/approval',
  body: ApprovalOptionsRequest,
  response: RequestOptionsResponse,
  session: true,
});
const passkeySignInOptionsEndpoint = endpoint({
  method: 'POST',
  path: 'customer/auth/passkey/options',
  response: RequestOptionsResponse,
  session: false,
});
/** The body is the assertion itself, so the rate limit can count by its credential id. */
const passkeySignInEndpoint = endpoint({
  method: 'POST',
  path: 'customer/auth/passkey',
  body: PasskeyAssertion,
  response: LoginResponse,
  session: false,
});

export const passkeyEndpoints = {
  passkeyRegistrationOptions: passkeyRegistrationOptionsEndpoint,
  addPasskey: addPasskeyEndpoint,
  passkeys: passkeysEndpoint,
  renamePasskey: renamePasskeyEndpoint,
  removePasskey: removePasskeyEndpoint,
  approvalOptions: approvalOptionsEndpoint,
  passkeySignInOptions: passkeySignInOptionsEndpoint,
  passkeySignIn: passkeySignInEndpoint,
} as const;
