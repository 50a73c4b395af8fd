import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { lagosMoment } from '../../lib/lagos-time';
import { notify } from '../notifications';
import type { PasskeyContext } from './context';
import { PASSKEY_NOTES } from './texts';

/** What telling needs: the mail provider, and a log for a mail that fails. */
export type NoticeContext = Pick<PasskeyContext, 'mail'> & { log: { warn(obj: object, msg: string): void } };

type Note = { title: string; description: string; which: number; type: number };

/** A passkey notice's words for a given moment. */
export type NoteAt = (when: string) => Note;

/**
 * Tells the customer of a change to their passkeys: the notification in `tx` (with the change), and
 * the same words by mail once `send` is called after the commit. A mail that fails is logged, never
 * undoes the change.
 */
export async function tellCustomer(ctx: NoticeContext, tx: Db | Tx, customerId: number, noteAt: NoteAt, now: Date) {
  const note = noteAt(lagosMoment(now));
  const [row] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  await notify(tx, customerId, note);
  return {
    send: async () => {
      if (!row) return;
      await ctx.mail
        .send({ to: row.email, subject: note.title, text: note.description })
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'passkey notice mail failed'));
    },
  };
}

export const noteFor = {
  added:
    (name: string): NoteAt =>
    (when) =>
      PASSKEY_NOTES.added(name, when),
  removed:
    (name: string): NoteAt =>
    (when) =>
      PASSKEY_NOTES.removed(name, when),
  disabled:
    (name: string): NoteAt =>
    (when) =>
      PASSKEY_NOTES.disabled(name, when),
};
