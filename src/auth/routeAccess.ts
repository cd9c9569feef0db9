// The route table's guards (spec section 2): where a path sends a user, as one pure function over common/screens.
import { isStaff } from '../../common/permissions';
import { admitsScreen, SCREEN, screenOf } from '../../common/screens';
import { homeOf, returnsAfterSignIn, signInPathFor, vendorPage } from './homePaths';
import type { StoredUser } from './session';

export type RouteDecision = { allow: true } | { allow: false; redirectTo: string; message?: string; rememberUrl?: boolean };

export const NOT_AUTHORIZED = 'app.auth.not_authorized';
const CUSTOMER_PATHS: readonly string[] = [SCREEN.customerDashboard, SCREEN.profile, SCREEN.changePassword, SCREEN.referAndEarn].map(
  ({ path }) => path,
);

/** A vendor may always open its own vendor page; a path the table does not name is for staff only. */
function admitsPath(user: StoredUser, pathname: string): boolean {
  if (user.type === 'vendor' && pathname.startsWith(vendorPage(user))) return true;
  const screen = screenOf(pathname);
  return screen ? admitsScreen(screen, user) : isStaff(user);
}

export function routeAccess(pathname: string, user: StoredUser | null): RouteDecision {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!user) return { allow: false, redirectTo: signInPathFor(path), rememberUrl: returnsAfterSignIn(path) };

  if (user.type === 'vendor') {
    const own = vendorPage(user);
    if (user.vendor?.status === 'pending_for_price' && !path.startsWith(own)) return { allow: false, redirectTo: own };
    if (path === '/' || path === SCREEN.dashboard.path) return { allow: false, redirectTo: own };
  }
  if (user.type === 'crew') {
    if (path === '/' || path === SCREEN.dashboard.path || path === '/crew') return { allow: false, redirectTo: SCREEN.crewDashboard.path };
    if (path === SCREEN.territoryMap.path) return { allow: false, redirectTo: SCREEN.crewMap.path };
  } else {
    if (path === SCREEN.crewDashboard.path || path === '/crew') return { allow: false, redirectTo: '/' };
    if (path === SCREEN.crewMap.path) return { allow: false, redirectTo: SCREEN.territoryMap.path };
  }
  if (user.type === 'customer' && !CUSTOMER_PATHS.includes(path)) {
    return { allow: false, redirectTo: SCREEN.customerDashboard.path };
  }
  if (path === '/') return { allow: false, redirectTo: homeOf(user) };

  if (admitsPath(user, path)) return { allow: true };
  return { allow: false, redirectTo: homeOf(user), message: NOT_AUTHORIZED };
}
