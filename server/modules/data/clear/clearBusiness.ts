// "Start my business": every record of the business cleared in one transaction, the admin who asked kept with the
// default roles, the settings and the server's own tables; the setup walk-through starts again at its first step.
// When the records were the demo's, its files outside the database go too (demoFiles).
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Message } from '../../../../common/i18n/catalog';
import { USER_TYPES } from '../../../../common/permissions';
import type { BusinessDataCleared, DemoClearResult } from '../../../../common/schemas/businessData';
import type { Db } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import { DEMO_SIGN_INS, hasDemoSignIns } from '../../../db/seed/demo';
import { writeSettings } from '../../../lib/settings';
import { type DemoFilesPlace, removeDemoFiles } from './demoFiles';

/**
 * Kept whole: the sign-ins (all but the asker are removed below), the settings, the server's generated secrets and the
 * zip code reference data. Every other table of the schema is emptied, those added later too.
 */
export const KEPT_TABLES = ['users', 'roles', 'sessions', 'settings', 'server_secrets', 'zipcodes'];

const DEMO_USERNAMES = new Set(DEMO_SIGN_INS.map(({ username }) => username));
/** A demo sign-in may never be the one kept: its password is public. */
export const isDemoSignIn = (username: string) => DEMO_USERNAMES.has(username);
const DEMO_SIGN_IN_KEPT: Message = 'server.business_data.demo_sign_in_kept';

export async function clearBusiness(db: Db, keptAdminId: string, files: DemoFilesPlace | null): Promise<BusinessDataCleared> {
  const wasDemo = await hasDemoSignIns(db);
  const cleared = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ${KEPT_TABLES} order by tablename`,
    );
    // No CASCADE: a kept table that came to reference an emptied one fails the whole clear rather than losing rows.
    if (rows.length) await tx.execute(sql.raw(`truncate ${rows.map(({ name }) => `"${name}"`).join(', ')}`));
    const removed = await tx.delete(users).where(ne(users._id, keptAdminId)).returning({ _id: users._id });
    const keptRoles = tx.select({ roleId: users.roleId }).from(users);
    await tx.delete(roles).where(and(notInArray(roles.name, [...USER_TYPES]), notInArray(roles._id, keptRoles)));
    await writeSettings(tx, { setup: { step: 'business' } });
    return { tables: rows.length, users: removed.length };
  });
  // After the commit: a clear that failed leaves the backups that would restore it.
  return { ...cleared, files: wasDemo && files ? await removeDemoFiles(files) : 0 };
}

/** `npm run demo:clear`: the same clear, keeping the admin named (never a demo sign-in, whose password is public). */
export async function clearKeeping(db: Db, username: string, files: DemoFilesPlace | null): Promise<DemoClearResult> {
  if (isDemoSignIn(username)) return { ok: false, message: DEMO_SIGN_IN_KEPT };
  const [admin] = await db
    .select({ _id: users._id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.type, 'admin')));
  if (!admin) return { ok: false, message: 'server.business_data.admin_to_keep_not_found' };
  return { ok: true, cleared: await clearBusiness(db, admin._id, files) };
}
