// What the browser keeps about the signed-in user: token, user, loginRole, redirectUrl (theme is kept by the theme toggle).
import type { LoginRole, SessionUser } from '../../common/schemas/auth';

const KEYS = { token: 'token', user: 'user', loginRole: 'loginRole', redirectUrl: 'redirectUrl', signOutReason: 'signOutReason' } as const;

export type StoredUser = Omit<SessionUser, 'token'>;

const listeners = new Set<() => void>();

export const session = {
  token: () => localStorage.getItem(KEYS.token),
  user(): StoredUser | null {
    const text = localStorage.getItem(KEYS.user);
    if (!text || !session.token()) return null;
    try {
      return JSON.parse(text) as StoredUser;
    } catch {
      return null;
    }
  },
  save({ token, ...user }: SessionUser) {
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.user, JSON.stringify(user));
  },
  updateUser(user: StoredUser) {
    localStorage.setItem(KEYS.user, JSON.stringify(user));
    listeners.forEach((listener) => listener());
  },
  /** Lets the shell re-render when the stored user changes, e.g. a vendor whose price makes it active (useStoredUser). */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  storedUserText: () => localStorage.getItem(KEYS.user),
  clear() {
    localStorage.removeItem(KEYS.token);
    localStorage.removeItem(KEYS.user);
  },
  loginRole: (): LoginRole => (localStorage.getItem(KEYS.loginRole) === 'crew' ? 'crew' : 'admin'),
  setLoginRole: (role: LoginRole) => localStorage.setItem(KEYS.loginRole, role),
  redirectUrl: () => localStorage.getItem(KEYS.redirectUrl),
  setRedirectUrl: (url: string) => localStorage.setItem(KEYS.redirectUrl, url),
  /** Why the user was signed out, shown once by the sign-in page (it survives the reload that follows). */
  signOutReason: () => sessionStorage.getItem(KEYS.signOutReason),
  setSignOutReason: (messageKey: string) => sessionStorage.setItem(KEYS.signOutReason, messageKey),
  clearSignOutReason: () => sessionStorage.removeItem(KEYS.signOutReason),
  /** The remembered worklogs URL is used once. */
  takeRedirectUrl() {
    const url = localStorage.getItem(KEYS.redirectUrl);
    localStorage.removeItem(KEYS.redirectUrl);
    return url;
  },
};
