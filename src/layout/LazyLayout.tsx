// The signed-in shell as a chunk of its own: the sign-in page never loads the menu, app bar or notification socket.
import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { session } from '../auth/session';
import { ScreenLoading } from './ScreenLoading';

const loadLayout = () => import('./Layout');
// A signed-in visit needs the shell: fetched at once, beside the app, rather than after it has rendered; in a task of
// its own, since asking for its chunks (a link per chunk) would lengthen the app's start, which cannot be broken up.
if (session.user()) setTimeout(() => void loadLayout());
const Layout = lazy(() => loadLayout().then((module) => ({ default: module.Layout })));

export function LazyLayout({ children }: { children: ReactNode }) {
  // react-admin mounts the shell in the render its permissions' answer sets off, which React cannot break up; the shell
  // (app bar, menu, the page) is built in the transition that follows, in slices between frames, on a slow phone too.
  const mounted = useDeferredValue(true, false);
  return <Suspense fallback={<ScreenLoading />}>{mounted ? <Layout>{children}</Layout> : <ScreenLoading />}</Suspense>;
}
