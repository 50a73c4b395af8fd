import { and, eq, gt, lte } from 'drizzle-orm';
import { cableProvider, electricCompany, meterType } from '../../../contract/bill-codes';
import { isCustomerName } from '../../../contract/bill-fields';
import type { VerifyMeterRequest, VerifySmartCardRequest } from '../../../contract/bills';
import type { Db } from '../../db/client';
import { billVerifications } from '../../db/schema';
import { ClientError, unprocessable } from '../../lib/errors';
import type { VerifyOutcome } from '../../providers/vtu';
import { providerTrouble } from '../wallet';
import { requireCompanyOnSale } from './catalogue';
import type { BillsContext } from './context';
import { known } from './known';
import { BILLS_TEXTS } from './texts';

/** How long a verified meter or smart card may be paid for without verifying it again. */
export const VERIFICATION_TTL_MS = 30 * 60_000;

/** What was verified: a meter (with its type) of an electricity company, or a smart card of a cable provider. */
export interface VerificationKey {
  service: 'electricity' | 'cable';
  company: string;
  number: string;
  /** '01' or '02' for a meter; empty for a smart card. */
  meterType: string;
}

const matches = (customerId: number, key: VerificationKey) =>
  and(
    eq(billVerifications.customerId, customerId),
    eq(billVerifications.service, key.service),
    eq(billVerifications.company, key.company),
    eq(billVerifications.number, key.number),
    eq(billVerifications.meterType, key.meterType),
  );

/**
 * Remembers the name the provider gave for the customer's meter or card, in the database (every
 * instance sees it), for VERIFICATION_TTL_MS. A check that failed (no such number, or an answer
 * with no name in it) forgets an earlier verification of it, as the form returns to Unverified, so
 * no purchase can follow it.
 */
async function remember(ctx: BillsContext, customerId: number, key: VerificationKey, outcome: VerifyOutcome): Promise<string> {
  if (outcome.status !== 'verified') {
    await ctx.db.delete(billVerifications).where(matches(customerId, key));
    if (outcome.status === 'invalid') throw unprocessable(BILLS_TEXTS.verificationFailed);
    throw new ClientError(503, key.service === 'electricity' ? BILLS_TEXTS.meterNotChecked : BILLS_TEXTS.cardNotChecked);
  }
  const { name } = outcome;
  const expiresAt = new Date(ctx.now().getTime() + VERIFICATION_TTL_MS);
  await ctx.db
    .insert(billVerifications)
    .values({ customerId, ...key, customerName: name, expiresAt })
    .onConflictDoUpdate({
      target: [billVerifications.customerId, billVerifications.service, billVerifications.company, billVerifications.number, billVerifications.meterType],
      set: { customerName: name, expiresAt },
    });
  return name;
}

/** verfiymeterno: the name on the meter. The meter type defaults to PREPAID (01). */
export async function verifyMeter(ctx: BillsContext, customerId: number, input: VerifyMeterRequest): Promise<string> {
  const company = known(electricCompany(input.code)).code;
  const type = known(meterType(input.MeterType ?? '01')).code;
  await requireCompanyOnSale(ctx, company, BILLS_TEXTS.meterCheckUnavailable);
  const outcome = await ctx.vtu.verifyMeter(company, input.meterno, type).catch(providerTrouble(BILLS_TEXTS.meterCheckUnavailable));
  return remember(ctx, customerId, { service: 'electricity', company, number: input.meterno, meterType: type }, outcome);
}

/** verfiycableno: the name on the smart card. */
export async function verifySmartCard(ctx: BillsContext, customerId: number, input: VerifySmartCardRequest): Promise<string> {
  const cable = known(cableProvider(input.CableTV)).code;
  const outcome = await ctx.vtu.verifySmartCard(cable, input.SmartCardNo).catch(providerTrouble(BILLS_TEXTS.cardCheckUnavailable));
  return remember(ctx, customerId, { service: 'cable', company: cable, number: input.SmartCardNo, meterType: '' }, outcome);
}

/**
 * The name a live verification of this meter or card gave; a 422 when there is none (never
 * verified, failed, or expired), or when what was kept is no name (a provider's words remembered
 * before such answers failed the check).
 */
export async function verifiedName(ctx: BillsContext, customerId: number, key: VerificationKey): Promise<string> {
  const [row] = await ctx.db
    .select({ name: billVerifications.customerName })
    .from(billVerifications)
    .where(and(matches(customerId, key), gt(billVerifications.expiresAt, ctx.now())));
  if (!row || !isCustomerName(row.name)) throw unprocessable(key.service === 'electricity' ? BILLS_TEXTS.meterNotVerified : BILLS_TEXTS.cardNotVerified);
  return row.name;
}

/** Removes verifications that have run out (the hourly housekeeping pass). */
export async function forgetExpiredVerifications(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(billVerifications).where(lte(billVerifications.expiresAt, now)).returning({ number: billVerifications.number });
  return gone.length;
}
