// Signing in and out against the API, without react-admin: the sign-in page calls it before the app is loaded, and
// react-admin's authProvider calls it too (authProvider.ts).
import { createContext } from 'react';
import type { LoginInput } from '../../common/schemas/auth';
import { SCREEN_PATH } from '../../common/screenPaths';
import { accountMethods } from '../dataProvider/accountMethods';
import { BUSINESS_SETUP_PATH, homeOf, isCrewPath, returnsAfterSignIn } from './homePaths';
import { session, type StoredUser } from './session';

export const NO_PROPERTIES = 'app.auth.no_properties';
export const LOGGED_OUT = 'app.auth.logged_out';
export const SERVER_NOT_CONNECTED = 'app.auth.server_not_connected';

/** Where a freshly signed-in user lands; undefined means refuse the sign-in. */
export function landingPath(user: StoredUser, rememberedUrl: string | null): string | undefined {
  if (user.type === 'customer' && user.properties.length === 0) return undefined;
  const remembered = rememberedUrl && returnsAfterSignIn(rememberedUrl.split('?')[0]) ? rememberedUrl : undefined;
  if (user.type === 'admin' && user.setupPending) return BUSINESS_SETUP_PATH;
  if (user.type === 'admin' || user.type === 'csr') return remembered?.startsWith(SCREEN_PATH.board) ? remembered : SCREEN_PATH.dashboard;
  if (user.type === 'crew' && remembered && isCrewPath(remembered.split('?')[0])) return remembered;
  return homeOf(user);
}

export async function revokeOnServer() {
  const user = session.user();
  if (!session.token()) return;
  try {
    await accountMethods.logout({ id: user?._id, type: user?.type });
  } catch {
    // Signing out locally must work even when the server is unreachable or the token is already dead.
  }
}

/** Signs in with the login role the sign-in page stored and keeps the session; resolves to the user's landing path. */
export async function signIn({ id, password }: Omit<LoginInput, 'loginRole'>): Promise<string> {
  session.clearSignOutReason();
  const signedIn = await accountMethods.login({ id: id.trim(), password, loginRole: session.loginRole() });
  session.save(signedIn);
  const { token: _token, ...user } = signedIn;
  const redirectTo = landingPath(user, session.takeRedirectUrl());
  if (!redirectTo) {
    await revokeOnServer();
    session.clear();
    throw new Error(NO_PROPERTIES);
  }
  return redirectTo;
}

/**
 * Spends a customer's sign-in link (src/customer/signInLink) and keeps its session; resolves to the landing path. Whoever
 * was signed in in this browser is signed out first: the link is the customer's.
 */
export async function signInByLink(token: string): Promise<string> {
  await revokeOnServer();
  session.clear();
  const signedIn = await accountMethods.useSignInLink(token);
  session.save(signedIn);
  const { token: _token, ...user } = signedIn;
  const redirectTo = landingPath(user, null);
  if (!redirectTo) {
    await revokeOnServer();
    session.clear();
    throw new Error(NO_PROPERTIES);
  }
  return redirectTo;
}

/** How the sign-in page hands over to the app once signed in. */
export interface AppStart {
  /** The user has started typing: a good moment to fetch the app. */
  prepare(): void;
  /** Starts the app at the user's landing path. */
  at(path: string): void | Promise<void>;
}

/**
 * Inside <Admin> (its loginPage after a 401 or a sign-out): a full navigation, so the app starts afresh with the token.
 * The standalone sign-in page provides its own (src/signIn/renderSignIn.tsx): the app rendered in place.
 */
export const fullNavigation: AppStart = {
  prepare() {},
  at(path) {
    window.location.replace(path);
  },
};

export const AppStartContext = createContext<AppStart>(fullNavigation);
