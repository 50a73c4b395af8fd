import type { FastifyRequest } from 'fastify';
import type { ApprovalKind, PasskeyAssertion } from '../../../contract';
import type { AppDeps } from '../../deps';
import type { KeyClaim } from '../idempotency';
import { passkeyContextOf, relyingPartyOf, verifyApproval, type BoundOperation, type PasskeyContext, type RelyingParty } from '../passkeys';
import { approveUnderPinLock, verifyPin, type PinContext } from './pin';

/** How a money action is approved: the PIN, or a passkey's signature (contract/passkeys.ts approvalFields). */
interface Approval {
  pin?: string;
  passkey?: PasskeyAssertion;
}

/** The one money action being approved, and where its passkey must have been made. */
interface ApprovedAction {
  kind: BoundOperation['kind'];
  subject: { amount: string; destination: string };
  /** The request's Idempotency-Key: a passkey's challenge is bound to it. */
  idempotencyKey: string | undefined;
  relyingParty: RelyingParty;
}

/** What approving needs: the database, the clock, and for a passkey its notices (mail, log) and the user handle's key. */
type ApprovalContext = PasskeyContext & PinContext;

/**
 * The one gate before any money moves (docs/rules.md §PIN, §Passkeys): the PIN as always, or a
 * passkey's signature over a challenge issued for exactly this action. A passkey that does not
 * approve (another action's challenge, a replay, an expired one, a removed or disabled passkey, a
 * bad signature) is refused as a wrong PIN and counts towards the same lock.
 */
async function approve(ctx: ApprovalContext, customerId: number, approval: Approval, action: ApprovedAction): Promise<void> {
  const { passkey } = approval;
  if (passkey === undefined) {
    await verifyPin(ctx, customerId, approval.pin ?? '', ctx.now());
    return;
  }
  const { idempotencyKey } = action;
  await approveUnderPinLock(ctx.db, customerId, ctx.now(), async () =>
    idempotencyKey === undefined
      ? false
      : verifyApproval(ctx, action.relyingParty, customerId, passkey, { kind: action.kind, ...action.subject, idempotencyKey }),
  );
}

/** Approves one money action of the request being served: `APPROVAL_SUBJECTS[kind]` of its body gives the subject. */
export type Approve = (approval: Approval, kind: ApprovalKind, subject: ApprovedAction['subject']) => Promise<void>;

/**
 * The approval gate for one request, given to the money services by their routes: the customer,
 * the request's Idempotency-Key and the site's RP ID and origin are the request's; the service
 * decides when to ask (a refused order costs no PIN try).
 */
export const approverOf =
  (deps: AppDeps, request: FastifyRequest, customerId: number, claim: KeyClaim | undefined): Approve =>
  (approval, kind, subject) =>
    approve({ ...passkeyContextOf(deps), config: deps.config }, customerId, approval, {
      kind,
      subject,
      idempotencyKey: claim?.key,
      relyingParty: relyingPartyOf(deps.config.publicUrl, request),
    });
