// Builds the signed-in user's description (SessionUser) from the database.
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../common/schemas/auth';
import type { Db } from '../../db/client';
import { crews, roles, users, vendors } from '../../db/schema';
import { activePropertyIds } from '../customers/reads';
import { readSettings } from '../../lib/settings';

export type UserRow = typeof users.$inferSelect;

export async function findUserWithRole(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, roleName: roles.name, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles._id, users.roleId))
    .where(eq(users._id, userId));
  return row;
}

async function vendorOf(db: Db, user: UserRow): Promise<SessionUser['vendor']> {
  let vendorId = user.vendorId;
  if (!vendorId && user.crewId) {
    const [crew] = await db.select({ vendorId: crews.vendorId }).from(crews).where(eq(crews._id, user.crewId));
    vendorId = crew?.vendorId ?? null;
  }
  if (!vendorId) return null;
  const [vendor] = await db.select({ _id: vendors._id, status: vendors.status }).from(vendors).where(eq(vendors._id, vendorId));
  return vendor ?? null;
}

async function crewOf(db: Db, user: UserRow): Promise<SessionUser['crew']> {
  if (!user.crewId) return null;
  const [crew] = await db.select({ _id: crews._id, name: crews.name }).from(crews).where(eq(crews._id, user.crewId));
  return crew ?? null;
}

async function propertiesOf(db: Db, user: UserRow): Promise<string[]> {
  if (user.type !== 'customer' || !user.customerId) return [];
  return activePropertyIds(db, user.customerId);
}

export async function describeUser(db: Db, userId: string): Promise<Omit<SessionUser, 'token'> | null> {
  const row = await findUserWithRole(db, userId);
  if (!row) return null;
  const { user } = row;
  const { serviceCalendar, setup } = await readSettings(db, ['serviceCalendar', 'setup']);
  return {
    _id: user._id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    role: row.roleName,
    type: user.type,
    properties: await propertiesOf(db, user),
    vendor: await vendorOf(db, user),
    crew: await crewOf(db, user),
    permissions: row.permissions,
    timeZone: serviceCalendar.timeZone,
    ...(user.type === 'admin' && setup.step !== 'done' && { setupPending: true }),
    ...(!user.passwordHash && { hasPassword: false }),
  };
}
