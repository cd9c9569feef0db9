// Who a route or a screen admits: one shape and one rule, read by the server's route guard and the browser's.
import { hasPermission, type AccessSubject, type PermissionKey, type UserType } from './permissions';

export type Access =
  | { public: true }
  | { signedIn: true }
  | { permission: PermissionKey }
  | { anyPermission: readonly PermissionKey[] }
  | { types: readonly UserType[] };

/** Whether a signed-in subject (or nobody) passes an access rule. */
export function admits(access: Access, subject: AccessSubject | null): boolean {
  if ('public' in access) return true;
  if (!subject) return false;
  if ('signedIn' in access) return true;
  if ('types' in access) return access.types.includes(subject.type);
  if ('permission' in access) return hasPermission(subject, access.permission);
  return access.anyPermission.some((key) => hasPermission(subject, key));
}
