// An admin made outside the web app (`npm run admin:create`): the roles an empty business lacks, then the account.
import { sql } from 'drizzle-orm';
import type { Message } from '../../../common/i18n/catalog';
import { DEFAULT_ROLE_PERMISSIONS, USER_TYPES } from '../../../common/permissions';
import type { AdminRequest, AdminResult } from '../../../common/schemas/firstAdmin';
import { EMAIL_TAKEN } from '../../../common/schemas/profile';
import { USERNAME_TAKEN } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { emailTaken, usernameTaken } from './repository';

/** Creates the admin, and the default roles first when the business has none (markets are left to the admin). */
export async function createAdmin(db: Db, request: AdminRequest): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const refusal = (field: string, message: Message): AdminResult => ({ ok: false, field, message });
    if (await usernameTaken(tx, request.username)) return refusal('username', USERNAME_TAKEN);
    if (await emailTaken(tx, request.email)) return refusal('email', EMAIL_TAKEN);
    await tx
      .insert(roles)
      .values(USER_TYPES.map((type) => ({ name: type, permissions: DEFAULT_ROLE_PERMISSIONS[type] })))
      .onConflictDoNothing({ target: roles.name });
    const [admin] = await tx
      .insert(users)
      .values({
        username: request.username,
        email: request.email,
        firstName: request.firstName || request.username,
        lastName: request.lastName,
        passwordHash: request.passwordHash,
        type: 'admin',
        roleId: sql`(select _id from roles where name = 'admin')`,
      })
      .returning({ _id: users._id });
    return { ok: true, id: admin._id };
  });
}
