// The signed-in shell as a chunk of its own: the sign-in page never loads the menu, app bar or notification socket.
import { lazy, type ReactNode, Suspense } from 'react';
import { session } from '../auth/session';
import { ScreenLoading } from './ScreenLoading';

const loadLayout = () => import('./Layout');
// A signed-in visit needs the shell: fetched at once, beside the app, rather than after it has rendered.
if (session.user()) void loadLayout();
const Layout = lazy(() => loadLayout().then((module) => ({ default: module.Layout })));

export function LazyLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
