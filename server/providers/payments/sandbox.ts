import { and, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxDisbursements, sandboxPayments } from '../../db/schema';
import { ProviderUnavailable } from '../errors';
import type { ProviderLog } from '../http';
import { sandboxHolderName } from '../sandbox-numbers';
import { MONNIFY_MIN_AMOUNT_KOBO, transferStatus } from './monnify';
import { SANDBOX_BANKS, sandboxTransferOutcome } from './sandbox-banks';
import { UnknownTransfer, type PaymentGateway, type PaymentState } from './types';

/**
 * A deposit of exactly ₦1,234.00 that the payer pays arrives short, as a transfer for less can at
 * Monnify: ₦500.00 is paid (PARTIALLY_PAID), so a person can watch a partial payment credited.
 */
const SANDBOX_PARTIAL_PAYMENT = { askedKobo: 123_400, paidKobo: 50_000 } as const;

/** What a paid sandbox checkout reports, in Monnify's words: paid in full, or short for the one amount above. */
export const sandboxPaid = (amountKobo: number): { status: 'PAID' | 'PARTIALLY_PAID'; amountPaidKobo: number } =>
  amountKobo === SANDBOX_PARTIAL_PAYMENT.askedKobo
    ? { status: 'PARTIALLY_PAID', amountPaidKobo: SANDBOX_PARTIAL_PAYMENT.paidKobo }
    : { status: 'PAID', amountPaidKobo: amountKobo };

/** Hosted checkout links expire like Monnify's do. */
const SANDBOX_CHECKOUT_TTL_MS = 40 * 60_000;

/** How a sandbox checkout stands, in Monnify's words: paid (in full or short), failed, expired or pending. */
function checkoutState(row: typeof sandboxPayments.$inferSelect, now: Date): PaymentState {
  if (row.status === 'PAID') return { ...sandboxPaid(row.amountKobo), paidAt: row.paidAt, method: 'CARD' };
  const expired = row.status === 'PENDING' && now.getTime() - row.createdAt.getTime() > SANDBOX_CHECKOUT_TTL_MS;
  return { status: expired ? 'EXPIRED' : row.status, amountPaidKobo: null, paidAt: null, method: null };
}

/** A transfer left pending completes when it is asked about, as a slow bank's would. */
/** A sandbox transfer's word now, in Monnify's words: a pending one has gone by the time anyone asks, and a due reversal is reversed whether or not it was delivered yet. */
const transferWord = (row: typeof sandboxDisbursements.$inferSelect, now: Date): string =>
  row.reversesAt !== null && row.reversesAt <= now ? 'REVERSED' : row.status === 'PENDING' ? 'SUCCESS' : row.status;

/**
 * The gateway as a product feature for trying Fleetvest locally: its checkout is a page on this
 * server (/sandbox/checkout/:reference) with Pay, Fail and Leave pending buttons, and its bank
 * transfers end by the account number (see sandboxTransferOutcome), answered in Monnify's
 * transfer words read through Monnify's own table. The checkout is served from the origin the
 * customer is sent back to, so it opens wherever they reached the app.
 */
export function sandboxGateway(db: Db, now: () => Date, log: ProviderLog): PaymentGateway {
  return {
    name: 'sandbox',
    label: 'Fleetvest Sandbox Checkout',
    // Monnify's floor, so trying the product on the sandbox shows the least a real deposit can be.
    minAmountKobo: MONNIFY_MIN_AMOUNT_KOBO,

    async initCheckout(request) {
      await db.insert(sandboxPayments).values({
        reference: request.reference,
        amountKobo: request.amountKobo,
        customerName: request.customerName,
        redirectUrl: request.redirectUrl,
        createdAt: now(),
      });
      return {
        checkoutUrl: new URL(`/sandbox/checkout/${encodeURIComponent(request.reference)}`, request.redirectUrl).href,
        providerReference: sandboxTransactionReference(request.reference),
      };
    },

    async paymentStatus(reference): Promise<PaymentState> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
      if (!row) return { status: 'FAILED', amountPaidKobo: null, paidAt: null, method: null };
      return checkoutState(row, now());
    },

    async listBanks() {
      return SANDBOX_BANKS;
    },

    async resolveAccount(accountNumber, bankCode) {
      return SANDBOX_BANKS.some((bank) => bank.code === bankCode) ? sandboxHolderName(accountNumber) : null;
    },

    async disburse(request) {
      const outcome = sandboxTransferOutcome(request.accountNumber);
      const reversesAt = outcome.reversesAfterMs ? new Date(now().getTime() + outcome.reversesAfterMs) : null;
      await db
        .insert(sandboxDisbursements)
        .values({
          reference: request.reference,
          accountNumber: request.accountNumber,
          amountKobo: request.amountKobo,
          status: outcome.recorded,
          reversesAt,
          createdAt: now(),
        })
        .onConflictDoNothing();
      if (outcome.answer === 'TIMEOUT') throw new ProviderUnavailable('sandbox transfer timed out');
      return transferStatus(log, request.reference, outcome.answer);
    },

    async disbursementStatus(reference) {
      const [row] = await db.select().from(sandboxDisbursements).where(eq(sandboxDisbursements.reference, reference));
      // Like Monnify: a reference it never received is an unknown transfer, not a failed one.
      if (!row) throw new UnknownTransfer('unknown transfer reference');
      return transferStatus(log, reference, transferWord(row, now()));
    },

    // The sandbox's own books answer the daily settlement, as Monnify's searches do (docs/rules.md §Daily settlement).
    async collections(from, to) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(and(gte(sandboxPayments.createdAt, from), lt(sandboxPayments.createdAt, to)));
      return rows.map((row) => {
        const state = checkoutState(row, now());
        return { reference: row.reference, amountKobo: state.amountPaidKobo ?? 0, word: state.status, status: state.status, at: row.paidAt ?? row.createdAt };
      });
    },

    async transfers(from, to) {
      const rows = await db
        .select()
        .from(sandboxDisbursements)
        .where(and(gte(sandboxDisbursements.createdAt, from), lt(sandboxDisbursements.createdAt, to)));
      return rows.map((row) => {
        const word = transferWord(row, now());
        return { reference: row.reference, amountKobo: row.amountKobo, word, status: transferStatus(log, row.reference, word), at: row.createdAt };
      });
    },

    parseWebhook() {
      // The sandbox checkout settles payments itself (see the checkout routes); it sends no webhooks.
      return null;
    },
  };
}

/** The sandbox's own name for a payment, as Monnify's transactionReference is Monnify's. */
export const sandboxTransactionReference = (reference: string) => `SBX-${reference}`;

export async function sandboxCheckout(db: Db, reference: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  return row;
}

/** The checkout page's buttons: only a pending checkout can be paid or failed. */
export async function finishSandboxCheckout(db: Db, reference: string, outcome: 'PAID' | 'FAILED', now: Date) {
  await db
    .update(sandboxPayments)
    .set({ status: outcome, paidAt: outcome === 'PAID' ? now : null })
    .where(sql`${sandboxPayments.reference} = ${reference} AND ${sandboxPayments.status} = 'PENDING'`);
}

/**
 * Marks the sandbox transfers whose reversal is due as reversed and answers their references, each
 * once across instances and restarts (the conditional UPDATE decides), for the reversal to be
 * delivered the way a gateway's REVERSED_DISBURSEMENT webhook is.
 */
export async function claimDueSandboxReversals(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .update(sandboxDisbursements)
    .set({ status: 'REVERSED' })
    .where(and(lte(sandboxDisbursements.reversesAt, now), ne(sandboxDisbursements.status, 'REVERSED')))
    .returning({ reference: sandboxDisbursements.reference });
  return due.map((row) => row.reference);
}
