// User accounts in the database: the simple-rest list, one record, uniqueness checks and the writes with their sessions.
import type { Message } from '../../../common/i18n/catalog';
import { and, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { UserType } from '../../../common/permissions';
import { EMAIL_TAKEN } from '../../../common/schemas/profile';
import { MOBILE_TAKEN, USERNAME_TAKEN, type UserCreateInput, type UserRecord, type UserUpdateInput } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { crews, roles, users, vendors } from '../../db/schema';
import type { Executor } from '../../lib/history';
import { HttpProblem } from '../../lib/httpErrors';
import { containsPattern, type ListPage, paginate, searchAny } from '../../lib/paginate';
import { revokeUserSessions } from '../../lib/sessionTokens';

export const USER_SORT_FIELDS = ['username', 'name', 'email', 'mobile', 'type', 'role', 'isActive', 'createdAt'] as const;

export interface UserListQuery extends ListPage<(typeof USER_SORT_FIELDS)[number]> {
  filter: { q?: string; type?: UserType; types?: UserType[]; isActive?: boolean; id?: string[]; roleId?: string };
}

const SORT_COLUMNS = {
  username: users.username,
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  mobile: users.mobile,
  type: users.type,
  role: roles.name,
  isActive: users.isActive,
  createdAt: users.createdAt,
} satisfies Record<(typeof USER_SORT_FIELDS)[number], unknown>;

const selection = { user: users, roleName: roles.name, vendorName: vendors.companyName, crewName: crews.name };
type Selected = { user: typeof users.$inferSelect; roleName: string; vendorName: string | null; crewName: string | null };

function toRecord({ user, roleName, vendorName, crewName }: Selected): UserRecord {
  return {
    _id: user._id,
    username: user.username,
    email: user.email,
    name: { first: user.firstName, last: user.lastName },
    mobile: user.mobile,
    type: user.type,
    role: user.roleId,
    roleName,
    isActive: user.isActive,
    address: user.address,
    dateOfJoining: user.dateOfJoining,
    vendor: user.vendorId,
    vendorName,
    crew: user.crewId,
    crewName,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

function whereOf({ q, type, types, isActive, id, roleId }: UserListQuery['filter']): SQL | undefined {
  const digits = q?.replace(/\D/g, '') ?? '';
  return and(
    type ? eq(users.type, type) : undefined,
    types ? inArray(users.type, types) : undefined,
    isActive === undefined ? undefined : eq(users.isActive, isActive),
    id ? inArray(users._id, id) : undefined,
    roleId ? eq(users.roleId, roleId) : undefined,
    or(
      searchAny(q, [users.username, users.email, sql`${users.firstName} || ' ' || ${users.lastName}`]),
      digits.length >= 3 ? ilike(users.mobile, containsPattern(digits)) : undefined,
    ),
  );
}

export async function usernameTaken(executor: Executor, username: string, exceptId = '') {
  const [row] = await executor
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users._id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function emailTaken(executor: Executor, email: string, exceptId = '') {
  const [row] = await executor
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users._id, exceptId)))
    .limit(1);
  return Boolean(row);
}

async function assertUnique(executor: Executor, input: { username: string; email: string; mobile: string }, exceptId = '') {
  const errors: Record<string, Message> = {};
  if (await usernameTaken(executor, input.username, exceptId)) errors.username = USERNAME_TAKEN;
  if (await emailTaken(executor, input.email, exceptId)) errors.email = EMAIL_TAKEN;
  const [phone] = await executor
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users.mobile, input.mobile), ne(users._id, exceptId)))
    .limit(1);
  if (phone) errors.mobile = MOBILE_TAKEN;
  const [first] = Object.values(errors);
  if (first) throw new HttpProblem(409, first, errors);
}

/** The role, vendor and crew named by the input, checked to exist; a crew member's vendor is its crew's. */
async function linkedColumns(executor: Executor, input: UserCreateInput | UserUpdateInput) {
  const [role] = await executor.select().from(roles).where(eq(roles._id, input.role));
  if (!role) throw new HttpProblem(400, 'validation.common.choose_role', { role: 'validation.common.choose_role' });
  let vendorId = input.type === 'vendor' || input.type === 'crew' ? input.vendor : null;
  let crewId: string | null = null;
  if (input.type === 'crew' && input.crew) {
    const [crew] = await executor.select().from(crews).where(eq(crews._id, input.crew));
    if (!crew) throw new HttpProblem(400, 'validation.common.choose_crew', { crew: 'validation.common.choose_crew' });
    if (vendorId && vendorId !== crew.vendorId)
      throw new HttpProblem(400, 'server.users_admin.crew_belongs_to_another_vendor', {
        crew: 'server.users_admin.crew_belongs_to_another_vendor',
      });
    crewId = crew._id;
    vendorId = crew.vendorId;
  }
  if (vendorId) {
    const [vendor] = await executor.select({ _id: vendors._id }).from(vendors).where(eq(vendors._id, vendorId));
    if (!vendor) throw new HttpProblem(400, 'validation.common.choose_vendor', { vendor: 'validation.common.choose_vendor' });
  }
  const isCrew = input.type === 'crew';
  return {
    role,
    columns: {
      username: input.username,
      email: input.email,
      mobile: input.mobile,
      firstName: input.name.first,
      lastName: input.name.last,
      type: input.type,
      roleId: role._id,
      isActive: input.isActive,
      vendorId,
      crewId,
      address: isCrew ? input.address : null,
      dateOfJoining: isCrew ? input.dateOfJoining : null,
    },
  };
}

/** A row still referenced elsewhere (drizzle wraps the driver's error in `cause`). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23503') return true;
  }
  return false;
}

export function usersRepository(db: Db) {
  const joined = () =>
    db
      .select(selection)
      .from(users)
      .innerJoin(roles, eq(roles._id, users.roleId))
      .leftJoin(vendors, eq(vendors._id, users.vendorId))
      .leftJoin(crews, eq(crews._id, users.crewId));

  async function get(id: string) {
    const [row] = await joined().where(eq(users._id, id));
    return row ? toRecord(row) : undefined;
  }

  return {
    get,
    async list({ filter, ...page }: UserListQuery) {
      const { rows, ...counted } = await paginate(db, {
        query: joined().where(whereOf(filter)).$dynamic(),
        idColumn: users._id,
        sortColumns: SORT_COLUMNS,
        page,
      });
      return { rows: rows.map(toRecord), ...counted };
    },
    async create(input: UserCreateInput, passwordHash: string) {
      const id = await db.transaction(async (tx) => {
        await assertUnique(tx, input);
        const { columns } = await linkedColumns(tx, input);
        const [row] = await tx
          .insert(users)
          .values({ ...columns, passwordHash })
          .returning({ _id: users._id });
        return row._id;
      });
      return (await get(id))!;
    },
    /** Deactivating a user or giving it a new password ends its sessions in the same transaction. */
    async update(id: string, input: UserUpdateInput, passwordHash: string | undefined, actorSessionId: string) {
      const found = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users._id, id)).for('update');
        if (!before) return false;
        await assertUnique(tx, input, id);
        const { columns } = await linkedColumns(tx, input);
        await tx
          .update(users)
          .set({ ...columns, ...(passwordHash && { passwordHash }) })
          .where(eq(users._id, id));
        if ((before.isActive && !input.isActive) || passwordHash) await revokeUserSessions(tx, id, actorSessionId);
        return true;
      });
      return found ? get(id) : undefined;
    },
    async remove(id: string) {
      const record = await get(id);
      if (!record) return undefined;
      await db
        .delete(users)
        .where(eq(users._id, id))
        .catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? new HttpProblem(409, 'server.users_admin.user_still_has_records_assigned_such_as') : error;
        });
      return record;
    },
  };
}
