// Who a route or a screen admits: one shape and one rule, read by the server's route guard and the browser's.
import { hasPermission, isStaff, type AccessSubject, type PermissionKey, type UserType } from './permissions';

export type Access =
  | { public: true }
  | { signedIn: true }
  | { permission: PermissionKey }
  | { anyPermission: readonly PermissionKey[] }
  | { types: readonly UserType[] }
  /** These user types, and staff among them only with the key (crews and vendors are held to their own records). */
  | { types: readonly UserType[]; staffPermission: PermissionKey };

/** Whether a signed-in subject (or nobody) passes an access rule. */
export function admits(access: Access, subject: AccessSubject | null): boolean {
  if ('public' in access) return true;
  if (!subject) return false;
  if ('signedIn' in access) return true;
  if ('staffPermission' in access)
    return access.types.includes(subject.type) && (!isStaff(subject) || hasPermission(subject, access.staffPermission));
  if ('types' in access) return access.types.includes(subject.type);
  if ('permission' in access) return hasPermission(subject, access.permission);
  return access.anyPermission.some((key) => hasPermission(subject, key));
}
