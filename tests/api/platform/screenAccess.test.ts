// The screen table, the browser's menu and route guard, and the server's route rules agree for every role:
// no menu entry the guard refuses, no screen the guard opens whose calls the API refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admits } from '../../../common/access';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_KEYS, type PermissionKey, type UserType } from '../../../common/permissions';
import { OWN_VENDOR_PAGE, SCREENS, type Screen, screenOf } from '../../../common/screens';
import { MENU } from '../../../src/screens';
import { menuEntriesFor } from '../../../src/auth/menuAccess';
import { routeAccess } from '../../../src/auth/routeAccess';
import type { StoredUser } from '../../../src/auth/session';
import { createTestApp, type TestApp } from '../helpers';

const API_PREFIX = '/api/v1';

function subject(type: UserType, permissions: readonly string[]): StoredUser {
  return {
    _id: `${type}-1`,
    name: type,
    role: 'custom',
    type,
    properties: type === 'customer' ? ['p1'] : [],
    vendor: type === 'vendor' ? { _id: 'v1', status: 'active' } : null,
    crew: null,
    permissions: [...permissions],
  };
}

/** The default role of each type, then staff and vendors holding a single key each: where drift shows first. */
const ROLES: [string, StoredUser][] = [
  ...(['admin', 'csr', 'vendor', 'crew', 'customer'] as const).map((type): [string, StoredUser] => [
    `default ${type}`,
    subject(type, DEFAULT_ROLE_PERMISSIONS[type]),
  ]),
  ...PERMISSION_KEYS.flatMap((key: PermissionKey): [string, StoredUser][] => [
    [`csr with only ${key}`, subject('csr', [key])],
    [`vendor with only ${key}`, subject('vendor', [key])],
  ]),
];

/** A browser path that opens the screen, with each `:param` filled in (a page below it for a prefix). */
const samplePath = (screen: Screen) => `${screen.path.replace(/:\w+/g, 'x1')}${screen.prefix ? '/x1' : ''}`;

describe('screens, menu, route guard and API agree', () => {
  let t: TestApp;
  let ruleOf: Map<string, (typeof t.app.registeredRoutes)[number]['access']>;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    await t.app.ready();
    ruleOf = new Map(t.app.registeredRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
  });
  afterAll(() => t.close());

  it('names only calls the server registers', () => {
    const unknown = SCREENS.flatMap((screen) => screen.api)
      .map((call) => call.replace(' ', ` ${API_PREFIX}`))
      .filter((call) => !ruleOf.has(call));
    expect(unknown).toEqual([]);
  });

  it('reaches every screen: none is hidden behind an earlier, wider one', () => {
    const shadowed = SCREENS.filter((screen) => screenOf(samplePath(screen)) !== screen);
    expect(shadowed.map((screen) => screen.path)).toEqual([]);
  });

  it('leads every menu entry to a screen of the table', () => {
    const orphans = MENU.filter((entry) => entry.to !== OWN_VENDOR_PAGE && !screenOf(entry.to.split('?')[0]));
    expect(orphans.map((entry) => entry.to)).toEqual([]);
  });

  it.each(ROLES)('%s: the menu offers only what the guard opens, and the guard opens only what the API serves', (_name, user) => {
    const disagreements: string[] = [];
    for (const entry of menuEntriesFor(user)) {
      if (!routeAccess(entry.to.split('?')[0], user).allow) disagreements.push(`menu shows ${entry.to}, the guard refuses it`);
    }
    for (const screen of SCREENS) {
      const path = samplePath(screen);
      if (!routeAccess(path, user).allow) continue;
      for (const call of screen.api) {
        const rule = ruleOf.get(call.replace(' ', ` ${API_PREFIX}`));
        if (rule && !admits(rule, user)) disagreements.push(`${path} opens, but the API refuses ${call}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
