import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { ClientError, unprocessable } from '../../lib/errors';
import { receiptCodeFor, revokeReceiptCode } from './codes';
import { receiptFacts } from './facts';
import { receiptPng } from './png';
import { RECEIPT_TEXTS } from './texts';

interface ReceiptContext {
  db: Db;
  now: () => Date;
  /** Where /r/ pages are: PUBLIC_URL, or the address the server listens on (never a request's Host). */
  origin: string;
}

/** Another customer's row and a row that does not exist read the same: 404, nothing more. */
const notFound = () => new ClientError(404, RECEIPT_TEXTS.notFound);

async function ownRow(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/** The address a code's QR code and link point to. */
export const verificationUrl = (origin: string, code: string) => `${origin}/r/${code}`;

/** The PNG of a finished history row of the customer's (docs/rules.md §Receipts and statements). */
export async function receiptOf(ctx: ReceiptContext, customerId: number, id: number): Promise<Buffer> {
  const row = await ownRow(ctx.db, customerId, id);
  if (row.status === 'pending') throw unprocessable(RECEIPT_TEXTS.notFinished);
  const code = await receiptCodeFor(ctx.db, customerId, id, ctx.now());
  return receiptPng(receiptFacts(row), code, verificationUrl(ctx.origin, code));
}

/** Revokes the row's code: its /r/ page then says so, and the next receipt gets a new code. */
export async function revokeReceipt(ctx: Omit<ReceiptContext, 'origin'>, customerId: number, id: number): Promise<string> {
  await ownRow(ctx.db, customerId, id);
  return (await revokeReceiptCode(ctx.db, customerId, id, ctx.now())) ? RECEIPT_TEXTS.revoked : RECEIPT_TEXTS.nothingToRevoke;
}
