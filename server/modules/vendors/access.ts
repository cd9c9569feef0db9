// Who may act on a vendor: staff with vendor_list on any vendor, a vendor user on its own vendor only.
import { eq } from 'drizzle-orm';
import { hasPermission } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { crews, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';

/** Route access for the calls a vendor user may make on its own vendor; assertVendorAccess then checks the vendor. */
export const vendorOrStaff = { types: ['admin', 'csr', 'vendor'] } as const;

export function canSeeEveryVendor(user: AuthUser): boolean {
  return user.type !== 'vendor' && hasPermission(user, 'vendor_list');
}

export function assertVendorAccess(user: AuthUser, vendorId: string): void {
  if (canSeeEveryVendor(user)) return;
  if (user.type === 'vendor' && user.vendorId === vendorId) return;
  throw new HttpProblem(403, MESSAGES.forbidden);
}

export async function vendorForAccess(db: Executor, user: AuthUser, vendorId: string) {
  assertVendorAccess(user, vendorId);
  const [row] = await db.select().from(vendors).where(eq(vendors._id, vendorId));
  if (!row) throw notFound('vendor');
  return row;
}

export async function crewForAccess(db: Db, user: AuthUser, crewId: string) {
  const [row] = await db.select().from(crews).where(eq(crews._id, crewId));
  if (!row) {
    if (!canSeeEveryVendor(user)) throw new HttpProblem(403, MESSAGES.forbidden);
    throw notFound('crew');
  }
  assertVendorAccess(user, row.vendorId);
  return row;
}
