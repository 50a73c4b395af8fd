import { createHash } from 'node:crypto';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { isPictureFile, PROFILE_PICTURE_MAX_BYTES, type Customer } from '../../../contract';
import type { Db, Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { customers, profilePictures } from '../../db/schema';
import { unauthenticated, unprocessable } from '../../lib/errors';
import { presentCustomer } from '../customer';
import { makeAvatar } from './avatar';
import { PICTURE_TEXTS } from './texts';

/**
 * changeprofilepicture: the upload (already read with its 5 MB limit) becomes a 256x256 WebP
 * stored under its SHA-256, and the customer's picture becomes that one. The picture it replaces
 * is removed when no customer uses it any more. A refused upload stores nothing.
 */
export async function changeProfilePicture(db: Db, customerId: number, upload: Buffer): Promise<{ message: string; customer: Customer }> {
  if (upload.length === 0) throw unprocessable(PICTURE_TEXTS.missing);
  if (upload.length > PROFILE_PICTURE_MAX_BYTES) throw unprocessable(PICTURE_TEXTS.tooLarge);
  const webp = await makeAvatar(upload, `customer:${customerId}`);
  const sha256 = createHash('sha256').update(webp).digest('hex');
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ picture: customers.profilePicture })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
      .for('update');
    if (!current) throw unauthenticated();
    // DO UPDATE rather than DO NOTHING: it locks an existing row, so a removal racing this
    // (another customer leaving the same picture) waits for us and then finds it in use.
    await tx
      .insert(profilePictures)
      .values({ sha256, webp })
      .onConflictDoUpdate({ target: profilePictures.sha256, set: { sha256: sql`excluded.sha256` } });
    const [updated] = await tx.update(customers).set({ profilePicture: sha256 }).where(eq(customers.id, customerId)).returning();
    if (current.picture && current.picture !== sha256) await releasePicture(tx, current.picture);
    return updated;
  });
  if (!row) throw unauthenticated();
  return { message: PICTURE_TEXTS.updated, customer: presentCustomer(row) };
}

/**
 * Removes a picture nobody uses any more (the caller has just stopped using it). The foreign key
 * from customers is the last word: when another customer took the same picture up meanwhile, the
 * removal is refused and undone on its own savepoint, and the picture stays.
 */
export async function releasePicture(tx: Tx, sha256: string): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .delete(profilePictures)
        .where(
          and(
            eq(profilePictures.sha256, sha256),
            notExists(savepoint.select({ id: customers.id }).from(customers).where(eq(customers.profilePicture, sha256))),
          ),
        );
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** A stored picture's WebP bytes by its file name ('<sha256>.webp'); null for anything else. */
export async function readPicture(db: Db, file: string): Promise<Buffer | null> {
  if (!isPictureFile(file)) return null;
  const [row] = await db
    .select({ webp: profilePictures.webp })
    .from(profilePictures)
    .where(eq(profilePictures.sha256, file.slice(0, -'.webp'.length)));
  return row?.webp ?? null;
}

/** Headers for serving a picture: its address changes with its content, so it never goes stale. */
export const PICTURE_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;
