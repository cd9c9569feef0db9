// A customer's portal account: the one a sign-in link signs in to, made on its first use when the customer has none
// (no password until the customer sets one). Never anything but a customer account, whatever the link.
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../common/permissions';
import { customers, roles, users } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { emailTaken, usernameTaken } from './repository';

export type PortalAccount = { ok: true; userId: string } | { ok: false };

/** The contact a customer is found by on the sign-in page: an e-mail address (any case) or a phone's digits. */
export async function findCustomerByContact(executor: Executor, emailOrPhone: string) {
  const digits = emailOrPhone.replace(/\D/g, '');
  const byEmail = emailOrPhone.includes('@');
  if (!byEmail && digits.length < 7) return undefined;
  const [customer] = await executor
    .select({
      _id: customers._id,
      firstName: customers.firstName,
      email: customers.email,
      mobile: customers.mobile,
      language: customers.language,
    })
    .from(customers)
    .where(
      and(
        byEmail ? eq(sql`lower(${customers.email})`, emailOrPhone.trim().toLowerCase()) : eq(customers.mobile, digits),
        eq(customers.isArchived, false),
      ),
    )
    .orderBy(asc(customers.createdAt))
    .limit(1);
  return customer;
}

async function customerRoleId(executor: Executor): Promise<string> {
  await executor
    .insert(roles)
    .values({ name: 'customer', permissions: DEFAULT_ROLE_PERMISSIONS.customer })
    .onConflictDoNothing({ target: roles.name });
  const [role] = await executor.select({ _id: roles._id }).from(roles).where(eq(roles.name, 'customer'));
  return role._id;
}

async function freeUsername(executor: Executor, customerId: string): Promise<string> {
  const base = `customer-${customerId.replace(/-/g, '').slice(0, 8)}`;
  if (!(await usernameTaken(executor, base))) return base;
  return `${base}-${crypto.randomUUID().slice(0, 6)}`;
}

/**
 * The customer's active customer account, made when there is none. An account of the customer that staff deactivated
 * is not replaced: the link then signs nobody in. Its e-mail and mobile are the customer's unless another account
 * holds them already.
 */
export async function portalAccountOf(executor: Executor, customerId: string): Promise<PortalAccount> {
  const [existing] = await executor
    .select({ _id: users._id, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.type, 'customer')))
    .orderBy(sql`${users.isActive} desc`, asc(users.createdAt))
    .limit(1);
  if (existing) return existing.isActive ? { ok: true, userId: existing._id } : { ok: false };
  const [customer] = await executor
    .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email, mobile: customers.mobile })
    .from(customers)
    .where(eq(customers._id, customerId));
  if (!customer) return { ok: false };
  const mobileTaken = async (mobile: string) =>
    Boolean((await executor.select({ _id: users._id }).from(users).where(eq(users.mobile, mobile)).limit(1)).length);
  const [made] = await executor
    .insert(users)
    .values({
      username: await freeUsername(executor, customerId),
      email: customer.email && !(await emailTaken(executor, customer.email)) ? customer.email : null,
      mobile: customer.mobile && !(await mobileTaken(customer.mobile)) ? customer.mobile : null,
      firstName: customer.firstName,
      lastName: customer.lastName,
      passwordHash: null,
      type: 'customer',
      roleId: await customerRoleId(executor),
      customerId,
    })
    .returning({ _id: users._id });
  return { ok: true, userId: made._id };
}
