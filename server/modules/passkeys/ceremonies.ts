import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AddPasskeyRequest, PasskeyAssertion, PasskeyInfo } from '../../../contract';
import { customers, passkeys } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import type { PasskeyContext, RelyingParty } from './context';
import { type BoundOperation, CHALLENGE_TTL_MS, challengeOf, keepChallenge, newSignInChallenge, spendChallenge, spendSignInChallenge } from './challenges';
import { presentPasskey } from './manage';
import { noteFor, tellCustomer } from './notices';
import { PASSKEY_TEXTS } from './texts';

const RP_NAME = 'Fleetvest';

/**
 * The WebAuthn user handle: the same for every passkey of one customer (so a device replaces its
 * own passkey rather than keeping two), and nothing that names them: a keyed hash of their id.
 */
const userHandleOf = (appSecret: string, customerId: number) =>
  new Uint8Array(createHmac('sha256', appSecret).update(`passkey-user:${customerId}`).digest().subarray(0, 16));

const asTransports = (transports: string[]) => transports as AuthenticatorTransport[];

const activePasskeys = (ctx: PasskeyContext, customerId: number) =>
  ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.customerId, customerId), isNull(passkeys.disabledAt)));

/**
 * What the browser is asked to create: a passkey on a platform or roaming authenticator, user
 * verification required, a resident (discoverable) key preferred, and none of the customer's own
 * passkeys again. The caller has proven the password (and the PIN) first.
 */
export async function registrationOptions(ctx: PasskeyContext, rp: RelyingParty, customerId: number) {
  const [customer] = await ctx.db
    .select({ email: customers.email, firstname: customers.firstname, lastname: customers.lastname })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw unprocessable(PASSKEY_TEXTS.notAdded);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userID: userHandleOf(ctx.appSecret, customerId),
    userName: customer.email,
    userDisplayName: `${customer.firstname} ${customer.lastname}`.trim(),
    attestationType: 'none',
    excludeCredentials: (await activePasskeys(ctx, customerId)).map((key) => ({ id: key.id, transports: asTransports(key.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    timeout: CHALLENGE_TTL_MS,
  });
  await keepChallenge(ctx.db, options.challenge, 'register', ctx.now(), customerId);
  return options;
}

/** Verifies the browser's new credential against the customer's unspent challenge, keeps it, and tells the customer. */
export async function addPasskey(ctx: PasskeyContext, rp: RelyingParty, customerId: number, input: AddPasskeyRequest): Promise<PasskeyInfo> {
  const now = ctx.now();
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  const spent = challenge === null ? undefined : await spendChallenge(ctx.db, challenge, 'register', now, customerId);
  if (!spent) throw unprocessable(PASSKEY_TEXTS.notAdded);
  const verification = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: spent.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw unprocessable(PASSKEY_TEXTS.notAdded);
  const { credential } = verification.registrationInfo;
  const name = input.name?.trim() ?? PASSKEY_TEXTS.defaultName;
  const { row, notice } = await ctx.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(passkeys)
      .values({
        customerId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.credential.response.transports ?? [],
        name,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!added) throw unprocessable(PASSKEY_TEXTS.notAdded);
    return { row: added, notice: await tellCustomer(ctx, tx, customerId, noteFor.added(name), now) };
  });
  await notice.send();
  return presentPasskey(row);
}

/** A sign-in challenge for any of this site's passkeys (the autofill and the button); nobody is named yet, and nothing is kept. */
export async function signInOptions(ctx: PasskeyContext, rp: RelyingParty) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: newSignInChallenge(ctx.appSecret, ctx.now()),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
}

/** A usable passkey by its credential id: not disabled, its customer not deleted. */
const usablePasskey = async (ctx: PasskeyContext, credentialId: string, customerId?: number) => {
  const [row] = await ctx.db
    .select({ passkey: passkeys })
    .from(passkeys)
    .innerJoin(customers, eq(customers.id, passkeys.customerId))
    .where(
      and(
        eq(passkeys.credentialId, credentialId),
        isNull(passkeys.disabledAt),
        isNull(customers.deletedAt),
        ...(customerId === undefined ? [] : [eq(passkeys.customerId, customerId)]),
      ),
    );
  return row?.passkey;
};

/**
 * Checks a signature with the stored public key: origin, RP ID, challenge, user verification.
 * The counter is compared here rather than by the library, so that one going backwards can
 * disable the passkey and alert the customer (a cloned authenticator) instead of only refusing.
 */
async function verifyAssertion(ctx: PasskeyContext, rp: RelyingParty, stored: typeof passkeys.$inferSelect, assertion: PasskeyAssertion, challenge: string) {
  const result = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: stored.credentialId, publicKey: new Uint8Array(stored.publicKey), counter: 0, transports: asTransports(stored.transports) },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return false;
  const next = result.authenticationInfo.newCounter;
  const now = ctx.now();
  if ((next > 0 || stored.counter > 0) && next <= stored.counter) {
    const notice = await ctx.db.transaction(async (tx) => {
      await tx.update(passkeys).set({ disabledAt: now }).where(eq(passkeys.id, stored.id));
      return tellCustomer(ctx, tx, stored.customerId, noteFor.disabled(stored.name), now);
    });
    await notice.send();
    return false;
  }
  // Only while the stored counter is still below this one: of two uses of one counter value at once
  // (a clone beside the original, on two instances) one gets through, while two genuine uses with
  // rising counters both do, whichever lands first. An authenticator without a counter always sends 0.
  const counted = await ctx.db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: now })
    .where(and(eq(passkeys.id, stored.id), next === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, next)))
    .returning({ id: passkeys.id });
  return counted.length === 1;
}

/** A passkey sign-in: the customer whose passkey signed this site's unspent sign-in challenge, or a refusal that says nothing more. */
export async function verifySignIn(ctx: PasskeyContext, rp: RelyingParty, assertion: PasskeyAssertion): Promise<number> {
  const challenge = challengeOf(assertion.response.clientDataJSON);
  const spent = challenge === null ? undefined : await spendSignInChallenge(ctx.db, ctx.appSecret, challenge, ctx.now());
  const stored = await usablePasskey(ctx, assertion.id);
  if (!spent || !stored || !(await verifyAssertion(ctx, rp, stored, assertion, spent.challenge))) throw unprocessable(PASSKEY_TEXTS.signInFailed);
  return stored.customerId;
}

/** A challenge for one money action, which only the customer's own usable passkeys may sign. */
export async function approvalOptions(ctx: PasskeyContext, rp: RelyingParty, customerId: number, operation: BoundOperation) {
  const mine = await activePasskeys(ctx, customerId);
  if (mine.length === 0) throw unprocessable(PASSKEY_TEXTS.notFound);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: mine.map((key) => ({ id: key.id, transports: asTransports(key.transports) })),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await keepChallenge(ctx.db, options.challenge, 'approve', ctx.now(), customerId, operation);
  return options;
}

/**
 * Whether a passkey of this customer signed an unspent challenge issued for exactly this money
 * action: its kind, amount, destination and Idempotency-Key. The challenge is spent whatever
 * the outcome, so it approves once at most.
 */
export async function verifyApproval(
  ctx: PasskeyContext,
  rp: RelyingParty,
  customerId: number,
  assertion: PasskeyAssertion,
  operation: BoundOperation,
): Promise<boolean> {
  const challenge = challengeOf(assertion.response.clientDataJSON);
  const spent = challenge === null ? undefined : await spendChallenge(ctx.db, challenge, 'approve', ctx.now(), customerId);
  if (!spent) return false;
  const bound =
    spent.kind === operation.kind &&
    spent.amount === operation.amount &&
    spent.destination === operation.destination &&
    spent.idempotencyKey === operation.idempotencyKey;
  if (!bound) return false;
  const stored = await usablePasskey(ctx, assertion.id, customerId);
  return stored !== undefined && verifyAssertion(ctx, rp, stored, assertion, spent.challenge);
}
