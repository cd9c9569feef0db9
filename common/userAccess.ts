// Who may see which user lists, grant which permissions and manage which accounts: read by the users API and the web app.
import type { Message } from './i18n/keys';
import { hasPermission, ROLE_EDITING_KEYS, type AccessSubject, type PermissionKey, type UserType } from './permissions';

/** The list key of each user type's own list (spec section 2: CSR, Crew and Vendor Users); no type means All Users. */
const TYPE_LIST_KEYS: Partial<Record<UserType, PermissionKey>> = {
  csr: 'csr_user_list',
  crew: 'crew_user_list',
  vendor: 'vendor_user_list',
};

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

/** An account as the management rule sees it: its type and its role's permissions. */
export interface ManagedAccount {
  _id: string;
  type: UserType;
  roleId: string;
  permissions: readonly string[];
}

/** What an account would become: the type and role a create or update names. */
export type AccountChange = Omit<ManagedAccount, '_id'>;

/** Why a user manager is refused: the account itself, or the role or type it asks for (shown beside that field). */
export type ManageRefusal = { field?: undefined } | { field: 'role' | 'type'; message: Message };

export const CANNOT_GRANT: Message = 'validation.users.you_cannot_manage_user_whose_role_holds';
export const ONLY_ADMIN_MAKES_ADMIN: Message = 'validation.users.only_admin_can_make_user_admin';
export const OWN_ROLE_LOCKED: Message = 'validation.users.you_cannot_change_own_role_or_type';

/** A role that edits roles can make itself anything, so it counts as an admin's whatever the user type. */
export function makesAdmin(account: Pick<ManagedAccount, 'type' | 'permissions'>): boolean {
  return account.type === 'admin' || ROLE_EDITING_KEYS.some((key) => account.permissions.includes(key));
}

function outranks(actor: AccessSubject, account: Pick<ManagedAccount, 'type' | 'permissions'>): boolean {
  return !mayGrant(actor, account.permissions) || (makesAdmin(account) && actor.type !== 'admin');
}

/**
 * The one rule for reading another user for edit or changing a user (profile, image, status, password, role, type):
 * `target` is null for a new account, `change` the type and role a create or update asks for.
 * Acting on yourself is allowed except changing your own role or type.
 */
export function manageRefusal(
  actor: AccessSubject & { _id: string },
  target: ManagedAccount | null,
  change?: AccountChange,
): ManageRefusal | null {
  const isSelf = target?._id === actor._id;
  if (target && !isSelf && outranks(actor, target)) return {};
  if (!change) return null;
  if (target && isSelf) {
    if (change.type !== target.type) return { field: 'type', message: OWN_ROLE_LOCKED };
    return change.roleId === target.roleId ? null : { field: 'role', message: OWN_ROLE_LOCKED };
  }
  if (!mayGrant(actor, change.permissions)) return { field: 'role', message: CANNOT_GRANT };
  return makesAdmin(change) && actor.type !== 'admin'
    ? { field: change.type === 'admin' ? 'type' : 'role', message: ONLY_ADMIN_MAKES_ADMIN }
    : null;
}

export function mayManage(actor: AccessSubject & { _id: string }, target: ManagedAccount | null, change?: AccountChange): boolean {
  return manageRefusal(actor, target, change) === null;
}
