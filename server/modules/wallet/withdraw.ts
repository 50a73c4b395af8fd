import { and, eq, gte, ne, sum } from 'drizzle-orm';
import { nairaToKobo, TRANSFER_STATUS, type Bank, type WithdrawRequest } from '../../../contract';
import { customers, withdrawals } from '../../db/schema';
import { errorBody, unprocessable } from '../../lib/errors';
import { startOfLagosDay } from '../../lib/lagos-time';
import { newReference } from '../../lib/references';
import { ProviderRejected } from '../../providers/errors';
import { UnknownTransfer, type DisbursementStatus, type PaymentGateway } from '../../providers/payments/types';
import { askProvider, moveHeld } from '../held';
import { claimKey, type KeyAnswer, type KeyClaim } from '../idempotency';
import { isWaiting, type HeldStatus } from '../../lib/held-status';
import { notify } from '../notifications';
import { verifyPin } from '../profile';
import { KINDS, recordTransaction, reviseCompletedTransaction, settleTransaction } from '../transactions';
import type { WalletContext } from './context';
import { InsufficientFunds, postMovements, reverse, type Movement } from './ledger';
import { walletAmountLimits } from './limits';
import { providerTrouble } from './provider-trouble';
import { formatKobo } from '../../lib/naira';
import { WALLET_NOTES, WALLET_TEXTS } from './texts';

export async function listBanks(ctx: WalletContext): Promise<Bank[]> {
  const banks = await ctx.payments.current.listBanks().catch(providerTrouble(WALLET_TEXTS.banksUnavailable));
  return banks.map((bank) => ({ bankcode: bank.code, name: bank.name }));
}

/** The account holder's name always comes from the provider, never from the client. */
export async function accountName(ctx: WalletContext, accountNumber: string, bankCode: string): Promise<string> {
  const name = await ctx.payments.current.resolveAccount(accountNumber, bankCode).catch(providerTrouble(WALLET_TEXTS.accountLookupUnavailable));
  if (!name) throw unprocessable(WALLET_TEXTS.accountNotFound);
  return name;
}

const accountDetails = (row: typeof withdrawals.$inferSelect, status: string) => ({
  accountname: row.accountName,
  accountnumber: row.accountNumber,
  bankname: row.bankName,
  status,
});

/** A withdrawal's money held from the wallet until the bank confirms; a refund is its reverse (docs/rules.md §Money). */
const heldForTransfer = (reference: string, customerId: number, amountKobo: number): Movement => ({
  kind: 'withdrawal',
  reference,
  entries: [
    { account: 'wallet', customerId, amount: -amountKobo },
    { account: 'bank_disbursement', amount: amountKobo },
  ],
});

/** The held money released to the gateway once the bank confirms; a reversal undoes both. */
const sentToBank = (reference: string, amountKobo: number): Movement => ({
  kind: 'withdrawal_sent',
  reference,
  entries: [
    { account: 'bank_disbursement', amount: -amountKobo },
    { account: 'gateway_clearing', amount: amountKobo },
  ],
});

/**
 * makewithdrawal: PIN, then the money is held (wallet -> bank_disbursement) in one transaction
 * with the customer row locked, which serialises this customer's withdrawals so neither the
 * balance nor the daily limit can be overrun by concurrent requests. Only then is the bank
 * transfer requested; its outcome completes, refunds or leaves the withdrawal for reconciliation.
 */
export async function makeWithdrawal(ctx: WalletContext, customerId: number, input: WithdrawRequest, claim?: KeyClaim) {
  await verifyPin(ctx, customerId, input.pin, ctx.now());
  return sendWithdrawal(ctx, customerId, input, claim);
}

/**
 * makewithdrawal once the PIN is checked (tests race it directly, without the PIN's turn-taking).
 * An Idempotency-Key is claimed with the hold, so a claim means exactly one withdrawal.
 */
export async function sendWithdrawal(ctx: WalletContext, customerId: number, input: Omit<WithdrawRequest, 'pin'>, claim?: KeyClaim) {
  const amountKobo = nairaToKobo(input.amount) ?? 0;
  // Before any call: below the gateway's floor the transfer would only be refused (docs/rules.md §Money).
  const least = walletAmountLimits(ctx.config, ctx.payments.current).withdrawal.min_kobo;
  if (amountKobo < least) throw unprocessable(WALLET_TEXTS.withdrawalTooSmall(formatKobo(least)));
  const bank = (await ctx.payments.current.listBanks().catch(providerTrouble(WALLET_TEXTS.banksUnavailable))).find(
    (candidate) => candidate.code === input.bank,
  );
  if (!bank) throw unprocessable(WALLET_TEXTS.bankUnknown);
  const holder = await accountName(ctx, input.accountnumber, bank.code);
  const reference = newReference('FVW');
  const now = ctx.now();

  const row = await ctx.db
    .transaction(async (tx) => {
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      await claimKey(tx, claim, reference);
      const [today] = await tx
        .select({ total: sum(withdrawals.amountKobo).mapWith(Number) })
        .from(withdrawals)
        .where(and(eq(withdrawals.customerId, customerId), ne(withdrawals.status, 'REFUNDED'), gte(withdrawals.createdAt, startOfLagosDay(now))));
      const usedToday = today?.total ?? 0;
      const { dailyWithdrawalLimitKobo } = ctx.config;
      if (usedToday + amountKobo > dailyWithdrawalLimitKobo) {
        throw unprocessable(WALLET_TEXTS.dailyLimit(dailyWithdrawalLimitKobo, usedToday));
      }
      await postMovements(tx, [heldForTransfer(reference, customerId, amountKobo)]);
      const [held] = await tx
        .insert(withdrawals)
        .values({
          reference,
          customerId,
          provider: ctx.payments.current.name,
          amountKobo,
          bankCode: bank.code,
          bankName: bank.name,
          accountNumber: input.accountnumber,
          accountName: holder,
          createdAt: now,
          checkedAt: now,
        })
        .returning();
      await recordTransaction(
        tx,
        { customerId, reference, ...KINDS.withdrawal, amount: amountKobo, details: accountDetails(held!, TRANSFER_STATUS.pending), status: 'pending' },
        now,
      );
      return held!;
    })
    .catch((error: unknown) => {
      if (error instanceof InsufficientFunds) throw unprocessable(WALLET_TEXTS.insufficientFunds);
      throw error;
    });

  const outcome = await requestTransfer(ctx, ctx.payments.current, row);
  try {
    await finishWithdrawal(ctx, reference, outcome);
    if (outcome === null || outcome === 'PENDING') await notify(ctx.db, customerId, WALLET_NOTES.withdrawalPending(amountKobo));
  } catch (error) {
    // The money is held and the transfer asked for: a retry must not start a second one.
    // Reconciliation applies the outcome later; the customer sees it as pending meanwhile.
    ctx.log.error({ err: error, reference }, 'could not record the transfer outcome; left pending');
    return outcomeMessage(row, false);
  }
  if (outcome === 'FAILED') throw unprocessable(WALLET_TEXTS.withdrawalDeclined);
  return outcomeMessage(row, outcome === 'SUCCESS');
}

const outcomeMessage = (row: typeof withdrawals.$inferSelect, sent: boolean) =>
  sent ? WALLET_TEXTS.withdrawalDone(row.amountKobo, row.accountName) : WALLET_TEXTS.withdrawalPending(row.amountKobo);

/** A repeated key whose answer was never stored: the withdrawal its claim held, as it stands now. */
export async function recoverWithdrawal(ctx: WalletContext, reference: string): Promise<KeyAnswer> {
  const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  if (!row) throw new Error(`claimed withdrawal ${reference} is missing`);
  if (row.status === 'REFUNDED') return { statusCode: 422, body: errorBody(WALLET_TEXTS.withdrawalDeclined) };
  // A transfer reversed later was sent when the request was answered: the repeat says the same.
  return { statusCode: 200, body: { status: 'success', message: outcomeMessage(row, !isWaiting(row.status)) } };
}

/**
 * Asks the provider to pay out a held withdrawal, under the withdrawal's own reference (the
 * provider refuses a second transfer with the same reference). A refusal is a failure; any other
 * error, or a status word we do not know, leaves the outcome unknown (null), so the money stays
 * held for reconciliation.
 */
async function requestTransfer(ctx: WalletContext, gateway: PaymentGateway, row: typeof withdrawals.$inferSelect): Promise<DisbursementStatus | null> {
  const request = () =>
    gateway.disburse({
      reference: row.reference,
      amountKobo: row.amountKobo,
      bankCode: row.bankCode,
      accountNumber: row.accountNumber,
      accountName: row.accountName,
      narration: 'Fleetvest withdrawal',
    });
  return askProvider(ctx.db, withdrawals, row, request).catch((error: unknown) => {
    if (error instanceof ProviderRejected) return 'FAILED';
    ctx.log.warn({ err: error, reference: row.reference }, 'transfer outcome unknown; left pending');
    return null;
  });
}

/** Where each answer about a waiting transfer moves it: the provider's PENDING means it has it. */
const TRANSFER_MOVES = { SUCCESS: 'SETTLED', FAILED: 'REFUNDED', PENDING: 'ASKED' } as const satisfies Record<DisbursementStatus, HeldStatus>;

/**
 * Records what the provider said about a waiting transfer (moveHeld: once, whoever gets there
 * first): SUCCESS releases the held money to the bank, FAILED refunds it to the wallet, PENDING
 * records that the provider has it. An unknown outcome (null) changes nothing.
 */
async function finishWithdrawal(ctx: WalletContext, reference: string, outcome: DisbursementStatus | null) {
  if (outcome === null) return;
  const now = ctx.now();
  await moveHeld(ctx.db, withdrawals, reference, { to: TRANSFER_MOVES[outcome], unknownWord: null, checkedAt: now }, async (tx, claimed) => {
    const amount = claimed.amountKobo;
    if (outcome === 'SUCCESS') {
      await postMovements(tx, [sentToBank(reference, amount)]);
      await settleTransaction(tx, reference, { status: 'completed', details: accountDetails(claimed, TRANSFER_STATUS.successful) }, now);
      await notify(tx, claimed.customerId, WALLET_NOTES.withdrawalDone(amount, claimed.accountName, claimed.bankName));
    } else if (outcome === 'FAILED') {
      await postMovements(tx, [reverse('withdrawal_refund', [heldForTransfer(reference, claimed.customerId, amount)])]);
      await settleTransaction(tx, reference, { status: 'failed', details: accountDetails(claimed, TRANSFER_STATUS.refunded) }, now);
      await notify(tx, claimed.customerId, WALLET_NOTES.withdrawalFailed(amount));
    }
  });
}

/**
 * A transfer the provider reported sent, and later reversed (its REVERSED_DISBURSEMENT webhook, or
 * a later status of REVERSED or FAILED): the money came back to our gateway wallet, and goes back
 * to the customer's, exactly once whoever gets there first (the conditional UPDATE of the SUCCESS
 * row decides; the ledger's unique movement is the second wall). The history row reads Reversed.
 */
async function reverseWithdrawal(ctx: WalletContext, reference: string) {
  const now = ctx.now();
  const reversed = await moveHeld(ctx.db, withdrawals, reference, { to: 'REVERSED', checkedAt: now }, async (tx, claimed) => {
    const { customerId, amountKobo } = claimed;
    await postMovements(tx, [reverse('withdrawal_reversal', [heldForTransfer(reference, customerId, amountKobo), sentToBank(reference, amountKobo)])]);
    await reviseCompletedTransaction(tx, reference, accountDetails(claimed, TRANSFER_STATUS.reversed), now);
    await notify(tx, claimed.customerId, WALLET_NOTES.withdrawalReversed(claimed.amountKobo));
  });
  if (reversed) ctx.log.warn({ reference, provider: reversed.provider }, 'a sent transfer was reversed; the money went back to the wallet');
}

/**
 * Asks the provider that took a pending transfer how it ended, and applies it (reconciliation and
 * webhooks). A sent transfer is asked again too (its webhooks, and a daily check for a week): a
 * later REVERSED or FAILED reverses it. A provider that says it has no transfer with this reference never got the first
 * request (it died on the way), so that provider is asked again instead of the money staying held
 * for ever; any other refusal proves nothing and the money stays held. A transfer whose provider
 * is no longer configured stays pending, and is logged for an operator.
 */
export async function settleTransfer(ctx: WalletContext, reference: string) {
  const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  if (!row || (!isWaiting(row.status) && row.status !== 'SETTLED')) return;
  const gateway = ctx.payments.named(row.provider);
  if (!gateway) {
    ctx.log.error({ reference, provider: row.provider, status: row.status }, 'transfer of a provider that is not configured; left as it is');
    return;
  }
  if (row.status === 'SETTLED') {
    // A sent transfer the provider has no record of proves nothing: it stays sent.
    const now = await askProvider(ctx.db, withdrawals, row, () => gateway.disbursementStatus(reference)).catch((error: unknown) => {
      if (error instanceof UnknownTransfer) return 'SUCCESS' as const;
      throw error;
    });
    if (now === 'FAILED') await reverseWithdrawal(ctx, reference);
    // Answered (a word we know): not asked again for a day. Unanswered, it is asked again soon.
    else if (now !== null)
      await ctx.db
        .update(withdrawals)
        .set({ checkedAt: ctx.now() })
        .where(and(eq(withdrawals.reference, reference), eq(withdrawals.status, 'SETTLED')));
    return;
  }
  const outcome = await askProvider(ctx.db, withdrawals, row, () => gateway.disbursementStatus(reference)).catch((error: unknown) => {
    if (!(error instanceof UnknownTransfer)) throw error;
    return requestTransfer(ctx, gateway, row);
  });
  await finishWithdrawal(ctx, reference, outcome);
}
