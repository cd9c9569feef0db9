// Who may read and change work logs: staff with assignment_list any, a crew its own, a vendor its crews' (read only).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { onRequestHookHandler } from 'fastify';
import { hasPermission, isStaff } from '../../../common/permissions';
import { workLogs } from '../../db/schema';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';
import type { AuthUser } from '../users/tokens';

/** Route rules: the guard admits the user types, `staffNeedPermission` then asks staff for assignment_list. */
export const READERS = { access: { types: ['admin', 'csr', 'crew', 'vendor'] } } as const;
export const STAFF_AND_CREW = { access: { types: ['admin', 'csr', 'crew'] } } as const;
export const STAFF = { access: { types: ['admin', 'csr'] } } as const;
export const CREW = { access: { types: ['crew'] } } as const;

const forbidden = () => new HttpProblem(403, MESSAGES.forbidden);

/** Runs after the route guard (the guard is prepended to every route's onRequest), before the body is read. */
export const staffNeedPermission: onRequestHookHandler = async (request) => {
  const user = request.user;
  if (user && isStaff(user) && !hasPermission(user, 'assignment_list')) throw forbidden();
};

/** The rows a caller may read: staff every row, a crew its crew's, a vendor its crews'. */
export function readableBy(user: AuthUser): SQL | undefined {
  if (isStaff(user)) return undefined;
  if (user.type === 'crew') return user.crewId ? eq(workLogs.crewId, user.crewId) : sql`false`;
  if (user.type === 'vendor') return user.vendorId ? eq(workLogs.vendorId, user.vendorId) : sql`false`;
  return sql`false`;
}

/** 403 unless the caller may read this work log. */
export function assertReadable(user: AuthUser, row: { crewId: string | null; vendorId: string | null }): void {
  if (isStaff(user)) return;
  if (user.type === 'crew' && user.crewId && row.crewId === user.crewId) return;
  if (user.type === 'vendor' && user.vendorId && row.vendorId === user.vendorId) return;
  throw forbidden();
}

/** 403 unless the caller may change this work log: staff, or the crew it is assigned to (never a vendor). */
export function assertChangeable(user: AuthUser, row: { crewId: string | null }): void {
  if (isStaff(user)) return;
  if (user.type === 'crew' && user.crewId && row.crewId === user.crewId) return;
  throw forbidden();
}
