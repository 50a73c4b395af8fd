import { array, boolean, enums, literal, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { LoginResponse } from './auth';
import { MessageResponse } from './common';
import { APPROVAL_KINDS, ATTACHMENTS, base64url, CREDENTIAL_ID_MAX, PasskeyAssertion, SIGNED_DATA_MAX } from './approval';
import { endpoint } from './endpoint';
import { LIMITS, notBlank, numericId, pinCode, text, typedPassword } from './fields';

/**
 * Passkeys (WebAuthn): adding and managing them, signing in with one, and approving a money action
 * with one instead of the PIN (docs/rules.md §Passkeys). What travels is WebAuthn's own JSON form
 * (base64url strings), as @simplewebauthn/browser gives it and @simplewebauthn/server reads it.
 */

/** A passkey's name as the customer may change it: one line, at most 50 characters. */
const PASSKEY_NAME_MAX = LIMITS.name;
const passkeyName = () => text('name', PASSKEY_NAME_MAX, notBlank('name'));

/** What navigator.credentials.create() answers, in WebAuthn's JSON form. */
const PasskeyAttestation = object({
  id: base64url('credential id', CREDENTIAL_ID_MAX),
  rawId: base64url('credential id', CREDENTIAL_ID_MAX),
  type: literal('public-key'),
  response: object({
    clientDataJSON: base64url('client data', SIGNED_DATA_MAX),
    attestationObject: base64url('attestation', 8 * 1024),
    authenticatorData: optional(base64url('authenticator data', SIGNED_DATA_MAX)),
    transports: optional(array(text('transport', LIMITS.code))),
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
