import { and, asc, eq } from 'drizzle-orm';
import type { PasskeyInfo, RenamePasskeyRequest } from '../../../contract';
import type { Tx } from '../../db/client';
import { passkeys } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import type { PasskeyContext } from './context';
import { noteFor, tellCustomer, type NoticeContext } from './notices';
import { PASSKEY_NOTES, PASSKEY_TEXTS, REMOVAL_REASONS, type RemovalReason } from './texts';

export const presentPasskey = (row: typeof passkeys.$inferSelect): PasskeyInfo => ({
  id: row.id,
  credential_id: row.credentialId,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  disabled: row.disabledAt !== null,
});

/** The customer's passkeys, oldest first (the order they were added in). */
export async function listPasskeys(ctx: Pick<PasskeyContext, 'db'>, customerId: number): Promise<PasskeyInfo[]> {
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.customerId, customerId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(presentPasskey);
}

/** Another customer's passkey, or one already removed, reads the same: ids say nothing about other accounts. */
export async function renamePasskey(ctx: Pick<PasskeyContext, 'db'>, customerId: number, input: RenamePasskeyRequest): Promise<string> {
  const renamed = await ctx.db
    .update(passkeys)
    .set({ name: input.name.trim() })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.customerId, customerId)))
    .returning({ id: passkeys.id });
  if (renamed.length === 0) throw unprocessable(PASSKEY_TEXTS.notFound);
  return PASSKEY_TEXTS.renamed;
}

/** Removes one passkey: it signs nothing from now on. The customer is told in the app and by mail. */
export async function removePasskey(ctx: PasskeyContext, customerId: number, id: number): Promise<string> {
  const now = ctx.now();
  const notice = await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
      .returning({ name: passkeys.name });
    if (!removed) throw unprocessable(PASSKEY_TEXTS.notFound);
    return tellCustomer(ctx, tx, customerId, noteFor.removed(removed.name), now);
  });
  await notice.send();
  return PASSKEY_TEXTS.removed;
}

/**
 * Removes every passkey of the customer inside `tx` (a change of password, a PIN reset, a
 * deletion: whoever made those passkeys may no longer be the customer). The notification goes in
 * with the change; call `send` after the commit for the mail. Nothing to tell when there were none.
 */
export async function forgetPasskeys(ctx: NoticeContext, tx: Tx, customerId: number, reason: RemovalReason, now: Date) {
  const removed = await tx.delete(passkeys).where(eq(passkeys.customerId, customerId)).returning({ id: passkeys.id });
  if (removed.length === 0) return { send: async () => {} };
  return tellCustomer(ctx, tx, customerId, (when) => PASSKEY_NOTES.allRemoved(removed.length, REMOVAL_REASONS[reason], when), now);
}
