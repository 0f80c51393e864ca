import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { AuthUser } from '../deps.js';

/** Sessions a user keeps at most: logging in again and again drops the oldest beyond this. */
export const MAX_SESSIONS_PER_USER = 20;

/** A new token (shown to the client once) and when it expires. */
export interface IssuedToken {
  readonly token: string;
  readonly expiretime: number;
}

/** Where a session was opened from. */
export interface SessionOrigin {
  readonly ip: string;
  readonly userAgent: string;
}

/**
 * Opens a session: a random 32-byte token of which only the SHA-256 is stored. Keeps at most
 * {@link MAX_SESSIONS_PER_USER} sessions per user (the oldest go).
 */
export async function createSession(
  db: Database,
  userId: number,
  now: number,
  ttlSeconds: number,
  origin: SessionOrigin,
): Promise<IssuedToken> {
  const token = randomToken();
  const expiretime = now + ttlSeconds;
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    ip: origin.ip,
    userAgent: origin.userAgent.slice(0, 255),
    createtime: now,
    expiretime,
  });
  const kept = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .offset(MAX_SESSIONS_PER_USER);
  if (kept.length > 0) {
    await db.delete(sessions).where(
      inArray(
        sessions.id,
        kept.map((row) => row.id),
      ),
    );
  }
  return { token, expiretime };
}

/** The user of an unexpired token, or undefined. Locked accounts have no valid session. */
export async function findSessionUser(
  db: Database,
  token: string,
  now: number,
): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      shopAuth: users.shopAuth,
      status: users.status,
      sessionId: sessions.id,
      expiretime: sessions.expiretime,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiretime, now)))
    .limit(1);
  if (!row || row.status !== 'normal') return undefined;
  const { status: _status, ...user } = row;
  return user;
}

/** Ends one session. True when it existed. */
export async function deleteSession(db: Database, sessionId: number): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Deletes expired sessions; answers how many. */
export async function deleteExpiredSessions(db: Database, now: number): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lte(sessions.expiretime, now))
    .returning({ id: sessions.id });
  return deleted.length;
}
