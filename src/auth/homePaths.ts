// Where a user signs in and where a signed-in user lands: light enough for main.tsx and the sign-in page, which must
// not load the screen table (routeAccess.ts).
import type { StoredUser } from './session';

const CREW_SIGN_IN_PATHS = ['/crew', '/crew/login', '/crew/dashboard'];

/** The two sign-in pages' own paths. */
export function isSignInPath(pathname: string): boolean {
  return ['/login', '/crew/login'].includes(pathname.replace(/\/+$/, ''));
}

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
