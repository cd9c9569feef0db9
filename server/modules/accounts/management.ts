// The management rule of common/userAccess applied to accounts read from the database, for the users and profile routes.
import { eq } from 'drizzle-orm';
import { type AccountChange, type ManagedAccount, manageRefusal } from '../../../common/userAccess';
import { roles, users } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem, MESSAGES, notFound } from '../../lib/httpErrors';
import type { AuthUser } from '../../lib/sessionTokens';

export async function managedAccount(executor: Executor, id: string): Promise<ManagedAccount> {
  const [row] = await executor
    .select({ _id: users._id, type: users.type, roleId: users.roleId, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles._id, users.roleId))
    .where(eq(users._id, id));
  if (!row) throw notFound('user');
  return row;
}

/** The change a create or update asks for; an unknown role grants nothing here and is refused by the write itself. */
export async function accountChange(executor: Executor, input: { type: AccountChange['type']; role: string }): Promise<AccountChange> {
  const [role] = await executor.select({ permissions: roles.permissions }).from(roles).where(eq(roles._id, input.role));
  return { type: input.type, roleId: input.role, permissions: role?.permissions ?? [] };
}

export function assertMayManage(actor: AuthUser, target: ManagedAccount | null, change?: AccountChange): void {
  const refusal = manageRefusal(actor, target, change);
  if (!refusal) return;
  if (!refusal.field) throw new HttpProblem(403, MESSAGES.forbidden);
  throw new HttpProblem(403, refusal.message, { [refusal.field]: refusal.message });
}
