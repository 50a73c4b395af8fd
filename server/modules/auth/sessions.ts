import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { USER_AGENT_MAX } from '../../../contract';
import type { Db, Tx } from '../../db/client';
import type { SessionPrincipal } from '../../deps';
import { preparedRead } from '../../db/prepared';
import { customers, sessions } from '../../db/schema';
import { unauthenticated } from '../../lib/errors';
import { hashToken, newSessionToken } from '../../lib/secrets';
import { SESSION_LAST_USED_EVERY_MS, SESSION_TTL_MS } from './rules';

/** Control characters are no part of a browser's name, and PostgreSQL text cannot hold NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** What a session keeps of a User-Agent header: at most USER_AGENT_MAX printable characters, or nothing. */
const keptUserAgent = (header: string | undefined): string | null => {
  const kept = header?.slice(0, USER_AGENT_MAX).replace(CONTROL_CHARACTERS, '').trim();
  return kept ? kept : null;
};

/** Opens a session for a customer who has just proven who they are; `userAgent` names the device. */
export async function openSession(db: Db, customerId: number, now: Date, userAgent?: string): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId,
    createdAt: now,
    lastUsedAt: now,
    userAgent: keptUserAgent(userAgent),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** Every signed-in request runs this lookup: prepared once (docs/performance.md §Server). */
export const liveSession = preparedRead({ sessionId: sessions.id, customerId: sessions.customerId, lastUsedAt: sessions.lastUsedAt }, (db, fields) =>
  db
    .select(fields)
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(customers.deletedAt),
      ),
    )
    .prepare('live_session'),
);

/**
 * The live session behind a bearer token; a missing, expired or revoked one is a 401. Its last
 * use is written when it is more than a minute old, so most requests only read.
 */
export async function authenticate(db: Db, token: string | undefined, now: Date): Promise<SessionPrincipal> {
  if (!token) throw unauthenticated();
  // A placeholder's value skips the column's own encoding: the instant goes as the ISO text drizzle would send.
  const [row] = await liveSession(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) throw unauthenticated();
  const stale = new Date(now.getTime() - SESSION_LAST_USED_EVERY_MS);
  if (row.lastUsedAt <= stale) {
    // Conditional, so a burst of requests from one session writes once.
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.sessionId), lte(sessions.lastUsedAt, stale)));
  }
  return { sessionId: row.sessionId, customerId: row.customerId };
}

export async function revokeSession(db: Db | Tx, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db | Tx, customerId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/** Signs the customer out everywhere but `keepSessionId`; the number of sessions ended. */
export async function revokeOtherSessions(db: Db | Tx, customerId: number, keepSessionId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A deleted account: every session ends and the devices it was used on are forgotten. */
export async function forgetSessions(tx: Tx, customerId: number, now: Date) {
  await revokeAllSessions(tx, customerId, now);
  await tx.update(sessions).set({ userAgent: null }).where(eq(sessions.customerId, customerId));
}
