import { describe, expect, it } from 'vitest';
import { routeAccess } from '../../auth/routeAccess';
import type { StoredUser } from '../../auth/session';
import { menuEntriesFor } from '../../auth/menuAccess';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../common/permissions';
import { mayGrant, mayListUsers, userListKey } from '../../../common/userAccess';

const staff = (permissions: string[]): StoredUser => ({
  _id: 'u1',
  name: 'Casey',
  role: 'custom',
  type: 'csr',
  properties: [],
  vendor: null,
  crew: null,
  permissions,
});

describe('user lists and grants', () => {
  it('opens each type list with its key, the unfiltered list with all_user_list, and everything with user_list', () => {
    expect(userListKey('crew')).toBe('crew_user_list');
    expect(userListKey(null)).toBe('all_user_list');
    expect(userListKey('admin')).toBe('user_list');
    const crewOnly = staff(['crew_user_list']);
    expect(mayListUsers(crewOnly, 'crew')).toBe(true);
    expect(mayListUsers(crewOnly, 'csr')).toBe(false);
    expect(mayListUsers(crewOnly, null)).toBe(false);
    expect(mayListUsers(staff(['user_list']), 'admin')).toBe(true);
  });

  it('grants only permissions the granter holds', () => {
    expect(mayGrant(staff(DEFAULT_ROLE_PERMISSIONS.csr), DEFAULT_ROLE_PERMISSIONS.crew)).toBe(true);
    expect(mayGrant(staff(DEFAULT_ROLE_PERMISSIONS.csr), DEFAULT_ROLE_PERMISSIONS.admin)).toBe(false);
  });
});

describe('users, roles and time sheet screens in the browser', () => {
  it('shows each settings entry only with its key', () => {
    const labels = (user: StoredUser) => menuEntriesFor(user).map((entry) => entry.label);
    expect(labels(staff(['crew_user_list']))).toEqual(expect.arrayContaining(['app.users.menu.crew_users']));
    expect(labels(staff(['crew_user_list']))).not.toEqual(expect.arrayContaining(['app.users.menu.csr_users']));
    expect(labels(staff(DEFAULT_ROLE_PERMISSIONS.csr))).not.toContain('app.users.menu.permissions');
    expect(labels(staff(DEFAULT_ROLE_PERMISSIONS.admin))).toEqual(
      expect.arrayContaining(['app.users.menu.all_users', 'app.time_sheets.title', 'app.users.menu.permissions']),
    );
  });

  it('guards the roles, user form and time sheet routes by their keys', () => {
    const csr = staff(DEFAULT_ROLE_PERMISSIONS.csr);
    expect(routeAccess('/users/roles', csr)).toMatchObject({ allow: false, message: 'app.auth.not_authorized' });
    expect(routeAccess('/users/roles/abc', staff(['user_role_list']))).toEqual({ allow: true });
    expect(routeAccess('/users', staff([]))).toEqual({ allow: true });
    expect(routeAccess('/users/create', staff([]))).toMatchObject({ allow: false });
    expect(routeAccess('/users/create', csr)).toEqual({ allow: true });
    expect(routeAccess('/time-sheet', csr)).toEqual({ allow: true });
    expect(routeAccess('/time-sheet', staff([]))).toMatchObject({ allow: false });
  });
});
