import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { APPROVAL_SUBJECTS, type ApprovalKind, type ApprovalRequest, type PasskeyAssertion } from '@contract/approval';
import { passkeyEndpoints } from '@contract/passkeys';
import type { LoginResponse } from '@contract/auth';
import { buyAirtimeEndpoint, buyCableEndpoint, buyDataEndpoint, buyElectricityEndpoint } from '@contract/bills';
import type { Endpoint } from '@contract/endpoint';
import { cashoutReturnsEndpoint, createInvestmentEndpoint } from '@contract/investments';
import { makeWithdrawalEndpoint } from '@contract/wallet';
import { call, idempotencyKeyFor } from '@/api/client';
import { ApiError } from '@/api/errors';
import { rememberPasskeyHere } from '@/lib/passkeysHere';
import { passkeyTexts } from './texts';

/**
 * The WebAuthn ceremonies, loaded only when a customer asks for a passkey (or, on the sign-in page,
 * once it has loaded and the browser offers passkeys in its autofill): @simplewebauthn/browser
 * stays out of every start chunk (docs/performance.md §Chunks, preloads and budgets).
 */

/** The browser's own dialog closed or refused: nothing was signed, so the customer is told so in words. */
const asked = async <T>(ceremony: Promise<T>): Promise<T> => {
  try {
    return await ceremony;
  } catch (error) {
    throw error instanceof Error && error.name === 'AbortError' ? error : new ApiError([passkeyTexts.notUsed]);
  }
};

/** Signs in with a passkey: from the e-mail field's autofill (`autofill`), or the button. */
async function signInWithPasskey(autofill: boolean): Promise<LoginResponse> {
  const { options } = await call(passkeyEndpoints.passkeySignInOptions);
  const asking = startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  // The autofill's request may end without the customer ever seeing it: only the button's is theirs to hear about.
  const assertion = await (autofill ? asking : asked(asking));
  const result = await call(passkeyEndpoints.passkeySignIn, { body: assertion });
  rememberPasskeyHere(assertion.id);
  return result;
}

/** What the sign-in screen does with a passkey sign-in's outcome. */
type SignInWays = { onSignedIn: (result: LoginResponse) => Promise<void>; onError: (error: unknown) => void };

/** A request the page ended (another took its place, or the page was left) is no failure. */
const ended = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Offers the site's passkeys in the e-mail field's autofill, in a browser that can; what the
 * customer picks signs them in. Answers how to stop the request when the sign-in screen goes.
 */
export function startAutofill(ways: { current: SignInWays }, left: () => boolean): () => void {
  void (async () => {
    if (!(await PublicKeyCredential.isConditionalMediationAvailable?.()) || left()) return;
    let result: LoginResponse;
    try {
      result = await signInWithPasskey(true);
    } catch (error) {
      // Only the server's refusal of a passkey the customer picked is news to them.
      if (!left() && error instanceof ApiError && error.status !== undefined) ways.current.onError(error);
      return;
    }
    // Signed in: whatever fails from here (the dashboard's code not arriving) the customer hears about.
    if (!left()) await ways.current.onSignedIn(result).catch(ways.current.onError);
  })();
  return () => WebAuthnAbortService.cancelCeremony();
}

/** 'Sign in with a passkey': whether it signed in (else the button is ready again). */
export async function signInByButton(ways: SignInWays): Promise<boolean> {
  try {
    await ways.onSignedIn(await signInWithPasskey(false));
    return true;
  } catch (error) {
    if (!ended(error)) ways.onError(error);
    return false;
  }
}

/** Adds a passkey on this device: the password (and PIN) first, then the browser creates it. */
export async function addPasskeyHere(password: string, pin: string | undefined): Promise<string> {
  const { options } = await call(passkeyEndpoints.passkeyRegistrationOptions, { body: { password, ...(pin ? { pin } : {}) } });
  const credential = await asked(startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }));
  const added = await call(passkeyEndpoints.addPasskey, { body: { credential } });
  rememberPasskeyHere(added.data.credential_id);
  return added.message;
}

/** What the challenge is bound to, worked out as the server will from the call (contract/approval.ts). */
const subjectOf = <K extends ApprovalKind>(request: ApprovalRequest<K>) => APPROVAL_SUBJECTS[request.kind](request.body);

/** The call each kind of money action is sent with. */
const APPROVED_CALLS: { [K in ApprovalKind]: Endpoint } = {
  withdrawal: makeWithdrawalEndpoint,
  airtime: buyAirtimeEndpoint,
  data: buyDataEndpoint,
  electricity: buyElectricityEndpoint,
  cable: buyCableEndpoint,
  investment: createInvestmentEndpoint,
  cashout: cashoutReturnsEndpoint,
};

/**
 * A passkey's signature for one money action: the challenge is bound to its kind, amount,
 * destination and the Idempotency-Key its call will carry, the one the call's own keeper holds
 * for this request (src/api/idempotency.ts). Asked again after no answer, it is the same key, so
 * the money moves once whichever approval gets through.
 */
export async function approveWithPasskey(request: ApprovalRequest): Promise<{ passkey: PasskeyAssertion }> {
  const idempotencyKey = await idempotencyKeyFor(APPROVED_CALLS[request.kind], request.body);
  const body = { kind: request.kind, ...subjectOf(request), idempotency_key: idempotencyKey };
  const { options } = await call(passkeyEndpoints.approvalOptions, { body });
  const passkey = await asked(startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }));
  rememberPasskeyHere(passkey.id);
  return { passkey };
}
