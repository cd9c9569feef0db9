// Who may read and change work logs: staff with assignment_list any, a crew its own, a vendor its crews' (read only).
import { eq, type SQL, sql } from 'drizzle-orm';
import { isStaff } from '../../../common/permissions';
import { workLogs } from '../../db/schema';
import { HttpProblem, MESSAGES } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';

/** Route rules: the user types a call admits, staff among them only with assignment_list. */
const rule = (types: readonly ('admin' | 'csr' | 'crew' | 'vendor')[]) =>
  ({ access: { types, staffPermission: 'assignment_list' } }) as const;
export const READERS = rule(['admin', 'csr', 'crew', 'vendor']);
export const STAFF_AND_CREW = rule(['admin', 'csr', 'crew']);
export const STAFF_AND_VENDOR = rule(['admin', 'csr', 'vendor']);
export const STAFF = rule(['admin', 'csr']);
export const CREW = rule(['crew']);

const forbidden = () => new HttpProblem(403, MESSAGES.forbidden);

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
