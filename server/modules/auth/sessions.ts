import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, sessions } from '../../db/schema';
import { unauthenticated } from '../../lib/errors';
import { hashToken, newSessionToken } from '../../lib/secrets';
import { SESSION_TTL_MS } from './rules';

export interface SessionPrincipal {
  sessionId: number;
  customerId: number;
}

export async function openSession(db: Db, customerId: number, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The live session behind a bearer token; a missing, expired or revoked one is a 401. */
export async function authenticate(db: Db, token: string | undefined, now: Date): Promise<SessionPrincipal> {
  if (!token) throw unauthenticated();
  const [row] = await db
    .select({ sessionId: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(customers.deletedAt),
      ),
    );
  if (!row) throw unauthenticated();
  return row;
}

export async function revokeSession(db: Db | Tx, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db | Tx, customerId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}
