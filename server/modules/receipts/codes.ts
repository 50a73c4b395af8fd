import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, transactions, verificationCodes } from '../../db/schema';

/**
 * A verification code: 15 random bytes (120 bits) as base64url, 20 URL-safe characters. Nobody can
 * guess one, and /r/ is rate-limited per address besides (docs/rules.md §Receipts and statements).
 */
const newCode = () => randomBytes(15).toString('base64url');

/** The live code of a history row, made and stored the first time its receipt is asked for. */
export async function receiptCodeFor(db: Db, customerId: number, transactionId: number, now: Date): Promise<string> {
  const live = and(eq(verificationCodes.transactionId, transactionId), isNull(verificationCodes.revokedAt));
  // Two first requests at once: the partial unique index keeps one live code, and both read it.
  await db
    .insert(verificationCodes)
    .values({ code: newCode(), kind: 'receipt', customerId, transactionId, createdAt: now })
    .onConflictDoNothing({ target: verificationCodes.transactionId, where: isNull(verificationCodes.revokedAt) });
  const [row] = await db.select({ code: verificationCodes.code }).from(verificationCodes).where(live);
  return row!.code;
}

/** Revokes a row's live code; false when it had none. */
export async function revokeReceiptCode(db: Db, customerId: number, transactionId: number, now: Date): Promise<boolean> {
  const revoked = await db
    .update(verificationCodes)
    .set({ revokedAt: now })
    .where(and(eq(verificationCodes.transactionId, transactionId), eq(verificationCodes.customerId, customerId), isNull(verificationCodes.revokedAt)))
    .returning({ code: verificationCodes.code });
  return revoked.length > 0;
}

/** What a statement's code vouches for: the figures it printed. */
export type StatementRecord = Pick<
  typeof verificationCodes.$inferInsert,
  'periodFrom' | 'periodTo' | 'openingKobo' | 'closingKobo' | 'creditsKobo' | 'debitsKobo' | 'movements' | 'format'
>;

export async function statementCode(db: Db, customerId: number, record: StatementRecord, now: Date): Promise<string> {
  const code = newCode();
  await db.insert(verificationCodes).values({ code, kind: 'statement', customerId, createdAt: now, ...record });
  return code;
}

/** A code and what it vouches for, for /r/; never the customer it belongs to. */
export async function lookUpCode(db: Db, code: string) {
  const [row] = await db
    .select({ code: verificationCodes, transaction: transactions })
    .from(verificationCodes)
    .leftJoin(transactions, eq(transactions.id, verificationCodes.transactionId))
    .where(eq(verificationCodes.code, code));
  return row;
}

/** The customer's row a receipt or statement names: the name, address and code number a statement's header prints. */
export async function holderOf(db: Db, customerId: number) {
  const [row] = await db
    .select({
      firstname: customers.firstname,
      lastname: customers.lastname,
      address: customers.address,
      city: customers.city,
      location: customers.location,
      codeNumber: customers.codeNumber,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row!;
}
