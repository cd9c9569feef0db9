// Who may see which user lists and grant which permissions: read by the users API and the web app's menu.
import { hasPermission, type AccessSubject, type PermissionKey, type UserType } from './permissions';

/** The list key of each user type's own list (spec section 2: CSR, Crew and Vendor Users); no type means All Users. */
const TYPE_LIST_KEYS: Partial<Record<UserType, PermissionKey>> = { csr: 'csr_user_list', crew: 'crew_user_list', vendor: 'vendor_user_list' };

export function userListKey(type?: UserType | null): PermissionKey {
  return type ? (TYPE_LIST_KEYS[type] ?? 'user_list') : 'all_user_list';
}

/** `user_list` opens every list; a per-type key opens that type's list only. */
export function mayListUsers(subject: AccessSubject, type?: UserType | null): boolean {
  return hasPermission(subject, 'user_list') || hasPermission(subject, userListKey(type));
}

/** A user manager may only hand out (or touch accounts holding) permissions it holds itself. */
export function mayGrant(subject: AccessSubject, permissions: readonly string[]): boolean {
  return permissions.every((key) => subject.permissions.includes(key));
}
