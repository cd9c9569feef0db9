// The route table of spec section 2: every declared screen's pages (src/screens.ts), each a lazy chunk of its own so
// the sign-in page loads none of them (docs/performance.md), and the crew's sign-in.
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CrewLoginPage } from './auth/LazyLoginPage';
import { session } from './auth/session';
import { CREW_DASHBOARD_PATH } from './crew/paths';
import { ScreenLoading } from './layout/ScreenLoading';
import { SCREEN_DECLARATIONS } from './screens';
import type { LazyPage, ScreenDeclaration } from './ui/screens/ScreenDeclaration';

const chunk = (page: ReactNode) => <Suspense fallback={<ScreenLoading />}>{page}</Suspense>;

function CrewRoot() {
  return <Navigate to={session.user() ? CREW_DASHBOARD_PATH : '/crew/login'} replace />;
}

function pagesOf({ screen, page, routes = {} }: ScreenDeclaration): [string, LazyPage][] {
  return [...(page ? [[screen.path, page] as [string, LazyPage]] : []), ...Object.entries(routes)];
}

const routesOf = (declarations: readonly ScreenDeclaration[]) =>
  declarations.flatMap(pagesOf).map(([path, Page]) => <Route key={path} path={path} element={chunk(<Page />)} />);

export const layoutRoutes = routesOf(SCREEN_DECLARATIONS.filter((declaration) => !declaration.bare));

export const bareRoutes = [
  <Route key="/crew/login" path="/crew/login" element={<CrewLoginPage />} />,
  <Route key="/crew" path="/crew" element={<CrewRoot />} />,
  ...routesOf(SCREEN_DECLARATIONS.filter((declaration) => declaration.bare)),
];
