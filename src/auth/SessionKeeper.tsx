// Ends an idle staff session after 10 minutes (keys, clicks and wheel count as activity), keeps an active one alive and
// re-reads its permissions on focus. A crew's session lasts its working day on its phone (the server ends it, and the
// phone's lock screen guards it meanwhile: docs/field.md), so a crew mowing a 40-minute lawn is never signed out idle.
import { useEffect } from 'react';
import { useDataProvider, useLogout } from 'react-admin';
import type { LawnDeskDataProvider } from '../dataProvider';
import { refreshStoredUser } from './refreshStoredUser';
import { session } from './session';

export const IDLE_TIMEOUT_MS = 600_000;
export const KEEP_ALIVE_MS = 180_000;
const ACTIVITY_EVENTS = ['keydown', 'click', 'wheel'] as const;

export function SessionKeeper() {
  const logout = useLogout();
  // Its calls go through react-admin's wrapper, so a 401 ends the session like any other call's.
  const dataProvider = useDataProvider<LawnDeskDataProvider>();

  useEffect(() => {
    const idleTimes = session.user()?.type !== 'crew';
    let idleTimer = 0;
    const restartIdleTimer = () => {
      window.clearTimeout(idleTimer);
      if (!idleTimes) return;
      idleTimer = window.setTimeout(() => {
        session.setSignOutReason('app.auth.session_timeout');
        logout();
      }, IDLE_TIMEOUT_MS);
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, restartIdleTimer));
    restartIdleTimer();
    const keepAlive = window.setInterval(() => {
      dataProvider.keepSessionAlive().catch(() => undefined);
    }, KEEP_ALIVE_MS);
    // Permissions change while a user works (a role edited in User Permission): read them again on coming back.
    const refreshPermissions = () => void refreshStoredUser(dataProvider).catch(() => undefined);
    window.addEventListener('focus', refreshPermissions);
    return () => {
      window.clearTimeout(idleTimer);
      window.clearInterval(keepAlive);
      window.removeEventListener('focus', refreshPermissions);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, restartIdleTimer));
    };
  }, [logout, dataProvider]);

  return null;
}
