// "Start my business": every record of the business cleared in one transaction, the admin who asked kept with the
// default roles, the settings and the server's own tables; the setup walk-through starts again at its first step.
import { and, ne, notInArray, sql } from 'drizzle-orm';
import { USER_TYPES } from '../../../../common/permissions';
import type { BusinessDataCleared } from '../../../../common/schemas/businessData';
import type { Db } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import { writeSettings } from '../../../lib/settings';

/**
 * Kept whole: the sign-ins (all but the asker are removed below), the settings, the server's generated secrets and the
 * zip code reference data. Every other table of the schema is emptied, those added later too.
 */
export const KEPT_TABLES = ['users', 'roles', 'sessions', 'settings', 'server_secrets', 'zipcodes'];

export async function clearBusiness(db: Db, keptAdminId: string): Promise<BusinessDataCleared> {
  return db.transaction(async (tx) => {
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
}
