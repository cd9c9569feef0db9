// react-admin's authProvider on the LawnDesk sign-in API, with the route guards of spec section 2.
import type { AuthProvider } from 'react-admin';
import { hasPermission } from '../../common/permissions';
import type { LoginInput, SessionUser } from '../../common/schemas/auth';
import { apiCall } from '../dataProvider/httpClient';
import { homeOf, RESOURCE_PERMISSIONS, signInPathFor } from './routeAccess';
import { session, type StoredUser } from './session';

export const NO_PROPERTIES = 'app.auth.no_properties';
export const LOGGED_OUT = 'app.auth.logged_out';
export const SERVER_NOT_CONNECTED = 'app.auth.server_not_connected';

/** Where a freshly signed-in user lands; undefined means refuse the sign-in. */
export function landingPath(user: StoredUser, rememberedUrl: string | null): string | undefined {
  if (user.type === 'customer' && user.properties.length === 0) return undefined;
  if (user.type === 'admin' || user.type === 'csr') return rememberedUrl?.startsWith('/worklogs') ? rememberedUrl : '/dashboard';
  return homeOf(user);
}

async function revokeOnServer() {
  const user = session.user();
  if (!session.token()) return;
  try {
    await apiCall('/users/login/logout', { method: 'POST', body: { id: user?._id, type: user?.type } });
  } catch {
    // Signing out locally must work even when the server is unreachable or the token is already dead.
  }
}

export function canAccessResource(user: StoredUser | null, resource: string): boolean {
  if (!user) return false;
  const permission = RESOURCE_PERMISSIONS[resource];
  if (user.type === 'vendor' && resource === 'vendors') return true;
  return permission ? hasPermission(user, permission) : user.type === 'admin' || user.type === 'csr';
}

export const authProvider: AuthProvider = {
  async login({ id, password }: Omit<LoginInput, 'loginRole'>) {
    session.clearSignOutReason();
    const response = await apiCall<{ data: SessionUser }>('/users/login', {
      method: 'POST',
      body: { id: id.trim(), password, loginRole: session.loginRole() },
    });
    session.save(response.data);
    const { token: _token, ...user } = response.data;
    const redirectTo = landingPath(user, session.takeRedirectUrl());
    if (!redirectTo) {
      await revokeOnServer();
      session.clear();
      throw new Error(NO_PROPERTIES);
    }
    return { redirectTo };
  },
  async logout() {
    const crew = session.user()?.type === 'crew' || signInPathFor(window.location.pathname) === '/crew/login';
    await revokeOnServer();
    session.clear();
    return crew ? '/crew/login' : '/login';
  },
  async checkAuth() {
    if (!session.token()) throw { redirectTo: signInPathFor(window.location.pathname), message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 0) {
      session.clear();
      session.setSignOutReason(error.status === 0 ? SERVER_NOT_CONNECTED : LOGGED_OUT);
      throw { message: false, redirectTo: signInPathFor(window.location.pathname) };
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
  async canAccess({ resource }) {
    return canAccessResource(session.user(), resource);
  },
};
