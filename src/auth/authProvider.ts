// react-admin's authProvider on the LawnDesk sign-in API, with the route guards of spec section 2.
import type { AuthProvider } from 'react-admin';
import type { LoginInput } from '../../common/schemas/auth';
import { RESOURCE_SCREENS } from '../screens';
import { returnsAfterSignIn, signInPathFor } from './homePaths';
import { routeAccess } from './routeAccess';
import { CREW_DAY_CACHE } from '../ui/offline/cacheNames';
import { session, type StoredUser } from './session';
import { fullNavigation, LOGGED_OUT, revokeOnServer, SERVER_NOT_CONNECTED, signIn } from './signIn';

/** The page react-admin would open for an action on a resource. */
function pathOf(action: string, resource: string, id: string): string {
  const alias = RESOURCE_SCREENS[resource];
  if (alias) return alias;
  if (action === 'list' || action === 'export') return `/${resource}`;
  if (action === 'create' || action === 'clone') return `/${resource}/create`;
  return action === 'show' ? `/${resource}/${id}/show` : `/${resource}/${id}`;
}

/** react-admin's canAccess answered by the route guard, so a button never offers what the page would refuse. */
export function canAccessResource(
  user: StoredUser | null,
  { action, resource, record }: { action: string; resource: string; record?: { id?: unknown } },
): boolean {
  if (!user) return false;
  const id = record?.id === undefined ? ':id' : String(record.id);
  // A vendor's own page reads and edits its vendor record; the server checks which vendor it is.
  if (user.type === 'vendor' && resource === 'vendors' && action !== 'list') return id === ':id' || id === user.vendor?._id;
  return routeAccess(pathOf(action, resource, id), user).allow;
}

/**
 * Set once the user signs out on purpose. The page's queries may run once more before the sign-in page replaces it, and
 * their 401s then have nothing to tell: the sign-in page must not say the session ended on its own.
 */
let signedOut = false;

export const authProvider: AuthProvider = {
  async login(credentials: Omit<LoginInput, 'loginRole'>) {
    return { redirectTo: await signIn(credentials) };
  },
  async logout() {
    const crew = session.user()?.type === 'crew' || signInPathFor(window.location.pathname) === '/crew/login';
    signedOut = true;
    await revokeOnServer();
    session.clear();
    // The crew's cached day is this crew's: the next person on the phone does not read it.
    if (crew && typeof caches !== 'undefined') await caches.delete(CREW_DAY_CACHE).catch(() => false);
    return crew ? '/crew/login' : '/login';
  },
  async checkAuth() {
    if (session.token()) return;
    const { pathname, search } = window.location;
    if (returnsAfterSignIn(pathname)) session.setRedirectUrl(pathname + search);
    throw { redirectTo: signInPathFor(pathname), message: false };
  },
  async checkError(error: { status?: number }) {
    if (signedOut && !session.token() && (error?.status === 401 || error?.status === 0)) throw { logoutUser: false, message: false };
    // A crew works where the signal comes and goes: its changes wait in the offline queue, its session stays.
    if (error?.status === 0 && session.user()?.type === 'crew') return;
    if (error?.status === 401 || error?.status === 0) {
      const { pathname, search } = window.location;
      const signInPath = signInPathFor(pathname);
      session.clear();
      session.setSignOutReason(error.status === 0 ? SERVER_NOT_CONNECTED : LOGGED_OUT);
      if (error.status === 401) {
        if (returnsAfterSignIn(pathname)) session.setRedirectUrl(pathname + search);
        // A full page load, as the spec asks: no screen, cache or store of the ended session survives it. The sign-in
        // page then shows the reason (kept in sessionStorage across the load).
        void fullNavigation.at(signInPath);
      }
      throw { message: false, redirectTo: signInPath };
    }
  },
  async getIdentity() {
    const user = session.user();
    if (!user) throw new Error(LOGGED_OUT);
    return { id: user._id, fullName: user.name };
  },
  async getPermissions() {
    return session.user();
  },
  async canAccess(params) {
    return canAccessResource(session.user(), params);
  },
};
