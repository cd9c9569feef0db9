// Session tokens: signed JWTs bound to a row in sessions, so that signing out revokes them.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, or, type Placeholder, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import type { Executor } from './history';
import { roles, serverSecrets, sessions, users } from '../db/schema';

/** Longer than the browser's 10-minute idle timeout, so only an abandoned session expires here. */
const SESSION_IDLE_LIMIT_MS = 15 * 60 * 1000;
/**
 * Conditions for a session that still admits its user: not revoked, and either a crew's working-day session before its
 * `open_until` (idle time does not count: the phone's lock screen guards it), or any other session not idle and not
 * older than its absolute lifetime.
 */
export function openSession(maxAgeMs: number) {
  const now = Date.now();
  return openSessionSince(new Date(now - SESSION_IDLE_LIMIT_MS), new Date(now - maxAgeMs), new Date(now));
}

function openSessionSince(idleSince: Date | Placeholder, signedInSince: Date | Placeholder, now: Date | Placeholder) {
  return and(
    isNull(sessions.revokedAt),
    or(
      gt(sessions.openUntil, now),
      and(isNull(sessions.openUntil), gt(sessions.lastSeenAt, idleSince), gt(sessions.createdAt, signedInSince)),
    ),
    eq(users.isActive, true),
  );
}

/** Sliding the session on every request would write on every call; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export async function loadSigningKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name: 'jwt', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  return new TextEncoder().encode(row.value);
}

/** `openUntil`: a crew's working-day session, open until then whatever its idle time (else the idle rules hold). */
export async function issueToken(db: Db, key: Uint8Array, userId: string, ipAddress: string, openUntil?: Date): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, ipAddress, openUntil: openUntil ?? null })
    .returning({ _id: sessions._id });
  return new SignJWT({ sid: session._id }).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuedAt().sign(key);
}

export interface AuthUser {
  _id: string;
  sessionId: string;
  type: 'admin' | 'csr' | 'vendor' | 'crew' | 'customer';
  permissions: string[];
  vendorId: string | null;
  crewId: string | null;
  customerId: string | null;
}

/**
 * The session check every signed-in call makes, built once per app: the signing key imported once for verifying, and
 * the session query prepared once per connection (on PostgreSQL, a named statement is parsed and planned once rather
 * than on every call, which was most of the check's cost). The session still admits its user only while it is open
 * (the rules of `openSession`, with the times as parameters), so sign-out and revocation take effect on the next call.
 */
export async function sessionVerifier(db: Db, key: Uint8Array, maxAgeMs: number) {
  const verifyingKey = await crypto.subtle.importKey('raw', Uint8Array.from(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const openSessionQuery = db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      _id: users._id,
      type: users.type,
      vendorId: users.vendorId,
      crewId: users.crewId,
      customerId: users.customerId,
      permissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.userId))
    .innerJoin(roles, eq(roles._id, users.roleId))
    .where(
      and(
        eq(sessions._id, sql.placeholder('sessionId')),
        openSessionSince(sql.placeholder('idleSince'), sql.placeholder('signedInSince'), sql.placeholder('now')),
      ),
    )
    .prepare('open_session');

  return async function verifyToken(token: string): Promise<AuthUser | null> {
    let sessionId: string;
    try {
      const { payload } = await jwtVerify(token, verifyingKey, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string') return null;
      sessionId = payload.sid;
    } catch {
      return null;
    }
    const now = Date.now();
    const [row] = await openSessionQuery.execute({
      sessionId,
      idleSince: new Date(now - SESSION_IDLE_LIMIT_MS).toISOString(),
      signedInSince: new Date(now - maxAgeMs).toISOString(),
      now: new Date(now).toISOString(),
    });
    if (!row) return null;
    if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions._id, sessionId));
    }
    const { lastSeenAt: _lastSeenAt, ...user } = row;
    return { ...user, sessionId };
  };
}

export type VerifyToken = Awaited<ReturnType<typeof sessionVerifier>>;

/** Ends the open sessions of a user (but the one making the change), so their tokens answer 401 from the next request on. */
export async function revokeUserSessions(executor: Executor, userId: string, keepSessionId = '') {
  await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions._id, keepSessionId)));
}

/** Ends every open session of these users (the office ending a crew's day on its phones); answers the sessions ended. */
export async function revokeSessionsOf(executor: Executor, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)))
    .returning({ _id: sessions._id });
  return rows.map((row) => row._id);
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions._id, sessionId));
}
