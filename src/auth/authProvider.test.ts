import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type UserType } from '../../common/permissions';
import { SCREEN } from '../../common/screens';
import { menuEntriesFor } from './menuAccess';
import { canAccessResource } from './authProvider';
import { fullNavigation, landingPath } from './signIn';
import type { StoredUser } from './session';

const user = (type: UserType, extra: Partial<StoredUser> = {}): StoredUser => ({
  _id: 'u1',
  name: 'U',
  role: type,
  type,
  properties: [],
  vendor: null,
  crew: null,
  permissions: DEFAULT_ROLE_PERMISSIONS[type],
  ...extra,
});

describe('landingPath', () => {
  it('sends each kind of user to its landing page', () => {
    expect(landingPath(user('admin'), null)).toBe('/dashboard');
    expect(landingPath(user('admin', { setupPending: true }), '/worklogs')).toBe(SCREEN.businessSetup.path);
    expect(landingPath(user('csr', { setupPending: true }), null)).toBe('/dashboard');
    expect(landingPath(user('csr'), '/worklogs/c1/2026-11-20/skipped')).toBe('/worklogs/c1/2026-11-20/skipped');
    expect(landingPath(user('csr'), '/markets')).toBe('/dashboard');
    expect(landingPath(user('crew'), '/worklogs')).toBe('/crew/dashboard');
    // A crew bookmark opened signed out is where the crew goes back to; staff never land on a crew page.
    expect(landingPath(user('crew'), '/crew/map-crew?stop=3')).toBe('/crew/map-crew?stop=3');
    expect(landingPath(user('csr'), '/crew/map-crew')).toBe('/dashboard');
    expect(landingPath(user('customer', { properties: ['p1'] }), '/crew/map-crew')).toBe('/customers/dashboard');
    expect(landingPath(user('customer', { properties: ['p1'] }), null)).toBe('/customers/dashboard');
    expect(landingPath(user('vendor', { vendor: { _id: 'v9', status: 'pending_for_price' } }), null)).toBe('/vendors/v9/show');
  });

  it('refuses a customer with no properties', () => {
    expect(landingPath(user('customer'), null)).toBeUndefined();
  });
});

describe('canAccessResource and the menu', () => {
  it('follows the screen table', () => {
    const list = { action: 'list', resource: 'markets' };
    expect(canAccessResource(user('csr'), list)).toBe(true);
    expect(canAccessResource(user('crew'), list)).toBe(false);
    expect(canAccessResource(user('csr', { permissions: [] }), list)).toBe(false);
    expect(canAccessResource(null, list)).toBe(false);
  });

  it('answers per action: a users tab reader may list but not create or edit', () => {
    const reader = user('csr', { permissions: ['crew_user_list'] });
    expect(canAccessResource(reader, { action: 'list', resource: 'users' })).toBe(true);
    expect(canAccessResource(reader, { action: 'create', resource: 'users' })).toBe(false);
    expect(canAccessResource(reader, { action: 'edit', resource: 'users', record: { id: 'u2' } })).toBe(false);
    expect(canAccessResource(user('csr', { permissions: ['user_add'] }), { action: 'edit', resource: 'users', record: { id: 'u2' } })).toBe(
      true,
    );
    expect(canAccessResource(user('csr', { permissions: ['sign_up_process'] }), { action: 'list', resource: 'customer-signup' })).toBe(
      true,
    );
    // Named after its API path, shown at the spec's: its screen's key decides every action.
    const announcer = user('csr', { permissions: ['crew_announcement_list'] });
    expect(canAccessResource(announcer, { action: 'delete', resource: 'vendors/crew-announcements', record: { id: 'a1' } })).toBe(true);
    expect(
      canAccessResource(user('csr', { permissions: ['vendor_list'] }), {
        action: 'edit',
        resource: 'vendors/crew-announcements',
        record: { id: 'a1' },
      }),
    ).toBe(false);
  });

  it('lets a vendor read and edit its own vendor record only', () => {
    const vendor = user('vendor', { vendor: { _id: 'v1', status: 'active' } });
    expect(canAccessResource(vendor, { action: 'show', resource: 'vendors', record: { id: 'v1' } })).toBe(true);
    expect(canAccessResource(vendor, { action: 'show', resource: 'vendors', record: { id: 'v2' } })).toBe(false);
    expect(canAccessResource(vendor, { action: 'list', resource: 'vendors' })).toBe(false);
  });

  it('lists only the entries the user may open', () => {
    const labels = (u: StoredUser) => menuEntriesFor(u).map((entry) => entry.to);
    expect(labels(user('admin'))).toContain('/markets');
    expect(labels(user('csr', { permissions: ['customer_list'] }))).toEqual([
      '/dashboard',
      '/customers',
      '/inbox',
      '/system-settings/customer-contact-us',
    ]);
    // The Assignment board needs assignment_list; the Work Calendar is the admin's only.
    expect(labels(user('csr', { permissions: ['assignment_list'] }))).toContain('/worklogs');
    expect(labels(user('csr', { permissions: ['assignment_list'] }))).not.toContain('/workcal');
    expect(labels(user('admin'))).toEqual(expect.arrayContaining(['/worklogs', '/workcal']));
    expect(labels(user('crew'))).toEqual(['/crew/dashboard', '/crew/map-crew']);
    // A customer's menu is never blank: its properties and Refer & Earn.
    expect(labels(user('customer'))).toEqual(['/customers/dashboard', '/refer-and-earn']);
    expect(labels(user('vendor', { permissions: ['vendor_list'], vendor: { _id: 'v1', status: 'pending_for_price' } }))).toEqual([]);
    // An active vendor reads its own page, its own statement and its own reports.
    expect(labels(user('vendor', { permissions: ['user_password_update'], vendor: { _id: 'v1', status: 'active' } }))).toEqual([
      '/vendors/v1/show',
      '/my-statement',
      '/reports',
    ]);
    expect(labels(user('csr', { permissions: ['payment_list'] }))).toEqual(
      expect.arrayContaining(['/payments', '/reports/charge-later-customers']),
    );
    // Vendor statements also need the vendor list to pick the vendor from.
    expect(labels(user('csr', { permissions: ['payment_list'] }))).not.toContain('/vendor-statement');
    expect(labels(user('csr', { permissions: ['payment_list', 'vendor_list'] }))).toContain('/vendor-statement');
  });
});

describe('checkError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    localStorage.clear();
  });

  it('signs out on a 401 with the reason, and loads the sign-in page afresh, coming back to a crew page after', async () => {
    const { authProvider } = await import('./authProvider');
    const { session } = await import('./session');
    const load = vi.spyOn(fullNavigation, 'at').mockImplementation(() => undefined);
    session.save({ ...user('csr'), token: 't' });
    window.history.replaceState(null, '', '/markets');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login', message: false });
    expect(session.token()).toBeNull();
    expect(session.signOutReason()).toBe('app.auth.logged_out');
    expect(load).toHaveBeenCalledWith('/login');
    expect(session.redirectUrl()).toBeNull();

    session.save({ ...user('crew'), token: 't' });
    window.history.replaceState(null, '', '/crew/map-crew?stop=2');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/crew/login' });
    expect(load).toHaveBeenLastCalledWith('/crew/login');
    expect(session.redirectUrl()).toBe('/crew/map-crew?stop=2');
  });

  it('sends a signed-out visit to a crew page to the crew sign-in, remembering it', async () => {
    const { authProvider } = await import('./authProvider');
    const { session } = await import('./session');
    window.history.replaceState(null, '', '/crew/map-crew');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/crew/login' });
    expect(session.redirectUrl()).toBe('/crew/map-crew');
  });

  it('does not reload on other errors', async () => {
    const { authProvider } = await import('./authProvider');
    const { session } = await import('./session');
    const load = vi.spyOn(fullNavigation, 'at').mockImplementation(() => undefined);
    session.save({ ...user('csr'), token: 't' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 0 })).rejects.toMatchObject({ message: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a crew signed in when the network fails (its changes wait in the offline queue), and signs staff out', async () => {
    const { authProvider } = await import('./authProvider');
    const { session } = await import('./session');
    vi.spyOn(fullNavigation, 'at').mockImplementation(() => undefined);
    session.save({ ...user('crew'), token: 't' });
    await expect(authProvider.checkError({ status: 0 })).resolves.toBeUndefined();
    expect(session.token()).toBe('t');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    session.save({ ...user('csr'), token: 't' });
    await expect(authProvider.checkError({ status: 0 })).rejects.toMatchObject({ message: false });
    expect(session.token()).toBeNull();
  });
  it('tells nothing of the 401s the page’s last calls get once the user has signed out on purpose', async () => {
    const { authProvider } = await import('./authProvider');
    const { session } = await import('./session');
    const load = vi.spyOn(fullNavigation, 'at').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/crew/dashboard');
    await expect(authProvider.logout({})).resolves.toBe('/crew/login');
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ logoutUser: false, message: false });
    expect(session.signOutReason()).toBeNull();
    expect(load).not.toHaveBeenCalled();
    // The next session's 401s are told again.
    session.save({ ...user('crew'), token: 't' });
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/crew/login' });
    expect(session.signOutReason()).toBe('app.auth.logged_out');
  });
});
