import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from './permissions';
import { CANNOT_GRANT, type ManagedAccount, manageRefusal, mayManage, ONLY_ADMIN_MAKES_ADMIN, OWN_ROLE_LOCKED } from './userAccess';

const account = (
  _id: string,
  type: ManagedAccount['type'],
  permissions: readonly string[] = DEFAULT_ROLE_PERMISSIONS[type],
): ManagedAccount => ({
  _id,
  type,
  roleId: `${type}-role`,
  permissions,
});
const admin = account('admin-1', 'admin');
const csr = account('csr-1', 'csr');
const crew = account('crew-1', 'crew');
const change = (of: ManagedAccount) => ({ type: of.type, roleId: of.roleId, permissions: of.permissions });

describe('mayManage', () => {
  it('lets a csr manage a crew user but not the admin, whose permissions exceed its own', () => {
    expect(mayManage(csr, crew)).toBe(true);
    expect(mayManage(csr, crew, change(crew))).toBe(true);
    expect(manageRefusal(csr, admin)).toEqual({});
    expect(manageRefusal(csr, admin, change(admin))).toEqual({});
  });

  it('refuses an account of type admin even when its role holds no more than the actor', () => {
    expect(mayManage(csr, account('admin-2', 'admin', csr.permissions))).toBe(false);
    expect(mayManage(admin, account('admin-2', 'admin'))).toBe(true);
  });

  it('refuses a role holding permissions the actor lacks', () => {
    const narrow = account('csr-2', 'csr', ['user_add', 'user_list', ...crew.permissions]);
    expect(manageRefusal(narrow, crew, change(account('x', 'csr')))).toEqual({ field: 'role', message: CANNOT_GRANT });
    expect(mayManage(narrow, csr)).toBe(false);
  });

  it('lets only an admin create or promote an admin, by type or by a role that edits roles', () => {
    expect(manageRefusal(csr, null, change(admin))).toEqual({ field: 'role', message: CANNOT_GRANT });
    expect(manageRefusal(csr, null, { ...change(csr), type: 'admin' })).toEqual({ field: 'type', message: ONLY_ADMIN_MAKES_ADMIN });
    expect(manageRefusal(csr, account('csr-2', 'csr'), { ...change(csr), type: 'admin' })).toEqual({
      field: 'type',
      message: ONLY_ADMIN_MAKES_ADMIN,
    });
    const roleEditor = { type: 'csr' as const, roleId: 'editor', permissions: ['user_role_list'] };
    const strongCsr = account('csr-3', 'csr', [...csr.permissions, 'user_role_list']);
    expect(manageRefusal(strongCsr, null, roleEditor)).toEqual({ field: 'role', message: ONLY_ADMIN_MAKES_ADMIN });
    expect(mayManage(admin, null, change(admin))).toBe(true);
    expect(mayManage(admin, csr, { ...change(csr), type: 'admin' })).toBe(true);
  });

  it('lets anyone act on their own account but never change their own role or type', () => {
    expect(mayManage(crew, crew)).toBe(true);
    expect(mayManage(csr, csr, change(csr))).toBe(true);
    expect(manageRefusal(csr, csr, { ...change(csr), roleId: 'other' })).toEqual({ field: 'role', message: OWN_ROLE_LOCKED });
    expect(manageRefusal(admin, admin, { ...change(admin), type: 'csr' })).toEqual({ field: 'type', message: OWN_ROLE_LOCKED });
  });

  it('never lets a non-admin touch another user of a stronger type through any path', () => {
    expect(mayManage(crew, csr)).toBe(false);
    expect(mayManage(account('cust', 'customer'), crew)).toBe(false);
  });
});
