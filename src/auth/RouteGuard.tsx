// Applies routeAccess to the current path: redirects, remembers worklogs URLs and tells why access was refused.
import { type ReactNode, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { routeAccess } from './routeAccess';
import { session } from './session';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const notify = useNotify();
  const decision = routeAccess(pathname, session.user());

  useEffect(() => {
    if (decision.allow) return;
    if (decision.rememberUrl) session.setRedirectUrl(pathname + search);
    if (decision.message) notify(decision.message, { type: 'warning' });
  }, [decision, notify, pathname, search]);

  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return <>{children}</>;
}

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
