import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { RevokeSessionRequest, SessionInfo } from '../../../contract';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { revokeOtherSessions } from './sessions';
import { SESSION_TEXTS } from './texts';
import { describeDevice } from './user-agent';

/** A session that still signs requests in: not revoked, not expired. */
const live = (customerId: number, now: Date) => and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The customer's signed-in devices, the most recently used first; `current` marks the asking one. */
export async function listSessions(db: Db, customerId: number, currentSessionId: number, now: Date): Promise<SessionInfo[]> {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(live(customerId, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    device: describeDevice(row.userAgent),
    current: row.id === currentSessionId,
  }));
}

/**
 * Signs out one of the customer's sessions (their own current one too: that is a logout), or
 * every session but the current one. Another customer's session is "not found", exactly like one
 * that does not exist, so ids say nothing about other accounts.
 */
export async function revokeSessions(db: Db, customerId: number, currentSessionId: number, target: RevokeSessionRequest, now: Date): Promise<string> {
  if ('others' in target) {
    await revokeOtherSessions(db, customerId, currentSessionId, now);
    return SESSION_TEXTS.othersSignedOut;
  }
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, target.id), live(customerId, now)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw unprocessable(SESSION_TEXTS.notFound);
  return SESSION_TEXTS.signedOut;
}
