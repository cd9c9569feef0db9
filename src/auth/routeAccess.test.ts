import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type UserType } from '../../common/permissions';
import { screenWordsFor } from './menuAccess';
import { routeAccess } from './routeAccess';
import type { StoredUser } from './session';

const user = (type: UserType, extra: Partial<StoredUser> = {}): StoredUser => ({
  _id: `${type}-1`,
  name: type,
  role: type,
  type,
  properties: type === 'customer' ? ['p1'] : [],
  vendor: type === 'vendor' ? { _id: 'v1', status: 'active' } : null,
  crew: null,
  permissions: DEFAULT_ROLE_PERMISSIONS[type],
  ...extra,
});

const admin = user('admin');
const csr = user('csr');
const crew = user('crew');
const vendor = user('vendor');
const pendingVendor = user('vendor', { vendor: { _id: 'v1', status: 'pending_for_price' } });
const customer = user('customer');
const NOT_AUTHORIZED = { allow: false, redirectTo: '/dashboard', message: 'app.auth.not_authorized' };

describe('routeAccess', () => {
  it.each([
    ['/markets', null, { allow: false, redirectTo: '/login', rememberUrl: false }],
    ['/crew', null, { allow: false, redirectTo: '/crew/login', rememberUrl: false }],
    ['/crew/dashboard', null, { allow: false, redirectTo: '/crew/login', rememberUrl: false }],
    // Any crew bookmark leads to the crew's sign-in, and back to it afterwards.
    ['/crew/map-crew', null, { allow: false, redirectTo: '/crew/login', rememberUrl: true }],
    ['/crew/anything/below', null, { allow: false, redirectTo: '/crew/login', rememberUrl: true }],
    ['/crewmap', null, { allow: false, redirectTo: '/login', rememberUrl: false }],
    ['/worklogs/c1/2026-11-20/skipped', null, { allow: false, redirectTo: '/login', rememberUrl: true }],
    ['/', admin, { allow: false, redirectTo: '/dashboard' }],
    ['/dashboard', admin, { allow: true }],
    ['/markets', csr, { allow: true }],
    ['/crew/dashboard', admin, { allow: false, redirectTo: '/' }],
    ['/crew/map-crew', csr, { allow: false, redirectTo: '/map-crew' }],
    ['/dashboard', crew, { allow: false, redirectTo: '/crew/dashboard' }],
    ['/', crew, { allow: false, redirectTo: '/crew/dashboard' }],
    ['/map-crew', crew, { allow: false, redirectTo: '/crew/map-crew' }],
    ['/crew/dashboard', crew, { allow: true }],
    ['/crew/map-crew', crew, { allow: true }],
    ['/markets', crew, { allow: false, redirectTo: '/crew/dashboard', message: 'app.auth.not_authorized' }],
    ['/dashboard', vendor, { allow: false, redirectTo: '/vendors/v1/show' }],
    ['/vendors/v1/show', vendor, { allow: true }],
    ['/markets', pendingVendor, { allow: false, redirectTo: '/vendors/v1/show' }],
    ['/vendors/v1/show', pendingVendor, { allow: true }],
    ['/markets', customer, { allow: false, redirectTo: '/customers/dashboard' }],
    ['/customers/dashboard', customer, { allow: true }],
    ['/customers/dashboard', admin, { allow: false, redirectTo: '/dashboard', message: 'app.auth.not_authorized' }],
    ['/worklogs', csr, { allow: true }],
  ] as const)('%s for %s', (path, who, expected) => {
    expect(routeAccess(path, who)).toEqual(expected);
  });

  it('guards the crew announcement screens and the map group by their own modules', () => {
    const settingsOnlyCsr = user('csr', { permissions: ['setting_menu'] });
    expect(routeAccess('/system-settings/crew-announcement/create', csr)).toEqual({ allow: true });
    expect(routeAccess('/system-settings/crew-announcement/a1', settingsOnlyCsr)).toEqual(NOT_AUTHORIZED);
    // The status map reads crew progress, which needs map_crew like the territory map.
    expect(routeAccess('/crew-status-map', settingsOnlyCsr)).toEqual(NOT_AUTHORIZED);
    expect(routeAccess('/crew-status-map', user('csr', { permissions: ['map_crew'] }))).toEqual({ allow: true });
    expect(routeAccess('/bnb-map', csr)).toEqual({ allow: true });
    expect(routeAccess('/bnb-map', settingsOnlyCsr)).toEqual(NOT_AUTHORIZED);
    expect(routeAccess('/crew-status-map', vendor)).toEqual({
      allow: false,
      redirectTo: '/vendors/v1/show',
      message: 'app.auth.not_authorized',
    });
  });

  it('sends a staff member without the module permission home with the message', () => {
    const limitedCsr = user('csr', { permissions: DEFAULT_ROLE_PERMISSIONS.csr.filter((key) => key !== 'market_list') });
    expect(routeAccess('/markets/create', limitedCsr)).toEqual(NOT_AUTHORIZED);
    expect(routeAccess('/new-customer', user('csr', { permissions: [] }))).toEqual(NOT_AUTHORIZED);
    expect(routeAccess('/new-customer/abc', user('csr', { permissions: ['customer_add'] }))).toEqual(NOT_AUTHORIZED);
    expect(routeAccess('/locked-customers', user('csr', { permissions: ['customer_list'] }))).toEqual(NOT_AUTHORIZED);
    expect(routeAccess('/locked-customers', user('csr', { permissions: ['locked_customer'] }))).toEqual({ allow: true });
    expect(routeAccess('/system-settings/signup-process', user('csr', { permissions: ['sign_up_process'] }))).toEqual({ allow: true });
  });
});

describe('screenWordsFor', () => {
  it('titles the two screens the spec names its own way for an admin in the admin sidebar’s words, and leaves the rest', () => {
    expect(screenWordsFor(admin, 'app.page.customers')).toBe('app.menu.admin_customers');
    expect(screenWordsFor(admin, 'app.page.add_customer')).toBe('app.menu.admin_add_customer');
    expect(screenWordsFor(csr, 'app.page.customers')).toBe('app.page.customers');
    expect(screenWordsFor(admin, 'app.page.dashboard')).toBe('app.page.dashboard');
    expect(screenWordsFor(null, 'app.page.customers')).toBe('app.page.customers');
  });
});
