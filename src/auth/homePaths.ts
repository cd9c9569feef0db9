// Where a user signs in and where a signed-in user lands: light enough for main.tsx and the sign-in page, which must
// not load the screen table (routeAccess.ts), so its paths come from common/screenPaths.ts.
import { SCREEN_PATH } from '../../common/screenPaths';
import type { StoredUser } from './session';

/** The first sign-in's walk-through of a new business. */
export const BUSINESS_SETUP_PATH = SCREEN_PATH.businessSetup;

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The two sign-in pages' own paths. */
export function isSignInPath(pathname: string): boolean {
  return ['/login', '/crew/login'].includes(trimmed(pathname));
}

/** The crew's pages: /crew and everything below it. */
export function isCrewPath(pathname: string): boolean {
  return /^\/crew(\/|$)/.test(trimmed(pathname));
}

/**
 * The pages that start on their own, without <Admin>, for the one kind of user each serves: the crew's day and map,
 * between which a crew goes all day (src/crewApp/), and the customer's dashboard and Refer & Earn (src/portalApp/).
 */
const OWN_STARTS = {
  crew: { userType: 'crew', paths: [SCREEN_PATH.crewDashboard, SCREEN_PATH.crewMap] },
  portal: { userType: 'customer', paths: [SCREEN_PATH.customerDashboard, SCREEN_PATH.referAndEarn] },
} as const satisfies Record<string, { userType: StoredUser['type']; paths: readonly string[] }>;

export type OwnStart = keyof typeof OWN_STARTS;

/** The start of its own a page opens in for this user, if any. */
export function ownStartOf(pathname: string, user: Pick<StoredUser, 'type'> | null | undefined): OwnStart | undefined {
  const path = trimmed(pathname);
  return (Object.keys(OWN_STARTS) as OwnStart[]).find(
    (start) => OWN_STARTS[start].userType === user?.type && (OWN_STARTS[start].paths as readonly string[]).includes(path),
  );
}

/** Every crew page leads to the crew's sign-in (a crew bookmark, a crew session ending), any other to the staff's. */
export function signInPathFor(pathname: string): string {
  return isCrewPath(pathname) ? '/crew/login' : '/login';
}

/** The crew's own landing paths, where a crew arrives after signing in anyway. */
const CREW_HOME_PATHS = ['/crew', '/crew/login', SCREEN_PATH.crewDashboard];

/** Where a signed-out visitor comes back to after signing in: the Assignment board's deep links and the crew's pages. */
export function returnsAfterSignIn(pathname: string): boolean {
  return pathname.startsWith(SCREEN_PATH.board) || (isCrewPath(pathname) && !CREW_HOME_PATHS.includes(trimmed(pathname)));
}

export function vendorPage(user: StoredUser): string {
  return `${SCREEN_PATH.vendors}/${user.vendor?._id ?? ''}/show`;
}

/** Where a user goes after signing in or when sent home. */
export function homeOf(user: StoredUser): string {
  switch (user.type) {
    case 'crew':
      return SCREEN_PATH.crewDashboard;
    case 'customer':
      return SCREEN_PATH.customerDashboard;
    case 'vendor':
      return vendorPage(user);
    default:
      return SCREEN_PATH.dashboard;
  }
}

/** The sign-in page opened on asking for a customer's sign-in link (a refused link's page sends there). */
export const SIGN_IN_LINK_PANE = 'sign-in-link';
export const SIGN_IN_LINK_PANE_URL = `/login?pane=${SIGN_IN_LINK_PANE}`;
