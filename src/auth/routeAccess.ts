// The route table's guards (spec section 2): where a path sends a user, as one pure function.
import { hasPermission, isStaff, type PermissionKey } from '../../common/permissions';
import type { StoredUser } from './session';

export type RouteDecision = { allow: true } | { allow: false; redirectTo: string; message?: string; rememberUrl?: boolean };

type Module = PermissionKey | '' | 'staff' | 'admin' | 'customer' | 'crew';

/** First match wins; `''` means open to anyone signed in. */
const ROUTE_MODULES: [RegExp, Module][] = [
  [/^\/(dashboard)?$/, ''],
  [/^\/new-customer\/[^/]+$/, 'customer_add_from_signup'],
  [/^\/new-customer$/, 'customer_add'],
  [/^\/system-settings\/signup-process$/, 'sign_up_process'],
  [/^\/system-settings\/crew-announcement(\/|$)/, 'crew_announcement_list'],
  [/^\/system-settings\/customer-contact-us$/, 'staff'],
  [/^\/system-settings/, 'setting_menu'],
  [/^\/locked-customers$/, 'locked_customer'],
  [/^\/customers\/dashboard$/, 'customer'],
  [/^\/customers/, 'customer_list'],
  [/^\/vendors/, 'vendor_list'],
  [/^\/crew-team/, 'crew_user_list'],
  [/^\/newsletter/, 'staff'],
  [/^\/worklogs/, 'staff'],
  [/^\/assignments\//, 'staff'],
  [/^\/reports/, 'report_list'],
  [/^\/(crew\/)?map-crew$/, 'map_crew'],
  [/^\/crew-status-map$/, 'staff'],
  [/^\/bnb-map$/, 'bnb_map'],
  [/^\/crew\/dashboard$/, 'crew'],
  [/^\/markets/, 'market_list'],
  [/^\/phrases/, 'phrase_list'],
  [/^\/discounts/, 'discount_list'],
  [/^\/email-templates/, 'email_template_list'],
  [/^\/office-announcements/, 'office_announcement_list'],
  [/^\/properties/, 'customer_list'],
  [/^\/profile$/, ''],
  [/^\/refer-and-earn$/, 'customer'],
  [/^\/change-password$/, 'user_password_update'],
  [/^\/outbox/, 'outbox_list'],
  [/^\/users\/roles/, 'user_role_list'],
  // The users list opens per type (csr_user_list, ...): its tabs show what the user may see.
  [/^\/users$/, 'staff'],
  [/^\/users\//, 'user_add'],
  [/^\/time-sheet$/, 'user_time_sheet'],
];

export const NOT_AUTHORIZED = 'app.auth.not_authorized';
const CREW_SIGN_IN_PATHS = ['/crew', '/crew/login', '/crew/dashboard'];
const CUSTOMER_PATHS = ['/customers/dashboard', '/profile', '/change-password', '/refer-and-earn'];

export function signInPathFor(pathname: string): string {
  return CREW_SIGN_IN_PATHS.includes(pathname) ? '/crew/login' : '/login';
}

export function vendorPage(user: StoredUser): string {
  return `/vendors/${user.vendor?._id ?? ''}/show`;
}

/** Where a user goes after signing in or when sent home. */
export function homeOf(user: StoredUser): string {
  switch (user.type) {
    case 'crew':
      return '/crew/dashboard';
    case 'customer':
      return '/customers/dashboard';
    case 'vendor':
      return vendorPage(user);
    default:
      return '/dashboard';
  }
}

function moduleOf(pathname: string): Module | undefined {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
}

function admits(user: StoredUser, module: Module | undefined, pathname: string): boolean {
  if (module === undefined) return isStaff(user);
  if (module === 'staff') return isStaff(user);
  if (module === 'admin') return user.type === 'admin';
  if (module === 'customer' || module === 'crew') return user.type === module;
  // A vendor may always open its own vendor page.
  if (user.type === 'vendor' && pathname.startsWith(vendorPage(user))) return true;
  if (module === '' && (user.type === 'customer' || user.type === 'crew')) return pathname === '/profile';
  if (module === 'user_password_update') return hasPermission(user, module);
  return hasPermission(user, module);
}

export function routeAccess(pathname: string, user: StoredUser | null): RouteDecision {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!user) return { allow: false, redirectTo: signInPathFor(path), rememberUrl: path.startsWith('/worklogs') };

  if (user.type === 'vendor') {
    const own = vendorPage(user);
    if (user.vendor?.status === 'pending_for_price' && !path.startsWith(own)) return { allow: false, redirectTo: own };
    if (path === '/' || path === '/dashboard') return { allow: false, redirectTo: own };
  }
  if (user.type === 'crew') {
    if (path === '/' || path === '/dashboard' || path === '/crew') return { allow: false, redirectTo: '/crew/dashboard' };
    if (path === '/map-crew') return { allow: false, redirectTo: '/crew/map-crew' };
  } else {
    if (path === '/crew/dashboard' || path === '/crew') return { allow: false, redirectTo: '/' };
    if (path === '/crew/map-crew') return { allow: false, redirectTo: '/map-crew' };
  }
  if (user.type === 'customer' && !CUSTOMER_PATHS.includes(path)) {
    return { allow: false, redirectTo: '/customers/dashboard' };
  }
  if (path === '/') return { allow: false, redirectTo: homeOf(user) };

  if (admits(user, moduleOf(path), path)) return { allow: true };
  return { allow: false, redirectTo: homeOf(user), message: NOT_AUTHORIZED };
}

/** Resource name → the permission its screens and API need. */
export const RESOURCE_PERMISSIONS: Record<string, PermissionKey> = {
  markets: 'market_list',
  properties: 'customer_list',
  customers: 'customer_list',
  'customer-signup': 'sign_up_process',
  'locked-customers': 'locked_customer',
  vendors: 'vendor_list',
  'users/roles': 'user_role_list',
  'time-sheets/entries': 'user_time_sheet',
  phrases: 'phrase_list',
  discounts: 'discount_list',
  'email-templates': 'email_template_list',
  'office-announcements': 'office_announcement_list',
  'system-settings/crew-announcement': 'crew_announcement_list',
  outbox: 'outbox_list',
};
