// Where a user signs in and where a signed-in user lands: light enough for main.tsx and the sign-in page, which must
// not load the screen table (routeAccess.ts).
import type { StoredUser } from './session';

/** The first sign-in's walk-through of a new business (SCREEN.businessSetup: the screen table is not loaded here). */
export const BUSINESS_SETUP_PATH = '/business-setup';

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The two sign-in pages' own paths. */
export function isSignInPath(pathname: string): boolean {
  return ['/login', '/crew/login'].includes(trimmed(pathname));
}

/** The crew's pages: /crew and everything below it. */
export function isCrewPath(pathname: string): boolean {
  return /^\/crew(\/|$)/.test(trimmed(pathname));
}

/** Every crew page leads to the crew's sign-in (a crew bookmark, a crew session ending), any other to the staff's. */
export function signInPathFor(pathname: string): string {
  return isCrewPath(pathname) ? '/crew/login' : '/login';
}

/** The crew's own landing paths, where a crew arrives after signing in anyway. */
const CREW_HOME_PATHS = ['/crew', '/crew/login', '/crew/dashboard'];

/** Where a signed-out visitor comes back to after signing in: the Assignment board's deep links and the crew's pages. */
export function returnsAfterSignIn(pathname: string): boolean {
  return pathname.startsWith('/worklogs') || (isCrewPath(pathname) && !CREW_HOME_PATHS.includes(trimmed(pathname)));
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

/** The sign-in page opened on asking for a customer's sign-in link (a refused link's page sends there). */
export const SIGN_IN_LINK_PANE = 'sign-in-link';
export const SIGN_IN_LINK_PANE_URL = `/login?pane=${SIGN_IN_LINK_PANE}`;
