// Session tokens: signed JWTs bound to a row in sessions, so that signing out revokes them.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { roles, serverSecrets, sessions, users } from '../../db/schema';

/** Longer than the browser's 10-minute idle timeout, so only an abandoned session expires here. */
const SESSION_IDLE_LIMIT_MS = 15 * 60 * 1000;
/** Conditions for a session that still admits its user: not revoked, not idle, not older than its absolute lifetime. */
export function openSession(maxAgeMs: number) {
  const idleSince = new Date(Date.now() - SESSION_IDLE_LIMIT_MS);
  const signedInSince = new Date(Date.now() - maxAgeMs);
  return and(isNull(sessions.revokedAt), gt(sessions.lastSeenAt, idleSince), gt(sessions.createdAt, signedInSince), eq(users.isActive, true));
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

export async function issueToken(db: Db, key: Uint8Array, userId: string, ipAddress: string): Promise<string> {
  const [session] = await db.insert(sessions).values({ userId, ipAddress }).returning({ _id: sessions._id });
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

export async function verifyToken(db: Db, key: Uint8Array, token: string, maxAgeMs: number): Promise<AuthUser | null> {
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string') return null;
    sessionId = payload.sid;
  } catch {
    return null;
  }
  const [row] = await db
    .select({ session: sessions, user: users, permissions: roles.permissions })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.userId))
    .innerJoin(roles, eq(roles._id, users.roleId))
    .where(and(eq(sessions._id, sessionId), openSession(maxAgeMs)));
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions._id, sessionId));
  }
  const { user } = row;
  return {
    _id: user._id,
    sessionId,
    type: user.type,
    permissions: row.permissions,
    vendorId: user.vendorId,
    crewId: user.crewId,
    customerId: user.customerId,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions._id, sessionId));
}
