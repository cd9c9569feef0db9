import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type UserType } from '../../../common/permissions';
import { routeAccess } from '../../auth/routeAccess';
import type { StoredUser } from '../../auth/session';
import { goToTargets, matchTargets } from './goToTargets';

const user = (type: UserType, permissions: readonly string[] = DEFAULT_ROLE_PERMISSIONS[type]) =>
  ({
    _id: 'u1',
    type,
    name: 'U',
    role: type,
    permissions,
    vendor: type === 'vendor' ? { _id: 'v1', status: 'active' } : null,
    crew: null,
    properties: [],
  }) as unknown as StoredUser;

describe('goToTargets', () => {
  it('offers each menu entry with its groups, each report and the profile pages', () => {
    const targets = goToTargets(user('admin'));
    expect(targets.find((target) => target.to === '/markets')).toEqual({
      to: '/markets',
      label: 'app.menu.markets',
      context: ['app.menu.groups.settings', 'app.menu.groups.customers'],
    });
    expect(targets.find((target) => target.to === '/reports/revenue')).toEqual({
      to: '/reports/revenue',
      label: 'app.reports.names.revenue',
      context: ['app.page.reports'],
    });
    expect(targets.map((target) => target.to)).toEqual(
      expect.arrayContaining(['/dashboard', '/profile', '/change-password', '/reports/customers']),
    );
    expect(new Set(targets.map((target) => target.to)).size).toBe(targets.length);
  });

  it('offers only what the route guard opens to the user', () => {
    for (const type of ['admin', 'csr', 'vendor', 'crew', 'customer'] as const) {
      const subject = user(type);
      for (const { to } of goToTargets(subject)) expect(routeAccess(to.split('?')[0], subject), `${type} → ${to}`).toEqual({ allow: true });
    }
    const narrow = goToTargets(user('csr', ['customer_list'])).map((target) => target.to);
    expect(narrow).toContain('/customers');
    expect(narrow).not.toContain('/markets');
    expect(narrow.some((to) => to.startsWith('/reports'))).toBe(false);
    expect(
      goToTargets(user('vendor'))
        .filter((target) => target.to.startsWith('/reports/'))
        .map((target) => target.to),
    ).toEqual(['/reports/visits', '/reports/vendor-commissions']);
    expect(goToTargets(null)).toEqual([]);
  });
});

describe('matchTargets', () => {
  const targets = [
    { name: 'Markets', where: 'Settings › Customer setup' },
    { name: 'Locked Customers', where: 'Settings › Customer setup' },
    { name: 'Configuración del sistema', where: 'Configuración › Sistema' },
  ];

  it('finds every word in any case and accent, names before places', () => {
    expect(matchTargets(targets, 'CUSTOMER').map((target) => target.name)).toEqual(['Locked Customers', 'Markets']);
    expect(matchTargets(targets, 'configuracion sis').map((target) => target.name)).toEqual(['Configuración del sistema']);
    expect(matchTargets(targets, '  ')).toEqual(targets);
    expect(matchTargets(targets, 'nothing here')).toEqual([]);
  });
});
