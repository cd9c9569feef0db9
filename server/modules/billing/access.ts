// Who may read and change payments: staff with payment_list any, a customer its own (read only).
import { eq, type SQL, sql } from 'drizzle-orm';
import { isStaff } from '../../../common/permissions';
import { payments } from '../../db/schema';
import type { AuthUser } from '../../lib/sessionTokens';

/** Reads: staff with payment_list, and customers (held to their own payments). */
export const READERS = { access: { types: ['admin', 'csr', 'customer'], staffPermission: 'payment_list' } } as const;
/** Staff actions on a payment. */
export const STAFF = { access: { permission: 'payment_list' } } as const;

/** The payments a caller may read: staff every one, a customer its own. */
export function readableBy(user: AuthUser): SQL | undefined {
  if (isStaff(user)) return undefined;
  return user.type === 'customer' && user.customerId ? eq(payments.customerId, user.customerId) : sql`false`;
}
